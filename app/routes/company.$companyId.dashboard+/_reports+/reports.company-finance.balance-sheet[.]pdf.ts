import { readBalanceSheet } from "./__statements.server";
import { statementPdfLoader } from "./__statements.server";

// Balance Sheet as a PDF: the same options as the screen, laid out as it is.

export const loader = statementPdfLoader("balance-sheet", readBalanceSheet);
