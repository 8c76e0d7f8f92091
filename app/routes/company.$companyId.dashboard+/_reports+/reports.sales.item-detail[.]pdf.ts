import { REPORT_CSV } from "./__report-csv.server";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Sales by Item Detail › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(REPORT_CSV["sales/item-detail"], "Sales by Item Detail");
