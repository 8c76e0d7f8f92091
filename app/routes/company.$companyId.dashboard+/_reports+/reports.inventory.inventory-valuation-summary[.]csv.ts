import { REPORT_CSV } from "./__report-csv.server";

// Inventory Valuation Summary › Export to CSV: every item, the total and the inventory asset accounts (?asOf).

export const loader = REPORT_CSV["inventory/inventory-valuation-summary"];
