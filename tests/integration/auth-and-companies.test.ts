import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  authenticateToken,
  MAX_LOGIN_FAILURES,
  createApiToken,
  createSession,
  deleteAccount,
  getSession,
  revokeApiToken,
  verifyLogin,
  ACCOUNT_LIMIT,
} from "../../app/modules/auth/auth.server";
import {
  createCompany,
  DUPLICATE_COMPANY,
  getDashboardWidgets,
  getMemberCompany,
  listCompanies,
  updateCompany,
  updateEncryption,
  verifyCompanyPassword,
} from "../../app/modules/companies/companies.server";
import { companyCreateSchema } from "../../app/modules/companies/schema";
import { companyUpdateSchema } from "../../app/modules/companies/settings-schema";
import * as homeRoute from "../../app/routes/_setup+/home";
import * as dashboardRoute from "../../app/routes/_setup+/dashboard";
import * as gmailResult from "../../app/routes/_setup+/gmail-auth-result";
import * as loginRoute from "../../app/routes/_sign-in+/login";
import * as logoutRoute from "../../app/routes/_sign-in+/logout";
import { getUser, signIn, signOut } from "../../app/modules/auth/session.server";
import { requireCompany } from "../../app/modules/companies/require-company.server";
import { addMember } from "../../app/modules/companies/members.server";
import { withRequestScope } from "../../app/utils/request-scope.server";
import { BASE, call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { companyFields } from "../support/company-fields";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.cleanup());

const companyInput = (overrides: Record<string, unknown> = {}) => companyCreateSchema.parse(companyFields(overrides));

describe("sessions and tokens", () => {
  it("a session resolves to its user until deleted with the account", async () => {
    const { user, password } = await makeUser(app.db);
    const session = await createSession(app.db, user.id);
    expect((await getSession(app.db, session.id))?.user.email).toBe(user.email);
    const { token } = await createApiToken(app.db, user.id, "script");
    await createCompany(app.db, user.id, companyInput());
    await expect(deleteAccount(app.db, user.id, "wrong")).rejects.toThrow("The password is not correct.");
    expect(await getSession(app.db, session.id)).not.toBeNull();
    await deleteAccount(app.db, user.id, password);
    expect(await getSession(app.db, session.id)).toBeNull();
    expect(await authenticateToken(app.db, token)).toBeNull();
    expect(await listCompanies(app.db, user.id)).toEqual([]);
    await expect(verifyLogin(app.db, { email: user.email, password })).rejects.toThrow("Invalid email or password.");
  });

  it("a lock lasts 15 minutes, then the count starts over; a right password clears it", async () => {
    const { user, password } = await makeUser(app.db);
    const start = new Date("2026-03-02T10:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const wrong = { email: user.email, password: "wrong password" };
    for (let i = 1; i < MAX_LOGIN_FAILURES; i++) {
      await expect(verifyLogin(app.db, wrong, at(i))).rejects.toMatchObject({ status: 401 });
    }
    await expect(verifyLogin(app.db, wrong, at(5))).rejects.toMatchObject({ status: 429 });
    await expect(verifyLogin(app.db, { email: user.email, password }, at(19))).rejects.toMatchObject({ status: 429 });
    // The lock set at minute 5 ends at minute 20: the count starts over.
    await expect(verifyLogin(app.db, wrong, at(21))).rejects.toMatchObject({ status: 401 });
    const fromHere = `unknown ${user.email.toLowerCase()}`; // this address (none given: "unknown") and the account
    expect((await app.db("loginFailures").where({ accountKey: fromHere }).first()).failures).toBe(1);
    expect((await verifyLogin(app.db, { email: user.email, password }, at(22))).id).toBe(user.id);
    expect(await app.db("loginFailures").where({ accountKey: fromHere }).first()).toBeUndefined();
  });

  it("locks out the guessing address, not the owner at another one; many addresses together meet the account's slower limit (issue 25, item 32)", async () => {
    const { user, password } = await makeUser(app.db);
    const now = new Date("2026-04-02T10:00:00Z");
    const wrong = { email: user.email, password: "wrong password" };
    for (let i = 1; i < MAX_LOGIN_FAILURES; i++)
      await expect(verifyLogin(app.db, wrong, now, "203.0.113.9")).rejects.toMatchObject({ status: 401 });
    await expect(verifyLogin(app.db, wrong, now, "203.0.113.9")).rejects.toMatchObject({ status: 429 });
    await expect(verifyLogin(app.db, { email: user.email, password }, now, "203.0.113.9")).rejects.toMatchObject({ status: 429 });
    // The owner, from the office: signed in.
    expect((await verifyLogin(app.db, { email: user.email, password }, now, "198.51.100.7")).id).toBe(user.id);

    // A guesser spread over many addresses, four tries each, meets the account's limit (50 an hour).
    let status = 401;
    for (let i = 0; status === 401 && i < 100; i++) {
      status = await verifyLogin(app.db, wrong, now, `192.0.2.${Math.floor(i / 4)}`).then(
        () => 200,
        (error: { status: number }) => error.status,
      );
    }
    expect(status).toBe(429);
    const counted = await app
      .db("loginFailures")
      .where({ accountKey: `* ${user.email.toLowerCase()}` })
      .first();
    expect(counted.failures).toBe(ACCOUNT_LIMIT.max);
    await expect(verifyLogin(app.db, { email: user.email, password }, now, "198.51.100.7")).rejects.toMatchObject({ status: 429 });
  });

  it("tokens are stored hashed and can be revoked", async () => {
    const { user } = await makeUser(app.db);
    const { id, token } = await createApiToken(app.db, user.id, "daemon");
    const stored = await app.db("apiTokens").where({ id }).first();
    expect(stored.tokenHash).not.toContain(token);
    expect((await authenticateToken(app.db, token))?.id).toBe(user.id);
    expect(await revokeApiToken(app.db, user.id, id)).toBe(1);
    expect(await authenticateToken(app.db, token)).toBeNull();
  });
});

describe("the session cookie and signing out", () => {
  const cookieOf = async (request: Request, userId: number) => (await signIn(request, userId, "/home")).headers.get("Set-Cookie") ?? "";

  it("is Secure when the browser came over https (URL or X-Forwarded-Proto), and still works on plain http", async () => {
    const { user } = await makeUser(app.db);
    const plain = await cookieOf(new Request("http://localhost:3000/login"), user.id);
    expect(plain).toMatch(/^ledgerline_session=/);
    expect(plain).not.toMatch(/;\s*Secure/i);
    expect(plain).toMatch(/HttpOnly/);
    expect(await cookieOf(new Request("https://books.example.com/login"), user.id)).toMatch(/;\s*Secure/i);
    // X-Forwarded-Proto counts behind a proxy the operator declared (TRUST_PROXY, README); without
    // it the header is ignored (tests/integration/auth-throttle-and-proxy.test.ts).
    vi.stubEnv("TRUST_PROXY", "1");
    const proxied = new Request("http://127.0.0.1:3000/login", { headers: { "X-Forwarded-Proto": "https" } });
    expect(await cookieOf(proxied, user.id)).toMatch(/;\s*Secure/i);
    const chained = new Request("http://127.0.0.1:3000/login", { headers: { "X-Forwarded-Proto": "https, http" } });
    expect(await cookieOf(chained, user.id)).toMatch(/;\s*Secure/i);
    const cleared = (await signOut(proxied)).headers.get("Set-Cookie") ?? "";
    expect(cleared).toMatch(/;\s*Secure/i);
    vi.unstubAllEnvs();
    // The plain-http cookie signs the user in on plain http.
    const request = new Request(`${BASE}/home`, { headers: { Cookie: plain.split(";")[0] } });
    expect((await getUser(request))?.id).toBe(user.id);
  });

  it("GET /logout only asks and leaves the session; POST /logout signs out", async () => {
    const { user } = await makeUser(app.db);
    const cookie = await sessionCookie(user);
    const asked = await call(logoutRoute.loader, "/logout", { headers: { Cookie: cookie } });
    expect(asked.status).toBe(200);
    expect(asked.headers.get("Set-Cookie")).toBeNull();
    expect((await getUser(new Request(`${BASE}/home`, { headers: { Cookie: cookie } })))?.id).toBe(user.id);

    const anonymous = await call(logoutRoute.loader, "/logout");
    expect(anonymous.headers.get("Location")).toBe("/login");

    const done = await call(logoutRoute.action, "/logout", { method: "POST", headers: { Cookie: cookie } });
    expect(done.headers.get("Location")).toBe("/login");
    expect(done.headers.get("Set-Cookie")).toMatch(/ledgerline_session=;/);
    expect(await getUser(new Request(`${BASE}/home`, { headers: { Cookie: cookie } }))).toBeNull();
  });
});

describe("the sign-in form (remix-auth's form strategy)", () => {
  const submit = (fields: Record<string, string>, path = "/login") =>
    call(loginRoute.action, path, { method: "POST", body: new URLSearchParams(fields) });
  const formErrors = async (response: Response) => (await response.json()).error?.[""] as string[] | undefined;

  it("signs in with a database session and goes back to the page asked for", async () => {
    const { user, password } = await makeUser(app.db);
    const home = await submit({ email: user.email, password, redirectTo: "" });
    expect(home.status).toBe(302);
    expect(home.headers.get("Location")).toBe("/home");
    const cookie = home.headers.get("Set-Cookie")!.split(";")[0];
    const asked = await submit({ email: ` ${user.email.toUpperCase()} `, password, redirectTo: "/company/7/dashboard?tab=x" });
    expect(asked.headers.get("Location")).toBe("/company/7/dashboard?tab=x");
    // Only local paths: anything else goes home.
    const elsewhere = await submit({ email: user.email, password, redirectTo: "//evil.example/" });
    expect(elsewhere.headers.get("Location")).toBe("/home");
    // The cookie names a session row (one per sign-in) and opens the user's pages.
    const page = await call(homeRoute.loader, "/home", { headers: { Cookie: cookie } });
    expect((await page.json()).firstName).toBe("Alice");
    expect(Number((await app.db("sessions").where({ userId: user.id }).count({ n: "*" }).first())?.n)).toBe(3);
  });

  it("shows the field messages, and one message for a wrong password or an unknown email", async () => {
    const { user } = await makeUser(app.db);
    const empty = await submit({ email: "", password: "" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatchObject({ email: ["Email is required"], password: ["Password is required"] });
    const wrong = await submit({ email: user.email, password: "not my password" });
    expect(wrong.status).toBe(401);
    expect(await formErrors(wrong)).toEqual(["Invalid email or password."]);
    const unknown = await submit({ email: `nobody-${Date.now()}@example.com`, password: "not my password" });
    expect(unknown.status).toBe(401);
    expect(await formErrors(unknown)).toEqual(["Invalid email or password."]);
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
  });

  it("throttles after five failures, even the right password, with the message", async () => {
    const { user, password } = await makeUser(app.db);
    for (let i = 1; i < MAX_LOGIN_FAILURES; i++) {
      expect(await formErrors(await submit({ email: user.email, password: "wrong password" }))).toEqual(["Invalid email or password."]);
    }
    const locked = await submit({ email: user.email, password: "wrong password" });
    expect(locked.status).toBe(429);
    const throttled = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
    expect(await formErrors(locked)).toEqual([throttled]);
    const right = await submit({ email: user.email, password });
    expect(right.status).toBe(429);
    expect(await formErrors(right)).toEqual([throttled]);
  });

  it("sends a signed-in user home instead", async () => {
    const { user, password } = await makeUser(app.db);
    const response = await call(loginRoute.action, "/login", {
      method: "POST",
      headers: { Cookie: await sessionCookie(user) },
      body: new URLSearchParams({ email: user.email, password }),
    });
    expect(response.headers.get("Location")).toBe("/home");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("company access", () => {
  it("requireCompany gives the owner the company and anyone else a 404", async () => {
    const alice = await makeUser(app.db);
    const bob = await makeUser(app.db);
    const company = await createCompany(app.db, alice.user.id, companyInput());
    const asAlice = new Request(`${BASE}/company/${company.id}/dashboard`, { headers: { Cookie: await sessionCookie(alice.user) } });
    expect((await requireCompany(asAlice, String(company.id))).company.companyName).toBe(company.companyName);
    const asBob = new Request(`${BASE}/company/${company.id}/dashboard`, { headers: { Cookie: await sessionCookie(bob.user) } });
    const thrown = await requireCompany(asBob, String(company.id)).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    const missing = await requireCompany(asAlice, "999999").catch((e) => e);
    expect((missing as Response).status).toBe(404);
    const anonymous = await requireCompany(new Request(`${BASE}/company/${company.id}/dashboard`), String(company.id)).catch((e) => e);
    expect((anonymous as Response).headers.get("Location")).toBe(`/login?redirectTo=%2Fcompany%2F${company.id}%2Fdashboard`);
  });

  it("a page's loaders read the session and the company in one statement, answering as the reads apart do", async () => {
    const alice = await makeUser(app.db);
    const bob = await makeUser(app.db);
    const viewer = await makeUser(app.db);
    const company = await createCompany(app.db, alice.user.id, companyInput());
    await app.db.transaction((trx) => addMember(trx, company.id, viewer.user.id, "viewer"));
    const page = async (user: typeof alice.user | null, id: string | number, init: RequestInit = {}) => {
      const headers = user ? { Cookie: await sessionCookie(user) } : undefined;
      return new Request(`${BASE}/company/${id}/dashboard/vendors/bills`, { headers, ...init });
    };
    // The statements sent while `read` runs, and what it answered (a Response thrown: its status and Location).
    const statements = async (read: () => Promise<unknown>) => {
      const sent: string[] = [];
      const count = (query: { sql: string }) => sent.push(query.sql);
      app.db.on("query", count);
      try {
        const answer = await withRequestScope(read).catch((thrown: unknown) =>
          thrown instanceof Response ? `${thrown.status} ${thrown.headers.get("Location") ?? ""}`.trim() : Promise.reject(thrown),
        );
        return { answer, sent: sent.length };
      } finally {
        app.db.off("query", count);
      }
    };
    const asAlice = await page(alice.user, company.id);
    const owner = await statements(() =>
      Promise.all([requireCompany(asAlice, String(company.id)), requireCompany(asAlice, String(company.id))]),
    );
    const apart = await getMemberCompany(app.db, alice.user.id, company.id);
    expect(owner.sent).toBe(1);
    expect((owner.answer as { company: unknown }[]).map((read) => read.company)).toEqual([apart, apart]);
    expect((owner.answer as { user: { email: string } }[])[0].user.email).toBe(alice.user.email);
    const asViewer = await page(viewer.user, company.id);
    expect(
      ((await statements(() => requireCompany(asViewer, String(company.id)))).answer as { company: { role: string } }).company.role,
    ).toBe("viewer");
    // Where the session was read first on its own, the company is read after it: the same answers.
    const sessionFirst = await statements(async () => {
      await getUser(asAlice);
      return requireCompany(asAlice, String(company.id));
    });
    expect(sessionFirst.sent).toBe(2);
    expect((sessionFirst.answer as { company: unknown }).company).toEqual(apart);
    // Refusals, read in one statement as well.
    const asBob = await page(bob.user, company.id);
    expect(await statements(() => requireCompany(asBob, String(company.id)))).toEqual({ answer: "404", sent: 1 });
    expect((await statements(() => requireCompany(asAlice, "999999"))).answer).toBe("404");
    expect((await statements(() => requireCompany(asAlice, "x1"))).answer).toBe("404");
    const archived = await createCompany(app.db, alice.user.id, companyInput({ companyName: "Closed Books" }));
    await app.db("companies").where({ id: archived.id }).update({ archivedAt: new Date() });
    expect((await statements(() => requireCompany(asAlice, String(archived.id)))).answer).toBe("404");
    const anonymous = await page(null, company.id);
    expect((await statements(() => requireCompany(anonymous, String(company.id)))).answer).toBe(
      `302 /login?redirectTo=%2Fcompany%2F${company.id}%2Fdashboard%2Fvendors%2Fbills`,
    );
    // A form post reads afresh (its action may change the session or the member): a viewer may not write.
    const post = await page(viewer.user, company.id, { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect((await statements(() => requireCompany(post, String(company.id)))).answer).toBe("403");
  });

  it("/dashboard goes to the current company", async () => {
    const { user } = await makeUser(app.db);
    const cookie = await sessionCookie(user);
    const none = await call(dashboardRoute.loader, "/dashboard", { headers: { Cookie: cookie } });
    expect(none.headers.get("Location")).toBe("/home");
    const company = await createCompany(app.db, user.id, companyInput());
    const current = await call(dashboardRoute.loader, "/dashboard", { headers: { Cookie: cookie } });
    expect(current.headers.get("Location")).toBe(`/company/${company.id}/dashboard`);
  });

  it("home lists only the user's own companies", async () => {
    const alice = await makeUser(app.db);
    const bob = await makeUser(app.db);
    await createCompany(app.db, alice.user.id, companyInput({ companyName: "Zeta" }));
    await createCompany(app.db, alice.user.id, companyInput({ companyName: "alpha" }));
    await createCompany(app.db, bob.user.id, companyInput({ companyName: "Bob's" }));
    const response = await call(homeRoute.loader, "/home", { headers: { Cookie: await sessionCookie(alice.user) } });
    const body = await response.json();
    expect(body.companies.map((c: { companyName: string }) => c.companyName)).toEqual(["alpha", "Zeta"]);
  });
});

describe("company names", () => {
  // No unique index holds them (companies are keyed for distribution by company): the service
  // checks under a lock on the owner's row, so saves racing each other cannot both take a name.
  const outcome = (results: PromiseSettledResult<unknown>[]) =>
    results
      .map((r) => (r.status === "fulfilled" ? "saved" : `${(r.reason as { status?: number }).status} ${(r.reason as Error).message}`))
      .sort();

  it("two creations of one name at once make one company; the other is refused", async () => {
    const { user } = await makeUser(app.db);
    const results = await Promise.allSettled([
      createCompany(app.db, user.id, companyInput({ companyName: "Twin Books" })),
      createCompany(app.db, user.id, companyInput({ companyName: "twin books" })),
    ]);
    expect(outcome(results)).toEqual([`409 ${DUPLICATE_COMPANY}`, "saved"]);
    expect((await listCompanies(app.db, user.id)).map((c) => c.companyName.toLowerCase())).toEqual(["twin books"]);
  });

  it("two renames to one name at once: one company takes it, the other keeps its own", async () => {
    const { user } = await makeUser(app.db);
    const alpha = await createCompany(app.db, user.id, companyInput({ companyName: "Alpha" }));
    const beta = await createCompany(app.db, user.id, companyInput({ companyName: "Beta" }));
    const rename = (company: typeof alpha, companyName: string) =>
      updateCompany(app.db, user.id, company.id, companyUpdateSchema.parse({ companyName, version: company.version }));
    const results = await Promise.allSettled([rename(alpha, "Gamma"), rename(beta, "GAMMA")]);
    expect(outcome(results)).toEqual([`409 ${DUPLICATE_COMPANY}`, "saved"]);
    const names = (await listCompanies(app.db, user.id)).map((c) => c.companyName).sort();
    expect([
      ["Alpha", "GAMMA"],
      ["Beta", "Gamma"],
    ]).toContainEqual(names);
  });
});

describe("company settings", () => {
  it("stores every wizard setting and reads it back", async () => {
    const { user } = await makeUser(app.db);
    const company = await createCompany(
      app.db,
      user.id,
      companyInput({
        industryId: 18,
        customerTerm: "Client",
        vendorTerm: "Supplier",
        createQuotes: true,
        primaryCurrency: "EUR",
        enableMultiCurrency: true,
        fiscalYearStart: "April",
        cashFlowTracking: "yes",
        offerType: "services",
        enableInventory: true,
        multipleWarehouses: true,
        enableUnits: true,
        enableTax: true,
        taxItemType: "detail",
        trackTaxPaid: true,
        costOfGoodsSold: { inventory: true, labor: false, materials: true },
        expenses: { telephone: true, travel: false, utilities: false },
        otherIncome: { financeCharge: false, insurance: true, interest: false, assetSales: true },
        billTracking: false,
      }),
    );
    const read = await getMemberCompany(app.db, user.id, company.id);
    expect(read).toMatchObject({
      industryId: 18,
      customerTerm: "Client",
      vendorTerm: "Supplier",
      createQuotes: true,
      primaryCurrency: "EUR",
      currencyId: 3,
      fiscalYearStart: "April",
      cashFlowTracking: "yes",
      offerType: "services",
      enableInventory: true,
      taxItemType: "detail",
      costOfGoodsSold: { inventory: true, labor: false, materials: true },
      otherIncome: { financeCharge: false, insurance: true, interest: false, assetSales: true },
      billTracking: false,
    });
    expect(await getDashboardWidgets(app.db, user.id, company.id)).toHaveLength(18);
  });

  it("encryption: on with a password, change needs the old one, off clears it", async () => {
    const { user } = await makeUser(app.db);
    const company = await createCompany(app.db, user.id, companyInput());
    expect(company.enableEncryption).toBe(false);
    await expect(updateEncryption(app.db, user.id, company.id, { enableEncryption: true, passwordHint: "" })).rejects.toThrow(
      "Enter a company password to turn encryption on.",
    );
    let updated = await updateEncryption(app.db, user.id, company.id, {
      enableEncryption: true,
      encryptionPassword: "first password",
      passwordHint: "first",
    });
    expect(updated).toMatchObject({ enableEncryption: true, passwordHint: "first" });
    expect(await verifyCompanyPassword(app.db, updated, "first password")).toBe(true);
    await expect(
      updateEncryption(app.db, user.id, company.id, {
        enableEncryption: true,
        currentPassword: "wrong",
        encryptionPassword: "second password",
        passwordHint: "",
      }),
    ).rejects.toThrow("The current company password is not correct.");
    updated = await updateEncryption(app.db, user.id, company.id, {
      enableEncryption: true,
      currentPassword: "first password",
      encryptionPassword: "second password",
      passwordHint: "second",
    });
    expect(await verifyCompanyPassword(app.db, updated, "second password")).toBe(true);
    updated = await updateEncryption(app.db, user.id, company.id, {
      enableEncryption: false,
      currentPassword: "second password",
      passwordHint: "",
    });
    expect(updated).toMatchObject({ enableEncryption: false, passwordHint: "" });
  });

  it("refuses an encryption password that is too short or not confirmed", () => {
    const result = companyCreateSchema.safeParse({
      ...companyInput(),
      enableEncryption: true,
      encryptionPassword: "short",
      encryptionPasswordConfirm: "shorter",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Company password must be at least 8 characters",
      "Passwords do not match",
    ]);
  });
});

describe("sign-in result page", () => {
  it("shows the spec's failure messages, and sends a signed-in user home unless sign-in just succeeded", async () => {
    const page = async (query: string, headers: Record<string, string> = {}) =>
      call(gmailResult.loader, `/gmail-auth-result${query}`, { headers });
    expect(await (await page("?error=no_code")).json()).toEqual({
      state: "failure",
      message: "No authorization code received from Google.",
    });
    expect((await (await page("?error=auth_failed")).json()).message).toBe("Authentication failed. Please try again.");
    expect((await (await page("?error=other")).json()).message).toBe("An unknown error occurred during authentication.");
    const { user } = await makeUser(app.db);
    const cookie = await sessionCookie(user);
    expect((await page("?error=no_code", { Cookie: cookie })).headers.get("Location")).toBe("/home");
    expect(await (await page("?status=success", { Cookie: cookie })).json()).toEqual({ state: "success", message: "" });
  });
});
