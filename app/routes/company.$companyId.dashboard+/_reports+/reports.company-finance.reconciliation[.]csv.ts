import { reconciliationsReport, reconciliationsReportCsv } from "~/modules/reports/reconciliation-reports.server";
import { bankingCsvLoader } from "./__report-request.server";

// Reconciliation › Export to CSV: the period's reconciliations by account.

export const loader = bankingCsvLoader("reconciliation", async (db, companyId, filters) =>
  reconciliationsReportCsv(await reconciliationsReport(db, companyId, filters)),
);
