import { REPORT_CSV } from "./__report-csv.server";

// Inventory Valuation Details › Export to CSV: every item's opening, movements and closing over the period (?period or ?from&to, ?group).

export const loader = REPORT_CSV["inventory/inventory-valuation-details"];
