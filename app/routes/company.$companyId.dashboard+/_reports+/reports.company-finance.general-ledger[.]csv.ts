import type { LoaderFunctionArgs } from "@remix-run/node";
import { companyContext } from "~/modules/companies/companies.server";
import { csvResponse, generalLedgerCsvStream } from "~/modules/reports/csv.server";
import { reportAccount, reportPeriodDefaults } from "~/modules/reports/general-ledger.server";
import { parseGeneralLedgerQuery } from "~/modules/reports/schema";
import { requireCompany } from "~/modules/companies/require-company.server";

// The General Ledger's Export to CSV: the same filters as the screen (?from=&to=&accountId=), every
// account and every line (streamed), with each account's opening and closing rows.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const { query, errors } = parseGeneralLedgerQuery(new URL(request.url).searchParams, reportPeriodDefaults(today));
  if (errors)
    throw new Response(Object.values(errors).flat().join("\n"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (query.accountId !== null) {
    if (!(await reportAccount(db, company.id, query.accountId)))
      throw new Response("Account not found", { status: 404, statusText: "Not Found" });
  }
  const suffix = query.accountId !== null ? `-account-${query.accountId}` : "";
  return csvResponse(generalLedgerCsvStream(db, company.id, query), `general-ledger-${query.from}-to-${query.to}${suffix}.csv`);
}
