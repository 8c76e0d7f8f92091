import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse, generalLedgerCsvStream } from "~/modules/reports/csv.server";
import { reportAccount, reportPeriodDefaults } from "~/modules/reports/general-ledger.server";
import { parseGeneralLedgerQuery } from "~/modules/reports/schema";
import { readCsvReportRequest } from "./__report-request.server";

// Transaction Detail by Account's Export to CSV (the General Ledger's, only the accounts with lines): the same filters as the screen (?from=&to=&accountId=), every
// account and every line (streamed), with each account's opening and closing rows.

export async function loader(args: LoaderFunctionArgs) {
  const { db, company, query } = await readCsvReportRequest(args, (searchParams, today) =>
    parseGeneralLedgerQuery(searchParams, reportPeriodDefaults(today)),
  );
  if (query.accountId !== null) {
    if (!(await reportAccount(db, company.id, query.accountId)))
      throw new Response("Account not found", { status: 404, statusText: "Not Found" });
  }
  const suffix = query.accountId !== null ? `-account-${query.accountId}` : "";
  return csvResponse(
    generalLedgerCsvStream(db, company.id, { ...query, activityOnly: true }),
    `transaction-detail-${query.from}-to-${query.to}${suffix}.csv`,
  );
}
