// The assembly screens, the Inventory Center and the inventory API through their loaders and actions
// (a session cookie, as a browser without JavaScript; a bearer-less session for the API): a New
// Inventory Assembly form saved and refused with the spec's words, a build from the screen and from
// the API (with the stock-adjust-first answer), the Center's page and CSV, and another company's
// records answering 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { defaultWarehouseId, moveStock, stockPostingLines } from "../../app/modules/inventory/stock.server";
import { Item } from "../../app/modules/items/item.model";
import { postEntry } from "../../app/modules/ledger/ledger.server";
import { openingBalanceEquityAccount } from "../../app/modules/accounts/system-accounts.server";
import * as buildApi from "../../app/routes/api+/inventory.assemblies.$assemblyId.build";
import * as assembliesApi from "../../app/routes/api+/inventory.companies.$id.assemblies";
import * as transactionsApi from "../../app/routes/api+/inventory.items.$itemId.transactions";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import * as buildScreen from "../../app/routes/company.$companyId.dashboard+/_inventory+/inventory.build-assembly";
import * as centerScreen from "../../app/routes/company.$companyId.dashboard+/_inventory+/inventory.center";
import * as centerCsv from "../../app/routes/company.$companyId.dashboard+/_inventory+/inventory.center[.]csv";
import * as newAssembly from "../../app/routes/company.$companyId.dashboard+/_inventory+/inventory.new-assembly";
import { call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";

let app: TestApp;
let cookie: string;
let otherCookie: string;
let ctx: CompanyContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  ({ cookie: otherCookie } = await signedInOwner(app.db));
  ({ ctx, cookie } = await signedInOwner(app.db, { today: "2026-11-25" }));
  ids.asset = (
    await createAccount(
      app.db,
      ctx,
      accountCreateSchema.parse({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Stock" }),
    )
  ).id;
  const [widget, gadget, never] = await Item.query(app.db).insert([
    { companyId: ctx.companyId, itemType: "inventory", name: "Widget", standardCost: "2.00", assetAccountId: ids.asset },
    { companyId: ctx.companyId, itemType: "inventory", name: "Gadget", standardCost: "5.00", assetAccountId: ids.asset },
    { companyId: ctx.companyId, itemType: "inventory", name: "Never Stocked", standardCost: "1.00", assetAccountId: ids.asset },
  ]);
  Object.assign(ids, { widget: widget.id, gadget: gadget.id, never: never.id });
  await app.db.transaction(async (trx) => {
    ids.main = await defaultWarehouseId(trx, ctx.companyId);
    const moved = await moveStock(trx, ctx.companyId, { type: "opening", id: 1, date: "2026-11-01" }, [
      { itemId: widget.id, warehouseId: ids.main, quantity: 100_000, value: 2500 as Cents },
      { itemId: gadget.id, warehouseId: ids.main, quantity: 40_000, value: 2000 as Cents },
    ]);
    const lines = stockPostingLines(moved);
    lines.push({ accountId: await openingBalanceEquityAccount(trx, ctx.companyId), credit: 4500 as Cents });
    await postEntry(trx, ctx, { entryType: "OB", entryDate: "2026-11-01", lines });
  });
});
afterAll(() => app.cleanup());

const base = () => `/company/${ctx.companyId}/dashboard/inventory`;
const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
};
const post = (route: { action: unknown }, path: string, fields: Record<string, string>) =>
  call(route.action, path, {
    method: "POST",
    params: { companyId: String(ctx.companyId) },
    headers: { Cookie: cookie },
    body: form(fields),
  });
const load = (route: { loader: unknown }, path: string, who = cookie) =>
  call(route.loader, path, { params: { companyId: String(ctx.companyId) }, headers: { Cookie: who } });

describe("New Inventory Assembly screen", () => {
  it("offers only stocked inventory items, with on hand and average cost", async () => {
    const page = await (await load(newAssembly, `${base()}/new-assembly`)).json();
    expect(page.components.map((c: { name: string; avgCost: string }) => [c.name, c.avgCost])).toEqual([
      ["Gadget", "5.0000"],
      ["Widget", "2.5000"],
    ]);
  });

  it("reloads without saving on Update, Add Row and a row's Delete, keeping what was typed (issue 25.19)", async () => {
    const count = async () => Number((await app.db("items").where({ companyId: ctx.companyId }).count("* as n"))[0].n);
    const before = await count();
    const typed = {
      name: "Reloaded Kit",
      assetsAccount: String(ids.asset),
      salesPrice: "12.00",
      "items[0].inventoryItemId": String(ids.widget),
      "items[0].quantity": "2",
      "items[1].inventoryItemId": String(ids.gadget),
      "items[1].quantity": "1",
    };
    let response = await post(newAssembly, `${base()}/new-assembly`, { ...typed, intent: "update" });
    expect(response.status).toBe(200);
    let body = await response.json();
    expect(body).toMatchObject({ messages: [], rowCount: 2 });
    expect(body.values).toMatchObject({ ...typed, buyProduct: "off" });
    response = await post(newAssembly, `${base()}/new-assembly`, { ...typed, intent: "add-row" });
    body = await response.json();
    expect(body.rowCount).toBe(3);
    expect(body.values["items[2].inventoryItemId"]).toBe("");
    response = await post(newAssembly, `${base()}/new-assembly`, { ...typed, intent: "remove-row:0" });
    body = await response.json();
    expect(body.rowCount).toBe(1);
    expect(body.values).toMatchObject({ "items[0].inventoryItemId": String(ids.gadget), "items[0].quantity": "1" });
    expect(body.values["items[1].inventoryItemId"]).toBeUndefined();
    expect(await count()).toBe(before);
  });

  it("refuses a form without a name or items, and Quantity Needed above On Hand, in the spec's words", async () => {
    let response = await post(newAssembly, `${base()}/new-assembly`, { name: "", assetsAccount: String(ids.asset), intent: "save-close" });
    expect(response.status).toBe(400);
    expect((await response.json()).messages).toEqual(["Please enter a valid assembly name."]);
    response = await post(newAssembly, `${base()}/new-assembly`, { name: "Kit", assetsAccount: String(ids.asset), intent: "save-close" });
    expect((await response.json()).messages).toEqual(["Please select at least one valid item for the assembly."]);
    response = await post(newAssembly, `${base()}/new-assembly`, {
      name: "Kit",
      assetsAccount: String(ids.asset),
      "items[0].inventoryItemId": String(ids.widget),
      "items[0].quantity": "11",
      intent: "save-close",
    });
    const body = await response.json();
    expect(body.messages).toEqual([
      "Quantity Needed cannot exceed On Hand Quantity!",
      "One or more Quantity Needed values exceed On Hand Quantity.",
    ]);
    expect(body.values.name).toBe("Kit");
  });

  it("refuses a name with a NUL or another control character with a field message (400), saving nothing (issue 25.12)", async () => {
    const count = async () => Number((await app.db("items").where({ companyId: ctx.companyId }).count("* as n"))[0].n);
    const before = await count();
    for (const name of ["Kit\u0000", "\u0000", "Bad\u0007Kit"]) {
      const response = await post(newAssembly, `${base()}/new-assembly`, {
        name,
        assetsAccount: String(ids.asset),
        "items[0].inventoryItemId": String(ids.widget),
        "items[0].quantity": "1",
        intent: "save-close",
      });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.fieldErrors.name).toEqual(["Must not contain control characters"]);
    }
    expect(await count()).toBe(before);
  });

  it("saves an assembly (an unticked I sell box is off) and goes on to Build Assembly", async () => {
    const response = await post(newAssembly, `${base()}/new-assembly`, {
      name: "Kit",
      active: "on",
      assetsAccount: String(ids.asset),
      "items[0].inventoryItemId": String(ids.widget),
      "items[0].quantity": "2",
      "items[1].inventoryItemId": String(ids.gadget),
      "items[1].quantity": "1",
      "items[2].inventoryItemId": "",
      "items[2].quantity": "",
      intent: "save-close",
    });
    expect(response.status).toBe(302);
    const kit = await Item.query(app.db).where({ companyId: ctx.companyId, name: "Kit" }).first();
    ids.kit = kit!.id;
    expect(kit).toMatchObject({ itemType: "assembly", sells: false, buys: false, active: true });
    expect(response.headers.get("Location")).toBe(`${base()}/build-assembly?assemblyId=${ids.kit}`);
  });
});

describe("Build Assembly screen and API", () => {
  it("shows the assembly's components and the maximum buildable quantity", async () => {
    const page = await (await load(buildScreen, `${base()}/build-assembly?assemblyId=${ids.kit}`)).json();
    expect(page.selected).toMatchObject({ name: "Kit", onHandQuantity: "0", maxBuildable: 4, materialsCost: "10.00" });
    expect(
      page.selected.items.map((c: { name: string; onHand: string; quantity: string; total: string }) => [
        c.name,
        c.onHand,
        c.quantity,
        c.total,
      ]),
    ).toEqual([
      ["Widget", "10", "2", "5.00"],
      ["Gadget", "4", "1", "5.00"],
    ]);
  });

  it("opens on the warehouse that can build the most, not the first by name (issue 25.20)", async () => {
    const [empty] = await app.db("warehouses").insert({ companyId: ctx.companyId, name: "AAA Empty", isActive: true }).returning("id");
    try {
      const page = await (await load(buildScreen, `${base()}/build-assembly?assemblyId=${ids.kit}`)).json();
      expect(page.warehouses[0].name).toBe("AAA Empty");
      expect(page.warehouseId).toBe(ids.main);
      expect(page.selected.maxBuildable).toBe(4);
      const asked = await (await load(buildScreen, `${base()}/build-assembly?assemblyId=${ids.kit}&warehouseId=${empty.id}`)).json();
      expect(asked.warehouseId).toBe(empty.id);
    } finally {
      await app.db("warehouses").where({ id: empty.id }).delete();
    }
  });

  it("refuses past the maximum and builds within it", async () => {
    let response = await post(buildScreen, `${base()}/build-assembly`, {
      assemblyId: String(ids.kit),
      buildQty: "5",
      date: "11/20/2026",
      refNo: "7",
    });
    expect(response.status).toBe(409);
    expect((await response.json()).messages).toEqual(["Quantity to Build cannot exceed maximum buildable quantity (4)."]);
    response = await post(buildScreen, `${base()}/build-assembly`, { assemblyId: "", buildQty: "1" });
    expect((await response.json()).messages).toEqual(["Please select an assembly item."]);
    response = await post(buildScreen, `${base()}/build-assembly`, {
      assemblyId: String(ids.kit),
      buildQty: "1",
      date: "11/20/2026",
      refNo: "7",
      intent: "build-new",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${base()}/build-assembly`);

    const api = await call(buildApi.action, `/api/inventory/assemblies/${ids.kit}/build`, {
      method: "POST",
      params: { assemblyId: String(ids.kit) },
      headers: { Cookie: cookie },
      body: { buildQty: 1, date: "2026-11-21", refNo: "8", comments: "API" },
    });
    expect(api.status).toBe(201);
    expect((await api.json()).build).toMatchObject({ quantity: "1", value: "10.00", onHand: "2", refNo: "8" });

    const theirs = await call(buildApi.action, `/api/inventory/assemblies/${ids.kit}/build`, {
      method: "POST",
      params: { assemblyId: String(ids.kit) },
      headers: { Cookie: otherCookie },
      body: { buildQty: 1 },
    });
    expect(theirs.status).toBe(404);
  });

  it("answers the stock-adjust-first refusal with the item to adjust", async () => {
    const created = await call(assembliesApi.action, `/api/inventory/companies/${ctx.companyId}/assemblies`, {
      method: "POST",
      params: { id: String(ctx.companyId) },
      headers: { Cookie: cookie },
      body: { name: "Box", assetsAccount: ids.asset, sellProduct: false, items: [{ inventoryItemId: ids.widget, quantity: 1 }] },
    });
    expect(created.status).toBe(201);
    const box = (await created.json()).assembly;
    await app
      .db("assemblyComponents")
      .insert({ companyId: ctx.companyId, assemblyId: box.id, lineNo: 2, componentItemId: ids.never, quantity: "1" });
    const response = await post(buildScreen, `${base()}/build-assembly`, { assemblyId: String(box.id), buildQty: "1" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      messages: ["This item must be stock adjusted first! Redirecting..."],
      stockAdjustItemId: ids.never,
    });
    const list = await (
      await call(assembliesApi.loader, `/api/inventory/companies/${ctx.companyId}/assemblies`, {
        params: { id: String(ctx.companyId) },
        headers: { Cookie: cookie },
      })
    ).json();
    expect(list.assemblies.map((a: { name: string; onHandQuantity: string }) => [a.name, a.onHandQuantity])).toEqual([
      ["Box", "0"],
      ["Kit", "2"],
    ]);
  });
});

describe("Inventory Centre", () => {
  it("shows the selected item's transactions and exports them", async () => {
    const page = await (await load(centerScreen, `${base()}/center?itemId=${ids.widget}&perPage=5`)).json();
    expect(page.list.items.map((i: { name: string }) => i.name)).toEqual(["Box", "Gadget", "Kit", "Never Stocked", "Widget"]);
    expect(page.selected).toMatchObject({ name: "Widget", quantity: "6" });
    expect(
      page.transactions.items.map((t: { date: string; type: string; no: string; quantity: string; amount: string }) => [
        t.date,
        t.type,
        t.no,
        t.quantity,
        t.amount,
      ]),
    ).toEqual([
      ["2026-11-21", "Build Assembly", "8", "-2", "-5.00"],
      ["2026-11-20", "Build Assembly", "7", "-2", "-5.00"],
      ["2026-11-01", "Opening Stock", "1", "10", "25.00"],
    ]);
    const csv = await load(centerCsv, `${base()}/center.csv?itemId=${ids.widget}`);
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="Widget-transactions.csv"');
    expect((await csv.text()).split(/\r?\n/).slice(0, 2)).toEqual([
      "Date,Type,No,Memo,Quantity,Amount",
      "11/21/2026,Build Assembly,8,Build 8: 1 × Kit,-2,-5.00",
    ]);
    const api = await call(transactionsApi.loader, `/api/inventory/items/${ids.widget}/transactions?view=bills`, {
      params: { itemId: String(ids.widget) },
      headers: { Cookie: cookie },
    });
    expect(await api.json()).toMatchObject({ items: [], total: 0 });
    const theirs = await call(transactionsApi.loader, `/api/inventory/items/${ids.widget}/transactions`, {
      params: { itemId: String(ids.widget) },
      headers: { Cookie: otherCookie },
    });
    expect(theirs.status).toBe(404);
    expect((await load(centerScreen, `${base()}/center`, otherCookie)).status).toBe(404);
  });

  it("documents the inventory endpoints in the OpenAPI document", async () => {
    const doc = await (await call(openapi.loader, "/api/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/inventory/companies/{id}/assemblies",
        "/api/inventory/assemblies/{assemblyId}/build",
        "/api/inventory/items/{itemId}/transactions",
      ]),
    );
  });
});

// Last: the race uses up the Kit's components, which the Center's figures above count on.
describe("Build Assembly API under concurrency", () => {
  it("of two simultaneous API builds that together would overdraw a component, one answers 409", async () => {
    const page = await (await load(buildScreen, `${base()}/build-assembly?assemblyId=${ids.kit}`)).json();
    const most = page.selected.maxBuildable as number;
    expect(most).toBe(2); // Gadget: 4 on hand, 2 used by the builds above, 1 per kit
    const build = () =>
      call(buildApi.action, `/api/inventory/assemblies/${ids.kit}/build`, {
        method: "POST",
        params: { assemblyId: String(ids.kit) },
        headers: { Cookie: cookie },
        body: { buildQty: most, date: "2026-11-22" },
      });
    const answers = await Promise.all([build(), build()]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = await answers.find((r) => r.status === 409)!.json();
    // Refused by whichever component the loser reaches first once the winner has taken them.
    expect([
      "Not enough Widget in Main Warehouse: 2 on hand, 4 needed.",
      "Not enough Gadget in Main Warehouse: 0 on hand, 2 needed.",
      "Quantity to Build cannot exceed maximum buildable quantity (0).",
    ]).toContain(refused.error);
    const after = await (await load(buildScreen, `${base()}/build-assembly?assemblyId=${ids.kit}`)).json();
    expect(after.selected).toMatchObject({ onHandQuantity: "4", maxBuildable: 0 });
  });
});
