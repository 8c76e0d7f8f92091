import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as login from "../../app/routes/api+/client.login";
import * as signup from "../../app/routes/api+/client.signup";
import * as logout from "../../app/routes/api+/client.logout";
import * as companies from "../../app/routes/api+/company._index";
import * as createAlias from "../../app/routes/api+/company.create";
import * as company from "../../app/routes/api+/company.$id";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { MAX_LOGIN_FAILURES } from "../../app/modules/auth/auth.server";
import { call, startTestApp, type TestApp } from "../support/app";
import { companyFields as fields } from "../support/company-fields";

const companyFields = (overrides: Record<string, unknown> = {}) => fields({ companyName: "Acme Trading", ...overrides });

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.cleanup());

async function signUp(email: string) {
  const response = await call(signup.action, "/api/client/signup", {
    method: "POST",
    body: { email, password: "correct horse battery", firstName: "Ada", lastName: "Lovelace", companyWebsite: "https://ada.test" },
  });
  expect(response.status).toBe(201);
  const body = await response.json();
  return body as { token: string; client: { id: number; email: string; firstName: string; companyWebsite: string } };
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("auth API", () => {
  it("signs up and returns a token and the client", async () => {
    const { token, client } = await signUp("ada@example.com");
    expect(token).toMatch(/^llt_/);
    expect(client).toMatchObject({ email: "ada@example.com", firstName: "Ada", companyWebsite: "https://ada.test" });
    const list = await call(companies.loader, "/api/company", { headers: auth(token) });
    expect(await list.json()).toEqual({ companies: [] });
  });

  it("refuses a duplicate email with 409 and bad input with field errors", async () => {
    await signUp("dup@example.com");
    const dup = await call(signup.action, "/api/client/signup", {
      method: "POST",
      body: { email: "DUP@example.com", password: "correct horse battery", firstName: "A", lastName: "B" },
    });
    expect(dup.status).toBe(409);
    expect((await dup.json()).error).toBe("An account with this email already exists.");

    const bad = await call(signup.action, "/api/client/signup", { method: "POST", body: { email: "nope", password: "short" } });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.errors.email).toEqual(["Invalid email format"]);
    expect(body.errors.password).toEqual(["Password must be at least 8 characters"]);
    expect(body.errors.firstName).toEqual(["First name is required"]);
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const response = await call(login.action, "/api/client/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("logs in, and a 401 never says whether the account exists", async () => {
    await signUp("grace@example.com");
    const ok = await call(login.action, "/api/client/login", {
      method: "POST",
      body: { email: "grace@example.com", password: "correct horse battery" },
    });
    expect(ok.status).toBe(200);
    const { token, client } = await ok.json();
    expect(client.email).toBe("grace@example.com");
    // The token it returns is a bearer token for the rest of the API.
    expect(token).toMatch(/^llt_/);
    const list = await call(companies.loader, "/api/company", { headers: auth(token) });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ companies: [] });

    const wrongPassword = await call(login.action, "/api/client/login", {
      method: "POST",
      body: { email: "grace@example.com", password: "wrong password" },
    });
    const unknownUser = await call(login.action, "/api/client/login", {
      method: "POST",
      body: { email: "nobody@example.com", password: "wrong password" },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await unknownUser.json());
  });

  it("throttles repeated failed logins for one account with 429", async () => {
    await signUp("throttle@example.com");
    const attempt = (password: string) =>
      call(login.action, "/api/client/login", { method: "POST", body: { email: "throttle@example.com", password } });
    for (let i = 1; i < MAX_LOGIN_FAILURES; i++) expect((await attempt("wrong password")).status).toBe(401);
    const locked = await attempt("wrong password");
    expect(locked.status).toBe(429);
    expect((await locked.json()).error).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    // Even the right password waits out the lock.
    expect((await attempt("correct horse battery")).status).toBe(429);
  });

  it("counts every one of 32 parallel wrong guesses: only the first ones get a 401, the rest 429", async () => {
    await signUp("parallel@example.com");
    const guesses = 32;
    const responses = await Promise.all(
      Array.from({ length: guesses }, (_, i) =>
        call(login.action, "/api/client/login", { method: "POST", body: { email: "parallel@example.com", password: `guess ${i}` } }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_LOGIN_FAILURES - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(guesses - (MAX_LOGIN_FAILURES - 1));
    const throttled = responses.find((r) => r.status === 429)!;
    expect((await throttled.json()).error).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    const stored = await app.db("loginFailures").where({ accountKey: "unknown parallel@example.com" }).first();
    expect(stored.failures).toBe(guesses);
    expect(stored.lockedUntil).not.toBeNull();
    // The right password, sent after the burst, waits out the lock too.
    const right = await call(login.action, "/api/client/login", {
      method: "POST",
      body: { email: "parallel@example.com", password: "correct horse battery" },
    });
    expect(right.status).toBe(429);
  });

  it("revokes the token on logout", async () => {
    const { token } = await signUp("revoke@example.com");
    expect((await call(logout.action, "/api/client/logout", { method: "POST", headers: auth(token) })).status).toBe(200);
    const after = await call(companies.loader, "/api/company", { headers: auth(token) });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: "Authentication required" });
  });
});

describe("company API", () => {
  it("creates, reads, updates and deletes a company, with both creation paths", async () => {
    const { token } = await signUp("owner@example.com");
    const created = await call(companies.action, "/api/company", { method: "POST", headers: auth(token), body: companyFields() });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({
      companyName: "Acme Trading",
      name: "Acme Trading",
      industryId: 1,
      currencyId: 1,
      customerTerm: "Customer",
      fiscalYearStart: "January",
      billTracking: true,
    });
    expect(data).not.toHaveProperty("encryptionPasswordHash");

    const viaAlias = await call(createAlias.action, "/api/company/create", {
      method: "POST",
      headers: auth(token),
      body: companyFields({ companyName: "Second Co", industryId: 18, primaryCurrency: "GBP" }),
    });
    expect(viaAlias.status).toBe(201);
    expect((await viaAlias.json()).data).toMatchObject({ industryId: 18, primaryCurrency: "GBP", currencyId: 2 });

    const list = await (await call(companies.loader, "/api/company", { headers: auth(token) })).json();
    expect(list.companies.map((c: { companyName: string }) => c.companyName)).toEqual(["Acme Trading", "Second Co"]);

    const params = { id: String(data.id) };
    const read = await call(company.loader, `/api/company/${data.id}`, { headers: auth(token), params });
    const readBody = await read.json();
    expect(readBody.data).toMatchObject({ legalName: "Acme Trading Ltd", version: 1 });

    const updated = await call(company.action, `/api/company/${data.id}`, {
      method: "PUT",
      headers: auth(token),
      params,
      body: { fiscalYearStart: "April", billTracking: false, version: readBody.data.version },
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).company).toMatchObject({ fiscalYearStart: "April", billTracking: false, version: 2 });

    const deleted = await call(company.action, `/api/company/${data.id}`, {
      method: "DELETE",
      headers: auth(token),
      params,
      body: { password: "correct horse battery" },
    });
    expect(deleted.status).toBe(200);
    const gone = await call(company.loader, `/api/company/${data.id}`, { headers: auth(token), params });
    expect(gone.status).toBe(404);
  });

  it("lists every message of a refused company creation and saves nothing", async () => {
    const { token } = await signUp("validation@example.com");
    const response = await call(companies.action, "/api/company", {
      method: "POST",
      headers: auth(token),
      body: { companyName: "  ", email: "not-an-email", timezone: "", primaryCurrency: "" },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.split("\n")).toEqual([
      "Company name is required",
      "Legal name is required",
      "Phone number is required",
      "Invalid email format",
      "Country is required",
      "State/Region is required",
      "Address is required",
      "City is required",
      "ZIP code is required",
      "Timezone is required",
      "Currency is required",
    ]);
    expect(body.errors.companyName).toEqual(["Company name is required"]);
    const list = await (await call(companies.loader, "/api/company", { headers: auth(token) })).json();
    expect(list.companies).toEqual([]);
  });

  it("refuses a duplicate name per user, case-insensitively, but not across users", async () => {
    const first = await signUp("dupname1@example.com");
    const second = await signUp("dupname2@example.com");
    const post = (token: string, name: string) =>
      call(companies.action, "/api/company", { method: "POST", headers: auth(token), body: companyFields({ companyName: name }) });
    expect((await post(first.token, "Widgets Inc")).status).toBe(201);
    const dup = await post(first.token, "  WIDGETS inc ");
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({
      error: "A company with this name already exists. Please choose a different name.",
      errors: { companyName: ["A company with this name already exists. Please choose a different name."] },
    });
    expect((await post(second.token, "Widgets Inc")).status).toBe(201);
  });

  it("gives another user's company a 404 on every call, and changes nothing", async () => {
    const owner = await signUp("alice@example.com");
    const intruder = await signUp("mallory@example.com");
    const created = await call(companies.action, "/api/company", {
      method: "POST",
      headers: auth(owner.token),
      body: companyFields({ companyName: "Alice Ltd" }),
    });
    const { data } = await created.json();
    const params = { id: String(data.id) };
    const path = `/api/company/${data.id}`;
    for (const response of [
      await call(company.loader, path, { headers: auth(intruder.token), params }),
      await call(company.action, path, {
        method: "PUT",
        headers: auth(intruder.token),
        params,
        body: { companyName: "Pwned", version: 1 },
      }),
      await call(company.action, path, { method: "DELETE", headers: auth(intruder.token), params }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Company not found" });
    }
    const stillThere = await call(company.loader, path, { headers: auth(owner.token), params });
    expect((await stillThere.json()).data.companyName).toBe("Alice Ltd");
    const malformed = await call(company.loader, "/api/company/abc", { headers: auth(owner.token), params: { id: "abc" } });
    expect(malformed.status).toBe(404);
  });

  it("requires authentication", async () => {
    const response = await call(companies.loader, "/api/company");
    expect(response.status).toBe(401);
  });
});

describe("OpenAPI document", () => {
  it("describes the endpoints with the zod schemas' fields", async () => {
    const doc = await (await call(openapi.loader, "/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    const create = doc.paths["/api/company"].post.requestBody.content["application/json"].schema;
    expect(create.properties.companyName.type).toBe("string");
    expect(create.required).toContain("companyName");
    expect(create.required).not.toContain("fax");
    expect(doc.paths["/api/client/login"].post.responses["429"]).toBeDefined();
  });
});

describe("malformed bodies", () => {
  it("names the field of a wrong type and refuses non-object bodies", async () => {
    const { token } = await signUp("types@example.com");
    const wrongTypes = await call(companies.action, "/api/company", {
      method: "POST",
      headers: auth(token),
      body: companyFields({ billTracking: "maybe", costOfGoodsSold: "x" }),
    });
    expect(wrongTypes.status).toBe(400);
    expect((await wrongTypes.json()).error.split("\n")).toEqual([
      "costOfGoodsSold: Must be an object",
      "billTracking: Must be true or false",
    ]);
    const array = await call(companies.action, "/api/company", {
      method: "POST",
      headers: { ...auth(token), "Content-Type": "application/json" },
      body: "[1,2]",
    });
    expect(array.status).toBe(400);
    expect(await array.json()).toEqual({ error: "The request body must be a JSON object." });
    const list = await (await call(companies.loader, "/api/company", { headers: auth(token) })).json();
    expect(list.companies).toEqual([]);
  });
});
