import { loader as csvLoader } from "./reports.banking.check-detail[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Check Detail › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Check Detail");
