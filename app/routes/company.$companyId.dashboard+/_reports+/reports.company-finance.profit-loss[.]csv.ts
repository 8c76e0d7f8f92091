import { readProfitAndLoss } from "./__statements.server";
import { statementCsvLoader } from "./__statements.server";

// Profit and Loss's Export to CSV: the same options as the screen, the statement's rows and columns.

export const loader = statementCsvLoader("profit-loss", readProfitAndLoss);
