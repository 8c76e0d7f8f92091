import { readCashFlow } from "./__statements.server";
import { statementCsvLoader } from "./__statements.server";

// Statement of Cash Flows's Export to CSV: the same options as the screen, the statement's rows and columns.

export const loader = statementCsvLoader("cash-flow", readCashFlow);
