import { readExpenseReport } from "./__statements.server";
import { statementPdfLoader } from "./__statements.server";

// Expense Report as a PDF: the same options as the screen, laid out as it is.

export const loader = statementPdfLoader("expense", readExpenseReport);
