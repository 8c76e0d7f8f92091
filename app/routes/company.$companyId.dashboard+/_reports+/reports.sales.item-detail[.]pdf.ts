import { loader as csvLoader } from "./reports.sales.item-detail[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Sales by Item Detail › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Sales by Item Detail");
