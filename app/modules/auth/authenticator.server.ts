import type { Knex } from "knex";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { clientAddress } from "~/utils/client-address.server";
import { getDb } from "~/utils/db.server";
import { verifyLogin, type User } from "./auth.server";
import { fetchGoogleProfile, findOrCreateGoogleUser, googleSettings, type GoogleSettings } from "./google.server";
import { loginSchema, type LoginInput } from "./schema";

// The one Authenticator. A strategy only finds out who the user is; starting the session (our
// database-backed, revocable session cookie) is the caller's job, through signIn in
// app/modules/auth/session.server.ts. remix-auth 4 keeps no session of its own.
//
//   "form"    email + password from the sign-in form
//   "google"  Google's OAuth 2.0 code flow, registered only when Google sign-in is configured

/**
 * The form strategy's verify function, shared with POST /api/client/login (which reads JSON and so
 * calls this directly): the password check with its throttling and its messages (a DomainError
 * with INVALID_LOGIN 401 or THROTTLED_LOGIN 429).
 */
export function verifyCredentials(db: Knex, credentials: LoginInput, request: Request): Promise<User> {
  return verifyLogin(db, credentials, new Date(), clientAddress(request));
}

/** Google's strategy: state and PKCE kept in a short-lived cookie by remix-auth-oauth2. */
class GoogleStrategy extends OAuth2Strategy<User> {
  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const result = super.authorizationParams(params, request);
    result.set("prompt", "select_account"); // let a person with several Google accounts choose
    return result;
  }
}

/** The cookie (a prefix: the strategy adds a random suffix per attempt) holding state and PKCE verifier. */
export const GOOGLE_STATE_COOKIE = "ledgerline_google_oauth";

function googleStrategy(settings: GoogleSettings) {
  return new GoogleStrategy(
    {
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      authorizationEndpoint: settings.authorizationUrl,
      tokenEndpoint: settings.tokenUrl,
      redirectURI: settings.redirectUri,
      scopes: ["openid", "email", "profile"],
      cookie: { name: GOOGLE_STATE_COOKIE, ...(settings.redirectUri.startsWith("https:") ? { secure: true } : {}) },
    },
    async ({ tokens }) => {
      const profile = await fetchGoogleProfile(settings.userinfoUrl, tokens.accessToken());
      return findOrCreateGoogleUser(await getDb(), profile);
    },
  );
}

function createAuthenticator(): Authenticator<User> {
  const authenticator = new Authenticator<User>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) =>
      verifyCredentials(await getDb(), loginSchema.parse({ email: form.get("email"), password: form.get("password") }), request),
    ),
    "form",
  );
  const google = googleSettings();
  if (google) authenticator.use(googleStrategy(google), "google");
  return authenticator;
}

export const authenticator = createAuthenticator();

/** Whether the login page offers "Sign in with Google". */
export function googleSignInEnabled(): boolean {
  return authenticator.get("google") !== null;
}
