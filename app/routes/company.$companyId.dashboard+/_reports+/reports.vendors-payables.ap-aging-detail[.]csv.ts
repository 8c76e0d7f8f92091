import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import { apDetail } from "~/modules/reports/ap-aging.server";
import { apAgingDetailCsv, csvResponse } from "~/modules/reports/csv.server";
import { parseTrialBalanceQuery } from "~/modules/reports/schema";

// A/P Aging Detail › Export to CSV: every item of the report (?asOf=, default today) by bucket, each
// bucket's total and the report's, amounts as plain decimals, as ap-aging-detail-YYYY-MM-DD.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const { query, errors } = parseTrialBalanceQuery(new URL(request.url).searchParams, today);
  if (errors)
    throw new Response(Object.values(errors).flat().join("\n"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const report = await apDetail(db, company.id, query.asOf, "bucket");
  return csvResponse(apAgingDetailCsv(report), `ap-aging-detail-${query.asOf}.csv`);
}
