import { reconciliationDiscrepancy, reconciliationDiscrepancyCsv } from "~/modules/reports/reconciliation-reports.server";
import { bankingCsvLoader } from "./__report-request.server";

// Reconciliation Discrepancy › Export to CSV: every reconciled line of the period's reconciliations changed since.

export const loader = bankingCsvLoader("reconciliation-discrepancy", async (db, companyId, filters) =>
  reconciliationDiscrepancyCsv(await reconciliationDiscrepancy(db, companyId, filters)),
);
