import { readExpenseReport } from "./__statements.server";
import { statementCsvLoader } from "./__statements.server";

// Expense Report's Export to CSV: the same options as the screen, the statement's rows and columns.

export const loader = statementCsvLoader("expense", readExpenseReport);
