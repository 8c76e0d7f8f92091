// API keys (issue 29 item 4, ADR 0069): a key of a company acts there as at most its role, never
// elsewhere; a print key claims and reports print jobs and reads nothing; the key's power follows
// its member's at once (demoted, removed); a revoked key is a 401. Managed from Settings › Integration
// Keys (without JavaScript too) and the API, under the same rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../../app/modules/auth/auth.server";
import type { Company } from "../../app/modules/companies/companies.server";
import { changeMemberRole, listMembers, removeMember } from "../../app/modules/companies/members.server";
import { KEY_DENIED } from "../../app/modules/companies/policy";
import { createCompanyKey, listCompanyKeys, revokeCompanyKey } from "../../app/modules/team/api-keys.server";
import * as accountsApi from "../../app/routes/api+/accounts.company.$id";
import * as accountCreateApi from "../../app/routes/api+/company-account.create";
import * as companyApi from "../../app/routes/api+/company.$id";
import * as companiesApi from "../../app/routes/api+/company._index";
import * as keysApi from "../../app/routes/api+/company.$companyId.api-keys._index";
import * as keyApi from "../../app/routes/api+/company.$companyId.api-keys.$keyId";
import * as checkInApi from "../../app/routes/api+/print-daemon.check-in";
import * as claimApi from "../../app/routes/api+/print-daemon.claim";
import * as reportApi from "../../app/routes/api+/print-daemon.jobs.$id.report";
import * as trialBalanceApi from "../../app/routes/api+/reports.trial-balance";
import * as keysScreen from "../../app/routes/company.$companyId.dashboard+/settings.integration-keys";
import { apiCaller } from "../support/api-client";
import { call, makeUser, sessionCookie, type TestApp, startTestApp } from "../support/app";
import { companyOf } from "../support/books";

type Json = any;

let app: TestApp;
let owner: Awaited<ReturnType<typeof makeUser>>["user"];
let keeper: Awaited<ReturnType<typeof makeUser>>["user"];
let books: Company;
let other: Company;
const hit = apiCaller(() => {
  throw new Error("every call here names its key");
});
const keys: Record<string, string> = {};

const ownerActor = () => ({ companyId: books.id, userId: owner.id, role: "owner" as const });
const account = (companyId: number, accountNumber: string) => ({
  companyId,
  accountType: "Expense",
  accountNumber,
  accountName: `Rent ${accountNumber}`,
});

beforeAll(async () => {
  app = await startTestApp();
  owner = (await makeUser(app.db, { email: "owner@keys.test", firstName: "Olive" })).user;
  keeper = (await makeUser(app.db, { email: "keeper@keys.test", firstName: "Ben" })).user;
  books = await companyOf(app.db, owner.id, { companyName: "Key Books" });
  other = await companyOf(app.db, owner.id, { companyName: "Other Books" });
  await app.db("companyMembers").insert({ companyId: books.id, userId: keeper.id, role: "bookkeeper" });
  keys.print = (await createCompanyKey(app.db, ownerActor(), { name: "Front office", scope: "print" })).token;
  keys.viewer = (await createCompanyKey(app.db, ownerActor(), { name: "Dashboard", scope: "viewer" })).token;
  keys.owner = (await createCompanyKey(app.db, ownerActor(), { name: "Sync", scope: "owner" })).token;
  keys.user = (await createApiToken(app.db, owner.id, "Olive's script")).token;
});
afterAll(() => app?.cleanup());

const accounts = (token: string, companyId = books.id) =>
  hit(accountsApi.loader, `/api/accounts/company/${companyId}`, { token, params: { id: companyId } });

describe("a print key", () => {
  it("checks in, claims and reports print jobs", async () => {
    const checkIn = await hit(checkInApi.action, "/api/print-daemon/check-in", {
      token: keys.print,
      method: "POST",
      body: {
        name: "front-office",
        platform: "linux",
        printers: [{ name: "Office", isDefault: true, state: "idle", stateReasons: [], deviceUri: "ipp://office" }],
      },
    });
    expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(200);
    const claim = await call(claimApi.action, "/api/print-daemon/claim", {
      method: "POST",
      headers: { Authorization: `Bearer ${keys.print}` },
      body: {},
    });
    expect(claim.status).toBe(204); // nothing queued: reached, not refused
    const report = await hit(reportApi.action, "/api/print-daemon/jobs/999/report", {
      token: keys.print,
      method: "POST",
      params: { id: 999 },
      body: { outcome: "printed" },
    });
    expect(report).toEqual({ status: 404, body: { error: expect.stringMatching(/not found/i) } });
  });

  it("reads nothing else: accounts, the company, reports and the company list are a 403 in the policy's wording", async () => {
    const refused = { status: 403, body: { error: KEY_DENIED.print } };
    expect(KEY_DENIED.print).toMatch(/^You do not have permission to /);
    expect(await accounts(keys.print)).toEqual(refused);
    expect(await accounts(keys.print, other.id)).toEqual(refused);
    expect(await hit(companyApi.loader, `/api/company/${books.id}`, { token: keys.print, params: { id: books.id } })).toEqual(refused);
    expect(await hit(trialBalanceApi.loader, `/api/reports/trial-balance?companyId=${books.id}`, { token: keys.print })).toEqual(refused);
    expect(await hit(companiesApi.loader, "/api/company", { token: keys.print })).toEqual(refused);
    const write = await hit(accountCreateApi.action, "/api/company-account/create", {
      token: keys.print,
      method: "POST",
      body: account(books.id, "6001"),
    });
    expect(write).toEqual(refused);
    expect(await app.db("companyAccounts").where({ companyId: books.id, accountNumber: "6001" }).first()).toBeUndefined();
  });
});

describe("a company's key", () => {
  it("as a viewer cannot write, though its user is the owner", async () => {
    expect((await accounts(keys.viewer)).status).toBe(200);
    const write = await hit(accountCreateApi.action, "/api/company-account/create", {
      token: keys.viewer,
      method: "POST",
      body: account(books.id, "6002"),
    });
    expect(write).toEqual({ status: 403, body: { error: "You do not have permission to change this company's books." } });
    const company = await hit(companyApi.loader, `/api/company/${books.id}`, { token: keys.viewer, params: { id: books.id } });
    expect(company.body.data.role).toBe("viewer");
    // The owner's own token writes.
    const mine = await hit(accountCreateApi.action, "/api/company-account/create", {
      token: keys.user,
      method: "POST",
      body: account(books.id, "6002"),
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
  });

  it("is a 404 on another company of its user, and may not act on the user's account", async () => {
    expect((await accounts(keys.owner)).status).toBe(200);
    expect(await accounts(keys.owner, other.id)).toEqual({ status: 404, body: { error: "Company not found" } });
    expect((await accounts(keys.user, other.id)).status).toBe(200);
    expect(await hit(companiesApi.action, "/api/company", { token: keys.owner, method: "POST", body: {} })).toEqual({
      status: 403,
      body: { error: KEY_DENIED.company },
    });
  });

  it("lists its own company only, where its user's token lists them all", async () => {
    const names = async (token: string, query = "") => {
      const listed = await hit(companiesApi.loader, `/api/company${query}`, { token });
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      return (listed.body as Json).companies.map((c: Json) => c.companyName);
    };
    expect(await names(keys.viewer)).toEqual(["Key Books"]);
    expect(await names(keys.owner)).toEqual(["Key Books"]);
    expect(await names(keys.owner, "?archived=true")).toEqual([]);
    expect((await names(keys.user)).sort()).toEqual(["Key Books", "Other Books"]);
  });

  it("follows its member at once: demoted, it cannot write; removed, it is gone", async () => {
    const { token } = await createCompanyKey(
      app.db,
      { companyId: books.id, userId: keeper.id, role: "bookkeeper" },
      { name: "Ben's", scope: "bookkeeper" },
    );
    const created = await hit(accountCreateApi.action, "/api/company-account/create", {
      token,
      method: "POST",
      body: account(books.id, "6003"),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [member] = await listMembers(app.db, books.id, keeper.id);
    await changeMemberRole(app.db, ownerActor(), keeper.id, "viewer", member.version);
    const demoted = await hit(accountCreateApi.action, "/api/company-account/create", {
      token,
      method: "POST",
      body: account(books.id, "6004"),
    });
    expect(demoted).toEqual({ status: 403, body: { error: "You do not have permission to change this company's books." } });
    expect((await accounts(token)).status).toBe(200);
    await removeMember(app.db, ownerActor(), keeper.id);
    expect(await accounts(token)).toEqual({ status: 401, body: { error: "Authentication required" } });
    // Invited back, their old key stays revoked.
    await app.db("companyMembers").insert({ companyId: books.id, userId: keeper.id, role: "bookkeeper" });
    expect((await accounts(token)).status).toBe(401);
  });

  it("revoked, is a 401; revoking it again says so", async () => {
    const { key, token } = await createCompanyKey(app.db, ownerActor(), { name: "Short-lived", scope: "admin" });
    expect((await accounts(token)).status).toBe(200);
    await revokeCompanyKey(app.db, ownerActor(), key.id);
    expect(await accounts(token)).toEqual({ status: 401, body: { error: "Authentication required" } });
    await expect(revokeCompanyKey(app.db, ownerActor(), key.id)).rejects.toMatchObject({
      status: 409,
      message: 'The key "Short-lived" was already revoked.',
    });
  });

  it("is given no role above its creator's, and print only by a member who may print", async () => {
    const bookkeeper = { companyId: books.id, userId: keeper.id, role: "bookkeeper" as const };
    await expect(createCompanyKey(app.db, bookkeeper, { name: "Up", scope: "admin" })).rejects.toMatchObject({
      status: 403,
      message: "You do not have permission to give a key a role above your own.",
    });
    const viewer = { ...bookkeeper, role: "viewer" as const };
    await expect(createCompanyKey(app.db, viewer, { name: "Printer", scope: "print" })).rejects.toMatchObject({ status: 403 });
    expect((await createCompanyKey(app.db, viewer, { name: "Read", scope: "viewer" })).key.scope).toBe("viewer");
  });
});

describe("the keys' API", () => {
  it("lists, creates (the token once) and revokes a company's keys, for a user token only", async () => {
    const path = `/api/company/${books.id}/api-keys`;
    const created = await hit(keysApi.action, path, {
      token: keys.user,
      method: "POST",
      params: { companyId: books.id },
      body: { name: "CI", scope: "bookkeeper" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.key).toMatchObject({ name: "CI", scope: "bookkeeper", createdByEmail: "owner@keys.test", revokedAt: null });
    expect((await accounts(created.body.token)).status).toBe(200);

    const listed = await hit(keysApi.loader, path, { token: keys.user, params: { companyId: books.id } });
    expect(listed.body.keys.map((k: Json) => k.name)).toContain("CI");
    expect(JSON.stringify(listed.body)).not.toContain(created.body.token);
    // The key was used a moment ago: the list says when.
    expect(listed.body.keys.find((k: Json) => k.name === "CI").lastUsedAt).not.toBeNull();

    // A key cannot mint keys (a stolen one would outlive its revocation).
    const byKey = await hit(keysApi.action, path, {
      token: keys.owner,
      method: "POST",
      params: { companyId: books.id },
      body: { name: "X", scope: "viewer" },
    });
    expect(byKey).toEqual({ status: 403, body: { error: KEY_DENIED.company } });

    const revokePath = `${path}/${created.body.key.id}`;
    const revokeParams = { companyId: books.id, keyId: created.body.key.id };
    const revoked = await hit(keyApi.action, revokePath, { token: keys.user, method: "DELETE", params: revokeParams });
    expect(revoked.status).toBe(200);
    expect((await accounts(created.body.token)).status).toBe(401);
    const again = await hit(keyApi.action, revokePath, { token: keys.user, method: "DELETE", params: revokeParams });
    expect(again).toEqual({ status: 409, body: { error: 'The key "CI" was already revoked.' } });
  });
});

describe("Settings › Integration Keys", () => {
  const screen = `/company/${0}/dashboard/settings/integration-keys`;
  const load = async (cookie: string, search = "") => {
    const response = (await call(keysScreen.loader, screen.replace("/0/", `/${books.id}/`) + search, {
      params: { companyId: String(books.id) },
      headers: { Cookie: cookie },
    })) as Json;
    return response instanceof Response ? response.json() : response;
  };
  const post = (cookie: string, fields: Record<string, string>) =>
    call(keysScreen.action, screen.replace("/0/", `/${books.id}/`), {
      method: "POST",
      params: { companyId: String(books.id) },
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  it("shows an owner every member's keys with their creators; a member only their own", async () => {
    const asOwner = await load(await sessionCookie(owner));
    expect(asOwner.seesAll).toBe(true);
    const names = asOwner.keys.map((k: Json) => `${k.name} by ${k.createdByEmail}`);
    expect(names).toEqual(
      expect.arrayContaining(["Front office by owner@keys.test", "Ben's by keeper@keys.test", "Read by keeper@keys.test"]),
    );
    expect(asOwner.keys.find((k: Json) => k.name === "Dashboard").lastUsedAt).not.toBeNull();
    expect(asOwner.scopes).toEqual(["owner", "admin", "bookkeeper", "viewer", "print"]);

    const asKeeper = await load(await sessionCookie(keeper));
    expect(asKeeper.seesAll).toBe(false);
    expect(new Set(asKeeper.keys.map((k: Json) => k.createdByEmail))).toEqual(new Set(["keeper@keys.test"]));
    expect(asKeeper.scopes).toEqual(["bookkeeper", "viewer", "print"]);
  });

  it("creates a key by a plain form post (no JavaScript), shows it once, and revokes it after asking", async () => {
    const cookie = await sessionCookie(owner);
    const response = await post(cookie, { intent: "create", name: "Back office", scope: "print" });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.created.name).toBe("Back office");
    expect(answer.created.token).toMatch(/^llt_/);
    expect(await accounts(answer.created.token)).toEqual({ status: 403, body: { error: KEY_DENIED.print } });

    const refused = await post(cookie, { intent: "create", name: "", scope: "viewer" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors.name).toEqual(["Enter a name for the key."]);

    const listed = await load(cookie);
    const key = listed.keys.find((k: Json) => k.name === "Back office");
    expect(JSON.stringify(listed)).not.toContain(answer.created.token);
    // Revoke asks first: ?revoke=<id> shows the question.
    expect((await load(cookie, `?revoke=${key.id}`)).confirm).toMatchObject({ id: key.id, name: "Back office" });
    const revoked = await post(cookie, { intent: "revoke", keyId: String(key.id) });
    expect(revoked.status).toBe(302);
    expect((await load(cookie)).keys.find((k: Json) => k.id === key.id).revokedAt).not.toBeNull();
    const twice = await post(cookie, { intent: "revoke", keyId: String(key.id) });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error).toBe('The key "Back office" was already revoked.');
  });

  it("lists the company's keys only", async () => {
    const { key } = await createCompanyKey(
      app.db,
      { companyId: other.id, userId: owner.id, role: "owner" },
      { name: "Elsewhere", scope: "viewer" },
    );
    const listed = await listCompanyKeys(app.db, ownerActor());
    expect(listed.map((k) => k.id)).not.toContain(key.id);
  });
});
