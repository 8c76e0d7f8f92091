import type { LoaderFunctionArgs } from "@remix-run/node";
import { readListQuery } from "./__account-list.server";
import { accountsCsv } from "~/modules/accounts/csv.server";
import { requireCompany } from "~/modules/companies/require-company.server";

// Export to CSV: every account matching the Account List's search and Current View, as a
// download named accounts.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const csv = await accountsCsv(db, company.id, readListQuery(new URL(request.url).searchParams));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="accounts.csv"',
      "Cache-Control": "no-store",
    },
  });
}
