import { REPORT_CSV } from "./__report-csv.server";

// A/R Aging Detail › Export to CSV: every open item by bucket (?asOf=, default today), the totals.

export const loader = REPORT_CSV["customers-receivable/ar-aging-detail"];
