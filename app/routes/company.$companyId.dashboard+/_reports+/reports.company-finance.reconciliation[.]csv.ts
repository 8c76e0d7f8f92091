import { REPORT_CSV } from "./__report-csv.server";

// Reconciliation › Export to CSV: the period's reconciliations by account.

export const loader = REPORT_CSV["company-finance/reconciliation"];
