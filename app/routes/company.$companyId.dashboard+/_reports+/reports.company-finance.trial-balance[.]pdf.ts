import { loader as csvLoader } from "./reports.company-finance.trial-balance[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Trial Balance › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Trial Balance");
