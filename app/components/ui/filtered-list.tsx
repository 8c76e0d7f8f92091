import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button, buttonClasses } from "./button";
import { Card, CardBody } from "./card";
import { PagedDataTable } from "./data-table";

/**
 * A list screen's filters and its page of rows: the filters are a GET form (it works without
 * scripts; the rows-per-page choice rides along) with Apply, and Clear once something is filtered;
 * below, the rows with their pagination (Journal Entries, Transactions).
 */
export function FilteredList<T>({
  filterLabel,
  formClassName,
  perPage,
  filtered,
  filters,
  ...table
}: Parameters<typeof PagedDataTable<T>>[0] & {
  /** The filter form's accessible name: "Filter journal entries" */
  filterLabel: string;
  formClassName: string;
  /** The rows per page in the URL ("": the default), kept when the filters are applied */
  perPage: string;
  filtered: boolean;
  /** The filter fields */
  filters: ReactNode;
}) {
  return (
    <>
      <Card>
        <CardBody>
          <Form method="get" role="search" aria-label={filterLabel} className={formClassName}>
            {perPage ? <input type="hidden" name="perPage" value={perPage} /> : null}
            {filters}
            <div className="flex gap-2">
              <Button type="submit">Apply</Button>
              {filtered ? (
                <Link to="." className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
                  Clear
                </Link>
              ) : null}
            </div>
          </Form>
        </CardBody>
      </Card>

      <PagedDataTable {...table} />
    </>
  );
}
