import { REPORT_CSV } from "./__report-csv.server";

// Inventory Details › Export to CSV: every item's opening, movements in and out and closing over the period (?period or ?from&to, ?group).

export const loader = REPORT_CSV["inventory/inventory-details"];
