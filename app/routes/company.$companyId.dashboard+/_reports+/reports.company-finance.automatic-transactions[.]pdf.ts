import { REPORT_CSV } from "./__report-csv.server";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Automatic Transactions › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(REPORT_CSV["company-finance/automatic-transactions"], "Automatic Transactions");
