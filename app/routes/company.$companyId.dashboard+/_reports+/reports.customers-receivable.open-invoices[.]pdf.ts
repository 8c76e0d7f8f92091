import { loader as csvLoader } from "./reports.customers-receivable.open-invoices[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Open Invoices › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Open Invoices");
