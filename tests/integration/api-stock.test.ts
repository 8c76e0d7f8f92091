// The warehouses' and stock adjustments' API (issue 15, deliverable 8) as a client calls it:
// bearer tokens, the spec's payloads (rows with inventoryItemId), the messages, and 404s for
// another user's company, warehouse or adjustment.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as signup from "../../app/routes/api+/client.signup";
import * as companies from "../../app/routes/api+/company._index";
import * as accountCreate from "../../app/routes/api+/company-account.create";
import * as warehouseList from "../../app/routes/api+/warehouses.company.$companyId";
import * as warehouseCreate from "../../app/routes/api+/warehouses._index";
import * as warehouseById from "../../app/routes/api+/warehouses.$id._index";
import * as warehouseRestore from "../../app/routes/api+/warehouses.$id.restore";
import * as adjustments from "../../app/routes/api+/inventory.companies.$id.stock-adjustments";
import * as adjustmentItems from "../../app/routes/api+/inventory.companies.$id.stock-adjustment-items";
import * as adjustmentById from "../../app/routes/api+/inventory.stock-adjustments.$id";
import { STOCK_ADJUSTMENT_MESSAGES as M } from "../../app/modules/inventory/stock-adjustment-schema";
import { WAREHOUSE_MESSAGES as W } from "../../app/modules/inventory/warehouse-schema";
import { call, startTestApp, type TestApp } from "../support/app";
import { companyFields } from "../support/company-fields";

type Json = any;
let app: TestApp;
let owner: string;
let intruder: string;
const ids: Record<string, number> = {};

async function hit(
  handler: unknown,
  path: string,
  options: { token?: string; method?: string; params?: Record<string, number>; body?: unknown } = {},
) {
  const { token = owner, method = "GET", params = {}, body } = options;
  const response = await call(handler, path, {
    method,
    params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    headers: { Authorization: `Bearer ${token}` },
    body: body as object | undefined,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function signUp(email: string): Promise<string> {
  const response = await call(signup.action, "/api/client/signup", {
    method: "POST",
    body: { email, password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" },
  });
  return (await response.json()).token;
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUp("stock-owner@example.com");
  intruder = await signUp("stock-intruder@example.com");
  ids.company = (await hit(companies.action, "/api/company", { method: "POST", body: companyFields() })).body.data.id;
  const account = async (fields: Record<string, unknown>) =>
    (await hit(accountCreate.action, "/api/company-account/create", { method: "POST", body: { companyId: ids.company, ...fields } })).body
      .account.id;
  ids.asset = await account({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Stock" });
  ids.shrink = await account({ accountType: "Cost of Goods Sold", accountNumber: "5100", accountName: "Shrinkage" });
  const [item] = await app
    .db("items")
    .insert({ companyId: ids.company, itemType: "inventory", name: "Widget", standardCost: "2.00", assetAccountId: ids.asset })
    .returning("id");
  ids.item = item.id;
});
afterAll(() => app?.cleanup());

describe("warehouses API", () => {
  it("creates, lists, edits, deactivates, restores and deletes, with the spec's messages", async () => {
    const missing = await hit(warehouseCreate.action, "/api/warehouses", { method: "POST", body: { companyId: ids.company, name: " " } });
    expect(missing).toMatchObject({ status: 400, body: { error: W.nameRequired } });
    const created = await hit(warehouseCreate.action, "/api/warehouses", {
      method: "POST",
      body: { companyId: ids.company, name: "Main", description: "Ground floor" },
    });
    expect(created).toMatchObject({ status: 201, body: { success: true, message: W.created, data: { name: "Main", isActive: true } } });
    ids.main = created.body.data.id;
    const spare = await hit(warehouseCreate.action, "/api/warehouses", { method: "POST", body: { companyId: ids.company, name: "Spare" } });
    ids.spare = spare.body.data.id;

    const list = await hit(warehouseList.loader, `/api/warehouses/company/${ids.company}?search=ground`, {
      params: { companyId: ids.company },
    });
    expect(list.body.data.warehouses.map((w: Json) => w.name)).toEqual(["Main"]);

    const edited = await hit(warehouseById.action, `/api/warehouses/${ids.spare}`, {
      method: "PUT",
      params: { id: ids.spare },
      body: { name: "Spare Room", city: "York", version: 1 },
    });
    expect(edited).toMatchObject({ status: 200, body: { message: W.updated, data: { name: "Spare Room", city: "York" } } });
    const off = await hit(warehouseById.action, `/api/warehouses/${ids.spare}`, { method: "DELETE", params: { id: ids.spare } });
    expect(off).toMatchObject({ status: 200, body: { message: W.deactivated, data: { isActive: false } } });
    const inactive = await hit(warehouseList.loader, `/api/warehouses/company/${ids.company}?status=inactive`, {
      params: { companyId: ids.company },
    });
    expect(inactive.body.data.warehouses.map((w: Json) => w.name)).toEqual(["Spare Room"]);
    const on = await hit(warehouseRestore.action, `/api/warehouses/${ids.spare}/restore`, { method: "POST", params: { id: ids.spare } });
    expect(on).toMatchObject({ status: 200, body: { message: W.activated, data: { isActive: true } } });
    const gone = await hit(warehouseById.action, `/api/warehouses/${ids.spare}?permanent=true`, {
      method: "DELETE",
      params: { id: ids.spare },
    });
    expect(gone).toMatchObject({ status: 200, body: { message: W.deleted } });
  });

  it("another user's warehouse or company is a 404", async () => {
    const list = await hit(warehouseList.loader, `/api/warehouses/company/${ids.company}`, {
      token: intruder,
      params: { companyId: ids.company },
    });
    expect(list.status).toBe(404);
    const put = await hit(warehouseById.action, `/api/warehouses/${ids.main}`, {
      token: intruder,
      method: "PUT",
      params: { id: ids.main },
      body: { name: "Mine", version: 1 },
    });
    expect(put).toMatchObject({ status: 404, body: { error: W.notFound } });
    const create = await hit(warehouseCreate.action, "/api/warehouses", {
      token: intruder,
      method: "POST",
      body: { companyId: ids.company, name: "X" },
    });
    expect(create.status).toBe(404);
  });
});

describe("stock adjustments API", () => {
  const path = () => `/api/inventory/companies/${ids.company}/stock-adjustments`;

  it("saves an adjustment from the spec's payload and lists it with its items", async () => {
    const refused = await hit(adjustments.action, path(), {
      method: "POST",
      params: { id: ids.company },
      body: { warehouseId: ids.main, adjustmentAccount: ids.shrink, items: [{ inventoryItemId: ids.item, adjustedQty: "-1" }] },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: M.invalidQuantities, errors: { "items[0].adjustedQty": [M.rowBelowZero] } },
    });
    const noWarehouse = await hit(adjustments.action, path(), {
      method: "POST",
      params: { id: ids.company },
      body: { adjustmentAccount: ids.shrink },
    });
    expect(noWarehouse).toMatchObject({ status: 400, body: { error: M.warehouseRequired } });

    const saved = await hit(adjustments.action, path(), {
      method: "POST",
      params: { id: ids.company },
      body: {
        date: "2026-11-20",
        warehouseId: ids.main,
        adjustmentAccount: ids.shrink,
        items: [{ inventoryItemId: ids.item, comment: "Count", currentQty: "99", adjustedQty: "4", currentValue: "0", rate: "3.25" }],
      },
    });
    expect(saved).toMatchObject({
      status: 201,
      body: {
        message: M.savedAndClose,
        data: { date: "2026-11-20", items: [{ inventoryItemId: ids.item, currentQty: "0.0000", value: "13.00" }] },
      },
    });
    ids.adjustment = saved.body.data.id;

    const list = await hit(adjustments.loader, path(), { params: { id: ids.company } });
    expect(list.body).toMatchObject({
      total: 1,
      data: [{ id: ids.adjustment, warehouse: { name: "Main" }, items: [{ inventoryItem: { name: "Widget" } }] }],
    });
    const rows = await hit(adjustmentItems.loader, `/api/inventory/companies/${ids.company}/stock-adjustment-items`, {
      params: { id: ids.company },
    });
    expect(rows.body.data).toMatchObject([{ inventoryItemId: ids.item, itemName: "Widget", adjustedQty: "4.0000", rate: "3.2500" }]);
  });

  it("edits with the version read, and deletes", async () => {
    const put = await hit(adjustmentById.action, `/api/inventory/stock-adjustments/${ids.adjustment}`, {
      method: "PUT",
      params: { id: ids.adjustment },
      body: {
        warehouseId: ids.main,
        adjustmentAccount: ids.shrink,
        items: [{ inventoryItemId: ids.item, adjustedQty: "2", rate: "3.25" }],
        version: 1,
      },
    });
    expect(put).toMatchObject({ status: 200, body: { data: { version: 2, items: [{ adjustedQty: "2.0000", value: "6.50" }] } } });
    const stale = await hit(adjustmentById.action, `/api/inventory/stock-adjustments/${ids.adjustment}`, {
      method: "PUT",
      params: { id: ids.adjustment },
      body: { warehouseId: ids.main, adjustmentAccount: ids.shrink, items: [{ inventoryItemId: ids.item, adjustedQty: "1" }], version: 1 },
    });
    expect(stale.status).toBe(409);
    const removed = await hit(adjustmentById.action, `/api/inventory/stock-adjustments/${ids.adjustment}`, {
      method: "DELETE",
      params: { id: ids.adjustment },
    });
    expect(removed).toMatchObject({ status: 200, body: { message: M.deleted } });
    expect((await hit(adjustments.loader, path(), { params: { id: ids.company } })).body.total).toBe(0);
  });

  it("another user's company or adjustment is a 404, and a warehouse with history cannot be deleted", async () => {
    expect((await hit(adjustments.loader, path(), { token: intruder, params: { id: ids.company } })).status).toBe(404);
    const post = await hit(adjustments.action, path(), {
      token: intruder,
      method: "POST",
      params: { id: ids.company },
      body: { warehouseId: ids.main, adjustmentAccount: ids.shrink, items: [{ inventoryItemId: ids.item, adjustedQty: "1" }] },
    });
    expect(post.status).toBe(404);
    const saved = await hit(adjustments.action, path(), {
      method: "POST",
      params: { id: ids.company },
      body: { warehouseId: ids.main, adjustmentAccount: ids.shrink, items: [{ inventoryItemId: ids.item, adjustedQty: "1" }] },
    });
    const id = saved.body.data.id;
    expect((await hit(adjustmentById.loader, `/api/inventory/stock-adjustments/${id}`, { token: intruder, params: { id } })).status).toBe(
      404,
    );
    expect(
      (await hit(adjustmentById.action, `/api/inventory/stock-adjustments/${id}`, { token: intruder, method: "DELETE", params: { id } }))
        .status,
    ).toBe(404);
    const del = await hit(warehouseById.action, `/api/warehouses/${ids.main}?permanent=true`, {
      method: "DELETE",
      params: { id: ids.main },
    });
    expect(del).toMatchObject({ status: 409, body: { error: W.inUse("Main") } });
  });
});
