import { companyContext } from "~/modules/companies/companies.server";
import { balanceSheetApiQuerySchema } from "~/modules/reports/schema";
import { balanceSheet } from "~/modules/reports/statements.server";
import { api, idParam } from "./__api.server";
import { decimals, statementJson } from "./__statement-api.server";

// GET /api/reports/balance-sheet/:companyId?asOf&basis → { asOf, totals: { assets, liabilities, equity,
// retainedEarnings, netIncome }, title, period, columns, rows }: the Balance Sheet as of a date
// (default today in the company's time zone); Retained Earnings and Net Income are computed.

export const loader = api(
  {
    doc: {
      tag: "Reports",
      summary:
        "Balance Sheet as of a date: { asOf, totals: { assets, liabilities, equity, retainedEarnings, netIncome }, title, period, columns, rows }, amounts as \"1234.50\"; Retained Earnings (prior fiscal years' income) and Net Income (this fiscal year's to the date) are computed, never posted; assets = liabilities + equity, on either basis",
      responses: { 200: "Balance Sheet", 400: "Invalid query", 404: "Company not found" },
    },
    params: idParam("companyId"),
    query: balanceSheetApiQuerySchema,
  },
  async ({ db, user, params, query, company }) => {
    const owned = await company(params.companyId);
    const asOf = query.asOf ?? companyContext(owned, user.id).today;
    const { statement, totals } = await balanceSheet(db, owned.id, asOf, owned.fiscalYearStart, query.basis ?? "accrual");
    return { asOf, totals: decimals(totals), ...statementJson(statement) };
  },
);
