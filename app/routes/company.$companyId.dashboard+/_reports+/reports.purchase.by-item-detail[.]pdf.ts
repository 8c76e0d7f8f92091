import { loader as csvLoader } from "./reports.purchase.by-item-detail[.]csv";
import { csvAsPdfLoader } from "./__table-pdf.server";

// Purchase by Item Detail › Export to PDF: the rows of its CSV export, printed as a table.

export const loader = csvAsPdfLoader(csvLoader, "Purchase by Item Detail");
