import { REPORT_CSV } from "./__report-csv.server";

// Reconciliation Discrepancy › Export to CSV: every reconciled line of the period's reconciliations changed since.

export const loader = REPORT_CSV["banking/reconciliation-discrepancy"];
