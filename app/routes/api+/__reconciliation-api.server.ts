import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { toDecimal } from "~/lib/money";
import { PAGE_SIZES } from "~/lib/pagination";
import { companyIdField } from "~/lib/zod-helpers";
import { finishSchema, statementSchema, ticksSchema } from "~/modules/banking/reconciliation-schema";
import type { ReconcileLine, ReconciliationSummary } from "~/modules/banking/reconciliations";
import type { ReconciliationView } from "~/modules/banking/reconciliations.server";
import { companyQuery } from "./__banking-api.server";

// What the reconciliation API routes share (ADR 0060): the bodies (the service's schemas with
// companyId), the paged queries, and a reconciliation, its summary and its lines as JSON (amounts
// as "1234.50").

export const statementBody = statementSchema.extend({ companyId: companyIdField });
export const ticksBody = ticksSchema.extend({ companyId: companyIdField });
export const finishBody = finishSchema.extend({ companyId: companyIdField });

const paging = {
  page: z.coerce.number({ error: "page must be a whole number" }).int("page must be a whole number").min(1).max(10_000_000).optional(),
  perPage: z.coerce
    .number({ error: "perPage must be a whole number" })
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `perPage must be one of ${PAGE_SIZES.join(", ")}`)
    .optional(),
};

export const listQuery = companyQuery.extend({
  accountId: z.coerce.number({ error: "accountId must be an id" }).int("accountId must be an id").min(1).max(MAX_ROW_ID).optional(),
  status: z.enum(["in_progress", "finished", "undone"], { error: "status must be in_progress, finished or undone" }).optional(),
  ...paging,
});

export const linesQuery = companyQuery.extend({
  which: z
    .enum(["open", "cleared", "uncleared"], { error: "which must be open, cleared or uncleared" })
    .optional()
    .describe("open (default): the lines to tick; cleared / uncleared: what a finished one held, and left"),
  ...paging,
});

const summaryJson = (s: ReconciliationSummary) => ({
  beginningBalance: toDecimal(s.beginningBalance),
  clearedDebits: toDecimal(s.clearedDebits),
  clearedDebitCount: s.clearedDebitCount,
  clearedCredits: toDecimal(s.clearedCredits),
  clearedCreditCount: s.clearedCreditCount,
  serviceCharge: toDecimal(s.serviceCharge),
  interestEarned: toDecimal(s.interestEarned),
  clearedBalance: toDecimal(s.clearedBalance),
  endingBalance: toDecimal(s.endingBalance),
  difference: toDecimal(s.difference),
});

export const viewJson = (v: ReconciliationView) => ({ reconciliation: v.reconciliation, summary: summaryJson(v.summary) });

export const lineJson = ({ href: _href, debit, credit, ...l }: ReconcileLine) => ({
  ...l,
  debit: toDecimal(debit),
  credit: toDecimal(credit),
});
