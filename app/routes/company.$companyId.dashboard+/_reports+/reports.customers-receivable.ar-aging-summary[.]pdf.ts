import { loader as csvLoader } from "./reports.customers-receivable.ar-aging-summary[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// A/R Aging Summary › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "A/R Aging Summary");
