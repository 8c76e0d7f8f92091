import { loader as csvLoader } from "./reports.customers-receivable.ar-aging-detail[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// A/R Aging Detail › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "A/R Aging Detail");
