// The vendor API (issue 4 item 5): called as a client would, with bearer tokens and JSON
// bodies; another user's vendor or company is a 404, malformed input a 400 that writes nothing,
// deleting a vendor with postings a 409.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as vendors from "../../app/routes/api+/vendor.vendors._index";
import * as checkId from "../../app/routes/api+/vendor.vendors.check-id";
import * as vendorRoute from "../../app/routes/api+/vendor.vendors.$id";
import * as trialBalance from "../../app/routes/api+/reports.trial-balance";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { call, startTestApp, type TestApp } from "../support/app";
import { signUpToken, apiCaller, newApiCompany } from "../support/api-client";

let app: TestApp;
let owner: string;
let intruder: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUpToken("vendor-owner@example.com");
  intruder = await signUpToken("vendor-intruder@example.com");
});
afterAll(() => app.cleanup());

const hit = apiCaller(() => owner, { json: true });

const newCompany = (token?: string) => newApiCompany(hit, token);

const payload = (companyId: number, over: Record<string, unknown> = {}) => ({
  companyId,
  vendorId: "V-100",
  vendorName: "Acme Supplies",
  vendorSince: "01/15/2026",
  paymentMethod: "Cheque",
  contacts: [{ name: "Ann Lee", title: "Buyer", phone: "555-0100", email: "ann@acme.test", primary: true }],
  addresses: [
    { type: "Billing", address1: "1 Main St", address2: "", city: "Springfield", state: "IL", postalCode: "62701", country: "USA" },
  ],
  ...over,
});

const create = (body: unknown, token = owner) => hit(vendors.action, "/api/vendor/vendors", { method: "POST", token, body });
const count = async () => Number((await app.db("vendors").count({ n: "*" }))[0].n);

describe("/api/vendor/vendors", () => {
  it("creates, reads, lists, checks ids, updates and deletes", async () => {
    const companyId = await newCompany();
    const created = await create(payload(companyId));
    expect(created.status).toBe(201);
    const vendor = created.body.vendor;
    expect(vendor).toMatchObject({
      vendorId: "V-100",
      vendorName: "Acme Supplies",
      vendorSince: "2026-01-15",
      paymentMethod: "Cheque",
      phone: "555-0100",
      email: "ann@acme.test",
      balance: "0.00",
    });
    expect(vendor.contacts[0].primary).toBe(true);
    expect(created.body.data.id).toBe(vendor.id);

    const read = await hit(vendorRoute.loader, `/api/vendor/vendors/${vendor.id}`, { params: { id: vendor.id } });
    expect(read.status).toBe(200);
    expect(read.body.vendor.addresses).toHaveLength(1);

    const list = await hit(vendors.loader, `/api/vendor/vendors?companyId=${companyId}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, perPage: 10 });
    expect(list.body.vendors[0]).toMatchObject({ id: vendor.id, vendorId: "V-100", currentMonth: "0.00", ytd: "0.00", balance: "0.00" });
    expect(list.body.months).toHaveLength(6);

    const exists = await hit(checkId.loader, `/api/vendor/vendors/check-id?companyId=${companyId}&vendorId=v-100`);
    expect(exists).toEqual({ status: 200, body: { data: { exists: true } } });
    const own = await hit(checkId.loader, `/api/vendor/vendors/check-id?companyId=${companyId}&vendorId=V-100&excludeId=${vendor.id}`);
    expect(own.body).toEqual({ data: { exists: false } });

    const dup = await create(payload(companyId, { vendorName: "Other" }));
    expect(dup).toMatchObject({ status: 409, body: { error: "This Vendor ID already exists in this company." } });

    const put = await hit(vendorRoute.action, `/api/vendor/vendors/${vendor.id}`, {
      method: "PUT",
      params: { id: vendor.id },
      body: {
        ...payload(companyId),
        version: read.body.vendor.version,
        vendorName: "Acme Renamed",
        vendorSince: "2026-02-01T00:00:00.000Z",
        accountId: null,
        vendorGroupId: "",
        contacts: [],
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.vendor).toMatchObject({ vendorName: "Acme Renamed", vendorSince: "2026-02-01", phone: "", email: "", contacts: [] });

    // A PUT of some fields: the others keep their values (the contacts and the address included).
    const full = await hit(vendorRoute.action, `/api/vendor/vendors/${vendor.id}`, {
      method: "PUT",
      params: { id: vendor.id },
      body: { ...payload(companyId), version: put.body.vendor.version },
    });
    expect(full.body.vendor.contacts).toHaveLength(1);
    const partial = await hit(vendorRoute.action, `/api/vendor/vendors/${vendor.id}`, {
      method: "PUT",
      params: { id: vendor.id },
      body: { notes: "Ships on Tuesdays", version: full.body.vendor.version },
    });
    expect(partial.status).toBe(200);
    expect(partial.body.vendor).toMatchObject({
      vendorId: "V-100",
      vendorName: "Acme Supplies",
      notes: "Ships on Tuesdays",
      paymentMethod: "Cheque",
      phone: "555-0100",
      vendorSince: "2026-01-15",
    });
    expect(partial.body.vendor.contacts).toEqual([expect.objectContaining({ name: "Ann Lee", primary: true })]);
    expect(partial.body.vendor.addresses).toEqual([expect.objectContaining({ type: "Billing", city: "Springfield" })]);
    const blanked = await hit(vendorRoute.action, `/api/vendor/vendors/${vendor.id}`, {
      method: "PUT",
      params: { id: vendor.id },
      body: { vendorName: " ", version: partial.body.vendor.version },
    });
    expect(blanked).toMatchObject({ status: 400, body: { error: "Vendor Name is required." } });

    const del = await hit(vendorRoute.action, `/api/vendor/vendors/${vendor.id}`, { method: "DELETE", params: { id: vendor.id } });
    expect(del).toMatchObject({ status: 200, body: { success: true } });
    expect((await hit(vendorRoute.loader, `/api/vendor/vendors/${vendor.id}`, { params: { id: vendor.id } })).status).toBe(404);
  });

  it("posts an opening balance to the trial balance and refuses deleting the vendor (409)", async () => {
    const companyId = await newCompany();
    const created = await create(payload(companyId, { vendorId: "OB", openingBalance: "500.10", balanceAsOf: "03/31/2026" }));
    expect(created.status).toBe(201);
    expect(created.body.vendor).toMatchObject({ openingBalance: "500.10", balance: "500.10" });
    const tb = await hit(trialBalance.loader, `/api/reports/trial-balance?companyId=${companyId}&asOf=2026-03-31`);
    expect(tb.status).toBe(200);
    expect(tb.body.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountName: "Accounts Payable", accountType: "Current Liability", debit: "0.00", credit: "500.10" }),
        expect.objectContaining({ accountName: "Opening Balance Equity", debit: "500.10", credit: "0.00" }),
      ]),
    );
    expect(tb.body.totals.debit).toBe(tb.body.totals.credit);
    const dayBefore = await hit(trialBalance.loader, `/api/reports/trial-balance?companyId=${companyId}&asOf=2026-03-30`);
    expect(dayBefore.body.rows).toEqual([]);
    const id = created.body.vendor.id;
    const del = await hit(vendorRoute.action, `/api/vendor/vendors/${id}`, { method: "DELETE", params: { id } });
    expect(del.status).toBe(409);
    expect(del.body.error).toContain("has transactions and cannot be deleted");
    expect((await hit(vendorRoute.loader, `/api/vendor/vendors/${id}`, { params: { id } })).status).toBe(200);
  });

  it("answers 400 to malformed input and writes nothing", async () => {
    const companyId = await newCompany();
    const before = await count();
    const bad = await create(
      payload(companyId, { vendorId: "", openingBalance: "-1", contacts: [{ name: "X", title: "Y", phone: "abc", email: "bad" }] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.split("\n")).toEqual(
      expect.arrayContaining([
        "Vendor ID is required.",
        "Opening Balance cannot be negative.",
        "Contact 1: Invalid phone number format.",
        "Contact 1: Invalid email format.",
      ]),
    );
    expect((await create({ vendorId: "X", vendorName: "Y" })).body.error).toContain("Company ID is required");
    expect((await hit(vendors.loader, "/api/vendor/vendors?companyId=abc")).status).toBe(400);
    expect((await hit(vendorRoute.loader, "/api/vendor/vendors/abc", { params: { id: "abc" } })).status).toBe(404);
    expect(await count()).toBe(before);
    expect((await hit(vendors.loader, `/api/vendor/vendors?companyId=${companyId}`, { token: null })).status).toBe(401);
  });

  it("hides another user's company and vendors (404) and writes nothing", async () => {
    const companyId = await newCompany();
    const { body } = await create(payload(companyId));
    const id = body.vendor.id;
    const before = await count();
    expect((await hit(vendors.loader, `/api/vendor/vendors?companyId=${companyId}`, { token: intruder })).status).toBe(404);
    expect((await create(payload(companyId, { vendorId: "INTRUDER" }), intruder)).status).toBe(404);
    expect(
      (await hit(checkId.loader, `/api/vendor/vendors/check-id?companyId=${companyId}&vendorId=V-100`, { token: intruder })).status,
    ).toBe(404);
    expect((await hit(vendorRoute.loader, `/api/vendor/vendors/${id}`, { token: intruder, params: { id } })).status).toBe(404);
    const put = await hit(vendorRoute.action, `/api/vendor/vendors/${id}`, {
      method: "PUT",
      token: intruder,
      params: { id },
      body: payload(companyId, { vendorName: "Hijacked", version: 1 }),
    });
    expect(put.status).toBe(404);
    expect((await hit(vendorRoute.action, `/api/vendor/vendors/${id}`, { method: "DELETE", token: intruder, params: { id } })).status).toBe(
      404,
    );
    expect(await count()).toBe(before);
    expect((await hit(vendorRoute.loader, `/api/vendor/vendors/${id}`, { params: { id } })).body.vendor.vendorName).toBe("Acme Supplies");
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await (await call(openapi.loader, "/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/api/vendor/vendors"])).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(doc.paths["/api/vendor/vendors/{id}"])).toEqual(expect.arrayContaining(["get", "put", "delete"]));
    expect(doc.paths["/api/vendor/vendors/check-id"].get).toBeDefined();
  });
});

describe("GET /api/vendor/vendors?short=true (the vendor picker's search)", () => {
  it("finds vendors by part of the name or the start of the Vendor ID, by name, active only unless asked, at most limit", async () => {
    const companyId = await newCompany();
    const names = ["Zeta Paper", "Alpha Paper Mill", "Beta Tools", "paper & co (100%)", "Gamma Paper"];
    for (const [i, vendorName] of names.entries()) {
      const made = await create(payload(companyId, { vendorId: `PX-${i}`, vendorName, contacts: [], addresses: [] }));
      expect(made.status).toBe(201);
    }
    const gamma = (await app.db("vendors").where({ companyId, vendorName: "Gamma Paper" }).first("id")).id;
    await app.db("vendors").where({ companyId, id: gamma }).update({ active: false });
    const search = async (query: string) => {
      const { status, body } = await hit(vendors.loader, `/api/vendor/vendors?companyId=${companyId}&short=true&${query}`);
      expect(status).toBe(200);
      return body.vendors.map((v: { vendorName: string }) => v.vendorName);
    };
    expect(await search("q=PAPER")).toEqual(["Alpha Paper Mill", "paper & co (100%)", "Zeta Paper"]);
    expect(await search("q=paper&view=all")).toEqual(["Alpha Paper Mill", "Gamma Paper", "paper & co (100%)", "Zeta Paper"]);
    expect(await search("q=px-2")).toEqual(["Beta Tools"]);
    // LIKE's wildcards are plain text.
    expect(await search("q=100%25")).toEqual(["paper & co (100%)"]);
    expect(await search("q=_")).toEqual([]);
    expect(await search("limit=2")).toEqual(["Alpha Paper Mill", "Beta Tools"]);
    const { body } = await hit(vendors.loader, `/api/vendor/vendors?companyId=${companyId}&short=true&q=beta`);
    expect(body.vendors).toEqual([
      { id: expect.any(Number), vendorId: "PX-2", vendorName: "Beta Tools", phone: "", email: "", active: true },
    ]);

    const bad = await hit(vendors.loader, `/api/vendor/vendors?companyId=${companyId}&short=true&limit=51`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("limit must be a whole number from 1 to 50");
    const foreign = await hit(vendors.loader, `/api/vendor/vendors?companyId=${companyId}&short=true`, { token: intruder });
    expect(foreign.status).toBe(404);
  });
});
