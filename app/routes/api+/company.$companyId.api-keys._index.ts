import { createCompanyKey, listCompanyKeys } from "~/modules/team/api-keys.server";
import { apiKeySchema } from "~/modules/team/schema";
import { api, byMethod, idParam, json } from "./__api.server";

// GET  /api/company/:companyId/api-keys → { keys: [{ id, name, scope, userId, createdBy, createdByEmail,
//      createdAt, lastUsedAt, revokedAt }] }: the user's keys of the company (every member's for an
//      owner or admin). POST { name, scope } → 201 { key, token }: a key scoped to the company as a
//      role no higher than the user's, or "print"; the token is shown this once (ADR 0069). Every
//      member may keep keys (a viewer's read only), so both need only `read`; a key itself may not
//      manage keys (a stolen key cannot mint one that outlives its revocation).

const params = idParam("companyId");

export const loader = api(
  {
    doc: {
      tag: "API keys",
      summary:
        "The user's API keys of the company (every member's for an owner or admin): { keys: [{ id, name, scope, userId, createdBy, createdByEmail, createdAt, lastUsedAt, revokedAt }] }",
      responses: { 200: "Keys", 404: "Company not found" },
    },
    params,
    keys: "user",
  },
  async ({ db, user, params, company }) => {
    const { id, role } = await company(params.companyId);
    return { keys: await listCompanyKeys(db, { companyId: id, userId: user.id, role }) };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "API keys",
        summary:
          "Create an API key of the company, scoped to a role no higher than the user's (owner, admin, bookkeeper, viewer) or print (claims and reports print jobs only); the token is shown once: { key, token }",
        responses: {
          201: "Created",
          400: "Invalid input",
          403: "A role above the user's, or print without the right to print",
          404: "Company not found",
        },
      },
      params,
      body: apiKeySchema,
      permission: "read",
      keys: "user",
    },
    async ({ db, user, params, body, company }) => {
      const { id, role } = await company(params.companyId);
      return json(await createCompanyKey(db, { companyId: id, userId: user.id, role }, body), 201);
    },
  ),
});
