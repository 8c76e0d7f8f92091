import { REPORT_CSV } from "./__report-csv.server";

// Transaction Detail by Account's Export to CSV: the General Ledger's, only the accounts with lines
// in the period.

export const loader = REPORT_CSV["company-finance/transaction-detail"];
