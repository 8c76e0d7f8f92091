import * as z from "zod";
import { isIsoDate, parseUsDate } from "~/lib/dates";
import { PAGE_SIZES } from "~/lib/pagination";
import { companyIdField } from "~/lib/zod-helpers";
import { REGISTER_PERIODS } from "~/modules/banking/register";
import { depositSchema, transferSchema } from "~/modules/banking/schema";
import { companyContext, type CompanyContext } from "~/modules/companies/companies.server";
import type { Knex } from "knex";
import { DomainError } from "~/utils/errors";
import { api, byMethod, idParam, type ApiContext } from "./__api.server";

// What the banking API routes share: the company named by the query or the body (the user's, or a
// 404), the bodies (the services' own schemas with companyId) and the register's query.

export const companyQuery = z.object({ companyId: companyIdField });
export const transferBody = transferSchema.extend({ companyId: companyIdField });
export const depositBody = depositSchema.extend({ companyId: companyIdField });
export const companyBody = z.object({ companyId: companyIdField });

const optionalDate = (label: string) =>
  z
    .string()
    .refine((v) => !v.trim() || isIsoDate(v.trim()) || parseUsDate(v.trim()) !== null, `${label} must be a valid date (YYYY-MM-DD)`)
    .optional()
    .describe("YYYY-MM-DD (or MM/DD/YYYY)");

export const registerQuery = companyQuery.extend({
  page: z.coerce.number({ error: "page must be a whole number" }).int("page must be a whole number").min(1).max(10_000_000).optional(),
  perPage: z.coerce
    .number({ error: "perPage must be a whole number" })
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `perPage must be one of ${PAGE_SIZES.join(", ")}`)
    .optional(),
  order: z.enum(["newest", "oldest"], { error: "order must be newest or oldest" }).optional().describe("default newest"),
  period: z
    .enum(REGISTER_PERIODS as unknown as [string, ...string[]], { error: `period must be one of ${REGISTER_PERIODS.join(", ")}` })
    .optional()
    .describe("a date preset in the company's fiscal calendar, or custom with from and to; default all"),
  from: optionalDate("from"),
  to: optionalDate("to"),
  q: z.string().max(200, "q must be at most 200 characters").optional().describe("text in the number, payee, memo or type, or an amount"),
});

/** The company the query or body names, as the services' context (404 unless the user's). */
export async function bankingContext(
  api: Pick<ApiContext<unknown, unknown, unknown>, "user" | "company">,
  companyId: number,
): Promise<CompanyContext & { fiscalYearStart: string }> {
  const company = await api.company(companyId);
  return { ...companyContext(company, api.user.id), fiscalYearStart: company.fiscalYearStart };
}

/** GET /api/banking/<documents>/:id?companyId → { <key>: the document }, 404 when the company has none such. */
export function readOneLoader<T>(
  doc: { summary: string; found: string; notFound: string },
  key: string,
  read: (db: Knex, companyId: number, id: number) => Promise<T | null>,
) {
  return api(
    {
      doc: { tag: "Banking", summary: doc.summary, responses: { 200: doc.found, 404: `Company or ${doc.found.toLowerCase()} not found` } },
      params: idParam("id"),
      query: companyQuery,
    },
    async ({ db, user, params, query, company }) => {
      const ctx = await bankingContext({ user, company }, query.companyId);
      const found = await read(db, ctx.companyId, params.id);
      if (!found) throw new DomainError(doc.notFound, 404);
      return { [key]: found };
    },
  );
}

/** POST /api/banking/<documents>/:id/void { companyId } → the service's { <document>, message }. */
export function voidAction(summary: string, run: (db: Knex, ctx: CompanyContext, id: number) => Promise<unknown>) {
  return byMethod({
    POST: api(
      {
        doc: {
          tag: "Banking",
          summary,
          responses: { 200: "Voided", 404: "Company or document not found", 409: "Already void, or reconciled" },
        },
        params: idParam("id"),
        body: companyBody,
      },
      async ({ db, user, params, body, company }) => run(db, await bankingContext({ user, company }, body.companyId), params.id),
    ),
  });
}
