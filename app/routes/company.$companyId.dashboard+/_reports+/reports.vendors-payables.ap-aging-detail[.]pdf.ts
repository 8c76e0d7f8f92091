import { loader as csvLoader } from "./reports.vendors-payables.ap-aging-detail[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// A/P Aging Detail › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "A/P Aging Detail");
