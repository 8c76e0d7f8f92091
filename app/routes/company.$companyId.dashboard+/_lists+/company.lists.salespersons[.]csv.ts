import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCompany } from "~/modules/companies/require-company.server";
import { readSalesPersonListQuery } from "~/modules/sales-persons/constants";
import { salesPersonsCsv } from "~/modules/sales-persons/sales-persons.server";

// Export to CSV: every sales person matching the Sales Persons list's search and Current View (not
// only the page shown), with the list's columns and the email, as a download named sales-persons.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const csv = await salesPersonsCsv(db, company.id, readSalesPersonListQuery(new URL(request.url).searchParams));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="sales-persons.csv"',
      "Cache-Control": "no-store",
    },
  });
}
