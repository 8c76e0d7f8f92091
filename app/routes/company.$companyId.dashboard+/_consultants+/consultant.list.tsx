import type { LoaderFunctionArgs } from "@remix-run/node";
import { ListHeading } from "~/components/ui/list-heading";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses, WhenWritable } from "~/components/ui/button";
import { activeColumn, PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { EditLink } from "~/components/ui/edit-link";
import { Field } from "~/components/ui/field";
import { FilterSelect, labelled } from "~/components/ui/filter-select";
import { screenMeta } from "~/lib/title";
import { CONSULTANT_MESSAGES, CONSULTANT_VIEW_LABELS, CONSULTANT_VIEWS } from "~/modules/consultants/constants";
import type { ConsultantRow } from "~/modules/consultants/consultants.server";
import { consultantListLoader } from "./__consultants.server";

// The Consultant List (Consultant > Consultant List; Company Lists > Consultants): Current View
// (Active, Inactive, All) and a search in the URL as a GET form, the server pages the list; Export
// to CSV downloads every match (consultant/list.csv); the pencil opens Edit Consultant.

export const loader = (args: LoaderFunctionArgs) => consultantListLoader(args);

const VIEW_OPTIONS = labelled(CONSULTANT_VIEWS, CONSULTANT_VIEW_LABELS);

export default function ConsultantList() {
  const { companyId, q, view, list } = useLoaderData<typeof loader>();
  const filter = new URLSearchParams();
  if (q) filter.set("q", q);
  if (view !== "active") filter.set("view", view);
  const columns: DataTableColumn<ConsultantRow>[] = [
    activeColumn((row) => row.consultantName),
    { key: "consultantName", header: "Consultant" },
    { key: "email", header: "Email" },
    { key: "phone", header: "Phone" },
    { key: "employmentKind", header: "Employment" },
    { key: "vendorName", header: "Vendor" },
    { key: "billRate", header: "Bill Rate", className: "text-right" },
    { key: "payRate", header: "Pay Rate", className: "text-right" },
    { key: "placements", header: "Placements", className: "text-right" },
    {
      key: "actions",
      header: "Actions",
      cell: (row) => <EditLink to={menuHref(companyId, `customers/edit-consultant/${row.id}`)} name={row.consultantName} />,
    },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Consultant" }, { label: "Consultant List" }]} />
      <ListHeading
        title="Consultants"
        csv={{ href: menuHref(companyId, "consultant/list.csv"), query: filter, fileName: "consultants.csv" }}
      >
        <WhenWritable>
          <Link
            to={menuHref(companyId, "consultant/add-customer-consultant")}
            className={buttonClasses({ className: "text-white no-underline" })}
          >
            New Consultant
          </Link>
        </WhenWritable>
      </ListHeading>
      <Form method="get" role="search" aria-label="Filter consultants" className="flex flex-wrap items-end gap-3">
        <FilterSelect id="consultant-view" label="Current View" name="view" value={view} options={VIEW_OPTIONS} />
        <Field
          id="consultant-search"
          label="Search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Name, email, phone or vendor"
          maxLength={200}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <PagedDataTable
        columns={columns}
        list={list}
        getRowKey={(row) => row.id}
        caption="Consultants"
        emptyMessage="No consultants to show"
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed={CONSULTANT_MESSAGES.loadFailed} />;
}

export const meta = screenMeta("Consultants");
