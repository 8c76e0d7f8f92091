import { toDecimal } from "~/lib/money";
import { profitAndLoss } from "~/modules/reports/statements.server";
import { periodStatementLoader, statementJson } from "./__statement-api.server";

// GET /api/reports/profit-loss/:companyId?period|from&to&columns&compare&basis → { from, to, basis,
// netIncome, title, period, columns, rows }: the Profit and Loss as the screen shows it.

export const loader = periodStatementLoader(
  {
    summary:
      'Profit and Loss over a period (period preset, or from and to; columns total|month|quarter|year; compare none|previous_period|previous_year; basis accrual|cash): { from, to, basis, netIncome, title, period, columns: [{ label, kind, range }], rows: [{ kind, label, depth, accountId, cells }] }, amounts as "1234.50"',
    found: "Profit and Loss",
  },
  async (db, company, query) => {
    const { statement, netIncome } = await profitAndLoss(db, company.id, query, company.fiscalYearStart);
    return { from: query.from, to: query.to, basis: query.basis, netIncome: toDecimal(netIncome), ...statementJson(statement) };
  },
);
