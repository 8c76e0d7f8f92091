import { REPORT_CSV } from "./__report-csv.server";

// Customer Transaction History › Export to CSV: every transaction of the period, by customer.

export const loader = REPORT_CSV["customers-receivable/customer-transaction-history"];
