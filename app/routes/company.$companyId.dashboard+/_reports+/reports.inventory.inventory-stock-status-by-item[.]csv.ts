import { REPORT_CSV } from "./__report-csv.server";

// Inventory Stock Status by Item › Export to CSV: every item, or the items to reorder (?asOf, ?show=reorder).

export const loader = REPORT_CSV["inventory/inventory-stock-status-by-item"];
