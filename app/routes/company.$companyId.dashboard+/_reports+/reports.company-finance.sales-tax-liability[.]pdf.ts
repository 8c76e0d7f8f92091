import { loader as csvLoader } from "./reports.company-finance.sales-tax-liability[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Sales Tax Liability › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Sales Tax Liability");
