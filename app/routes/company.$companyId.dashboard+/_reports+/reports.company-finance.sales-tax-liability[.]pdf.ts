import { REPORT_CSV } from "./__report-csv.server";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Sales Tax Liability › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(REPORT_CSV["company-finance/sales-tax-liability"], "Sales Tax Liability");
