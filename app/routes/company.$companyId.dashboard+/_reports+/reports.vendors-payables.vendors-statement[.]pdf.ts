import { vendorStatements } from "~/modules/reports/vendor-activity.server";
import { VENDOR_STATEMENT_WORDS } from "~/modules/reports/statement-pdf.server";
import { statementPdfLoader } from "./__report-request.server";

// GET …/vendors-payables/vendors-statement.pdf?vendorId&period|from&to → one vendor's statement as a PDF
// (statement-<vendor id>-FROM-to-TO.pdf); 400 for a bad query or no vendor, 404 for a vendor of another
// company (or one with nothing to state). It prints in the company's document language (Settings › Translation).

export const loader = statementPdfLoader("vendorId", vendorStatements, VENDOR_STATEMENT_WORDS);
