// Optimistic concurrency (issue 11 item 3, ADR 0014): simultaneous edits of one record, as a busy
// office makes them through the API. Each edit carries the version it was made on; exactly one of
// the edits made on the same version is saved, the others are refused with 409 and the record's
// message, and the stored record is the winner's — no edit is silently lost.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as signup from "../../app/routes/api+/client.signup";
import * as companies from "../../app/routes/api+/company._index";
import * as companyRoute from "../../app/routes/api+/company.$id";
import * as accountCreate from "../../app/routes/api+/company-account.create";
import * as accountRoute from "../../app/routes/api+/company-account.$id";
import * as entries from "../../app/routes/api+/journal-entry.company.$companyId._index";
import * as entryRoute from "../../app/routes/api+/journal-entry.$id._index";
import * as vendors from "../../app/routes/api+/vendor.vendors._index";
import * as vendorRoute from "../../app/routes/api+/vendor.vendors.$id";
import { call, startTestApp, type TestApp } from "../support/app";
import { companyFields } from "../support/company-fields";

let app: TestApp;
let owner: string;

beforeAll(async () => {
  app = await startTestApp();
  const response = await call(signup.action, "/api/client/signup", {
    method: "POST",
    body: { email: "busy-office@example.com", password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" },
  });
  expect(response.status).toBe(201);
  owner = (await response.json()).token;
});
afterAll(() => app.cleanup());

type Json = any;

async function hit(
  handler: unknown,
  path: string,
  options: { method?: string; params?: Record<string, string | number>; body?: unknown } = {},
): Promise<{ status: number; body: Json }> {
  const { method = "GET", params = {}, body } = options;
  const response = await call(handler, path, {
    method,
    params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    headers: { Authorization: `Bearer ${owner}` },
    body: body as object | undefined,
  });
  expect(response.headers.get("Content-Type")).toContain("application/json");
  return { status: response.status, body: await response.json() };
}

async function newCompany(): Promise<number> {
  const { status, body } = await hit(companies.action, "/api/company", { method: "POST", body: companyFields() });
  expect(status).toBe(201);
  return body.data.id;
}

const stale = (noun: string) => ({ error: `This ${noun} was changed by someone else. Reload to see the changes.` });

/** The outcome of simultaneous calls: how many answered each status. */
const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((count, a) => ({ ...count, [a.status]: (count[a.status] ?? 0) + 1 }), {});

describe("simultaneous edits of one vendor", () => {
  // Ten people change ten different fields, each on the copy they read.
  const edits: Record<string, string>[] = [
    { notes: "Ships on Tuesdays" },
    { fax: "555-0110" },
    { webpage: "https://acme.test" },
    { taxId: "TAX-1" },
    { bankName: "First Bank" },
    { bankBranch: "Main Street" },
    { taxCode: "GST" },
    { taxRegistrationNumber: "REG-7" },
    { serviceTaxRegistrationNo: "STR-9" },
    { accountNumber: "12345678" },
  ];

  async function newVendor() {
    const companyId = await newCompany();
    const created = await hit(vendors.action, "/api/vendor/vendors", {
      method: "POST",
      body: {
        companyId,
        vendorId: "V-1",
        vendorName: "Acme Supplies",
        contacts: [{ name: "Ann Lee", title: "Buyer", phone: "555-0100", email: "ann@acme.test", primary: true }],
      },
    });
    expect(created.status).toBe(201);
    return created.body.vendor;
  }
  const read = async (id: number) => (await hit(vendorRoute.loader, `/api/vendor/vendors/${id}`, { params: { id } })).body.vendor;
  const put = (id: number, body: unknown) => hit(vendorRoute.action, `/api/vendor/vendors/${id}`, { method: "PUT", params: { id }, body });

  it("saves exactly one of ten PUTs made on the same version; the nine others are refused and lose nothing silently", async () => {
    const vendor = await newVendor();
    const copy = await read(vendor.id);
    expect(copy.version).toBe(1);

    const answers = await Promise.all(edits.map((fields) => put(vendor.id, { ...fields, version: copy.version })));
    expect(statuses(answers)).toEqual({ 200: 1, 409: 9 });
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body).toEqual(stale("vendor"));

    const winner = answers.find((a) => a.status === 200)!;
    const stored = await read(vendor.id);
    expect(stored).toEqual(winner.body.vendor);
    expect(stored.version).toBe(2);
    // The winner's field changed, every other field is as it was read.
    const won = edits[answers.indexOf(winner)];
    const [field, value] = Object.entries(won)[0];
    expect(stored[field]).toBe(value);
    for (const fields of edits.filter((f) => f !== won)) {
      const [other] = Object.keys(fields);
      expect(stored[other]).toBe(copy[other]);
    }
    expect(stored.contacts).toEqual(copy.contacts);
  });

  it("accepts a PUT made on the version the previous save returned, and refuses one without a version", async () => {
    const vendor = await newVendor();
    const first = await put(vendor.id, { notes: "one", version: vendor.version });
    expect(first.status).toBe(200);
    expect(first.body.vendor).toMatchObject({ notes: "one", version: 2 });
    const second = await put(vendor.id, { fax: "555-0111", version: first.body.vendor.version });
    expect(second.status).toBe(200);
    expect(second.body.vendor).toMatchObject({ notes: "one", fax: "555-0111", version: 3 });

    const late = await put(vendor.id, { notes: "made on version 2", version: 2 });
    expect(late).toEqual({ status: 409, body: stale("vendor") });
    const missing = await put(vendor.id, { notes: "no version" });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("version is required");
    for (const version of [0, -1, 1.5, "two", 2147483648]) {
      const bad = await put(vendor.id, { notes: "bad version", version });
      expect(bad.status, String(version)).toBe(400);
      expect(bad.body.error).toBe("version must be a positive whole number");
    }
    expect(await read(vendor.id)).toMatchObject({ notes: "one", fax: "555-0111", version: 3 });
  });

  it("rolls the whole graph back when the version is stale: contacts and addresses stay as they were", async () => {
    const vendor = await newVendor();
    expect((await put(vendor.id, { notes: "first", version: 1 })).status).toBe(200);
    const refused = await put(vendor.id, {
      version: 1,
      contacts: [{ name: "Someone Else", title: "Owner", phone: "555-0199", email: "else@acme.test", primary: true }],
      addresses: [{ type: "Billing", address1: "9 Elsewhere", address2: "", city: "X", state: "Y", postalCode: "1", country: "Z" }],
    });
    expect(refused).toEqual({ status: 409, body: stale("vendor") });
    const stored = await read(vendor.id);
    expect(stored.contacts).toEqual(vendor.contacts);
    expect(stored.addresses).toEqual([]);
    expect(stored).toMatchObject({ notes: "first", version: 2 });
  });
});

describe("simultaneous edits of other records", () => {
  it("an account: one of two edits made on the same version is saved, and only its deposit is posted", async () => {
    const companyId = await newCompany();
    const fields = { accountType: "Bank", accountNumber: "1010", accountName: "Checking", bankName: "First Bank" };
    const bank = { ...fields, bankAccountType: "Checking", bankAccountNumber: "000123" };
    const created = await hit(accountCreate.action, "/api/company-account/create", { method: "POST", body: { companyId, ...bank } });
    expect(created.status).toBe(201);
    const id = created.body.account.id;
    expect(created.body.account.version).toBe(1);
    const path = `/api/company-account/${id}`;
    const answers = await Promise.all(
      ["first", "second"].map((comments) =>
        hit(accountRoute.action, path, { method: "PUT", params: { id }, body: { ...bank, comments, depositAmount: "100.00", version: 1 } }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 1 });
    expect(answers.find((a) => a.status === 409)!.body).toEqual(stale("account"));
    const winner = answers.find((a) => a.status === 200)!.body.account;
    const stored = (await hit(accountRoute.loader, path, { params: { id } })).body.account;
    expect(stored).toMatchObject({ comments: winner.comments, currentBalance: "100.00", version: 2 });

    const next = await hit(accountRoute.action, path, { method: "PUT", params: { id }, body: { ...bank, comments: "third", version: 2 } });
    expect(next.status).toBe(200);
    expect(next.body.account).toMatchObject({ comments: "third", currentBalance: "100.00", version: 3 });
    const missing = await hit(accountRoute.action, path, { method: "PUT", params: { id }, body: { ...bank, comments: "none" } });
    expect(missing).toMatchObject({ status: 400, body: { error: "version is required" } });
  });

  it("a company: one of two edits made on the same version is saved", async () => {
    const id = await newCompany();
    const path = `/api/company/${id}`;
    const read = async () => (await hit(companyRoute.loader, path, { params: { id } })).body.data;
    expect((await read()).version).toBe(1);
    const answers = await Promise.all([
      hit(companyRoute.action, path, { method: "PUT", params: { id }, body: { phone: "555-0101", version: 1 } }),
      hit(companyRoute.action, path, { method: "PUT", params: { id }, body: { fax: "555-0102", version: 1 } }),
    ]);
    expect(statuses(answers)).toEqual({ 200: 1, 409: 1 });
    expect(answers.find((a) => a.status === 409)!.body).toEqual(stale("company"));
    const winner = answers.find((a) => a.status === 200)!.body.company;
    expect(await read()).toEqual(winner);
    expect(winner.version).toBe(2);

    const next = await hit(companyRoute.action, path, { method: "PUT", params: { id }, body: { website: "https://a.test", version: 2 } });
    expect(next.body.company).toMatchObject({ website: "https://a.test", version: 3 });
    const missing = await hit(companyRoute.action, path, { method: "PUT", params: { id }, body: { website: "https://b.test" } });
    expect(missing).toMatchObject({ status: 400, body: { error: "version is required" } });
    expect((await read()).website).toBe("https://a.test");
  });

  it("a journal entry draft: one of two edits made on the same version is saved", async () => {
    const companyId = await newCompany();
    const account = async (accountType: string, accountNumber: string, accountName: string) =>
      (
        await hit(accountCreate.action, "/api/company-account/create", {
          method: "POST",
          body: { companyId, accountType, accountNumber, accountName },
        })
      ).body.account.id as number;
    const rent = await account("Expense", "5100", "Rent");
    const sales = await account("Income", "4000", "Sales");
    const lines = (amount: string) => [
      { account: rent, debit: amount, credit: "" },
      { account: sales, debit: "", credit: amount },
    ];
    const draft = await hit(entries.action, `/api/journal-entry/company/${companyId}?type=JE`, {
      method: "POST",
      params: { companyId },
      body: { entryDate: "2026-03-01", status: "draft", entries: lines("10.00") },
    });
    expect(draft.status).toBe(201);
    const id = draft.body.journalEntry.id;
    expect(draft.body.journalEntry.version).toBe(1);
    const path = `/api/journal-entry/${id}`;
    const put = (body: unknown) => hit(entryRoute.action, path, { method: "PUT", params: { id }, body });
    const answers = await Promise.all([
      put({ entryDate: "2026-03-02", comments: "first", entries: lines("20.00"), version: 1 }),
      put({ entryDate: "2026-03-03", comments: "second", entries: lines("30.00"), version: 1 }),
    ]);
    expect(statuses(answers)).toEqual({ 200: 1, 409: 1 });
    expect(answers.find((a) => a.status === 409)!.body).toEqual(stale("journal entry"));
    const winner = answers.find((a) => a.status === 200)!.body.journalEntry;
    const stored = (await hit(entryRoute.loader, path, { params: { id } })).body.journalEntry;
    expect(stored).toEqual(winner);
    expect(stored.version).toBe(2);

    const next = await put({ entryDate: "2026-03-04", comments: "third", entries: lines("40.00"), version: 2 });
    expect(next.body.journalEntry).toMatchObject({ comments: "third", totals: { debit: "40.00", credit: "40.00" }, version: 3 });
    const missing = await put({ entryDate: "2026-03-05", entries: lines("50.00") });
    expect(missing).toMatchObject({ status: 400, body: { error: "version is required" } });
  });
});
