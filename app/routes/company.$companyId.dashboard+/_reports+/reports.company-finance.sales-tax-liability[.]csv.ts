import { salesTaxLiabilityCsv } from "~/modules/reports/receivables-csv.server";
import { salesTaxLiability } from "~/modules/reports/sales-reports.server";
import { periodCsvLoader } from "./__report-request.server";

// Sales Tax Liability › Export to CSV: the rates' taxable sales and tax, then the liability accounts.

export const loader = periodCsvLoader("sales-tax-liability", async (db, companyId, query) =>
  salesTaxLiabilityCsv(await salesTaxLiability(db, companyId, query)),
);
