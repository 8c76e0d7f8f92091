import { REPORT_CSV } from "./__report-csv.server";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Sales by Customer Detail › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(REPORT_CSV["sales/customer-detail"], "Sales by Customer Detail");
