import { createApiToken, publicUser } from "~/modules/auth/auth.server";
import { verifyCredentials } from "~/modules/auth/authenticator.server";
import { loginSchema } from "~/modules/auth/schema";
import { api, byMethod } from "./__api.server";

// POST /api/client/login { email, password } → { token, client }. The same check as the sign-in
// form's strategy (throttling and messages included); the API answers with a bearer token instead
// of a session cookie.
export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Auth",
        summary: "Sign in; returns { token, client }",
        responses: { 200: "Signed in", 400: "Invalid input", 401: "Invalid email or password", 429: "Too many failed attempts" },
      },
      auth: false,
      body: loginSchema,
    },
    async ({ db, body, request }) => {
      const user = await verifyCredentials(db, body, request);
      const { token } = await createApiToken(db, user.id, "API login");
      return { token, client: publicUser(user) };
    },
  ),
});
