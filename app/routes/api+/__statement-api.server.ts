import type { Knex } from "knex";
import { toDecimal } from "~/lib/money";
import type { Company } from "~/modules/companies/companies.server";
import { companyContext } from "~/modules/companies/companies.server";
import { parseStatementQuery, statementApiQuerySchema, type StatementQuery } from "~/modules/reports/schema";
import type { Statement } from "~/modules/reports/statement-types";
import { api, idParam } from "./__api.server";

// What the financial statements' API routes share: GET /api/reports/<statement>/:companyId with the
// period and options in the query (400 with the field's message when one is not valid), the
// company the user's or 404, and the statement as JSON — its columns, and its rows with each
// amount as "1234.50" (percent columns as "12.5"), as the screen shows them.

/** A statement's rows and columns as JSON: amounts as decimal strings. */
export function statementJson(statement: Statement) {
  return {
    title: statement.title,
    period: statement.period,
    columns: statement.columns,
    rows: statement.rows.map((row) => ({
      kind: row.kind,
      label: row.label,
      depth: row.depth,
      accountId: row.accountId ?? null,
      cells: statement.columns.map((c, i) => {
        const value = row.cells[i];
        if (row.kind === "heading" || value === null || value === undefined) return null;
        return c.kind === "percent" ? (value / 100).toFixed(1) : toDecimal(value);
      }),
    })),
  };
}

/** Every total of a statement as a decimal string. */
export const decimals = (totals: Record<string, number>) =>
  Object.fromEntries(Object.entries(totals).map(([key, value]) => [key, toDecimal(value)]));

/** The loader of a period statement's API route (the P&L, the cash flow): its query read as the screen reads it. */
export function periodStatementLoader<T>(
  doc: { summary: string; found: string },
  read: (db: Knex, company: Company, query: StatementQuery) => Promise<T>,
) {
  return api(
    {
      doc: { tag: "Reports", summary: doc.summary, responses: { 200: doc.found, 400: "Invalid query", 404: "Company not found" } },
      params: idParam("companyId"),
      query: statementApiQuerySchema,
    },
    async ({ db, user, params, company, request }) => {
      const owned = await company(params.companyId);
      const { today } = companyContext(owned, user.id);
      const { query } = parseStatementQuery(new URL(request.url).searchParams, today, owned.fiscalYearStart);
      return read(db, owned, query);
    },
  );
}
