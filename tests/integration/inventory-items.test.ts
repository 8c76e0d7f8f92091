// Inventory items (issue 15, deliverable 1): the §5 messages, the opening stock posted Dr the
// assets account / Cr Opening Balance Equity with the item on hand, edits (version, the assets
// account fixed once stock moved), the list's filters, search, pagination and CSV, and the API —
// another user's company or item is a 404, bad input a 400 with the spec's words that writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { numericProblems, openingTotal, cleanMoneyInput } from "../../app/modules/inventory/inventory-item-rules";
import { inventoryItemSchema } from "../../app/modules/inventory/inventory-item-schema";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import * as signup from "../../app/routes/api.client.signup";
import * as companies from "../../app/routes/api.company._index";
import * as items from "../../app/routes/api.inventory.items._index";
import * as itemRoute from "../../app/routes/api.inventory.items.$id";
import * as companyItems from "../../app/routes/api.inventory.companies.$id.items";
import { call, startTestApp, type TestApp } from "../support/app";
import { companyFields } from "../support/company-fields";

let app: TestApp;
let owner: string;
let intruder: string;
let companyId: number;
const acc: Record<string, number> = {};

type Json = any;

async function signUp(email: string): Promise<string> {
  const response = await call(signup.action, "/api/client/signup", {
    method: "POST",
    body: { email, password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" },
  });
  expect(response.status).toBe(201);
  return (await response.json()).token;
}

async function hit(
  handler: unknown,
  path: string,
  options: { token?: string; method?: string; params?: Record<string, string | number>; body?: unknown } = {},
): Promise<{ status: number; body: Json }> {
  const { token = owner, method = "GET", params = {}, body } = options;
  const response = await call(handler, path, {
    method,
    params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    headers: { Authorization: `Bearer ${token}` },
    body: body as object | undefined,
  });
  return { status: response.status, body: await response.json() };
}

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
  owner = await signUp("inv-owner@example.com");
  intruder = await signUp("inv-intruder@example.com");
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

describe("the Inventory Item rules (§5)", () => {
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
      salesPrice: ["Sales Price ($4.00) should be higher than Purchase Price ($5.00).", "Sales Price ($4.00) should be higher than Standard Cost ($6.00)."],
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
    expect(body.item).toMatchObject({ name: "Widget", onHandQuantity: "10", onHandValue: "50.00", reorderState: "Safe", asOfDate: "2026-11-01" });
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

  it("keeps another user's company and items out (404)", async () => {
    expect((await create({ name: "Intruder" }, intruder)).status).toBe(404);
    expect((await hit(itemRoute.loader, `/api/inventory/items/${widgetId}`, { params: { id: widgetId }, token: intruder })).status).toBe(404);
    expect((await hit(companyItems.loader, `/api/inventory/companies/${companyId}/items`, { params: { id: companyId }, token: intruder })).status).toBe(
      404,
    );
    expect((await hit(items.loader, `/api/inventory/items?companyId=${companyId}`, { token: intruder })).status).toBe(404);
  });
});

describe("the Inventory Items list", () => {
  beforeAll(async () => {
    for (let i = 1; i <= 12; i += 1) {
      const r = await create({ name: `Bolt ${String(i).padStart(2, "0")}`, onHandQuantity: i, reorderPoint: 5, descriptionSales: i === 7 ? "Lucky bolt" : "" });
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
