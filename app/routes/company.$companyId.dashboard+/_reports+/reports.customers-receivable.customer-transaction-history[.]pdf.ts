import { loader as csvLoader } from "./reports.customers-receivable.customer-transaction-history[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Customer Transaction History › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Customer Transaction History");
