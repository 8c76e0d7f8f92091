import { loader as csvLoader } from "./reports.vendors-payables.unpaid-bills-detail[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Unpaid Bills Detail › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Unpaid Bills Detail");
