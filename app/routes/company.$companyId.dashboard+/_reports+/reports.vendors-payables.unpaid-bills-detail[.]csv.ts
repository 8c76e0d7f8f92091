import { REPORT_CSV } from "./__report-csv.server";

// Unpaid Bills Detail › Export to CSV: every vendor's items on the date (?asOf=, default today),
// each vendor's total and the report's, amounts as plain decimals, as unpaid-bills-detail-YYYY-MM-DD.csv.

export const loader = REPORT_CSV["vendors-payables/unpaid-bills-detail"];
