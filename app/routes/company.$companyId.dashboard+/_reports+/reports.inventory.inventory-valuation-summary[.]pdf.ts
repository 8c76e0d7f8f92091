import { loader as csvLoader } from "./reports.inventory.inventory-valuation-summary[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Inventory Valuation Summary › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Inventory Valuation Summary");
