import { REPORT_CSV } from "./__report-csv.server";

// Open Invoices › Export to CSV: every customer's open invoices (?asOf=, default today), the totals.

export const loader = REPORT_CSV["customers-receivable/open-invoices"];
