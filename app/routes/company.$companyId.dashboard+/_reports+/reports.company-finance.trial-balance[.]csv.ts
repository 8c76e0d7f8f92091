import { REPORT_CSV } from "./__report-csv.server";

// The Trial Balance's Export to CSV: the same report (?asOf=, default today) as a download
// trial-balance-YYYY-MM-DD.csv, amounts as plain decimals, with a totals row.

export const loader = REPORT_CSV["company-finance/trial-balance"];
