import { REPORT_CSV } from "./__report-csv.server";

// Vendor Transaction History › Export to CSV: every transaction of the period, by vendor.

export const loader = REPORT_CSV["vendors-payables/vendor-transaction-history"];
