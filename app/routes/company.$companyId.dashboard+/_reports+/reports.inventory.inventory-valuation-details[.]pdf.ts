import { loader as csvLoader } from "./reports.inventory.inventory-valuation-details[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Inventory Valuation Details › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Inventory Valuation Details");
