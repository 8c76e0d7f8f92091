import { loader as csvLoader } from "./reports.company-finance.income-by-customer[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Income by Customer › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Income by Customer");
