import { REPORT_CSV } from "./__report-csv.server";

// A/P Aging Detail › Export to CSV: every item of the report (?asOf=, default today) by bucket, each
// bucket's total and the report's, amounts as plain decimals, as ap-aging-detail-YYYY-MM-DD.csv.

export const loader = REPORT_CSV["vendors-payables/ap-aging-detail"];
