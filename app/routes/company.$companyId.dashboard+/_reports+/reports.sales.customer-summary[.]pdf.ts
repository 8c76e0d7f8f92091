import { loader as csvLoader } from "./reports.sales.customer-summary[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Sales by Customer Summary › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Sales by Customer Summary");
