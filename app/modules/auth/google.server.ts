import type { Knex } from "knex";
import { User } from "./user.model";

// Sign-in with Google. The OAuth 2.0 flow itself (state, PKCE, the code exchange) is the job of
// remix-auth-oauth2's strategy in authenticator.server.ts; this file holds what is ours: the
// settings, reading the profile, and finding or creating the user it belongs to.

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** Where Google sends the browser back to; it must be registered with Google exactly. */
  redirectUri: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

/**
 * Google sign-in is offered only when the server has GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET;
 * otherwise there is no button and no strategy. The endpoints default to Google's own and can be
 * pointed elsewhere (a provider double in the tests).
 */
export function googleSettings(env: NodeJS.ProcessEnv = process.env): GoogleSettings | null {
  const clientId = env.GOOGLE_CLIENT_ID;
  const clientSecret = env.GOOGLE_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    redirectUri: env.GOOGLE_REDIRECT_URI || `http://localhost:${env.PORT || 3000}/auth/google/callback`,
    authorizationUrl: env.GOOGLE_AUTHORIZATION_URL || "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: env.GOOGLE_TOKEN_URL || "https://oauth2.googleapis.com/token",
    userinfoUrl: env.GOOGLE_USERINFO_URL || "https://openidconnect.googleapis.com/v1/userinfo",
  };
}

export interface GoogleProfile {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/** The signed-in Google account, read with the access token; only a verified email is accepted. */
export async function fetchGoogleProfile(userinfoUrl: string, accessToken: string): Promise<GoogleProfile> {
  const response = await fetch(userinfoUrl, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Google profile request failed (${response.status})`);
  const profile = (await response.json()) as Partial<GoogleProfile>;
  if (!profile.sub || !profile.email || profile.email_verified === false) {
    throw new Error("The Google account has no verified email");
  }
  return profile as GoogleProfile;
}

/**
 * The user for a Google profile: the one already linked to this Google subject; else the account
 * with the same email, which gets linked (so a returning user keeps their companies); else a new
 * user without a password.
 */
export async function findOrCreateGoogleUser(db: Knex, profile: GoogleProfile): Promise<User> {
  const linked = await User.query(db).modify("publicColumns").where({ googleSubject: profile.sub }).first();
  if (linked) return linked;
  const byEmail = await User.query(db).modify("publicColumns").modify("withEmail", profile.email).first();
  if (byEmail) {
    await User.query(db).findById(byEmail.id).patch({ googleSubject: profile.sub });
    return byEmail;
  }
  return User.query(db)
    .insert({
      email: profile.email,
      firstName: profile.given_name || profile.email.split("@")[0],
      lastName: profile.family_name || "",
      googleSubject: profile.sub,
    })
    .returning([...User.publicColumns]);
}
