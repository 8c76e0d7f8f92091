import { loader as csvLoader } from "./reports.banking.missing-checks[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Missing Checks › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Missing Checks");
