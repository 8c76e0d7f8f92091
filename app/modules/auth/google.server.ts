import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import type { User } from "./auth.server";
import { getUserByEmail, getUserById } from "./auth.server";

// Sign-in with Google (OAuth 2.0 authorization code flow). Offered only when the server is given
// GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET; the button is hidden otherwise.

const AUTHORIZE_URL = "https://accounts.google.com/o/oauth2/v2/auth";
const TOKEN_URL = "https://oauth2.googleapis.com/token";
const USERINFO_URL = "https://openidconnect.googleapis.com/v1/userinfo";

export function googleSignInEnabled(): boolean {
  return Boolean(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET);
}

export function newOAuthState(): string {
  return randomBytes(16).toString("base64url");
}

export function googleAuthorizationUrl(redirectUri: string, state: string): string {
  const params = new URLSearchParams({
    client_id: process.env.GOOGLE_CLIENT_ID ?? "",
    redirect_uri: redirectUri,
    response_type: "code",
    scope: "openid email profile",
    state,
    prompt: "select_account",
  });
  return `${AUTHORIZE_URL}?${params}`;
}

interface GoogleProfile {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export async function fetchGoogleProfile(code: string, redirectUri: string): Promise<GoogleProfile> {
  const tokenResponse = await fetch(TOKEN_URL, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      code,
      client_id: process.env.GOOGLE_CLIENT_ID ?? "",
      client_secret: process.env.GOOGLE_CLIENT_SECRET ?? "",
      redirect_uri: redirectUri,
      grant_type: "authorization_code",
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!tokenResponse.ok) throw new Error(`Google token exchange failed (${tokenResponse.status})`);
  const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string };
  const profileResponse = await fetch(USERINFO_URL, {
    headers: { Authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!profileResponse.ok) throw new Error(`Google profile request failed (${profileResponse.status})`);
  const profile = (await profileResponse.json()) as GoogleProfile;
  if (!profile.sub || !profile.email || profile.email_verified === false) throw new Error("Google account has no verified email");
  return profile;
}

/** The user for a Google profile: linked by Google's subject id, else by email, else a new user. */
export async function findOrCreateGoogleUser(db: Knex, profile: GoogleProfile): Promise<User> {
  const linked = await db("users").where({ googleSubject: profile.sub }).first("id");
  if (linked) return (await getUserById(db, linked.id))!;
  const byEmail = await getUserByEmail(db, profile.email);
  if (byEmail) {
    await db("users").where({ id: byEmail.id }).update({ googleSubject: profile.sub });
    return byEmail;
  }
  const [row] = await db("users")
    .insert({
      email: profile.email,
      firstName: profile.given_name || profile.email.split("@")[0],
      lastName: profile.family_name || "",
      googleSubject: profile.sub,
    })
    .returning("id");
  return (await getUserById(db, row.id))!;
}
