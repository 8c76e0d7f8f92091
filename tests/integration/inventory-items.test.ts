// Inventory items (issue 15, deliverable 1): the form's messages, the opening stock posted Dr the
// assets account / Cr Opening Balance Equity with the item on hand, edits (version, the assets
// account fixed once stock moved), the list's filters, search, pagination and CSV, and the API —
// another user's company or item is a 404, bad input a 400 with the spec's words that writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { numericProblems, openingTotal, cleanMoneyInput } from "../../app/modules/inventory/inventory-item-rules";
import { inventoryItemSchema } from "../../app/modules/inventory/inventory-item-schema";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import * as companies from "../../app/routes/api+/company._index";
import * as items from "../../app/routes/api+/inventory.items._index";
import * as itemRoute from "../../app/routes/api+/inventory.items.$id";
import * as companyItems from "../../app/routes/api+/inventory.companies.$id.items";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { call, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";
import { companyFields } from "../support/company-fields";
import { apiCaller, signUpToken } from "../support/api-client";

let app: TestApp;
let owner: string;
let intruder: string;
let companyId: number;
const acc: Record<string, number> = {};

type Json = any;

const hit = apiCaller(() => owner);

const payload = (over: Record<string, unknown> = {}) => ({
  companyId,
  name: "Widget",
  descriptionSales: "A blue widget",
  salesPrice: 12,
  incomeAccount: acc.income,
  purchasePrice: 4,
  costOfGoodsSold: acc.cogs,
  assetsAccount: acc.asset,
  standardCost: 5,
  onHandQuantity: 10,
  asOfDate: "11/01/2026",
  reorderPoint: 3,
  ...over,
});

const create = (over: Record<string, unknown> = {}, token = owner) =>
  hit(items.action, "/api/inventory/items", { method: "POST", body: payload(over), token });

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUpToken("inv-owner@example.com");
  intruder = await signUpToken("inv-intruder@example.com");
  const { body } = await hit(companies.action, "/api/company", { method: "POST", body: companyFields() });
  companyId = body.data.id;
  const userId = (await app.db("users").where({ email: "inv-owner@example.com" }).first("id")).id;
  const ctx = { companyId, userId, today: "2026-11-25" };
  const make = async (accountType: string, accountNumber: string, accountName: string) =>
    (await createAccount(app.db, ctx, accountCreateSchema.parse({ accountType, accountNumber, accountName }))).id;
  acc.asset = await make("Inventory Asset", "1300", "Inventory");
  acc.asset2 = await make("Inventory Asset", "1310", "Inventory B");
  acc.cogs = await make("Cost of Goods Sold", "6000", "COGS");
  acc.income = await make("Income", "4000", "Sales");
  acc.expense = await make("Expense", "5000", "Rent");
});
afterAll(() => app.cleanup());

const messagesOf = (value: Record<string, unknown>) => {
  const parsed = inventoryItemSchema().safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe("the Inventory Item rules", () => {
  it("asks for the name, the accounts, the parent of a sub-item and, when selling, price and income account", () => {
    expect(messagesOf({ subitemOf: true, standardCost: "5" })).toEqual(
      expect.arrayContaining([
        "Inventory Name is required.",
        "Parent Item is required when this is a subitem.",
        "Assets Account is required.",
        "Cost of Goods Sold Account is required.",
        "Sales Price is required when selling this product.",
        "Income Account is required when selling this product.",
      ]),
    );
    expect(messagesOf({ name: "x", sellProduct: false, assetsAccount: 1, costOfGoodsSold: 2 })).toEqual(["Standard Cost is required."]);
  });

  it("runs the live numeric rules with the amounts in the messages", () => {
    expect(numericProblems({ sellProduct: true, salesPrice: "4", purchasePrice: "5", standardCost: "6" })).toEqual({
      salesPrice: [
        "Sales Price ($4.00) should be higher than Purchase Price ($5.00).",
        "Sales Price ($4.00) should be higher than Standard Cost ($6.00).",
      ],
      purchasePrice: ["Purchase Price ($5.00) should be lower than Sales Price ($4.00)."],
      standardCost: ["Standard Cost ($6.00) should be lower than Sales Price ($4.00)."],
    });
    expect(numericProblems({ sellProduct: false, purchasePrice: "7", standardCost: "6" })).toEqual({
      purchasePrice: ["Purchase Price ($7.00) should be lower than Standard Cost ($6.00)."],
      standardCost: ["Standard Cost ($6.00) should be higher than Purchase Price ($7.00)."],
    });
    expect(numericProblems({ sellProduct: true, salesPrice: "0", purchasePrice: "-1", standardCost: "0" })).toEqual({
      salesPrice: ["Sales Price must be greater than zero."],
      purchasePrice: ["Purchase Price cannot be negative."],
      standardCost: ["Standard Cost must be greater than zero."],
    });
    expect(numericProblems({ sellProduct: true, salesPrice: "abc", standardCost: "-2" })).toEqual({
      salesPrice: ["Sales Price must be a valid number."],
      standardCost: ["Standard Cost cannot be negative."],
    });
    expect(numericProblems({ sellProduct: true, salesPrice: "12", purchasePrice: "4", standardCost: "5" })).toEqual({});
  });

  it("strips typed money to digits and one point with 2 decimals, and totals standard cost × quantity", () => {
    expect(cleanMoneyInput("$1,2a3.456.7")).toBe("123.45");
    expect(openingTotal("2.50", "3.5")).toBe(875);
    expect(openingTotal("", "")).toBe(0);
    expect(openingTotal("x", "1")).toBeNull();
  });
});

describe("creating an inventory item with opening stock", () => {
  let widgetId: number;

  it("receives the opening quantity into the default warehouse and posts Dr assets / Cr Opening Balance Equity", async () => {
    const { status, body } = await create();
    expect(status).toBe(201);
    expect(body.message).toBe("Inventory item saved successfully!");
    widgetId = body.item.id;
    expect(body.item).toMatchObject({
      name: "Widget",
      onHandQuantity: "10",
      onHandValue: "50.00",
      reorderState: "Safe",
      asOfDate: "2026-11-01",
    });
    const tb = await trialBalance(app.db, companyId, "2026-11-30");
    const row = (name: string) => tb.rows.find((r) => r.accountName === name);
    expect(row("Inventory")).toMatchObject({ debit: 5000, credit: 0 });
    expect(row("Opening Balance Equity")).toMatchObject({ debit: 0, credit: 5000 });
    expect(tb.totals.debit).toBe(tb.totals.credit);
    // Dated as of the item's date: not in the books the day before.
    expect((await trialBalance(app.db, companyId, "2026-10-31")).rows).toEqual([]);
    const entry = await app.db("journalEntries").where({ companyId, entryType: "OB" }).first("entryNo");
    expect(entry.entryNo).toMatch(/^OB-/);
    const [warehouse] = await app.db("warehouses").where({ companyId }).pluck("name");
    expect(warehouse).toBe("Main Warehouse");
  });

  it("refuses a second item of the same name (any case), and a bad reference, changing nothing", async () => {
    const before = await app.db("journalLines").where({ companyId }).count({ n: "*" });
    expect((await create({ name: " widget " })).body.error).toBe('An item named "widget" already exists in this company.');
    const wrong = await create({ name: "Gizmo", assetsAccount: acc.expense, incomeAccount: acc.cogs });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toContain("Assets Account must be an account of type Inventory Asset or Fixed Asset.");
    expect(wrong.body.error).toContain("Income Account must be an account of type Income or Other Income.");
    expect(await app.db("journalLines").where({ companyId }).count({ n: "*" })).toEqual(before);
    expect(await app.db("items").where({ companyId, name: "Gizmo" }).first()).toBeUndefined();
  });

  it("answers the spec's messages as a 400 { error, errors }", async () => {
    const { status, body } = await create({ name: "", standardCost: null, salesPrice: 3, purchasePrice: 4, assetsAccount: null });
    expect(status).toBe(400);
    expect(body.error).toContain("Inventory Name is required.");
    expect(body.error).toContain("Assets Account is required.");
    expect(body.error).toContain("Standard Cost is required.");
    expect(body.errors.salesPrice).toEqual(["Sales Price ($3.00) should be higher than Purchase Price ($4.00)."]);
  });

  it("makes sub-items only under active inventory items that are not sub-items", async () => {
    const sub = await create({ name: "Widget Mini", subitemOf: true, parentItemId: widgetId, onHandQuantity: 0 });
    expect(sub.status).toBe(201);
    const deeper = await create({ name: "Widget Nano", subitemOf: true, parentItemId: sub.body.item.id });
    expect(deeper.body.error).toBe("Parent Item must be an active inventory item of this company that is not itself a subitem.");
  });

  it("edits on the version read, keeps stock as it is, and will not move the assets account once stock moved", async () => {
    const read = await hit(itemRoute.loader, `/api/inventory/items/${widgetId}`, { params: { id: widgetId } });
    const version = read.body.item.version;
    const moved = await hit(itemRoute.action, `/api/inventory/items/${widgetId}`, {
      method: "PUT",
      params: { id: widgetId },
      body: { assetsAccount: acc.asset2, version },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error).toBe("The Assets Account cannot be changed: this item already has stock movements valued in 1300 Inventory.");
    const ok = await hit(itemRoute.action, `/api/inventory/items/${widgetId}`, {
      method: "PUT",
      params: { id: widgetId },
      body: { salesPrice: 15, onHandQuantity: 999, version },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.item).toMatchObject({ salesPrice: "15.00", onHandQuantity: "10" });
    const stale = await hit(itemRoute.action, `/api/inventory/items/${widgetId}`, {
      method: "PUT",
      params: { id: widgetId },
      body: { salesPrice: 16, version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("This item was changed by someone else. Reload to see the changes.");
  });

  it("is described in /api/openapi.json", async () => {
    const doc = await (await call(openapi.loader, "/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/api/inventory/items"])).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/api/inventory/items/{id}"])).toEqual(["get", "put"]);
    expect(doc.paths["/api/inventory/companies/{id}/items"].get).toBeDefined();
  });

  it("keeps another user's company and items out (404)", async () => {
    expect((await create({ name: "Intruder" }, intruder)).status).toBe(404);
    expect((await hit(itemRoute.loader, `/api/inventory/items/${widgetId}`, { params: { id: widgetId }, token: intruder })).status).toBe(
      404,
    );
    expect(
      (await hit(companyItems.loader, `/api/inventory/companies/${companyId}/items`, { params: { id: companyId }, token: intruder }))
        .status,
    ).toBe(404);
    expect((await hit(items.loader, `/api/inventory/items?companyId=${companyId}`, { token: intruder })).status).toBe(404);
  });
});

describe("the Inventory Items list", () => {
  beforeAll(async () => {
    for (let i = 1; i <= 12; i += 1) {
      const r = await create({
        name: `Bolt ${String(i).padStart(2, "0")}`,
        onHandQuantity: i,
        reorderPoint: 5,
        descriptionSales: i === 7 ? "Lucky bolt" : "",
      });
      expect(r.status).toBe(201);
    }
    expect((await create({ name: "Old Nut", active: false, onHandQuantity: 0 })).status).toBe(201);
  });

  const list = async (query: string) => (await hit(items.loader, `/api/inventory/items?companyId=${companyId}&${query}`)).body;

  it("filters by reorder state and view, searches and paginates on the server", async () => {
    const reached = await list("reorder=reached&perPage=50");
    expect(reached.items.map((r: Json) => r.name)).toEqual(["Bolt 01", "Bolt 02", "Bolt 03", "Bolt 04", "Bolt 05", "Widget Mini"]);
    expect(reached.items[0]).toMatchObject({ type: "Inventory", onHandQuantity: "1", reorderPoint: "5", reorderState: "Reached" });
    const safe = await list("reorder=safe&perPage=50");
    expect(safe.total).toBe(8);
    expect((await list("view=inactive")).items.map((r: Json) => r.name)).toEqual(["Old Nut"]);
    expect((await list("q=lucky")).items.map((r: Json) => r.name)).toEqual(["Bolt 07"]);
    const page2 = await list("page=2&perPage=5");
    expect(page2).toMatchObject({ total: 14, page: 2, perPage: 5 });
    expect(page2.items.map((r: Json) => r.name)).toEqual(["Bolt 06", "Bolt 07", "Bolt 08", "Bolt 09", "Bolt 10"]);
    const all = await hit(companyItems.loader, `/api/inventory/companies/${companyId}/items`, { params: { id: companyId } });
    expect(all.body).toHaveLength(15);
  });
});

describe("the inventory item screens, as a browser without JavaScript posts them", () => {
  let cookie: string;
  let other: { cookie: string; companyId: number };
  const base = () => `/company/${companyId}/dashboard/inventory`;

  beforeAll(async () => {
    const user = await app.db("users").where({ email: "inv-owner@example.com" }).first();
    cookie = await sessionCookie(user);
    const stranger = await signedInOwner(app.db);
    other = { cookie: stranger.cookie, companyId: stranger.company.id };
  });

  const formOf = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return body;
  };
  const itemForm = (over: Record<string, string> = {}) => ({
    name: "Screen Widget",
    itemGroupId: "",
    active: "on",
    sellProduct: "on",
    descriptionSales: "From the form",
    salesPrice: "20",
    incomeAccount: String(acc.income),
    descriptionPurchase: "",
    purchasePrice: "8",
    standardCost: "10",
    costOfGoodsSold: String(acc.cogs),
    vendorId: "",
    vendorProductNo: "",
    assetsAccount: String(acc.asset),
    onHandQuantity: "2.5",
    asOfDate: "11/20/2026",
    reorderPoint: "",
    warehouseId: "",
    intent: "save-close",
    ...over,
  });
  /** The flash toast's message, from the signed cookie the redirect sets. */
  const toastOf = (response: Response) => {
    const value = /ledgerline_toast=([^.;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1] ?? "";
    return JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("utf8")).message;
  };
  const postForm = async (route: { action: unknown }, path: string, fields: Record<string, string>, params: Record<string, string> = {}) =>
    call(route.action, path, {
      method: "POST",
      params: { companyId: String(companyId), ...params },
      headers: { Cookie: cookie },
      body: formOf(fields),
    });

  it("refuses a form with problems with every message of the form and keeps what was typed", async () => {
    const newRoute = await import("../../app/routes/company.$companyId.dashboard+/_inventory+/inventory.new-item");
    const response = await postForm(
      newRoute,
      `${base()}/new-item`,
      itemForm({ name: " ", subitem: "on", salesPrice: "", incomeAccount: "", assetsAccount: "", costOfGoodsSold: "", standardCost: "" }),
    );
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.messages).toEqual([
      "Inventory Name is required.",
      "Parent Item is required when this is a subitem.",
      "Sales Price is required when selling this product.",
      "Income Account is required when selling this product.",
      "Standard Cost is required.",
      "Cost of Goods Sold Account is required.",
      "Assets Account is required.",
    ]);
    expect(answer.values).toMatchObject({ subitemOf: true, descriptionSales: "From the form", onHandQuantity: "2.5" });
  });

  it("saves with Save and Close: the list with the spec's toast, the opening stock on hand and in the books", async () => {
    const newRoute = await import("../../app/routes/company.$companyId.dashboard+/_inventory+/inventory.new-item");
    const before = (await trialBalance(app.db, companyId, "2026-11-30")).rows.find((r) => r.accountName === "Inventory")!.debit;
    const saved = await postForm(newRoute, `${base()}/new-item`, itemForm());
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${base()}/items`);
    expect(toastOf(saved)).toBe("Inventory item saved successfully!");
    const after = (await trialBalance(app.db, companyId, "2026-11-30")).rows.find((r) => r.accountName === "Inventory")!.debit;
    expect(after - before).toBe(2500);
    const again = await postForm(
      newRoute,
      `${base()}/new-item`,
      itemForm({ name: "Screen Widget 2", intent: "save-new", onHandQuantity: "" }),
    );
    expect(again.headers.get("Location")).toBe(`${base()}/new-item`);
    expect(toastOf(again)).toBe("Inventory item saved successfully! You can add another item.");

    const listRoute = await import("../../app/routes/company.$companyId.dashboard+/_inventory+/inventory.items._index");
    const list = await call(listRoute.loader, `${base()}/items?q=screen`, {
      params: { companyId: String(companyId) },
      headers: { Cookie: cookie },
    });
    const body = await list.json();
    expect(body.list.items.map((r: Json) => [r.name, r.onHandQuantity])).toEqual([
      ["Screen Widget", "2.5"],
      ["Screen Widget 2", "0"],
    ]);
  });

  it("creates an item group from the dialog with the spec's words, and refuses an empty name", async () => {
    const newRoute = await import("../../app/routes/company.$companyId.dashboard+/_inventory+/inventory.new-item");
    const empty = await postForm(newRoute, `${base()}/new-item`, { intent: "support-item", kind: "item-groups", name: " " });
    expect(JSON.stringify(await empty.json())).toContain("Name field is required.");
    const made = await postForm(newRoute, `${base()}/new-item`, { intent: "support-item", kind: "item-groups", name: "Hardware" });
    expect(await made.json()).toMatchObject({ item: { name: "Hardware" }, message: "Item group created successfully!" });
  });

  it("edits an item showing stock's on-hand quantity, and answers 404 for another user's item or company", async () => {
    const editRoute = await import("../../app/routes/company.$companyId.dashboard+/_inventory+/inventory.edit-item.$itemId");
    const id = (await app.db("items").where({ companyId, name: "Screen Widget" }).first("id")).id;
    const loaded = await call(editRoute.loader, `${base()}/edit-item/${id}`, {
      params: { companyId: String(companyId), itemId: String(id) },
      headers: { Cookie: cookie },
    });
    const body = await loaded.json();
    expect(body.item).toMatchObject({ onHandQuantity: "2.5", onHandValue: "25.00", hasMovements: true });
    expect(body.values).toMatchObject({ name: "Screen Widget", asOfDate: "11/20/2026", version: "1" });
    const saved = await postForm(editRoute, `${base()}/edit-item/${id}`, itemForm({ version: "1", reorderPoint: "3" }), {
      itemId: String(id),
    });
    expect(saved.status).toBe(302);
    expect((await app.db("items").where({ id }).first("reorderPoint")).reorderPoint).toBe("3.0000");
    const stale = await postForm(editRoute, `${base()}/edit-item/${id}`, itemForm({ version: "1" }), { itemId: String(id) });
    expect(stale.status).toBe(409);
    expect((await stale.json()).messages).toEqual(["This item was changed by someone else. Reload to see the changes."]);
    const theirs = await call(editRoute.loader, `/company/${other.companyId}/dashboard/inventory/edit-item/${id}`, {
      params: { companyId: String(other.companyId), itemId: String(id) },
      headers: { Cookie: other.cookie },
    });
    expect(theirs.status).toBe(404);
    const notMine = await call(editRoute.loader, `${base()}/edit-item/${id}`, {
      params: { companyId: String(companyId), itemId: String(id) },
      headers: { Cookie: other.cookie },
    });
    expect(notMine.status).toBe(404);
  });

  it("exports every matching item as CSV, with the list's filters", async () => {
    const csvRoute = await import("../../app/routes/company.$companyId.dashboard+/_inventory+/inventory.items[.]csv");
    const response = await call(csvRoute.loader, `${base()}/items.csv?reorder=reached&q=bolt`, {
      params: { companyId: String(companyId) },
      headers: { Cookie: cookie },
    });
    expect(response.headers.get("Content-Disposition")).toContain("inventory-items.csv");
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("Active,Item Name,Description,Type,On Hand Quantity,Reorder Point,Reorder State,Sales Price,Purchase Price");
    expect(lines.slice(1).map((l) => l.split(",")[1])).toEqual(["Bolt 01", "Bolt 02", "Bolt 03", "Bolt 04", "Bolt 05"]);
    expect(lines[1]).toBe("Yes,Bolt 01,,Inventory,1,5,Reached,12.00,4.00");
  });
});
