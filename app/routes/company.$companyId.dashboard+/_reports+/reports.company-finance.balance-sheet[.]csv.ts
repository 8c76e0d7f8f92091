import { readBalanceSheet } from "./__statements.server";
import { statementCsvLoader } from "./__statements.server";

// Balance Sheet's Export to CSV: the same options as the screen, the statement's rows and columns.

export const loader = statementCsvLoader("balance-sheet", readBalanceSheet);
