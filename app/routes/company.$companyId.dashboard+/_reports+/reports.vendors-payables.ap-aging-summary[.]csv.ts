import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import { apAgingSummary } from "~/modules/reports/ap-aging.server";
import { apAgingSummaryCsv, csvResponse } from "~/modules/reports/csv.server";
import { parseTrialBalanceQuery } from "~/modules/reports/schema";

// A/P Aging Summary › Export to CSV: every vendor of the report (?asOf=, default today) and the
// totals, amounts as plain decimals, as ap-aging-summary-YYYY-MM-DD.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const { query, errors } = parseTrialBalanceQuery(new URL(request.url).searchParams, today);
  if (errors)
    throw new Response(Object.values(errors).flat().join("\n"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const report = await apAgingSummary(db, company.id, query.asOf);
  return csvResponse(apAgingSummaryCsv(report), `ap-aging-summary-${query.asOf}.csv`);
}
