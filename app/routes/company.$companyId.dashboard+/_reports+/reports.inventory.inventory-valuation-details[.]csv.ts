import { itemMovementsCsv } from "~/modules/reports/inventory-csv.server";
import { periodCsvLoader } from "./__report-request.server";

// Inventory Valuation Details › Export to CSV: every item's opening, movements and closing over the period (?period or ?from&to, ?group).

export const loader = periodCsvLoader("inventory-valuation-details", (db, companyId, query) =>
  itemMovementsCsv(db, companyId, query, typeof query.group === "number" ? query.group : null),
);
