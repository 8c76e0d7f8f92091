// The customer API (issue 26 item 7, customers): called as a client would, with bearer tokens and
// JSON; the same declarations as the vendor API (app/routes/api+/__party-api.server.ts) over the
// customer's configuration. Another user's customer or company is a 404, malformed input a 400 that
// writes nothing, a stale version a 409, deleting a customer with postings a 409.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as companies from "../../app/routes/api+/company._index";
import * as customers from "../../app/routes/api+/customer.customers._index";
import * as checkId from "../../app/routes/api+/customer.customers.check-id";
import * as customerRoute from "../../app/routes/api+/customer.customers.$id";
import * as trialBalance from "../../app/routes/api+/reports.trial-balance";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { startTestApp, type TestApp } from "../support/app";
import { apiCaller, signUp } from "../support/api-client";
import { companyFields } from "../support/company-fields";

let app: TestApp;
let owner: string;
let intruder: string;
let companyId: number;
const hit = apiCaller(() => owner);

beforeAll(async () => {
  app = await startTestApp();
  owner = (await signUp("customer-owner@example.com")).token;
  intruder = (await signUp("customer-intruder@example.com")).token;
  const company = await hit(companies.action, "/api/company", { method: "POST", body: companyFields() });
  expect(company.status).toBe(201);
  companyId = company.body.data.id;
});
afterAll(() => app.cleanup());

const payload = (over: Record<string, unknown> = {}) => ({
  companyId,
  customerId: "C-100",
  customerName: "Cedar Cafe",
  companyName: "Cedar Cafe Inc.",
  openingBalance: 320.5,
  balanceAsOf: "2026-09-30",
  taxExempt: true,
  resaleNumber: "R-77",
  contacts: [{ name: "Cy Cedar", title: "Owner", phone: "555 0142", email: "cy@cedar.test", primary: true }],
  addresses: [{ type: "Billing", address1: "4 Oak Ave", address2: "", city: "Salem", state: "OR", postalCode: "97301", country: "US" }],
  ...over,
});

describe("the customer API", () => {
  it("creates a customer whose opening balance is on Accounts Receivable, lists it with its balance and finds it by search", async () => {
    const created = await hit(customers.action, "/api/customer/customers", { method: "POST", body: payload() });
    expect(created.status).toBe(201);
    expect(created.body.customer).toMatchObject({ customerId: "C-100", customerName: "Cedar Cafe", balance: "320.50", taxExempt: true });
    const list = await hit(customers.loader, `/api/customer/customers?companyId=${companyId}`);
    expect(list.status).toBe(200);
    expect(list.body.customers.map((c: { customerName: string; balance: string }) => [c.customerName, c.balance])).toEqual([
      ["Cedar Cafe", "320.50"],
    ]);
    expect(list.body.total).toBe(1);
    const found = await hit(customers.loader, `/api/customer/customers?companyId=${companyId}&short=true&q=c-1`);
    expect(found.body.customers).toEqual([
      {
        id: created.body.customer.id,
        customerId: "C-100",
        customerName: "Cedar Cafe",
        phone: "555 0142",
        email: "cy@cedar.test",
        active: true,
      },
    ]);
    const tb = await hit(trialBalance.loader, `/api/reports/trial-balance?companyId=${companyId}&asOf=2026-12-31`);
    const ar = tb.body.rows.find((r: { accountName: string }) => r.accountName === "Accounts Receivable");
    expect(ar).toMatchObject({ debit: "320.50", credit: "0.00" });
  });

  it("refuses a taken Customer ID, bad input and another user's company, writing nothing", async () => {
    const taken = await hit(customers.action, "/api/customer/customers", { method: "POST", body: payload({ customerId: " c-100 " }) });
    expect(taken).toMatchObject({ status: 409, body: { error: "This Customer ID already exists in this company." } });
    const bad = await hit(customers.action, "/api/customer/customers", {
      method: "POST",
      body: payload({ customerId: "C-200", customerName: "", openingBalance: -5 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.customerName).toEqual(["Customer Name is required."]);
    const theirs = await hit(customers.action, "/api/customer/customers", {
      method: "POST",
      token: intruder,
      body: payload({ customerId: "X" }),
    });
    expect(theirs.status).toBe(404);
    expect(await app.db("customers").count({ n: "*" })).toEqual([{ n: 1 }]);
    const exists = await hit(checkId.loader, `/api/customer/customers/check-id?companyId=${companyId}&customerId=c-100`);
    expect(exists.body).toEqual({ data: { exists: true } });
  });

  it("edits on the version read (a stale one is a 409), keeps fields left out, and hides the customer from other users", async () => {
    const [{ id }] = await app.db("customers").where({ companyId }).select("id");
    const path = `/api/customer/customers/${id}`;
    const read = await hit(customerRoute.loader, path, { params: { id } });
    const version = read.body.customer.version;
    const edited = await hit(customerRoute.action, path, {
      method: "PUT",
      params: { id },
      body: { customerName: "Cedar Cafe & Bakery", version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.customer).toMatchObject({
      customerName: "Cedar Cafe & Bakery",
      companyName: "Cedar Cafe Inc.",
      resaleNumber: "R-77",
    });
    expect(edited.body.customer.contacts.map((c: { name: string }) => c.name)).toEqual(["Cy Cedar"]);
    const stale = await hit(customerRoute.action, path, { method: "PUT", params: { id }, body: { customerName: "Stale", version } });
    expect(stale.status).toBe(409);
    expect((await hit(customerRoute.loader, path, { params: { id }, token: intruder })).status).toBe(404);
    const removed = await hit(customerRoute.action, path, { method: "DELETE", params: { id } });
    expect(removed.status).toBe(409);
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await hit(openapi.loader, "/api/openapi.json")).body;
    expect(Object.keys(doc.paths["/api/customer/customers"])).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(doc.paths["/api/customer/customers/{id}"])).toEqual(expect.arrayContaining(["get", "put", "delete"]));
    expect(doc.paths["/api/customer/customers/check-id"].get).toBeDefined();
  });
});
