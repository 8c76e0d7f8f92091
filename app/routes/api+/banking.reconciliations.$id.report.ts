import { toDecimal } from "~/lib/money";
import { reconciliationReport, reconciliationSummaryRows } from "~/modules/reports/reconciliation-reports.server";
import { api, idParam } from "./__api.server";
import { bankingContext, companyQuery } from "./__banking-api.server";
import { lineJson, viewJson } from "./__reconciliation-api.server";

// GET /api/banking/reconciliations/:id/report?companyId → { reconciliation, summary, rows, cleared,
// uncleared }: the report's summary as label and amount, the lines cleared and those left uncleared.

export const loader = api(
  {
    doc: {
      tag: "Banking",
      summary: "A reconciliation's report: its summary, the lines it cleared and those left uncleared up to its statement date",
      responses: { 200: "The report", 404: "Company or reconciliation not found" },
    },
    params: idParam("id"),
    query: companyQuery,
  },
  async ({ db, user, params, query, company }) => {
    const ctx = await bankingContext({ user, company }, query.companyId);
    const report = await reconciliationReport(db, ctx.companyId, params.id);
    return {
      ...viewJson(report),
      rows: reconciliationSummaryRows(report).map(([label, cents]) => ({ label, amount: toDecimal(cents) })),
      cleared: report.cleared.map(lineJson),
      uncleared: report.uncleared.map(lineJson),
    };
  },
);
