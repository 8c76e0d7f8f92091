import { Form, Link, useSubmit } from "@remix-run/react";
import { ListHeading } from "~/components/ui/list-heading";
import type { FormEvent, ReactNode } from "react";
import { Breadcrumb, type BreadcrumbItem } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { activeColumn, PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { useHydrated } from "~/components/ui/use-hydrated";
import { DEFAULT_PER_PAGE, type ListResult } from "~/lib/pagination";

// The frame the item lists share (Inventory Items, Vendor Items): the heading with Export to CSV and
// the screen's add button, the filters as a GET form, the table opening with Active and Item Name
// (the name links to the item's edit screen), and the pages. Each screen brings its own filters,
// columns, wording and add button.

type ItemListRow = { id: number; name: string; active: boolean };

export type ItemListScreenProps<T extends ItemListRow> = {
  /** The heading, also the breadcrumb's last item. */
  title: string;
  /** The breadcrumb before the title. */
  parent: BreadcrumbItem;
  /** Export to CSV: the export's URL, the list's filters (defaults left out) and the file name. */
  csv: { href: string; query: URLSearchParams; fileName: string };
  addButton: ReactNode;
  filterLabel: string;
  filters: ReactNode;
  /**
   * The filter button's label once JavaScript runs, for a list with a search box (typing does not
   * submit). Without it the button is only there before JavaScript runs: the selects submit themselves.
   */
  searchButton?: string;
  list: ListResult<T>;
  editHref: (row: T) => string;
  /** The columns after Active and Item Name. */
  columns: readonly DataTableColumn<T>[];
  caption: string;
  /** Shown after the pages (a dialog the add button opens). */
  children?: ReactNode;
};

export function ItemListScreen<T extends ItemListRow>({
  title,
  parent,
  csv,
  addButton,
  filterLabel,
  filters,
  searchButton,
  list,
  editHref,
  columns,
  caption,
  children,
}: ItemListScreenProps<T>) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const submitLabel = hydrated ? searchButton : "Apply";
  // A changed select applies the filters at once; the search box waits for its button.
  const autoSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLSelectElement) submit(event.currentTarget, { preventScrollReset: true });
  };

  const allColumns: DataTableColumn<T>[] = [
    activeColumn((row) => row.name),
    {
      key: "name",
      header: "Item Name",
      cell: (row) => (
        <Link to={editHref(row)} aria-label={`Edit ${row.name}`}>
          {row.name}
        </Link>
      ),
    },
    ...columns,
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[parent, { label: title }]} />
      <ListHeading title={title} csv={csv}>
        {addButton}
      </ListHeading>

      <Form method="get" role="search" aria-label={filterLabel} onChange={autoSubmit} className="flex flex-wrap items-end gap-3">
        {filters}
        {list.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={list.perPage} /> : null}
        {submitLabel ? (
          <Button type="submit" variant="secondary">
            {submitLabel}
          </Button>
        ) : null}
      </Form>

      <PagedDataTable columns={allColumns} list={list} getRowKey={(row) => row.id} caption={caption} />
      {children}
    </div>
  );
}
