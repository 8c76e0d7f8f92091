import { createApiToken, createUser, publicUser } from "~/modules/auth/auth.server";
import { signupSchema } from "~/modules/auth/schema";
import { api, byMethod, json } from "./__api.server";

// POST /api/client/signup { email, password, firstName, lastName, username?, companyWebsite? } → 201 { token, client }
export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Auth",
        summary: "Create an account; returns { token, client }",
        responses: { 201: "Signed up", 400: "Invalid input", 409: "Email already registered" },
      },
      auth: false,
      body: signupSchema,
    },
    async ({ db, body }) => {
      const user = await createUser(db, body);
      const { token } = await createApiToken(db, user.id, "API sign-up");
      return json({ token, client: publicUser(user) }, 201);
    },
  ),
});
