import { missingChecks, missingChecksCsv } from "~/modules/reports/banking-reports.server";
import { bankingCsvLoader } from "./__report-request.server";

// Missing Checks › Export to CSV: each account's cheques in number order, the gaps and the duplicates.

export const loader = bankingCsvLoader("missing-checks", async (db, companyId, filters) =>
  missingChecksCsv(await missingChecks(db, companyId, filters)),
);
