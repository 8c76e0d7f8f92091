import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse, generalLedgerCsvStream } from "~/modules/reports/csv.server";
import { generalLedger, reportAccount, reportAccountOptions, reportPeriodDefaults } from "~/modules/reports/general-ledger.server";
import { parseGeneralLedgerQuery } from "~/modules/reports/schema";
import { readCsvReportRequest, readReportRequest } from "./__report-request.server";

// The loader of General Ledger and of Transaction Detail by Account (`activityOnly`: only the
// accounts with lines in the period, as the statements' drill-down opens it): a page of accounts
// (20 by default) with at most LINES_PER_ACCOUNT lines of each; the CSV export has everything.

const LINES_PER_ACCOUNT = 200;
const ACCOUNTS_PER_PAGE = 20;

export async function loadGeneralLedger(args: LoaderFunctionArgs, activityOnly = false) {
  const read = await readReportRequest(
    args,
    (searchParams, today) => parseGeneralLedgerQuery(searchParams, reportPeriodDefaults(today)),
    ACCOUNTS_PER_PAGE,
  );
  const { company, db, query, errors, keptPerPage } = read;
  const perPage = Math.min(read.perPage, 50);
  const accounts = await reportAccountOptions(db, company.id);
  if (query.accountId !== null && !accounts.some((a) => a.id === query.accountId)) {
    throw new Response("Account not found", { status: 404, statusText: "Not Found" });
  }
  const report = await generalLedger(
    db,
    company.id,
    { ...query, activityOnly },
    { page: read.page, perPage, lineLimit: LINES_PER_ACCOUNT },
  );
  return {
    companyId: company.id,
    companyName: company.companyName,
    query,
    errors,
    accounts,
    report,
    keptPerPage: keptPerPage === null ? null : String(perPage),
  };
}

/**
 * The loader of General Ledger's and Transaction Detail by Account's Export to CSV: the same
 * filters as the screen (?from=&to=&accountId=), every account and every line (streamed), with
 * each account's opening and closing rows, downloaded as `<name>-FROM-to-TO[-account-ID].csv`.
 */
export function generalLedgerCsvLoader(name: string, activityOnly = false) {
  return async (args: LoaderFunctionArgs) => {
    const { db, company, query } = await readCsvReportRequest(args, (searchParams, today) =>
      parseGeneralLedgerQuery(searchParams, reportPeriodDefaults(today)),
    );
    if (query.accountId !== null) {
      if (!(await reportAccount(db, company.id, query.accountId)))
        throw new Response("Account not found", { status: 404, statusText: "Not Found" });
    }
    const suffix = query.accountId !== null ? `-account-${query.accountId}` : "";
    return csvResponse(
      generalLedgerCsvStream(db, company.id, { ...query, activityOnly }),
      `${name}-${query.from}-to-${query.to}${suffix}.csv`,
    );
  };
}
