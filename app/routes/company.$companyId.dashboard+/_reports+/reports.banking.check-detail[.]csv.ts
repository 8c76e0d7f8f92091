import { checkDetail, checkDetailCsv } from "~/modules/reports/banking-reports.server";
import { bankingCsvLoader } from "./__report-request.server";

// Check Detail › Export to CSV: every cheque of the period and account, and what each paid.

export const loader = bankingCsvLoader("check-detail", async (db, companyId, filters) =>
  checkDetailCsv(await checkDetail(db, companyId, filters)),
);
