import type { LoaderFunctionArgs } from "@remix-run/node";
import { companyContext } from "~/modules/companies/companies.server";
import { trialBalance } from "~/modules/ledger/ledger.server";
import { csvResponse, trialBalanceCsv } from "~/modules/reports/csv.server";
import { parseTrialBalanceQuery } from "~/modules/reports/schema";
import { requireCompany } from "~/modules/companies/require-company.server";

// The Trial Balance's Export to CSV: the same report (?asOf=, default today) as a download
// trial-balance-YYYY-MM-DD.csv, amounts as plain decimals, with a totals row.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const { query, errors } = parseTrialBalanceQuery(new URL(request.url).searchParams, today);
  if (errors)
    throw new Response(Object.values(errors).flat().join("\n"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const report = await trialBalance(db, company.id, query.asOf);
  return csvResponse(trialBalanceCsv(report), `trial-balance-${query.asOf}.csv`);
}
