import { depositDetail, depositDetailCsv } from "~/modules/reports/banking-reports.server";
import { bankingCsvLoader } from "./__report-request.server";

// Deposit Detail › Export to CSV: every deposit of the period and account, and what each deposited.

export const loader = bankingCsvLoader("deposit-detail", async (db, companyId, filters) =>
  depositDetailCsv(await depositDetail(db, companyId, filters)),
);
