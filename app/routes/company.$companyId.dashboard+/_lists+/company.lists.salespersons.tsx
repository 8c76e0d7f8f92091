import type { LoaderFunctionArgs } from "@remix-run/node";
import { ListHeading } from "~/components/ui/list-heading";
import { Form, Link, useLoaderData, useLocation, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { activeColumn, PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { FilterSelect, labelled } from "~/components/ui/filter-select";
import { EditLink } from "~/components/ui/edit-link";
import { LazyDialog } from "~/components/ui/lazy-dialog";
import { useHydrated } from "~/components/ui/use-hydrated";
import { DEFAULT_PER_PAGE, parsePagination } from "~/lib/pagination";
import { screenMeta } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";
import {
  readSalesPersonListQuery,
  SALES_PERSON_MESSAGES,
  SALES_PERSON_VIEW_LABELS,
  SALES_PERSON_VIEWS,
  type SalesPersonRow,
} from "~/modules/sales-persons/constants";
import { listSalesPersons } from "~/modules/sales-persons/sales-persons.server";

// The Sales Persons list (Company > Sales Persons): Current View (Active, Inactive, All) and the
// search in the URL as a GET form, the server pages the list (10 by default). The address columns
// come from the first address. Search opens the search dialog (before JavaScript runs the search box
// is on the page); Export to CSV downloads every matching sales person (lists/salespersons.csv); Add
// New Sales Person goes to add-salesperson, the pencil to edit-salesperson/{id}.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const url = new URL(request.url);
  const { q, view } = readSalesPersonListQuery(url.searchParams);
  const { page, perPage } = parsePagination(url.searchParams);
  const list = await listSalesPersons(db, company.id, { q, view, page, perPage });
  return { companyId: company.id, q, view, list };
}

const VIEW_OPTIONS = labelled(SALES_PERSON_VIEWS, SALES_PERSON_VIEW_LABELS);

export default function SalesPersonsList() {
  const { companyId, q, view, list } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const location = useLocation();
  const [searching, setSearching] = useState(false);

  const filterParams = new URLSearchParams();
  if (q) filterParams.set("q", q);
  if (view !== "active") filterParams.set("view", view);
  const clearSearchHref = view === "active" ? location.pathname : `?${new URLSearchParams({ view })}`;
  const perPage = list.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={list.perPage} /> : null;

  const columns: DataTableColumn<SalesPersonRow>[] = [
    activeColumn((row) => row.salesPersonName),
    { key: "salesPersonName", header: "Sales Person" },
    { key: "address", header: "Address" },
    { key: "city", header: "City" },
    { key: "state", header: "State" },
    { key: "zipCode", header: "Zip Code" },
    { key: "phone", header: "Phone" },
    { key: "fax", header: "Fax" },
    {
      key: "actions",
      header: "Actions",
      cell: (row) => <EditLink to={menuHref(companyId, `company/edit-salesperson/${row.id}`)} name={row.salesPersonName} />,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Sales Persons" }]} />
      <ListHeading
        title="Sales Persons"
        csv={{ href: menuHref(companyId, "company/lists/salespersons.csv"), query: filterParams, fileName: "sales-persons.csv" }}
      >
        <Link to={menuHref(companyId, "company/add-salesperson")} className={buttonClasses({ className: "text-white no-underline" })}>
          Add New Sales Person
        </Link>
        {hydrated ? (
          <Button type="button" variant="secondary" aria-haspopup="dialog" onClick={() => setSearching(true)}>
            Search
          </Button>
        ) : null}
      </ListHeading>

      <Form
        method="get"
        role="search"
        aria-label="Filter sales persons"
        onChange={(event) => {
          if (event.target instanceof HTMLSelectElement) submit(event.currentTarget, { preventScrollReset: true });
        }}
        className="flex flex-wrap items-end gap-3"
      >
        <FilterSelect id="salesperson-view" label="Current View" name="view" value={view} options={VIEW_OPTIONS} />
        {hydrated ? (
          q ? (
            <input type="hidden" name="q" value={q} />
          ) : null
        ) : (
          <Field
            key={q}
            id="salesperson-search"
            label="Search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder="Search sales person..."
            maxLength={200}
          />
        )}
        {perPage}
        {hydrated ? null : (
          <Button type="submit" variant="secondary">
            Search
          </Button>
        )}
      </Form>

      {q ? (
        <p className="text-sm text-slate-600">
          Sales persons matching <span className="font-medium text-slate-900">“{q}”</span>.{" "}
          <Link to={clearSearchHref} preventScrollReset>
            Clear search
          </Link>
        </p>
      ) : null}

      <PagedDataTable columns={columns} list={list} getRowKey={(row) => row.id} caption="Sales persons" />

      {hydrated ? (
        <LazyDialog open={searching} onOpenChange={setSearching} title="Search Sales Persons">
          <Form method="get" role="search" aria-label="Search sales persons" onSubmit={() => setSearching(false)} className="space-y-4">
            <input type="hidden" name="view" value={view} />
            {perPage}
            <Field
              id="salesperson-search-dialog"
              label="Sales person, email, phone, fax, city, state or zip code"
              type="search"
              name="q"
              defaultValue={q}
              placeholder="Search sales person..."
              maxLength={200}
              autoFocus
            />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={() => setSearching(false)}>
                Cancel
              </Button>
              <Button type="submit">Search</Button>
            </div>
          </Form>
        </LazyDialog>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed={SALES_PERSON_MESSAGES.listFailed} />;
}

export const meta = screenMeta("Sales Persons");
