import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { deleteAccount } from "../../app/modules/auth/auth.server";
import { listPurgeableCompanies, purgeArchivedCompanies, type Company } from "../../app/modules/companies/companies.server";
import { createJournalEntry } from "../../app/modules/journal/journal-entries.server";
import { journalEntrySchema } from "../../app/modules/journal/schema";
import * as companies from "../../app/routes/api+/company._index";
import * as company from "../../app/routes/api+/company.$id";
import * as restore from "../../app/routes/api+/company.$id.restore";
import * as dashboardScreen from "../../app/routes/company.$companyId.dashboard+/_layout";
import * as deleteScreen from "../../app/routes/company.$companyId.dashboard+/settings.delete-company";
import * as restoreScreen from "../../app/routes/_setup+/company.$companyId.restore";
import * as home from "../../app/routes/_setup+/home";
import * as accountsApi from "../../app/routes/api+/accounts.company.$id";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { companyOf, signedInOwner } from "../support/books";

// Deleting a company (issue 11): the owner's password, then the books are archived — hidden from
// every list and route, restorable by the owner for 30 days — and destroyed only by a purge.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.cleanup());

async function ownerWithBooks(name: string) {
  const { user, password, cookie, company: created, ctx } = await signedInOwner(app.db, { fields: { companyName: name } });
  const make = async (fields: Record<string, unknown>) =>
    (await createAccount(app.db, ctx, accountCreateSchema.parse({ accountType: "Expense", ...fields }))).id;
  const rent = await make({ accountNumber: "5100", accountName: "Rent" });
  const sales = await make({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  for (let i = 0; i < 3; i++) {
    await createJournalEntry(
      app.db,
      ctx,
      journalEntrySchema.parse({
        entryDate: "11/02/2026",
        entries: [
          { accountId: rent, debit: "10.00" },
          { accountId: sales, credit: "10.00" },
        ],
      }),
    );
  }
  return { user, password, cookie, company: created };
}

const entriesOf = async (c: Company) => Number((await app.db("journalEntries").where({ companyId: c.id }).count({ n: "*" }))[0].n);

const apiDelete = (c: Company, cookie: string, body?: object) =>
  call(company.action, `/api/company/${c.id}`, { method: "DELETE", headers: { Cookie: cookie }, params: { id: String(c.id) }, body });

describe("DELETE /api/company/:id", () => {
  it("refuses without the owner's password, or with a wrong one, and changes nothing", async () => {
    const { cookie, company: c } = await ownerWithBooks("Keepsake Ltd");
    const missing = await apiDelete(c, cookie);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "Enter your password to delete this company" });
    const wrong = await apiDelete(c, cookie, { password: "not my password" });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: "The password is not correct." });
    const still = await call(company.loader, `/api/company/${c.id}`, { headers: { Cookie: cookie }, params: { id: String(c.id) } });
    expect((await still.json()).data.companyName).toBe("Keepsake Ltd");
    expect(await entriesOf(c)).toBe(3);
  });

  it("archives with the password: hidden and 404 everywhere, listed as archived, restorable, books intact", async () => {
    const { cookie, password, company: c } = await ownerWithBooks("Archived Books Inc");
    const deleted = await apiDelete(c, cookie, { password });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({
      success: true,
      message: 'Company "Archived Books Inc" was deleted. It can be restored for 30 days.',
    });
    const headers = { Cookie: cookie };
    const params = { id: String(c.id) };
    expect((await call(company.loader, `/api/company/${c.id}`, { headers, params })).status).toBe(404);
    expect((await call(accountsApi.loader, `/api/accounts/company/${c.id}`, { headers, params })).status).toBe(404);
    const screen = await call(dashboardScreen.loader, `/company/${c.id}/dashboard`, { headers, params: { companyId: String(c.id) } });
    expect(screen.status).toBe(404);
    expect((await (await call(companies.loader, "/api/company", { headers })).json()).companies).toEqual([]);
    // Deleting it again is a 404 too.
    expect((await apiDelete(c, cookie, { password })).status).toBe(404);

    const archived = await (await call(companies.loader, "/api/company?archived=true", { headers })).json();
    expect(archived.companies).toEqual([
      expect.objectContaining({ id: c.id, companyName: "Archived Books Inc", name: "Archived Books Inc" }),
    ]);
    expect(await entriesOf(c)).toBe(3);

    const restored = await call(restore.action, `/api/company/${c.id}/restore`, { method: "POST", headers, params });
    expect(restored.status).toBe(200);
    expect((await restored.json()).data.companyName).toBe("Archived Books Inc");
    expect((await (await call(companies.loader, "/api/company", { headers })).json()).companies).toHaveLength(1);
    expect((await (await call(companies.loader, "/api/company?archived=true", { headers })).json()).companies).toEqual([]);
  });

  it("does not restore after 30 days, nor someone else's company", async () => {
    const { cookie, password, company: c } = await ownerWithBooks("Old News LLC");
    const intruder = await sessionCookie((await makeUser(app.db)).user);
    await apiDelete(c, cookie, { password });
    const params = { id: String(c.id) };
    const other = await call(restore.action, `/api/company/${c.id}/restore`, { method: "POST", headers: { Cookie: intruder }, params });
    expect(other.status).toBe(404);
    await app
      .db("companies")
      .where({ id: c.id })
      .update({ archivedAt: app.db.raw("now() - interval '31 days'") });
    const late = await call(restore.action, `/api/company/${c.id}/restore`, { method: "POST", headers: { Cookie: cookie }, params });
    expect(late.status).toBe(404);
    expect(await late.json()).toEqual({ error: "Company not found" });
    expect((await (await call(companies.loader, "/api/company?archived=true", { headers: { Cookie: cookie } })).json()).companies).toEqual(
      [],
    );
  });

  it("lets a new company take an archived one's name, and then restoring the old one says why it cannot", async () => {
    const { user, cookie, password, company: c } = await ownerWithBooks("Phoenix Co");
    await apiDelete(c, cookie, { password });
    await companyOf(app.db, user.id, { companyName: "Phoenix Co" });
    const refused = await call(restore.action, `/api/company/${c.id}/restore`, {
      method: "POST",
      headers: { Cookie: cookie },
      params: { id: String(c.id) },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'A company named "Phoenix Co" already exists. Rename it before restoring this one.' });
  });

  it("is in the OpenAPI document with its password body, the restore and the archived list", async () => {
    const doc = await (await call(openapi.loader, "/api/openapi.json")).json();
    expect(doc.paths["/api/company/{id}"].delete.requestBody.content["application/json"].schema.required).toEqual(["password"]);
    expect(doc.paths["/api/company/{id}/restore"].post).toBeDefined();
    expect(doc.paths["/api/company"].get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: "archived" })]));
  });
});

describe("the screens", () => {
  it("Delete Company asks for the password, archives, and the chooser offers Restore", async () => {
    const { cookie, password, company: c } = await ownerWithBooks("Screen Co");
    const params = { companyId: String(c.id) };
    const path = `/company/${c.id}/dashboard/settings/delete-company`;
    const form = (fields: Record<string, string>) => new URLSearchParams(fields);
    const post = (body: URLSearchParams) =>
      call(deleteScreen.action, path, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        params,
        body,
      });

    const empty = await post(form({ password: "" }));
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toEqual({ password: ["Enter your password to delete this company"] });
    const wrong = await post(form({ password: "wrong password" }));
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toEqual({ password: ["The password is not correct."] });
    expect(await entriesOf(c)).toBe(3);

    const done = await post(form({ password }));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/home");

    const chooser = await (await call(home.loader, "/home", { headers: { Cookie: cookie } })).json();
    expect(chooser.companies).toEqual([]);
    expect(chooser.archived).toEqual([expect.objectContaining({ id: c.id, companyName: "Screen Co" })]);

    const restored = await call(restoreScreen.action, `/company/${c.id}/restore`, { method: "POST", headers: { Cookie: cookie }, params });
    expect(restored.status).toBe(302);
    const after = await (await call(home.loader, "/home", { headers: { Cookie: cookie } })).json();
    expect(after.companies).toEqual([expect.objectContaining({ id: c.id })]);
    expect(after.archived).toEqual([]);
  });
});

describe("purging and deleting the account", () => {
  it("purges only companies archived past the period, their posted books with them", async () => {
    const fresh = await ownerWithBooks("Fresh Archive");
    const old = await ownerWithBooks("Old Archive");
    const live = await ownerWithBooks("Still Open");
    await apiDelete(fresh.company, fresh.cookie, { password: fresh.password });
    await apiDelete(old.company, old.cookie, { password: old.password });
    await app
      .db("companies")
      .where({ id: old.company.id })
      .update({ archivedAt: app.db.raw("now() - interval '31 days'") });

    const purgeable = (await listPurgeableCompanies(app.db, { olderThanDays: 30 })).filter((p) =>
      [fresh, old, live].some((o) => o.company.id === p.id),
    );
    expect(purgeable).toEqual([expect.objectContaining({ id: old.company.id, companyName: "Old Archive", entries: 3 })]);
    expect(await listPurgeableCompanies(app.db, { olderThanDays: 30, companyId: fresh.company.id })).toEqual([]);
    // A fresh archive named explicitly is still not old enough.
    expect(await purgeArchivedCompanies(app.db, [old.company.id, fresh.company.id, live.company.id], 30)).toBe(1);
    expect(await app.db("companies").where({ id: old.company.id })).toEqual([]);
    expect(await app.db("journalLines").where({ companyId: old.company.id })).toEqual([]);
    expect(await entriesOf(fresh.company)).toBe(3);
    expect(await entriesOf(live.company)).toBe(3);
  });

  it("deleting the user account still destroys its companies, archived ones included", async () => {
    const { user, password, cookie, company: c } = await ownerWithBooks("Gone With Owner");
    const second = await companyOf(app.db, user.id, { companyName: "Second" });
    await apiDelete(c, cookie, { password });
    await deleteAccount(app.db, user.id, password);
    expect(await app.db("companies").whereIn("id", [c.id, second.id])).toEqual([]);
    expect(await app.db("journalEntries").where({ companyId: c.id })).toEqual([]);
  });
});
