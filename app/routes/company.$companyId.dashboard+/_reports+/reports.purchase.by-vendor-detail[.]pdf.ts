import { loader as csvLoader } from "./reports.purchase.by-vendor-detail[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Purchase by Vendor Detail › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Purchase by Vendor Detail");
