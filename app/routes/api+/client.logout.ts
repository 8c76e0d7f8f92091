import { revokeApiToken } from "~/modules/auth/auth.server";
import { api, byMethod } from "./__api.server";

// POST /api/client/logout revokes the bearer token the request was made with.
export const action = byMethod({
  POST: api(
    { doc: { tag: "Auth", summary: "Revoke the bearer token of this request", responses: { 200: "Revoked" } } },
    async ({ db, user, request }) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1];
      const revoked = token ? await revokeApiToken(db, user.id, token) : 0;
      return { success: true, revoked };
    },
  ),
});
