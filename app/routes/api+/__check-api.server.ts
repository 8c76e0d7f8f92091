import type { Knex } from "knex";
import { checkInputOf, type CheckInput, type confirmCheckSchema, type draftCheckSchema } from "~/modules/checks/schema";
import type { SavedCheck } from "~/modules/checks/checks.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { api, type ApiDoc, byMethod, json } from "./__api.server";

// What the check payload routes share (POST /api/checks/draft, POST /api/vendor/pay-bill/confirm-check):
// the company's context from the body's companyId, the payload as the service takes it, and the
// answer { success, message, check }.

export function checkSaveAction(
  doc: ApiDoc,
  body: typeof draftCheckSchema | typeof confirmCheckSchema,
  save: (db: Knex, ctx: CompanyContext, input: CheckInput) => Promise<SavedCheck>,
  status: 200 | 201,
) {
  return byMethod({
    POST: api({ doc, body }, async ({ db, body, context }) => {
      const ctx = await context(body.companyId);
      const saved = await save(db, ctx, checkInputOf(body));
      return json({ success: true, message: saved.message, check: saved.check }, status);
    }),
  });
}
