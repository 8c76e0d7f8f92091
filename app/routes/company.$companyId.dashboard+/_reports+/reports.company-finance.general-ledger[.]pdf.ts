import { loader as csvLoader } from "./reports.company-finance.general-ledger[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// General Ledger › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "General Ledger");
