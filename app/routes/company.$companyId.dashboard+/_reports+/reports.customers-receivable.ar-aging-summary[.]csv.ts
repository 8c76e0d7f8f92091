import { REPORT_CSV } from "./__report-csv.server";

// A/R Aging Summary › Export to CSV: every customer (?asOf=, default today) and the totals.

export const loader = REPORT_CSV["customers-receivable/ar-aging-summary"];
