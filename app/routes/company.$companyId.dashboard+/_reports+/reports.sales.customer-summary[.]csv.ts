import { REPORT_CSV } from "./__report-csv.server";

// Sales by Customer Summary › Export to CSV: the report's rows and totals for the period (?period or ?from&to).

export const loader = REPORT_CSV["sales/customer-summary"];
