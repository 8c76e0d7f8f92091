// Stock's core (inventory/stock.server.ts): receipts and issues at average cost per item and
// warehouse, never below zero, reversals at the values moved, the valuation as of a date, and the
// race of two issues that together would overdraw an item (one must be refused).
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import {
  defaultWarehouseId,
  inventoryValuation,
  moveStock,
  onHandByItem,
  type MovedStock,
  reverseStock,
  stockPostingLines,
} from "../../app/modules/inventory/stock.server";
import { Item } from "../../app/modules/items/item.model";
import { accountNets, postEntry } from "../../app/modules/ledger/ledger.server";
import { openingBalanceEquityAccount } from "../../app/modules/accounts/system-accounts.server";
import { startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
const ids: Record<string, number> = {};
const units = (n: number) => Math.round(n * 10_000);

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx } = await ownerAndCompany(app.db, { today: "2026-11-25" }));
  ids.asset = (
    await createAccount(
      app.db,
      ctx,
      accountCreateSchema.parse({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Stock" }),
    )
  ).id;
  const [widget, gadget] = await Item.query(app.db).insert([
    { companyId: ctx.companyId, itemType: "inventory", name: "Widget", standardCost: "2.00", assetAccountId: ids.asset },
    { companyId: ctx.companyId, itemType: "inventory", name: "Gadget", standardCost: "5.00", assetAccountId: ids.asset },
  ]);
  ids.widget = widget.id;
  ids.gadget = gadget.id;
  ids.main = await app.db.transaction((trx) => defaultWarehouseId(trx, ctx.companyId));
});
afterAll(() => app.cleanup());

/** Move stock and post its value against Opening Balance Equity, as a document would. */
async function move(changes: Parameters<typeof moveStock>[3], date = "2026-11-01", type: "opening" | "adjustment" = "adjustment", id = 1) {
  return app.db.transaction(async (trx) => post(trx, await moveStock(trx, ctx.companyId, { type, id, date }, changes), date));
}

async function post(trx: Knex.Transaction, moved: MovedStock[], date: string) {
  const lines = stockPostingLines(moved);
  const net = lines.reduce((sum, l) => sum + (l.debit ?? 0) - (l.credit ?? 0), 0);
  if (net !== 0) {
    const equity = await openingBalanceEquityAccount(trx, ctx.companyId);
    lines.push({ accountId: equity, ...(net > 0 ? { credit: net as Cents } : { debit: -net as Cents }) });
    await postEntry(trx, ctx, { entryType: "OB", entryDate: date, lines });
  }
  return moved;
}

const reverse = (id: number, date: string) =>
  app.db.transaction(async (trx) => post(trx, await reverseStock(trx, ctx.companyId, { type: "adjustment", id }, date), date));

async function assetBalance() {
  return (await accountNets(app.db, ctx.companyId, { accountIds: [ids.asset] })).get(ids.asset) ?? 0;
}

describe("moveStock", () => {
  it("creates one Main Warehouse for a company that has none, and reuses it", async () => {
    expect(await app.db.transaction((trx) => defaultWarehouseId(trx, ctx.companyId))).toBe(ids.main);
    expect(await app.db("warehouses").where({ companyId: ctx.companyId }).pluck("name")).toEqual(["Main Warehouse"]);
  });

  it("receives at the value given, issues at the average cost, and keeps the asset account equal to the values", async () => {
    await move(
      [{ itemId: ids.widget, warehouseId: ids.main, quantity: units(10), value: 2000 as Cents }],
      "2026-10-01",
      "opening",
      ids.widget,
    );
    await move([{ itemId: ids.widget, warehouseId: ids.main, quantity: units(5), value: 1600 as Cents }], "2026-10-05", "adjustment", 10);
    // 15 on hand worth $36.00: average $2.40
    const [issued] = await move([{ itemId: ids.widget, warehouseId: ids.main, quantity: -units(3) }], "2026-10-10", "adjustment", 11);
    expect(issued.value).toBe(-720);
    expect(issued.onHand).toBe(units(12));
    expect(issued.onHandValue).toBe(2880);
    expect((await onHandByItem(app.db, ctx.companyId, [ids.widget])).get(ids.widget)).toEqual({ quantity: units(12), value: 2880 });
    expect(await assetBalance()).toBe(2880);
  });

  it("a receipt without a value comes in at the average cost, or the standard cost from nothing", async () => {
    const [gadget] = await move([{ itemId: ids.gadget, warehouseId: ids.main, quantity: units(2) }], "2026-10-11", "adjustment", 12);
    expect(gadget.value).toBe(1000);
    const [widget] = await move([{ itemId: ids.widget, warehouseId: ids.main, quantity: units(1) }], "2026-10-11", "adjustment", 13);
    expect(widget.value).toBe(240);
  });

  it("refuses an issue of more than is on hand, naming the item, and changes nothing", async () => {
    await expect(move([{ itemId: ids.gadget, warehouseId: ids.main, quantity: -units(3) }])).rejects.toThrow(
      "Not enough Gadget in Main Warehouse: 2 on hand, 3 needed.",
    );
    expect((await onHandByItem(app.db, ctx.companyId, [ids.gadget])).get(ids.gadget)).toEqual({ quantity: units(2), value: 1000 });
  });

  it("the last unit out takes whatever value is left, so nothing is stranded by rounding", async () => {
    const [first] = await move(
      [{ itemId: ids.gadget, warehouseId: ids.main, quantity: units(2), value: 1001 as Cents }],
      "2026-10-12",
      "adjustment",
      14,
    );
    expect(first.onHandValue).toBe(2001);
    const out = await move(
      [
        { itemId: ids.gadget, warehouseId: ids.main, quantity: -units(3) },
        { itemId: ids.gadget, warehouseId: ids.main, quantity: -units(1) },
      ],
      "2026-10-13",
      "adjustment",
      15,
    );
    expect(out.map((m) => m.value)).toEqual([-1501, -500]);
    expect(out[1].onHandValue).toBe(0);
  });

  it("reverseStock undoes a document at the values it moved, and refuses when its stock has gone", async () => {
    const before = await onHandByItem(app.db, ctx.companyId, [ids.widget]);
    await move([{ itemId: ids.widget, warehouseId: ids.main, quantity: units(4), value: 1000 as Cents }], "2026-10-20", "adjustment", 20);
    await reverse(20, "2026-10-21");
    expect(await onHandByItem(app.db, ctx.companyId, [ids.widget])).toEqual(before);

    await move([{ itemId: ids.gadget, warehouseId: ids.main, quantity: units(1), value: 500 as Cents }], "2026-10-22", "adjustment", 21);
    await move([{ itemId: ids.gadget, warehouseId: ids.main, quantity: -units(1) }], "2026-10-23", "adjustment", 22);
    await expect(reverse(21, "2026-10-24")).rejects.toThrow("Not enough Gadget in Main Warehouse: 0 on hand, 1 needed.");
  });

  it("values the stock as of a date from the movements dated up to it", async () => {
    const early = await inventoryValuation(app.db, ctx.companyId, "2026-10-01");
    expect(early.find((r) => r.itemId === ids.widget)).toMatchObject({ quantity: units(10), value: 2000 });
    expect(early.find((r) => r.itemId === ids.gadget)).toMatchObject({ quantity: 0, value: 0 });
    const now = await inventoryValuation(app.db, ctx.companyId, "2100-01-01");
    const total = now.reduce((sum, r) => sum + r.value, 0);
    expect(total).toBe(await assetBalance());
  });

  it("of two issues that together would overdraw an item, one is refused", async () => {
    const [item] = await Item.query(app.db).insert([
      { companyId: ctx.companyId, itemType: "inventory", name: "Sprocket", standardCost: "1.00", assetAccountId: ids.asset },
    ]);
    await move([{ itemId: item.id, warehouseId: ids.main, quantity: units(5), value: 500 as Cents }], "2026-11-01", "opening", item.id);
    const results = await Promise.allSettled([
      move([{ itemId: item.id, warehouseId: ids.main, quantity: -units(4) }], "2026-11-02", "adjustment", 30),
      move([{ itemId: item.id, warehouseId: ids.main, quantity: -units(4) }], "2026-11-02", "adjustment", 31),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(String(refused.reason.message)).toContain("Not enough Sprocket in Main Warehouse: 1 on hand, 4 needed.");
    expect((await onHandByItem(app.db, ctx.companyId, [item.id])).get(item.id)).toEqual({ quantity: units(1), value: 100 });
  });
});
