import { createApiToken, publicUser, verifyLogin } from "~/modules/auth/auth.server";
import { loginSchema } from "~/modules/auth/schema";
import { api, byMethod } from "./__api.server";

// POST /api/client/login { email, password } → { token, client }
export const action = byMethod({
  POST: api({ auth: false, body: loginSchema }, async ({ db, body }) => {
    const user = await verifyLogin(db, body);
    const { token } = await createApiToken(db, user.id, "API login");
    return { token, client: publicUser(user) };
  }),
});
