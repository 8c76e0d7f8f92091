// Google sign-in end to end, in-process: the app's routes against the OAuth provider double on
// loopback (authorize → code + state, token with the client secret and PKCE verifier, userinfo).
// The Google settings must be in the environment before the authenticator is loaded, so the
// routes are imported after the double has started.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listCompanies } from "../../app/modules/companies/companies.server";
import { BASE, call, makeUser, startTestApp, type TestApp } from "../support/app";
import { companyOf } from "../support/books";
import { startOAuthProviderDouble, subjectFor, type OAuthProviderDouble } from "../support/oauth-provider-double";

const CLIENT_ID = "ledgerline-test-client";
const CLIENT_SECRET = "ledgerline-test-secret";

let app: TestApp;
let provider: OAuthProviderDouble;
let startRoute: typeof import("../../app/routes/_sign-in+/auth.google._index");
let callbackRoute: typeof import("../../app/routes/_sign-in+/auth.google.callback");
let resultRoute: typeof import("../../app/routes/_setup+/gmail-auth-result");
let loginRoute: typeof import("../../app/routes/_sign-in+/login");

beforeAll(async () => {
  app = await startTestApp();
  provider = await startOAuthProviderDouble({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_REDIRECT_URI: `${BASE}/auth/google/callback`,
    GOOGLE_AUTHORIZATION_URL: provider.authorizationUrl,
    GOOGLE_TOKEN_URL: provider.tokenUrl,
    GOOGLE_USERINFO_URL: provider.userinfoUrl,
  });
  startRoute = await import("../../app/routes/_sign-in+/auth.google._index");
  callbackRoute = await import("../../app/routes/_sign-in+/auth.google.callback");
  resultRoute = await import("../../app/routes/_setup+/gmail-auth-result");
  loginRoute = await import("../../app/routes/_sign-in+/login");
});
afterAll(async () => {
  await provider?.close();
  await app.cleanup();
});

/** "name=value" pairs of a response's Set-Cookie headers, for the next request's Cookie header. */
const cookiePairs = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => !pair.endsWith("="));

/** GET /auth/google: the redirect to the provider and the state cookie. */
async function start() {
  const response = await call(startRoute.loader, "/auth/google");
  expect(response.status).toBe(302);
  const authorize = new URL(response.headers.get("Location")!);
  return { authorize, stateCookie: cookiePairs(response).join("; ") };
}

/** The person on the provider's consent page: where the provider sends the browser back to. */
async function consent(authorize: URL, account: { email: string; given_name?: string; family_name?: string }) {
  const page = await fetch(authorize);
  expect(page.status, await page.clone().text()).toBe(200);
  const form = new URLSearchParams({
    client_id: authorize.searchParams.get("client_id")!,
    redirect_uri: authorize.searchParams.get("redirect_uri")!,
    state: authorize.searchParams.get("state")!,
    code_challenge: authorize.searchParams.get("code_challenge")!,
    decision: "allow",
    given_name: "",
    family_name: "",
    ...account,
  });
  const response = await fetch(`${provider.url}/authorize`, { method: "POST", body: form, redirect: "manual" });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("Location")!);
}

async function callback(back: URL, cookie: string) {
  expect(back.origin + back.pathname).toBe(`${BASE}/auth/google/callback`);
  return call(callbackRoute.loader, back.pathname + back.search, { headers: cookie ? { Cookie: cookie } : {} });
}

async function signInWithGoogle(account: { email: string; given_name?: string; family_name?: string }) {
  const { authorize, stateCookie } = await start();
  const back = await consent(authorize, account);
  return callback(back, stateCookie);
}

/** What the sign-in result page shows for where the callback sent the browser. */
async function resultPage(response: Response) {
  const cookie = cookiePairs(response).find((pair) => pair.startsWith("ledgerline_session="));
  const location = response.headers.get("Location")!;
  const page = await call(resultRoute.loader, location, { headers: cookie ? { Cookie: cookie } : {} });
  return { location, cookie, body: page.status === 200 ? await page.json() : { redirect: page.headers.get("Location") } };
}

describe("Google sign-in through the OAuth2 strategy", () => {
  it("sends the browser to the provider with state and an S256 PKCE challenge, and offers the button", async () => {
    const { authorize, stateCookie } = await start();
    expect(authorize.origin + authorize.pathname).toBe(provider.authorizationUrl);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: "code",
      client_id: CLIENT_ID,
      redirect_uri: `${BASE}/auth/google/callback`,
      code_challenge_method: "S256",
      scope: "openid email profile",
      prompt: "select_account",
    });
    expect(authorize.searchParams.get("state")).toMatch(/^\S{16,}$/);
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stateCookie).toMatch(/^ledgerline_google_oauth:/);
    const login = await call(loginRoute.loader, "/login");
    expect(await login.json()).toEqual({ googleEnabled: true });
  });

  it("creates a new user and signs them in", async () => {
    const email = `new-${Date.now()}@gmail.test`;
    const response = await signInWithGoogle({ email, given_name: "Gia", family_name: "Google" });
    const { location, cookie, body } = await resultPage(response);
    expect(location).toBe("/gmail-auth-result?status=success");
    expect(cookie).toBeDefined();
    expect(body).toEqual({ state: "success", message: "" });
    const users = await app.db("users").whereRaw("lower(email) = lower(?)", [email]);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ firstName: "Gia", lastName: "Google", googleSubject: subjectFor(email), passwordHash: null });
    // The state cookie is spent: it is expired on the way out.
    expect(response.headers.getSetCookie().some((c) => /^ledgerline_google_oauth:[^=]+=;.*Max-Age=0/i.test(c))).toBe(true);
  });

  it("matches a returning user by email: no second account, the same companies", async () => {
    const { user, password } = await makeUser(app.db, { firstName: "Pat" });
    const company = await companyOf(app.db, user.id);
    const first = await resultPage(await signInWithGoogle({ email: user.email.toUpperCase(), given_name: "Other" }));
    expect(first.body).toEqual({ state: "success", message: "" });
    const again = await resultPage(await signInWithGoogle({ email: user.email }));
    expect(again.body).toEqual({ state: "success", message: "" });

    const rows = await app.db("users").whereRaw("lower(email) = lower(?)", [user.email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: user.id, firstName: "Pat", googleSubject: subjectFor(user.email) });
    expect((await listCompanies(app.db, user.id)).map((c) => c.id)).toEqual([company.id]);
    // The password still works too.
    const form = new URLSearchParams({ email: user.email, password });
    const login = await call(loginRoute.action, "/login", { method: "POST", body: form });
    expect(login.headers.get("Location")).toBe("/home");
  });

  it("refuses a tampered state with the failure message and no session", async () => {
    const before = await app.db("sessions").count({ n: "*" }).first();
    const { authorize, stateCookie } = await start();
    const back = await consent(authorize, { email: `tamper-${Date.now()}@gmail.test` });
    back.searchParams.set("state", "forged-state-value");
    const response = await callback(back, stateCookie);
    const { location, cookie, body } = await resultPage(response);
    expect(location).toBe("/gmail-auth-result?error=auth_failed");
    expect(cookie).toBeUndefined();
    expect(body).toEqual({ state: "failure", message: "Authentication failed. Please try again." });
    // The code was never exchanged, and no session was made.
    expect(await app.db("sessions").count({ n: "*" }).first()).toEqual(before);
  });

  it("refuses a callback without a state, or without the state cookie", async () => {
    const { authorize, stateCookie } = await start();
    const back = await consent(authorize, { email: `nostate-${Date.now()}@gmail.test` });
    const noCookie = await resultPage(await callback(back, ""));
    expect(noCookie.body).toEqual({ state: "failure", message: "Authentication failed. Please try again." });
    back.searchParams.delete("state");
    const noState = await callback(back, stateCookie);
    expect(noState.headers.get("Location")).toBe("/gmail-auth-result?error=auth_failed");
    expect(cookiePairs(noState).some((pair) => pair.startsWith("ledgerline_session="))).toBe(false);
  });

  it("says no code was received when the person cancels at the provider", async () => {
    const { authorize, stateCookie } = await start();
    const form = new URLSearchParams({
      redirect_uri: authorize.searchParams.get("redirect_uri")!,
      state: authorize.searchParams.get("state")!,
      decision: "deny",
    });
    const denied = await fetch(`${provider.url}/authorize`, { method: "POST", body: form, redirect: "manual" });
    const back = new URL(denied.headers.get("Location")!);
    expect(back.searchParams.get("error")).toBe("access_denied");
    const { body } = await resultPage(await callback(back, stateCookie));
    expect(body).toEqual({ state: "failure", message: "No authorization code received from Google." });
  });

  it("a code is good once: replaying the callback fails", async () => {
    const { authorize, stateCookie } = await start();
    const back = await consent(authorize, { email: `replay-${Date.now()}@gmail.test` });
    expect((await callback(back, stateCookie)).headers.get("Location")).toBe("/gmail-auth-result?status=success");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const replay = await callback(back, stateCookie);
    expect(replay.headers.get("Location")).toBe("/gmail-auth-result?error=auth_failed");
    expect(logged).toHaveBeenCalledOnce(); // a refused code is logged for the administrator
    logged.mockRestore();
    expect(provider.tokenRequests.at(-1)).toEqual({ status: 400, error: "invalid_grant: unknown, used or expired code" });
  });
});
