import { loader as csvLoader } from "./reports.sales.sales-person-summary[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Sales by Sales Person › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Sales by Sales Person");
