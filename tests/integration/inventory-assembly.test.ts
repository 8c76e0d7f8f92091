// Assemblies and builds (inventory/assemblies.server.ts) and the Inventory Center's queries
// (inventory/center.server.ts): every rule and message for a new assembly and a build, a build's
// values worked out by hand (components out at their average cost, the assembly in at their sum, the
// BLD entry and the trial balance), two builds racing for one component (run this file with
// DATABASE_URL to race on PostgreSQL), and every date preset of the Center's transactions.
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import {
  buildAssembly,
  createAssembly,
  getAssembly,
  listAssemblies,
  StockAdjustFirstError,
} from "../../app/modules/inventory/assemblies.server";
import { Assembly } from "../../app/modules/inventory/assembly.model";
import { assemblySchema, buildSchema, maxBuildable } from "../../app/modules/inventory/assembly-schema";
import { CENTER_DATES } from "../../app/modules/inventory/center";
import { itemTransactions } from "../../app/modules/document-catalog/inventory-transactions.server";
import { centerItem, listCenterItems } from "../../app/modules/inventory/center.server";
import { defaultWarehouseId, moveStock, onHandByItem, stockPostingLines, type MovedStock } from "../../app/modules/inventory/stock.server";
import { Item } from "../../app/modules/items/item.model";
import { accountNets, postEntry, trialBalance } from "../../app/modules/ledger/ledger.server";
import { openingBalanceEquityAccount } from "../../app/modules/accounts/system-accounts.server";
import { startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
const ids: Record<string, number> = {};
const units = (n: number) => Math.round(n * 10_000);
let openingId = 1000;

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx } = await ownerAndCompany(app.db, { today: "2026-11-25", fields: { fiscalYearStart: "April" } }));
  const account = async (accountType: string, accountNumber: string, accountName: string) =>
    (await createAccount(app.db, ctx, accountCreateSchema.parse({ accountType, accountNumber, accountName }))).id;
  ids.stock = await account("Inventory Asset", "1300", "Raw Materials");
  ids.finished = await account("Inventory Asset", "1310", "Finished Goods");
  ids.income = await account("Income", "4010", "Kit Sales");
  ids.cogs = await account("Cost of Goods Sold", "6010", "Kit Costs");
  ids.expense = await account("Expense", "5010", "Sundry");
  ids.main = await app.db.transaction((trx) => defaultWarehouseId(trx, ctx.companyId));
  const item = async (name: string, extra: Partial<Item> = {}) =>
    (
      await Item.query(app.db).insert({
        companyId: ctx.companyId,
        itemType: "inventory",
        name,
        standardCost: "1.00",
        assetAccountId: ids.stock,
        ...extra,
      })
    ).id;
  ids.widget = await item("Widget", { salesDescription: "Blue widget" });
  ids.gadget = await item("Gadget", { reorderPoint: "2.0000" });
  ids.bolt = await item("Bolt");
  ids.empty = await item("Empty Bin");
  // Widget: 10 at $2.00 then 5 at $3.20 → 15 worth $36.00 (average $2.40). Gadget: 3 at $5.00. Bolt: 100 at $0.10.
  await receive(ids.widget, 10, 2000, "2026-10-01");
  await receive(ids.widget, 5, 1600, "2026-10-05");
  await receive(ids.gadget, 3, 1500, "2026-10-01");
  await receive(ids.bolt, 100, 1000, "2026-10-01");
});
afterAll(() => app.cleanup());

/** Opening stock posted against Opening Balance Equity, as the item screens do. */
async function receive(itemId: number, quantity: number, value: number, date: string) {
  await app.db.transaction(async (trx) => {
    const moved = await moveStock(trx, ctx.companyId, { type: "opening", id: openingId++, date }, [
      { itemId, warehouseId: ids.main, quantity: units(quantity), value: value as Cents },
    ]);
    await post(trx, moved, date);
  });
}

async function post(trx: Knex.Transaction, moved: MovedStock[], date: string) {
  const lines = stockPostingLines(moved);
  const net = lines.reduce((sum, l) => sum + (l.debit ?? 0) - (l.credit ?? 0), 0);
  const equity = await openingBalanceEquityAccount(trx, ctx.companyId);
  lines.push({ accountId: equity, ...(net > 0 ? { credit: net as Cents } : { debit: -net as Cents }) });
  await postEntry(trx, ctx, { entryType: "OB", entryDate: date, lines });
}

const form = (overrides: Record<string, unknown> = {}) =>
  assemblySchema.parse({
    name: "Starter Kit",
    assetsAccount: ids.finished,
    sellProduct: true,
    salesPrice: "20.00",
    incomeAccount: ids.income,
    buyProduct: true,
    standardCost: "8.00",
    costOfGoodsSoldAccount: ids.cogs,
    items: [
      { inventoryItemId: ids.widget, quantity: "2" },
      { inventoryItemId: ids.gadget, quantity: "1" },
      { inventoryItemId: ids.bolt, quantity: "0" },
    ],
    ...overrides,
  });

async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { message: string; status: number; fieldErrors?: Record<string, string[]> } | null;
  expect(error).not.toBeNull();
  return error!;
}

const balance = async (accountId: number) => (await accountNets(app.db, ctx.companyId, { accountIds: [accountId] })).get(accountId) ?? 0;

describe("New Inventory Assembly", () => {
  it("needs a name, and refuses blank rows only", () => {
    const result = assemblySchema.safeParse({ name: "  ", items: [] });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain("Please enter a valid assembly name.");
  });

  it("refuses an assembly without a valid item", async () => {
    const error = await refusal(createAssembly(app.db, ctx, form({ items: [{ inventoryItemId: "", quantity: "1" }] })));
    expect(error.message).toBe("Please select at least one valid item for the assembly.");
  });

  it("refuses a Quantity Needed above On Hand, on the row and for the save", async () => {
    const error = await refusal(createAssembly(app.db, ctx, form({ items: [{ inventoryItemId: ids.widget, quantity: "16" }] })));
    expect(error.fieldErrors!["items.0.quantity"]).toEqual(["Quantity Needed cannot exceed On Hand Quantity!"]);
    expect(error.message).toContain("One or more Quantity Needed values exceed On Hand Quantity.");
  });

  it("refuses quantities that would take an item under its reorder point", async () => {
    // Gadget: 3 on hand, reorder point 2: needing 2 leaves 1.
    const error = await refusal(createAssembly(app.db, ctx, form({ items: [{ inventoryItemId: ids.gadget, quantity: "2" }] })));
    expect(error.message).toBe("One or more items would fall below their reorder point. Please adjust quantities.");
  });

  it("offers only items with something on hand", async () => {
    const error = await refusal(createAssembly(app.db, ctx, form({ items: [{ inventoryItemId: ids.empty, quantity: "1" }] })));
    expect(error.message).toBe("Empty Bin has nothing on hand: only items with on hand above 0 can be selected.");
  });

  it("refuses a sales price below the standard cost or below the materials cost", async () => {
    let error = await refusal(createAssembly(app.db, ctx, form({ salesPrice: "7.99" })));
    expect(error.fieldErrors!.salesPrice).toContain("Sales price cannot be below standard cost.");
    // Materials: 2 × $2.40 + 1 × $5.00 = $9.80
    error = await refusal(createAssembly(app.db, ctx, form({ salesPrice: "9.79", standardCost: "1.00" })));
    expect(error.fieldErrors!.salesPrice).toEqual(["Sales price cannot be less than total value of materials cost."]);
  });

  it("needs an assets account of type Inventory Asset or Fixed Asset", async () => {
    let error = await refusal(createAssembly(app.db, ctx, form({ assetsAccount: "" })));
    expect(error.fieldErrors!.assetsAccount).toEqual(["Assets Account is required."]);
    error = await refusal(createAssembly(app.db, ctx, form({ assetsAccount: ids.expense })));
    expect(error.fieldErrors!.assetsAccount).toEqual(["Assets Account must be an account of type Inventory Asset or Fixed Asset."]);
  });

  it("saves the assembly with its components, and refuses its name again in any case", async () => {
    const saved = await createAssembly(app.db, ctx, form({ salesPrice: "9.80", standardCost: "" }));
    ids.kit = saved.id;
    expect(saved).toMatchObject({
      name: "Starter Kit",
      onHandQuantity: "0",
      materialsCost: "9.80",
      maxBuildable: 3,
      assetsAccount: ids.finished,
    });
    expect(saved.items.map((i) => [i.name, i.quantity, i.avgCost, i.total])).toEqual([
      ["Widget", "2", "2.4000", "4.80"],
      ["Gadget", "1", "5.0000", "5.00"],
      ["Bolt", "0", "0.1000", "0.00"],
    ]);
    const error = await refusal(createAssembly(app.db, ctx, form({ name: "  starter KIT " })));
    expect(error.fieldErrors!.name).toEqual(["An inventory assembly with this name already exists (case-insensitive)."]);
    expect((await listAssemblies(app.db, ctx.companyId)).map((a) => a.name)).toEqual(["Starter Kit"]);
  });
});

describe("Build Assembly", () => {
  it("works out the maximum buildable quantity: whole numbers, a component needing 0 unlimited", () => {
    expect(
      maxBuildable([
        { needed: units(2), onHand: units(15) },
        { needed: units(1), onHand: units(3) },
        { needed: 0, onHand: 0 },
      ]),
    ).toBe(3);
    expect(maxBuildable([{ needed: units(0.5), onHand: units(1.2) }])).toBe(2);
    expect(maxBuildable([{ needed: 0, onHand: units(1) }])).toBeNull();
  });

  it("checks the quantity and the assembly chosen", () => {
    const messages = (input: Record<string, unknown>) => {
      const result = buildSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages({ assemblyId: "", buildQty: "1" })).toEqual(["Please select an assembly item."]);
    for (const qty of ["", "0", "-1", "1.5", "abc"])
      expect(messages({ assemblyId: ids.kit, buildQty: qty })).toEqual(["Please enter a valid quantity to build."]);
  });

  it("caps the quantity at the maximum buildable", async () => {
    const error = await refusal(buildAssembly(app.db, ctx, buildSchema.parse({ assemblyId: ids.kit, buildQty: "4", date: "2026-11-20" })));
    expect(error.message).toBe("Quantity to Build cannot exceed maximum buildable quantity (3).");
  });

  it("issues the components at their average cost, receives the assembly at their sum and posts BLD", async () => {
    const before = { stock: await balance(ids.stock), finished: await balance(ids.finished) };
    const built = await buildAssembly(
      app.db,
      ctx,
      buildSchema.parse({ assemblyId: ids.kit, buildQty: "2", date: "2026-11-20", refNo: "B-7", comments: "First batch" }),
    );
    // 4 Widgets at $2.40 = $9.60, 2 Gadgets at $5.00 = $10.00: 2 kits worth $19.60.
    expect(built).toMatchObject({ quantity: "2", value: "19.60", onHand: "2", refNo: "B-7" });
    expect(built.entryNo).toMatch(/^BLD-/);
    const stock = await onHandByItem(app.db, ctx.companyId, [ids.widget, ids.gadget, ids.bolt, ids.kit]);
    expect(stock.get(ids.widget)).toEqual({ quantity: units(11), value: 2640 });
    expect(stock.get(ids.gadget)).toEqual({ quantity: units(1), value: 500 });
    expect(stock.get(ids.bolt)).toEqual({ quantity: units(100), value: 1000 });
    expect(stock.get(ids.kit)).toEqual({ quantity: units(2), value: 1960 });
    expect((await balance(ids.stock)) - before.stock).toBe(-1960);
    expect((await balance(ids.finished)) - before.finished).toBe(1960);

    const lines = await app
      .db("journalLines as l")
      .join("journalEntries as e", function () {
        this.on("e.companyId", "l.companyId").andOn("e.id", "l.journalEntryId");
      })
      .where("e.companyId", ctx.companyId)
      .where("e.entryType", "BLD")
      .orderBy("l.lineNo")
      .select("l.accountId", "l.debit", "l.credit");
    expect(lines).toEqual([
      { accountId: ids.finished, debit: "19.60", credit: "0.00" },
      { accountId: ids.stock, debit: "0.00", credit: "9.60" },
      { accountId: ids.stock, debit: "0.00", credit: "10.00" },
    ]);
    const tb = await trialBalance(app.db, ctx.companyId, "2026-12-31");
    expect(tb.totals.debit).toBe(tb.totals.credit);
    expect(tb.rows.find((r) => r.accountId === ids.finished)).toMatchObject({ debit: 1960, credit: 0 });
    expect(tb.rows.find((r) => r.accountId === ids.stock)).toMatchObject({ debit: 6100 - 1960 });
    const build = await app.db("assemblyBuilds").where({ companyId: ctx.companyId, id: built.id }).first();
    expect(build).toMatchObject({ refNo: "B-7", comments: "First batch", quantity: "2.0000", value: "19.60" });
    expect((await getAssembly(app.db, ctx.companyId, ids.kit)).maxBuildable).toBe(1);
  });

  it("sends the user to a stock adjustment when a component never had stock", async () => {
    const [assembly] = await Assembly.query(app.db).insertGraph([
      {
        companyId: ctx.companyId,
        itemType: "assembly",
        name: "Bin Kit",
        assetAccountId: ids.finished,
        components: [{ companyId: ctx.companyId, lineNo: 1, componentItemId: ids.empty, quantity: "1.0000" }],
      } as never,
    ]);
    const error = await refusal(buildAssembly(app.db, ctx, buildSchema.parse({ assemblyId: (assembly as Assembly).id, buildQty: "1" })));
    expect(error).toBeInstanceOf(StockAdjustFirstError);
    expect(error.message).toBe("This item must be stock adjusted first! Redirecting...");
    expect((error as unknown as StockAdjustFirstError).itemId).toBe(ids.empty);
  });

  it("of two builds that together would overdraw a component, one is refused", async () => {
    // Gadget: 1 on hand; each build of 1 kit needs 1.
    const build = () => buildAssembly(app.db, ctx, buildSchema.parse({ assemblyId: ids.kit, buildQty: "1", date: "2026-11-21" }));
    const results = await Promise.allSettled([build(), build()]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(String(refused.reason.message)).toMatch(
      /^(Not enough Gadget in Main Warehouse: 0 on hand, 1 needed\.|Quantity to Build cannot exceed maximum buildable quantity \(0\)\.)$/,
    );
    const stock = await onHandByItem(app.db, ctx.companyId, [ids.gadget, ids.kit]);
    expect(stock.get(ids.gadget)).toEqual({ quantity: 0, value: 0 });
    expect(stock.get(ids.kit)).toEqual({ quantity: units(3), value: 1960 + 980 });
    expect(await app.db("assemblyBuilds").where({ companyId: ctx.companyId }).count("* as n").first()).toMatchObject({
      n: expect.anything(),
    });
    expect(Number((await app.db("assemblyBuilds").where({ companyId: ctx.companyId }).count("* as n"))[0].n)).toBe(2);
  });
});

describe("Inventory Centre", () => {
  it("lists inventory items and assemblies by status, with search and pagination", async () => {
    await Item.query(app.db).insert({
      companyId: ctx.companyId,
      itemType: "inventory",
      name: "Old Part",
      active: false,
      assetAccountId: ids.stock,
    });
    await Item.query(app.db).insert({ companyId: ctx.companyId, itemType: "service", name: "Consulting" });
    const page = await listCenterItems(app.db, ctx.companyId, { status: "active", search: "", page: 1, perPage: 3 });
    expect(page.total).toBe(6);
    expect(page.items.map((i) => [i.name, i.quantity])).toEqual([
      ["Bin Kit", "0"],
      ["Bolt", "100"],
      ["Empty Bin", "0"],
    ]);
    const searched = await listCenterItems(app.db, ctx.companyId, { status: "active", search: "KIT", page: 1, perPage: 10 });
    expect(searched.items.map((i) => [i.name, i.type, i.quantity])).toEqual([
      ["Bin Kit", "assembly", "0"],
      ["Starter Kit", "assembly", "3"],
    ]);
    const inactive = await listCenterItems(app.db, ctx.companyId, { status: "inactive", search: "", page: 1, perPage: 10 });
    expect(inactive.items.map((i) => i.name)).toEqual(["Old Part"]);
  });

  it("shows the selected item's preview figures", async () => {
    expect(await centerItem(app.db, ctx.companyId, ids.widget)).toMatchObject({
      name: "Widget",
      quantity: "9",
      availableQty: "9",
      standardCost: "1.00",
      warehouse: "Main Warehouse",
    });
  });

  it("lists an item's transactions newest first with their numbers, filtered by view", async () => {
    const all = await itemTransactions(app.db, ctx.companyId, ids.widget, {
      view: "all",
      date: "all",
      page: 1,
      perPage: 10,
      today: ctx.today,
      fiscalYearStart: "April",
    });
    expect(all.items.map((t) => [t.date, t.type, t.no, t.quantity, t.amount])).toEqual([
      ["2026-11-21", "Build Assembly", expect.any(String), "-2", "-4.80"],
      ["2026-11-20", "Build Assembly", "B-7", "-4", "-9.60"],
      ["2026-10-05", "Opening Stock", expect.any(String), "5", "16.00"],
      ["2026-10-01", "Opening Stock", expect.any(String), "10", "20.00"],
    ]);
    const bills = await itemTransactions(app.db, ctx.companyId, ids.widget, {
      view: "bills",
      date: "all",
      page: 1,
      perPage: 10,
      today: ctx.today,
      fiscalYearStart: "April",
    });
    expect(bills.total).toBe(0);
    const paged = await itemTransactions(app.db, ctx.companyId, ids.widget, {
      view: "all",
      date: "all",
      page: 2,
      perPage: 3,
      today: ctx.today,
      fiscalYearStart: "April",
    });
    expect(paged.total).toBe(4);
    expect(paged.items.map((t) => t.date)).toEqual(["2026-10-01"]);
  });

  it("filters by every date preset, financial years from the company's start month (April)", async () => {
    // Bolt movements spread over the years around today (Wednesday 2026-11-25).
    const dates = [
      "2025-03-31", // last day of FY 2024/25
      "2025-06-15", // last financial year, Q1
      "2026-04-01", // first day of this financial year
      "2026-07-10", // this FY, Q2 (last financial quarter)
      "2026-10-01", // this quarter (Oct–Dec), the original opening
      "2026-10-20", // last month
      "2026-11-16", // last week (Sun 15th – Sat 21st)
      "2026-11-23", // this week (Sun 22nd – Sat 28th)
      "2026-11-25", // today
      "2026-11-27", // later this week
      "2027-01-05", // later this financial year
    ];
    for (const date of dates.filter((d) => d !== "2026-10-01")) await receive(ids.bolt, 1, 10, date);
    const expected: Record<(typeof CENTER_DATES)[number], string[]> = {
      all: dates,
      today: ["2026-11-25"],
      thisWeek: ["2026-11-23", "2026-11-25", "2026-11-27"],
      thisMonth: ["2026-11-16", "2026-11-23", "2026-11-25", "2026-11-27"],
      lastWeek: ["2026-11-16"],
      lastMonth: ["2026-10-01", "2026-10-20"],
      thisFinancialYear: [
        "2026-04-01",
        "2026-07-10",
        "2026-10-01",
        "2026-10-20",
        "2026-11-16",
        "2026-11-23",
        "2026-11-25",
        "2026-11-27",
        "2027-01-05",
      ],
      lastFinancialYear: ["2025-06-15"],
      thisFinancialQuarter: ["2026-10-01", "2026-10-20", "2026-11-16", "2026-11-23", "2026-11-25", "2026-11-27"],
      lastFinancialQuarter: ["2026-07-10"],
      financialYearToDate: ["2026-04-01", "2026-07-10", "2026-10-01", "2026-10-20", "2026-11-16", "2026-11-23", "2026-11-25"],
    };
    for (const date of CENTER_DATES) {
      const result = await itemTransactions(app.db, ctx.companyId, ids.bolt, {
        view: "all",
        date,
        page: 1,
        perPage: 100,
        today: ctx.today,
        fiscalYearStart: "April",
      });
      expect([date, result.items.map((t) => t.date).reverse()]).toEqual([date, expected[date]]);
    }
  });
});
