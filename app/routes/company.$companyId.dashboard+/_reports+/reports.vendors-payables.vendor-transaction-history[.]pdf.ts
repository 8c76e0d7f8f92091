import { loader as csvLoader } from "./reports.vendors-payables.vendor-transaction-history[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Vendor Transaction History › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Vendor Transaction History");
