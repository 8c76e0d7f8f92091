import { REPORT_CSV } from "./__report-csv.server";

// Deposit Detail › Export to CSV: every deposit of the period and account, and what each deposited.

export const loader = REPORT_CSV["banking/deposit-detail"];
