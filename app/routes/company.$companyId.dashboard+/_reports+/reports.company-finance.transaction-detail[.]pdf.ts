import { loader as csvLoader } from "./reports.company-finance.transaction-detail[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Transaction Detail › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Transaction Detail");
