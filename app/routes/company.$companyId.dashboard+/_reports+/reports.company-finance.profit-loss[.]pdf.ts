import { readProfitAndLoss } from "./__statements.server";
import { statementPdfLoader } from "./__statements.server";

// Profit and Loss as a PDF: the same options as the screen, laid out as it is.

export const loader = statementPdfLoader("profit-loss", readProfitAndLoss);
