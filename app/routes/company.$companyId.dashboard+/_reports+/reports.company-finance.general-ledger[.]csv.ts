import { REPORT_CSV } from "./__report-csv.server";

// The General Ledger's Export to CSV: the same filters as the screen (?from=&to=&accountId=), every
// account and every line (streamed), with each account's opening and closing rows.

export const loader = REPORT_CSV["company-finance/general-ledger"];
