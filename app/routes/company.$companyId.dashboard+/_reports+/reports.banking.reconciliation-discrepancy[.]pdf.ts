import { loader as csvLoader } from "./reports.banking.reconciliation-discrepancy[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Reconciliation Discrepancy › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Reconciliation Discrepancy");
