import { loader as csvLoader } from "./reports.company-finance.reconciliation[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Reconciliation › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Reconciliation");
