import { customerDocumentLanguage } from "~/modules/customers/customers.server";
import { customerStatements } from "~/modules/reports/customer-activity.server";
import { CUSTOMER_STATEMENT_WORDS } from "~/modules/reports/statement-pdf.server";
import { statementPdfLoader } from "./__report-request.server";

// GET …/customers-receivable/client-statement.pdf?customerId&period|from&to → one customer's statement as a PDF
// (statement-<customer id>-FROM-to-TO.pdf); 400 for a bad query or no customer, 404 for a customer of another
// company (or one with nothing to state). It prints in the customer's document language, else the company's.

export const loader = statementPdfLoader("customerId", customerStatements, CUSTOMER_STATEMENT_WORDS, customerDocumentLanguage);
