import * as z from "zod";
import { isIsoDate, parseUsDate } from "~/lib/dates";
import { toDecimal } from "~/lib/money";
import { companyContext } from "~/modules/companies/companies.server";
import { trialBalance } from "~/modules/ledger/ledger.server";
import { api } from "./__api.server";

// GET /api/reports/trial-balance?companyId&asOf → { asOf, rows: [{ accountId, accountNumber,
// accountName, accountType, debit, credit }], totals: { debit, credit } }, amounts as "1234.50".
// asOf defaults to today in the company's time zone.

const query = z.object({
  companyId: z.preprocess(
    (v) => (v === "" ? undefined : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? "Company ID is required" : "Company ID must be a number") })
      .int("Company ID must be a number")
      .positive("Company ID must be a number"),
  ),
  asOf: z
    .preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .transform((v, ctx) => {
          const iso = isIsoDate(v.trim()) ? v.trim() : parseUsDate(v);
          if (!iso) {
            ctx.addIssue({ code: "custom", message: "asOf must be a valid date (YYYY-MM-DD)" });
            return z.NEVER;
          }
          return iso;
        })
        .optional(),
    )
    .describe("YYYY-MM-DD; default today in the company's time zone"),
});

export const loader = api(
  {
    doc: {
      tag: "Reports",
      summary:
        "Trial balance as of a date: { asOf, rows: [{ accountId, accountNumber, accountName, accountType, debit, credit }], totals: { debit, credit } }",
      responses: { 200: "Trial balance", 400: "Invalid query", 404: "Company not found" },
    },
    query,
  },
  async ({ db, user, query, company }) => {
    const ctx = companyContext(await company(query.companyId), user.id);
    const report = await trialBalance(db, ctx.companyId, query.asOf ?? ctx.today);
    return {
      asOf: report.asOf,
      rows: report.rows.map((r) => ({ ...r, debit: toDecimal(r.debit), credit: toDecimal(r.credit) })),
      totals: { debit: toDecimal(report.totals.debit), credit: toDecimal(report.totals.credit) },
    };
  },
);
