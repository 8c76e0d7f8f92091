import type { Knex } from "knex";
import { asOfReportApiQuerySchema } from "~/modules/reports/schema";
import { api } from "./__api.server";

// What the as-of reports' API routes share: GET ?companyId&asOf (asOf defaults to today in the
// company's time zone), the company the user's or 404, and the report as JSON.

// The query as the report schema parses it, its date described for the API document.
const query = asOfReportApiQuerySchema.extend({
  asOf: asOfReportApiQuerySchema.shape.asOf.describe("YYYY-MM-DD; default today in the company's time zone"),
});

/** The loader of an as-of report: `summary` and `found` describe it in the API document. */
export function asOfReportLoader<T>(
  { summary, found }: { summary: string; found: string },
  read: (db: Knex, companyId: number, asOf: string) => Promise<T>,
) {
  return api(
    { doc: { tag: "Reports", summary, responses: { 200: found, 400: "Invalid query", 404: "Company not found" } }, query },
    async ({ db, query, context }) => {
      const ctx = await context(query.companyId);
      return read(db, ctx.companyId, query.asOf ?? ctx.today);
    },
  );
}
