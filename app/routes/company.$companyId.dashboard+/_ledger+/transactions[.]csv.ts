import type { LoaderFunctionArgs } from "@remix-run/node";
import { companyToday } from "~/modules/companies/reference-data";
import { requireCompany } from "~/modules/companies/require-company.server";
import { readTransactionsQuery, transactionsCsvStream } from "~/modules/reports/all-transactions.server";
import { csvResponse } from "~/modules/reports/csv.server";

// Transactions › Export to CSV: every transaction matching the screen's filters (not only the page
// shown), newest first, as transactions.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const { query } = readTransactionsQuery(new URL(request.url).searchParams);
  const options = { today: companyToday(company.timezone), fiscalYearStart: company.fiscalYearStart };
  return csvResponse(transactionsCsvStream(db, company.id, query, options), "transactions.csv");
}
