import { REPORT_CSV } from "./__report-csv.server";

// Check Detail › Export to CSV: every cheque of the period and account, and what each paid.

export const loader = REPORT_CSV["banking/check-detail"];
