// The support lists' API (issue 4 item 5) called as a client would: bearer tokens, each list's
// response keys (groupList, paymentTerms, …), the lists' messages, cross-user 404s, malformed bodies
// refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as terms from "../../app/routes/api+/company.payment-terms._index";
import * as termById from "../../app/routes/api+/company.payment-terms.$id";
import * as shipping from "../../app/routes/api+/vendor.preferred-shipping-methods._index";
import * as shippingById from "../../app/routes/api+/vendor.preferred-shipping-methods.$id";
import * as vendorGroups from "../../app/routes/api+/company.vendor-groups._index";
import * as vendorGroupById from "../../app/routes/api+/company.vendor-groups.$id";
import * as customerGroups from "../../app/routes/api+/company.customer-groups._index";
import * as customerGroupById from "../../app/routes/api+/company.customer-groups.$id";
import * as itemGroups from "../../app/routes/api+/company.item-groups._index";
import * as itemGroupById from "../../app/routes/api+/company.item-groups.$id";
import * as frequencies from "../../app/routes/api+/company.invoice-frequencies._index";
import * as frequencyById from "../../app/routes/api+/company.invoice-frequencies.$id";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { SUPPORT_LISTS } from "../../app/modules/support-lists/support-lists.server";
import { call, startTestApp, type TestApp } from "../support/app";
import { signUpToken, apiCaller, newApiCompany } from "../support/api-client";

let app: TestApp;
let owner: string;
let intruder: string;
let companyId: number;
let intruderCompanyId: number;

/** Response bodies, read loosely: the assertions say what they must hold. */
type Json = any;

const hit = apiCaller(() => owner, { json: true });

const newCompany = (token: string) => newApiCompany(hit, token);

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUpToken("lists-owner@example.com");
  intruder = await signUpToken("lists-intruder@example.com");
  companyId = await newCompany(owner);
  intruderCompanyId = await newCompany(intruder);
});
afterAll(() => app?.cleanup());

const ROUTES = [
  {
    kind: "vendor-groups",
    path: "/api/company/vendor-groups",
    list: vendorGroups,
    byId: vendorGroupById,
    listKey: "groupList",
    itemKey: "group",
    extra: {},
  },
  {
    kind: "customer-groups",
    path: "/api/company/customer-groups",
    list: customerGroups,
    byId: customerGroupById,
    listKey: "groupList",
    itemKey: "group",
    extra: {},
  },
  {
    kind: "item-groups",
    path: "/api/company/item-groups",
    list: itemGroups,
    byId: itemGroupById,
    listKey: "groupList",
    itemKey: "group",
    extra: {},
  },
  {
    kind: "invoice-frequencies",
    path: "/api/company/invoice-frequencies",
    list: frequencies,
    byId: frequencyById,
    listKey: "frequencyList",
    itemKey: "frequency",
    extra: {},
  },
  {
    kind: "payment-terms",
    path: "/api/company/payment-terms",
    list: terms,
    byId: termById,
    listKey: "paymentTerms",
    itemKey: "paymentTerm",
    extra: { netDueIn: 30 },
  },
  {
    kind: "shipping-methods",
    path: "/api/vendor/preferred-shipping-methods",
    list: shipping,
    byId: shippingById,
    listKey: null,
    itemKey: "shippingMethod",
    extra: { description: "Ground" },
  },
] as const;

const listOf = async (route: (typeof ROUTES)[number], id = companyId, token: string | null = owner) => {
  const { status, body } = await hit(route.list.loader, `${route.path}?companyId=${id}`, { token });
  return { status, body, items: status === 200 ? (route.listKey ? body[route.listKey] : body) : undefined };
};

describe.each(ROUTES)("$path", (route) => {
  const config = SUPPORT_LISTS[route.kind];

  it("creates (201, the record under its key), lists, and deletes with the remaining count", async () => {
    const created = await hit(route.list.action, route.path, { method: "POST", body: { companyId, name: "  First ", ...route.extra } });
    expect(created.status).toBe(201);
    expect(created.body[route.itemKey]).toMatchObject({ id: expect.any(Number), name: "First", companyId });
    expect(created.body.data).toEqual(created.body[route.itemKey]);
    expect(created.body.message).toMatch(
      route.kind === "item-groups" ? /^Item group created successfully!$/ : /created successfully! You now have 1 /,
    );
    await hit(route.list.action, route.path, { method: "POST", body: { companyId: String(companyId), name: "Another", ...route.extra } });

    const { status, items } = await listOf(route);
    expect(status).toBe(200);
    expect(items.map((i: Json) => i.name)).toEqual(["Another", "First"]);

    const gone = await hit(route.byId.action, `${route.path}/${created.body.data.id}`, {
      method: "DELETE",
      params: { id: created.body.data.id },
    });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ success: true, name: "First", remaining: 1, message: config.messages.deleted("First", 1) });
    expect((await listOf(route)).items.map((i: Json) => i.name)).toEqual(["Another"]);
  });

  it("refuses a duplicate name with 409", async () => {
    const { status, body } = await hit(route.list.action, route.path, {
      method: "POST",
      body: { companyId, name: "another", ...route.extra },
    });
    expect(status).toBe(409);
    expect(body.error).toBe(`A ${config.singular} named "another" already exists.`);
  });

  it("keeps another user's company and entries out of reach (404), writing nothing", async () => {
    expect((await listOf(route, companyId, intruder)).status).toBe(404);
    const posted = await hit(route.list.action, route.path, {
      method: "POST",
      token: intruder,
      body: { companyId, name: "Sneaky", ...route.extra },
    });
    expect(posted.status).toBe(404);
    const [mine] = (await listOf(route)).items;
    const deleted = await hit(route.byId.action, `${route.path}/${mine.id}`, {
      method: "DELETE",
      token: intruder,
      params: { id: mine.id },
    });
    expect(deleted.status).toBe(404);
    expect(deleted.body.error).toBe(config.messages.notFound);
    expect((await listOf(route)).items.map((i: Json) => i.name)).toEqual(["Another"]);
    expect((await listOf(route, intruderCompanyId, intruder)).items).toEqual([]);
    const missing = await hit(route.byId.action, `${route.path}/999999`, { method: "DELETE", params: { id: 999999 } });
    expect(missing.status).toBe(404);
    expect((await listOf(route, companyId, null)).status).toBe(401);
  });

  it("refuses malformed bodies and queries with 400, writing nothing", async () => {
    const bad = [
      { companyId, name: "", ...route.extra },
      { name: "No company", ...route.extra },
      { companyId: "abc", name: "X", ...route.extra },
      { companyId, name: 42 },
    ];
    for (const body of bad) {
      const { status, body: answer } = await hit(route.list.action, route.path, { method: "POST", body });
      expect(status).toBe(400);
      expect(answer.error).toEqual(expect.any(String));
    }
    const notJson = await call(route.list.action, route.path, {
      method: "POST",
      headers: { Authorization: `Bearer ${owner}`, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error).toBe("The request body is not valid JSON.");
    expect((await hit(route.list.loader, route.path)).status).toBe(400);
    expect((await listOf(route)).items).toHaveLength(1);
  });
});

describe("the spec's messages on the wire", () => {
  it("group name: 'Name field is required.'", async () => {
    const { body } = await hit(vendorGroups.action, "/api/company/vendor-groups", { method: "POST", body: { companyId, name: "  " } });
    expect(body).toEqual({ error: "Name field is required.", errors: { name: ["Name field is required."] } });
  });

  it("payment terms: type-driven requirements and the derived description", async () => {
    let answer = await hit(terms.action, "/api/company/payment-terms", { method: "POST", body: { companyId, name: "Net", type: "fixed" } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ netDueIn: ["Net due in (days) is required for Fixed Number of Days payment terms."] });
    answer = await hit(terms.action, "/api/company/payment-terms", { method: "POST", body: { companyId, name: "Net", netDueIn: "0" } });
    expect(answer.body.error).toBe("Net due in (days) must be a valid positive number.");
    answer = await hit(terms.action, "/api/company/payment-terms", { method: "POST", body: { companyId, name: "EOM", type: "date" } });
    expect(answer.body.error).toBe("Net due before date is required for Date Driven payment terms.");
    answer = await hit(terms.action, "/api/company/payment-terms", { method: "POST", body: { companyId, name: "", netDueIn: 5 } });
    expect(answer.body.error).toBe("Payment term name is required.");

    answer = await hit(terms.action, "/api/company/payment-terms", {
      method: "POST",
      body: { companyId, name: "EOM", type: "date", netDueBefore: 25 },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.paymentTerm).toMatchObject({ type: "date", description: "Date Driven", dueDays: 25, discountPercent: 0 });
    expect(answer.body.message).toBe('Payment term "EOM" created successfully! You now have 2 payment term(s) in your system.');
    const { items } = await listOf(ROUTES[4]);
    expect(items.map((p: Json) => [p.name, p.description])).toEqual([
      ["Another", "Pay with in 30 days"],
      ["EOM", "Date Driven"],
    ]);
  });

  it("shipping methods: 'Both fields are required.' and a bare array", async () => {
    const { status, body } = await hit(shipping.action, "/api/vendor/preferred-shipping-methods", {
      method: "POST",
      body: { companyId, name: "UPS" },
    });
    expect(status).toBe(400);
    expect(body.error).toBe("Both fields are required.");
    expect(Array.isArray((await listOf(ROUTES[5])).body)).toBe(true);
  });

  it("a referenced entry cannot be deleted: 409 with the spec's text, nothing deleted", async () => {
    const config = SUPPORT_LISTS["customer-groups"];
    const saved = config.references;
    await app.db.raw("CREATE TABLE test_customer_refs (id serial PRIMARY KEY, company_id integer NOT NULL, customer_group_id integer)");
    config.references = [{ table: "test_customer_refs", column: "customer_group_id", what: "customers" }];
    try {
      const created = await hit(customerGroups.action, "/api/company/customer-groups", {
        method: "POST",
        body: { companyId, name: "VIP" },
      });
      await app.db("test_customer_refs").insert({ company_id: companyId, customer_group_id: created.body.group.id });
      const { status, body } = await hit(customerGroupById.action, "/x", { method: "DELETE", params: { id: created.body.group.id } });
      expect(status).toBe(409);
      expect(body.error).toBe(
        'Cannot delete "VIP" because it is currently assigned to one or more customers. Please reassign those customers to another group first.',
      );
      expect((await listOf(ROUTES[1])).items.map((g: Json) => g.name)).toContain("VIP");
    } finally {
      config.references = saved;
      await app.db.raw("DROP TABLE test_customer_refs");
    }
  });

  it("wrong methods get 405; the OpenAPI document lists the endpoints", async () => {
    expect((await hit(vendorGroups.action, "/api/company/vendor-groups", { method: "PUT", body: {} })).status).toBe(405);
    const doc = await hit(openapi.loader, "/api/openapi.json", { token: null });
    expect(doc.status).toBe(200);
    for (const route of ROUTES) {
      expect(Object.keys(doc.body.paths[route.path])).toEqual(["get", "post"]);
      expect(doc.body.paths[`${route.path}/{id}`].delete).toBeDefined();
    }
  });
});
