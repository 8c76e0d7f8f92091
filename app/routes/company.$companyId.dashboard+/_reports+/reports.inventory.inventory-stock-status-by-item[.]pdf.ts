import { loader as csvLoader } from "./reports.inventory.inventory-stock-status-by-item[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Inventory Stock Status by Item › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Inventory Stock Status by Item");
