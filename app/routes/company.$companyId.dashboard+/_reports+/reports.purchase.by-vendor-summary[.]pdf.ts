import { loader as csvLoader } from "./reports.purchase.by-vendor-summary[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Purchase by Vendor Summary › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Purchase by Vendor Summary");
