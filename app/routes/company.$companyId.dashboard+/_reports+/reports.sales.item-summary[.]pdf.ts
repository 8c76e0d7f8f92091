import { loader as csvLoader } from "./reports.sales.item-summary[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Sales by Item Summary › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Sales by Item Summary");
