import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import { apDetail } from "~/modules/reports/ap-aging.server";
import { csvResponse, unpaidBillsDetailCsv } from "~/modules/reports/csv.server";
import { parseTrialBalanceQuery } from "~/modules/reports/schema";

// Unpaid Bills Detail › Export to CSV: every vendor's items on the date (?asOf=, default today),
// each vendor's total and the report's, amounts as plain decimals, as unpaid-bills-detail-YYYY-MM-DD.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const { query, errors } = parseTrialBalanceQuery(new URL(request.url).searchParams, today);
  if (errors)
    throw new Response(Object.values(errors).flat().join("\n"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const report = await apDetail(db, company.id, query.asOf, "vendor");
  return csvResponse(unpaidBillsDetailCsv(report), `unpaid-bills-detail-${query.asOf}.csv`);
}
