import * as z from "zod";
import { companyIdField } from "~/lib/zod-helpers";
import { PAGE_SIZES } from "~/lib/pagination";
import { versionField } from "~/lib/record-version";
import {
  bankRuleFields,
  ruleChecks,
  matchSchema,
  recordSchema,
  statementImportSchema,
  STATEMENT_LINE_STATUSES,
} from "~/modules/banking/statement-schema";

// What the statement, matching and bank rule API routes share: their bodies (the services' own
// schemas with companyId) and the statement lines' query.

export const statementImportBody = statementImportSchema.extend({ companyId: companyIdField });
export const matchBody = matchSchema.extend({ companyId: companyIdField });
export const recordBody = recordSchema.extend({ companyId: companyIdField });
export const bankRuleBody = z.object({ companyId: companyIdField, ...bankRuleFields }).superRefine(ruleChecks);
export const bankRuleUpdateBody = z.object({ companyId: companyIdField, ...bankRuleFields, version: versionField }).superRefine(ruleChecks);

export const statementLinesQuery = z.object({
  companyId: companyIdField,
  status: z
    .enum(STATEMENT_LINE_STATUSES, { error: `status must be one of ${STATEMENT_LINE_STATUSES.join(", ")}` })
    .optional()
    .describe("default unmatched"),
  page: z.coerce.number({ error: "page must be a whole number" }).int("page must be a whole number").min(1).max(10_000_000).optional(),
  perPage: z.coerce
    .number({ error: "perPage must be a whole number" })
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `perPage must be one of ${PAGE_SIZES.join(", ")}`)
    .optional(),
});
