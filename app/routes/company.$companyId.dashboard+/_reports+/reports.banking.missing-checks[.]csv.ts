import { REPORT_CSV } from "./__report-csv.server";

// Missing Checks › Export to CSV: each account's cheques in number order, the gaps and the duplicates.

export const loader = REPORT_CSV["banking/missing-checks"];
