import { loader as csvLoader } from "./reports.banking.deposit-detail[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Deposit Detail › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Deposit Detail");
