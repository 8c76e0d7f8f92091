import { cashFlow } from "~/modules/reports/statements.server";
import { decimals, periodStatementLoader, statementJson } from "./__statement-api.server";

// GET /api/reports/cash-flow/:companyId?period|from&to&basis → { from, to, totals: { netIncome, operating,
// investing, financing, change, beginning, ending }, title, period, columns, rows }: the Statement
// of Cash Flows (indirect method); beginning and ending are the cash accounts' balances.

export const loader = periodStatementLoader(
  {
    summary:
      'Statement of Cash Flows over a period, indirect method (period preset, or from and to): { from, to, totals: { netIncome, operating, investing, financing, change, beginning, ending }, title, period, columns, rows }, amounts as "1234.50"; beginning and ending are the balances of the Bank, Cash, Paypal and Undeposited Funds accounts',
    found: "Statement of Cash Flows",
  },
  async (db, company, query) => {
    const { statement, totals } = await cashFlow(db, company.id, query, query.basis);
    return { from: query.from, to: query.to, totals: decimals(totals), ...statementJson(statement) };
  },
);
