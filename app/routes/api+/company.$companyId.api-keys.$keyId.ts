import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { revokeCompanyKey } from "~/modules/team/api-keys.server";
import { api, byMethod } from "./__api.server";

// DELETE /api/company/:companyId/api-keys/:keyId → { key }: the key revoked (it answers 401 from now
// on). One's own key, or any of the company's for an owner or admin (another's: 403); already
// revoked: 409; not of this company: 404. A key may not revoke keys (ADR 0069).

export const action = byMethod({
  DELETE: api(
    {
      doc: {
        tag: "API keys",
        summary: "Revoke an API key of the company (one's own, or any for an owner or admin): { key }",
        responses: { 200: "Revoked", 403: "Another member's key", 404: "Company or key not found", 409: "Already revoked" },
      },
      params: z.object({
        companyId: z.coerce.number({ error: "Not found" }).int().positive().max(MAX_ROW_ID),
        keyId: z.coerce.number({ error: "Not found" }).int().positive().max(MAX_ROW_ID),
      }),
      permission: "read",
      keys: "user",
    },
    async ({ db, user, params, company }) => {
      const { id, role } = await company(params.companyId);
      return { key: await revokeCompanyKey(db, { companyId: id, userId: user.id, role }, params.keyId) };
    },
  ),
});
