import { reconciliationLines } from "~/modules/banking/reconciliations.server";
import { api, idParam } from "./__api.server";
import { bankingContext } from "./__banking-api.server";
import { lineJson, linesQuery } from "./__reconciliation-api.server";

// GET /api/banking/reconciliations/:id/lines?companyId&which&page&perPage → { items, total, page,
// perPage }: the lines to tick (each with `ticked`), oldest first; or what a finished one cleared / left.

export const loader = api(
  {
    doc: {
      tag: "Banking",
      summary:
        "A page of a reconciliation's lines, oldest first: the account's unreconciled lines up to the statement date, each ticked or not",
      responses: { 200: "The page", 400: "Invalid query", 404: "Company or reconciliation not found" },
    },
    params: idParam("id"),
    query: linesQuery,
  },
  async ({ db, user, params, query, company }) => {
    const ctx = await bankingContext({ user, company }, query.companyId);
    const page = await reconciliationLines(
      db,
      ctx.companyId,
      params.id,
      { page: query.page ?? 1, perPage: query.perPage ?? 100 },
      query.which ?? "open",
    );
    return { ...page, items: page.items.map(lineJson) };
  },
);
