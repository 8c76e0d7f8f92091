import { inventoryValuationSummary } from "~/modules/reports/inventory-reports.server";
import { valuationSummaryCsv } from "~/modules/reports/inventory-csv.server";
import { asOfCsvLoader } from "./__report-request.server";

// Inventory Valuation Summary › Export to CSV: every item, the total and the inventory asset accounts (?asOf).

export const loader = asOfCsvLoader("inventory-valuation-summary", async (db, companyId, asOf) =>
  valuationSummaryCsv(await inventoryValuationSummary(db, companyId, asOf)),
);
