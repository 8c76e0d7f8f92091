// Stock adjustments and warehouses (issue 15, deliverables 3 and 4): every rule and message of the
// forms and lists, quantities and values worked out by hand against the list, the items' on hand and the
// trial balance; edit and delete reverse and repost; a warehouse with history cannot be deleted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { inventoryValuation, onHandByItem } from "../../app/modules/inventory/stock.server";
import {
  adjustmentRange,
  createStockAdjustment,
  deleteStockAdjustment,
  listStockAdjustmentRows,
  updateStockAdjustment,
} from "../../app/modules/inventory/stock-adjustments.server";
import { STOCK_ADJUSTMENT_MESSAGES as M, stockAdjustmentSchema } from "../../app/modules/inventory/stock-adjustment-schema";
import {
  createWarehouse,
  deleteWarehouse,
  listWarehouses,
  setWarehouseActive,
  updateWarehouse,
} from "../../app/modules/inventory/warehouses.server";
import { WAREHOUSE_MESSAGES, warehouseSchema } from "../../app/modules/inventory/warehouse-schema";
import { Item } from "../../app/modules/items/item.model";
import { accountNets, trialBalance } from "../../app/modules/ledger/ledger.server";
import { startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
const ids: Record<string, number> = {};
const units = (n: number) => Math.round(n * 10_000);

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx } = await ownerAndCompany(app.db, { today: "2026-11-25" }));
  const account = (type: string, number: string, name: string) =>
    createAccount(app.db, ctx, accountCreateSchema.parse({ accountType: type, accountNumber: number, accountName: name })).then(
      (a) => a.id,
    );
  ids.asset = await account("Inventory Asset", "1300", "Stock");
  ids.shrinkage = await account("Cost of Goods Sold", "5100", "Inventory Shrinkage");
  const [widget, gadget, bolt, service] = await Item.query(app.db).insert([
    { companyId: ctx.companyId, itemType: "inventory", name: "Widget", standardCost: "2.00", assetAccountId: ids.asset },
    {
      companyId: ctx.companyId,
      itemType: "inventory",
      name: "Gadget",
      standardCost: "5.00",
      assetAccountId: ids.asset,
      reorderPoint: "3.0000",
    },
    { companyId: ctx.companyId, itemType: "inventory", name: "Bolt", standardCost: "0.10", assetAccountId: ids.asset },
    { companyId: ctx.companyId, itemType: "service", name: "Consulting" },
  ]);
  Object.assign(ids, { widget: widget.id, gadget: gadget.id, bolt: bolt.id, service: service.id });
  ids.main = (await createWarehouse(app.db, ctx, warehouseSchema.parse({ name: "Main" }))).id;
  ids.north = (await createWarehouse(app.db, ctx, warehouseSchema.parse({ name: "North", description: "Overflow" }))).id;
});
afterAll(() => app.cleanup());

const form = (input: Record<string, unknown>) =>
  stockAdjustmentSchema.parse({ warehouseId: ids.main, adjustmentAccountId: ids.shrinkage, ...input });
const adjust = (input: Record<string, unknown>) => createStockAdjustment(app.db, ctx, form(input));
const balance = async (id: number) => (await accountNets(app.db, ctx.companyId, { accountIds: [id] })).get(id) ?? 0;
const onHand = async (id: number) => (await onHandByItem(app.db, ctx.companyId, [id])).get(id) ?? { quantity: 0, value: 0 };

async function refused(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { message: string; status: number; fieldErrors?: Record<string, string[]> };
  }
  throw new Error("expected a refusal");
}

describe("the stock adjustment form's rules", () => {
  it("names what is missing, in the spec's words", () => {
    const messages = (input: Record<string, unknown>) => {
      const result = stockAdjustmentSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages({ adjustmentAccountId: 1, rows: [{ itemId: 1, adjustedQty: "1" }] })).toEqual([M.warehouseRequired]);
    expect(messages({ warehouseId: 1, rows: [{ itemId: 1, adjustedQty: "1" }] })).toEqual([M.accountRequired]);
    expect(
      messages({
        warehouseId: 1,
        adjustmentAccountId: 1,
        rows: [
          { itemId: 1, adjustedQty: "" },
          { itemId: "", adjustedQty: "" },
        ],
      }),
    ).toEqual([M.rowsRequired]);
    expect(
      messages({
        warehouseId: 1,
        adjustmentAccountId: 1,
        rows: [
          { itemId: 1, adjustedQty: "1" },
          { itemId: 1, adjustedQty: "2" },
        ],
      }),
    ).toEqual([M.itemTwice]);
    expect(messages({ warehouseId: 1, adjustmentAccountId: 1, rows: [{ itemId: 1, adjustedQty: "1.23456" }] })).toEqual([M.quantityFormat]);
  });
});

describe("stock adjustments", () => {
  it("an increase from zero comes in at quantity × rate and posts Dr asset, Cr the adjustment account", async () => {
    const saved = await adjust({
      date: "11/02/2026",
      rows: [{ itemId: ids.widget, adjustedQty: "10", rate: "2.50", comment: "First count" }],
    });
    expect(saved.date).toBe("2026-11-02");
    expect(saved.items).toMatchObject([
      { inventoryItemId: ids.widget, currentQty: "0.0000", adjustedQty: "10.0000", rate: "2.5000", value: "25.00" },
    ]);
    expect(await onHand(ids.widget)).toEqual({ quantity: units(10), value: 2500 });
    expect(await balance(ids.asset)).toBe(2500);
    expect(await balance(ids.shrinkage)).toBe(-2500);
  });

  it("an increase without a rate comes in at the average cost; a decrease goes out at the average cost", async () => {
    // 10 at $2.50; +2 at the average $2.50 = $5.00 → 12 worth $30.00; then −3 at $2.50 = −$7.50.
    await adjust({ date: "2026-11-03", rows: [{ itemId: ids.widget, adjustedQty: "2" }] });
    const down = await adjust({ date: "2026-11-04", rows: [{ itemId: ids.widget, adjustedQty: "-3", comment: "Broken" }] });
    expect(down.items[0]).toMatchObject({
      currentQty: "12.0000",
      adjustedQty: "-3.0000",
      currentValue: "30.00",
      rate: "2.5000",
      value: "-7.50",
    });
    expect(await onHand(ids.widget)).toEqual({ quantity: units(9), value: 2250 });
    expect(await balance(ids.asset)).toBe(2250);
  });

  it("a first count of an item with no rate comes in at its standard cost", async () => {
    const saved = await adjust({ date: "2026-11-05", rows: [{ itemId: ids.gadget, adjustedQty: "5" }] });
    expect(saved.items[0]).toMatchObject({ rate: "5.0000", value: "25.00" });
  });

  it("refuses a reduction below zero with the row and save messages, and changes nothing", async () => {
    const before = await onHand(ids.widget);
    const error = await refused(adjust({ rows: [{ itemId: ids.widget, adjustedQty: "-9.5" }] }));
    expect(error.message).toBe(M.invalidQuantities);
    expect(error.fieldErrors).toEqual({ "rows[0].adjustedQty": [M.rowBelowZero] });
    expect(await onHand(ids.widget)).toEqual(before);
  });

  it("refuses a reduction below the item's reorder point, but allows one down to it", async () => {
    const error = await refused(adjust({ rows: [{ itemId: ids.gadget, adjustedQty: "-3" }] }));
    expect(error.message).toBe(M.belowReorderPoint);
    await adjust({ date: "2026-11-06", rows: [{ itemId: ids.gadget, adjustedQty: "-2" }] });
    expect(await onHand(ids.gadget)).toEqual({ quantity: units(3), value: 1500 });
  });

  it("refuses an item that holds no stock, and a missing or inactive warehouse", async () => {
    expect((await refused(adjust({ rows: [{ itemId: ids.service, adjustedQty: "1" }] }))).message).toBe(M.notStocked("Consulting"));
    expect((await refused(adjust({ warehouseId: 999999, rows: [{ itemId: ids.widget, adjustedQty: "1" }] }))).message).toBe(
      M.warehouseRequired,
    );
  });

  it("edits reverse the old movements and entry and repost, on the version read", async () => {
    const saved = await adjust({ date: "2026-11-07", rows: [{ itemId: ids.bolt, adjustedQty: "100", rate: "0.10" }] });
    expect(await onHand(ids.bolt)).toEqual({ quantity: units(100), value: 1000 });
    const edited = await updateStockAdjustment(app.db, ctx, saved.id, {
      ...form({ date: "2026-11-07", warehouseId: ids.north, rows: [{ itemId: ids.bolt, adjustedQty: "40", rate: "0.125" }] }),
      version: saved.version,
    });
    expect(edited.warehouse.name).toBe("North");
    expect(edited.items[0]).toMatchObject({ adjustedQty: "40.0000", value: "5.00" });
    expect(await onHand(ids.bolt)).toEqual({ quantity: units(40), value: 500 });
    const stale = await refused(
      updateStockAdjustment(app.db, ctx, saved.id, { ...form({ rows: [{ itemId: ids.bolt, adjustedQty: "1" }] }), version: saved.version }),
    );
    expect(stale.status).toBe(409);
    expect(stale.message).toBe("This stock adjustment was changed by someone else. Reload to see the changes.");
    // Old entry and its reversal cancel; the new one stands.
    expect(await balance(ids.asset)).toBe(2250 + 1500 + 500);
  });

  it("an edit is refused only when its result would be: raising an increase some of which has gone out is fine", async () => {
    const first = await adjust({ date: "2026-11-07", rows: [{ itemId: ids.gadget, adjustedQty: "2", rate: "5" }] });
    await adjust({ date: "2026-11-07", rows: [{ itemId: ids.gadget, adjustedQty: "-1" }] });
    // Gadget: 3 + 2 − 1 = 4 worth $20.00; the +2 becomes +3: 5 worth $25.00.
    const edited = await updateStockAdjustment(app.db, ctx, first.id, {
      ...form({ date: "2026-11-07", rows: [{ itemId: ids.gadget, adjustedQty: "3", rate: "5" }] }),
      version: first.version,
    });
    expect(edited.items[0]).toMatchObject({ currentQty: "2.0000", adjustedQty: "3.0000", value: "15.00" });
    expect(await onHand(ids.gadget)).toEqual({ quantity: units(5), value: 2500 });
    // Turning it into −3 would leave 3 − 3 − 1 below zero: refused with the row's message.
    const refusedEdit = await refused(
      updateStockAdjustment(app.db, ctx, first.id, {
        ...form({ rows: [{ itemId: ids.gadget, adjustedQty: "-3" }] }),
        version: edited.version,
      }),
    );
    expect(refusedEdit.message).toBe(M.invalidQuantities);
    // Back to where it was, for the totals below: the two gadget adjustments are deleted.
    const rows = await listStockAdjustmentRows(app.db, ctx.companyId, { from: "2026-11-07", to: "2026-11-07" });
    for (const id of [...new Set(rows.items.filter((r) => r.itemName === "Gadget").map((r) => r.stockAdjustmentId))])
      await deleteStockAdjustment(app.db, ctx, id);
    expect(await onHand(ids.gadget)).toEqual({ quantity: units(3), value: 1500 });
  });

  it("delete reverses and removes; refused when the stock it added has since gone out", async () => {
    const added = await adjust({ date: "2026-11-08", rows: [{ itemId: ids.bolt, adjustedQty: "10", rate: "0.10" }] });
    await deleteStockAdjustment(app.db, ctx, added.id);
    expect(await onHand(ids.bolt)).toEqual({ quantity: units(40), value: 500 });

    const more = await adjust({ date: "2026-11-09", warehouseId: ids.north, rows: [{ itemId: ids.widget, adjustedQty: "4", rate: "3" }] });
    await adjust({ date: "2026-11-10", warehouseId: ids.north, rows: [{ itemId: ids.widget, adjustedQty: "-4" }] });
    const error = await refused(deleteStockAdjustment(app.db, ctx, more.id));
    expect(error.status).toBe(409);
    expect(error.message).toBe(M.cannotUndo("Not enough Widget in North: 0 on hand, 4 needed."));
  });

  it("the list shows each row with the filters; the books agree with the valuation and the trial balance", async () => {
    const all = await listStockAdjustmentRows(app.db, ctx.companyId, { from: null, to: null }, { page: 1, perPage: 10 });
    expect(all.total).toBe(8); // the deleted adjustment's row is gone
    expect(all.items[0]).toMatchObject({
      date: "2026-11-10",
      warehouseName: "North",
      itemName: "Widget",
      adjustedQty: -units(4),
      value: -1200,
    });
    const north = await listStockAdjustmentRows(app.db, ctx.companyId, { warehouseId: ids.north, from: null, to: null });
    expect(north.items.map((r) => r.itemName)).toEqual(["Widget", "Widget", "Bolt"]);
    const range = await listStockAdjustmentRows(app.db, ctx.companyId, { from: "2026-11-03", to: "2026-11-04" });
    expect(range.items.map((r) => r.adjustedQty)).toEqual([-units(3), units(2)]);

    const valuation = await inventoryValuation(app.db, ctx.companyId, "2026-12-31");
    const total = valuation.reduce((sum, r) => sum + r.value, 0);
    expect(total).toBe(2250 + 1500 + 500);
    expect(await balance(ids.asset)).toBe(total);
    // Shrinkage: Cr 25.00 + 5.00 + 25.00 + 5.00 (bolts) + 12.00, Dr 7.50 + 10.00 + 12.00 = Cr 42.50.
    const tb = await trialBalance(app.db, ctx.companyId, "2026-12-31");
    expect(tb.rows.map((r) => [r.accountName, r.debit, r.credit])).toEqual([
      ["Stock", 4250, 0],
      ["Inventory Shrinkage", 0, 4250],
    ]);
  });

  it("date presets use the company's fiscal year start month", () => {
    expect(adjustmentRange({ preset: "this_fy" }, "2026-11-25", "April")).toEqual({ from: "2026-04-01", to: "2027-03-31" });
    expect(adjustmentRange({ preset: "last_fq" }, "2026-11-25", "April")).toEqual({ from: "2026-07-01", to: "2026-09-30" });
    expect(adjustmentRange({ preset: "this_week" }, "2026-11-25", "January")).toEqual({ from: "2026-11-22", to: "2026-11-28" });
    expect(adjustmentRange({ preset: "all", from: "2026-01-01" }, "2026-11-25", 1)).toEqual({ from: "2026-01-01", to: null });
  });
});

describe("warehouses", () => {
  it("lists with search, status and pages; names are unique; edits check the version", async () => {
    const extra = await createWarehouse(app.db, ctx, warehouseSchema.parse({ name: "Annex", city: "Leeds" }));
    expect((await refused(createWarehouse(app.db, ctx, warehouseSchema.parse({ name: " annex " })))).message).toBe(
      WAREHOUSE_MESSAGES.duplicate("annex"),
    );
    expect(warehouseSchema.safeParse({ name: "  " }).error?.issues[0].message).toBe(WAREHOUSE_MESSAGES.nameRequired);
    expect((await listWarehouses(app.db, ctx.companyId, { search: "leeds" })).items.map((w) => w.name)).toEqual(["Annex"]);
    const page = await listWarehouses(app.db, ctx.companyId, { page: 2, perPage: 2 });
    expect(page).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(page.items.map((w) => w.name)).toEqual(["North"]);
    const updated = await updateWarehouse(app.db, ctx, extra.id, {
      ...warehouseSchema.parse({ name: "Annex B", phone: "555" }),
      version: extra.version,
    });
    expect(updated).toMatchObject({ name: "Annex B", phone: "555", version: extra.version + 1 });
    expect(
      (await refused(updateWarehouse(app.db, ctx, extra.id, { ...warehouseSchema.parse({ name: "X" }), version: extra.version }))).status,
    ).toBe(409);
    await setWarehouseActive(app.db, ctx, extra.id, false);
    expect((await listWarehouses(app.db, ctx.companyId, { status: "inactive" })).items.map((w) => w.name)).toEqual(["Annex B"]);
    expect((await listWarehouses(app.db, ctx.companyId, { status: "active" })).items.map((w) => w.name)).toEqual(["Main", "North"]);
    await setWarehouseActive(app.db, ctx, extra.id, true);
    await deleteWarehouse(app.db, ctx, extra.id);
    expect((await listWarehouses(app.db, ctx.companyId)).total).toBe(2);
  });

  it("refuses to delete a warehouse with stock history, telling to deactivate it instead", async () => {
    const error = await refused(deleteWarehouse(app.db, ctx, ids.north));
    expect(error.status).toBe(409);
    expect(error.message).toBe(WAREHOUSE_MESSAGES.inUse("North"));
    await setWarehouseActive(app.db, ctx, ids.north, false);
    const blocked = await refused(adjust({ warehouseId: ids.north, rows: [{ itemId: ids.widget, adjustedQty: "1" }] }));
    expect(blocked.message).toBe(M.warehouseRequired);
  });
});
