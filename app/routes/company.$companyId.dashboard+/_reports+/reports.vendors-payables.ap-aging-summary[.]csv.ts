import { REPORT_CSV } from "./__report-csv.server";

// A/P Aging Summary › Export to CSV: every vendor of the report (?asOf=, default today) and the
// totals, amounts as plain decimals, as ap-aging-summary-YYYY-MM-DD.csv.

export const loader = REPORT_CSV["vendors-payables/ap-aging-summary"];
