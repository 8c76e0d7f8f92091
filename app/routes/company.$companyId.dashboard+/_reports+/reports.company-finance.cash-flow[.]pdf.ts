import { readCashFlow } from "./__statements.server";
import { statementPdfLoader } from "./__statements.server";

// Statement of Cash Flows as a PDF: the same options as the screen, laid out as it is.

export const loader = statementPdfLoader("cash-flow", readCashFlow);
