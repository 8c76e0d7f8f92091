import { REPORT_CSV } from "./__report-csv.server";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Inventory Stock Status by Item › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(REPORT_CSV["inventory/inventory-stock-status-by-item"], "Inventory Stock Status by Item");
