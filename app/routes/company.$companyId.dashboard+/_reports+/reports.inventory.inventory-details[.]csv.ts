import { itemMovementsCsv } from "~/modules/reports/inventory-csv.server";
import { periodCsvLoader } from "./__report-request.server";

// Inventory Details › Export to CSV: every item's opening, movements in and out and closing over the period (?period or ?from&to, ?group).

export const loader = periodCsvLoader("inventory-details", (db, companyId, query) =>
  itemMovementsCsv(db, companyId, query, typeof query.group === "number" ? query.group : null),
);
