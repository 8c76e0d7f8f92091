// Issue 25 item 14: what a guesser, a spoofed header or a double click could get past the server.
// - Delete Company's password check is throttled as sign-in is (the same counts, per address and
//   account): 58 wrong passwords no longer get 58 tries.
// - X-Forwarded-Proto makes the session cookie Secure only behind a declared proxy (TRUST_PROXY).
// - Six simultaneous "Save Bill" of one draft: one posts it, the others are told the bill was
//   changed by someone else, and the books hold one entry.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signIn } from "../../app/modules/auth/session.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import * as companyApi from "../../app/routes/api+/company.$id";
import * as deleteCompanyRoute from "../../app/routes/company.$companyId.dashboard+/settings.delete-company";
import * as editBillRoute from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.edit-bill.$billId";
import { createApiToken } from "../../app/modules/auth/auth.server";
import { CLIENT_ADDRESS_HEADER } from "../../app/utils/client-address.server";
import { call, makeUser, startTestApp, type TestApp } from "../support/app";
import { makeAccounts, saveBill, signedInOwner } from "../support/books";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.cleanup());

const WRONG = "The password is not correct.";
const THROTTLED = "Too many wrong passwords. Please wait 15 minutes and try again.";
const STALE = "This bill was changed by someone else. Reload to see the changes.";

const archivedAt = async (companyId: number) => (await app.db("companies").where({ id: companyId }).first("archivedAt")).archivedAt;

describe("Delete Company's password check is throttled as sign-in is", () => {
  function deleteFrom(companyId: number, cookie: string, password: string, address: string) {
    return call(deleteCompanyRoute.action, `/company/${companyId}/dashboard/settings/delete-company`, {
      method: "POST",
      params: { companyId: String(companyId) },
      headers: { Cookie: cookie, [CLIENT_ADDRESS_HEADER]: address },
      body: new URLSearchParams({ password }),
    });
  }

  it("five wrong passwords from an address, then that address is refused even the right one; another address is not", async () => {
    const { password, company, cookie } = await signedInOwner(app.db);
    for (let i = 1; i <= 5; i++) {
      const answer = await deleteFrom(company.id, cookie, `guess number ${i}`, "203.0.113.9");
      expect(answer.status).toBe(i < 5 ? 403 : 429);
      expect(await answer.text()).toContain(i < 5 ? WRONG : THROTTLED);
    }
    const locked = await deleteFrom(company.id, cookie, password, "203.0.113.9");
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain(THROTTLED);
    expect(await archivedAt(company.id)).toBeNull();

    // The owner at their own desk is not locked out by the guesser.
    const owner = await deleteFrom(company.id, cookie, password, "198.51.100.20");
    expect(owner.status).toBe(302);
    expect(await archivedAt(company.id)).not.toBeNull();
  });

  it("the API's DELETE /api/company/:id counts on the same keys", async () => {
    const { user, password, company } = await signedInOwner(app.db);
    const { token } = await createApiToken(app.db, user.id, "script");
    const remove = (guess: string) =>
      call(companyApi.action, `/api/company/${company.id}`, {
        method: "DELETE",
        params: { id: String(company.id) },
        headers: { Authorization: `Bearer ${token}`, [CLIENT_ADDRESS_HEADER]: "192.0.2.44" },
        body: { password: guess },
      });
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await remove(`wrong ${i}`));
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 429, 429, 429]);
    expect(await answers[6].json()).toMatchObject({ error: THROTTLED });
    expect((await remove(password)).status).toBe(429);
    expect(await archivedAt(company.id)).toBeNull();
  });
});

describe("the session cookie's Secure flag and X-Forwarded-Proto", () => {
  const cookieOf = async (request: Request, userId: number) => (await signIn(request, userId, "/home")).headers.get("Set-Cookie") ?? "";
  const proxied = () => new Request("http://127.0.0.1:3000/login", { headers: { "X-Forwarded-Proto": "https" } });

  it("is ignored without TRUST_PROXY (any client can send it), and counts with it", async () => {
    const { user } = await makeUser(app.db);
    vi.stubEnv("TRUST_PROXY", "");
    try {
      const cookie = await cookieOf(proxied(), user.id);
      expect(cookie).toMatch(/^ledgerline_session=/);
      expect(cookie).not.toMatch(/;\s*Secure/i);
      vi.stubEnv("TRUST_PROXY", "1");
      expect(await cookieOf(proxied(), user.id)).toMatch(/;\s*Secure/i);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("six simultaneous Save Bill of one draft", () => {
  let ctx: CompanyContext;
  let cookie: string;
  let rent: number;
  let vendorId: number;

  beforeAll(async () => {
    const owner = await signedInOwner(app.db);
    ({ ctx, cookie } = owner);
    ({ rent } = await makeAccounts(app.db, ctx, { rent: ["Expense", "6100", "Rent"] }));
    vendorId = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }))).id;
  });

  it("one posts it; the five others get the stale-edit refusal; one entry in the books", async () => {
    const draft = await saveBill(app.db, ctx, { vendorId, accountId: rent, amount: "75.00", date: "2026-11-20", status: "draft" });
    expect(draft.status).toBe("draft");
    const path = `/company/${ctx.companyId}/dashboard/vendors/edit-bill/${draft.id}`;
    const save = () =>
      call(editBillRoute.action, path, {
        method: "POST",
        params: { companyId: String(ctx.companyId), billId: String(draft.id) },
        headers: { Cookie: cookie },
        body: new URLSearchParams({
          intent: "save-open",
          version: "1",
          vendorId: String(vendorId),
          date: "11/20/2026",
          "accountRecords[0].accountId": String(rent),
          "accountRecords[0].amount": "75.00",
        }),
      });
    const answers = await Promise.all(Array.from({ length: 6 }, save));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([302, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect((await refused.json()).summary).toEqual([STALE]);
    }
    const bill = await app.db("purchaseDocuments").where({ companyId: ctx.companyId, id: draft.id }).first();
    expect(bill).toMatchObject({ status: "open", number: "BILL-0001", version: 2 });
    const entries = await app.db("journalEntries").where({ companyId: ctx.companyId, sourceId: draft.id }).select("entryNo");
    expect(entries).toEqual([{ entryNo: "BILL-0001" }]);
  });
});
