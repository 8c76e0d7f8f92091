// Posted books are not writable around the ledger (issue 25 item 7, migration
// 20261129103000_posted_books_guards, addendum to ADR 0016): SQL that the app's own flows never run — an empty
// posted entry, a changed or deleted stock movement, stock on hand edited by hand, a posted bill's
// total rewritten — is refused by the database itself, on PGlite and PostgreSQL. The app's flows
// beside them (posting, editing and deleting an adjustment, paying a bill) still work.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onHandByItem } from "../../app/modules/inventory/stock.server";
import { createStockAdjustment, deleteStockAdjustment } from "../../app/modules/inventory/stock-adjustments.server";
import { stockAdjustmentSchema } from "../../app/modules/inventory/stock-adjustment-schema";
import { createWarehouse } from "../../app/modules/inventory/warehouses.server";
import { warehouseSchema } from "../../app/modules/inventory/warehouse-schema";
import { Item } from "../../app/modules/items/item.model";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { startTestApp, type TestApp } from "../support/app";
import { makeAccounts, ownerAndCompany, saveBill } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx } = await ownerAndCompany(app.db));
  Object.assign(
    ids,
    await makeAccounts(app.db, ctx, {
      asset: ["Inventory Asset", "1300", "Stock"],
      shrinkage: ["Cost of Goods Sold", "5100", "Inventory Shrinkage"],
      rent: ["Expense", "6100", "Rent"],
    }),
  );
  const [widget] = await Item.query(app.db).insert([
    { companyId: ctx.companyId, itemType: "inventory", name: "Widget", standardCost: "2.00", assetAccountId: ids.asset },
  ]);
  ids.widget = widget.id;
  ids.main = (await createWarehouse(app.db, ctx, warehouseSchema.parse({ name: "Main" }))).id;
  ids.vendor = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }))).id;

  // 10 Widgets on hand, through the app.
  const adjustment = await createStockAdjustment(
    app.db,
    ctx,
    stockAdjustmentSchema.parse({
      warehouseId: ids.main,
      adjustmentAccountId: ids.shrinkage,
      date: "2026-11-20",
      rows: [{ itemId: ids.widget, adjustedQty: "10" }],
    }),
  );
  ids.adjustment = adjustment.id;
  const bill = await saveBill(app.db, ctx, { vendorId: ids.vendor, accountId: ids.rent, amount: "75.00", date: "2026-11-20" });
  ids.bill = bill.id;
});
afterAll(() => app?.cleanup());

const onHand = async () => (await onHandByItem(app.db, ctx.companyId, [ids.widget])).get(ids.widget);
const where = () => ({ company_id: ctx.companyId });

describe("a journal entry that is not a draft needs balanced lines at commit", () => {
  it("an entry inserted as posted with no lines is refused when the transaction commits, and nothing stays", async () => {
    const insertEmpty = app.db.transaction(async (trx) => {
      await trx.raw(
        "INSERT INTO journal_entries (company_id, entry_type, entry_no, entry_date, status) VALUES (?, 'JE', 'JE-9001', '2026-11-20', 'posted')",
        [ctx.companyId],
      );
    });
    await expect(insertEmpty).rejects.toThrow(/journal entry JE-9001 is posted: it must have at least two lines \(it has 0\)/);
    expect(await app.db("journal_entries").where({ companyId: ctx.companyId, entryNo: "JE-9001" })).toEqual([]);
  });

  it("a draft posted by SQL without its lines is refused the same way", async () => {
    const draft = await app.db.transaction(async (trx) => {
      const { rows } = await trx.raw(
        "INSERT INTO journal_entries (company_id, entry_type, entry_no, entry_date, status) VALUES (?, 'JE', 'DRAFT', '2026-11-20', 'draft') RETURNING id",
        [ctx.companyId],
      );
      return Number(rows[0].id);
    });
    const post = app.db.raw("UPDATE journal_entries SET status = 'posted', entry_no = 'JE-9002' WHERE company_id = ? AND id = ?", [
      ctx.companyId,
      draft,
    ]);
    await expect(post).rejects.toThrow(/at least two lines/);
    expect(await app.db("journal_entries").where({ companyId: ctx.companyId, id: draft }).first("status")).toEqual({ status: "draft" });
  });
});

describe("stock movements are append-only", () => {
  it("a movement cannot be changed or deleted; the stock stays as the app left it", async () => {
    await expect(app.db.raw("UPDATE stock_movements SET quantity = quantity * 3 WHERE company_id = ?", [ctx.companyId])).rejects.toThrow(
      /stock movements cannot be changed or deleted/,
    );
    await expect(app.db("stock_movements").where(where()).delete()).rejects.toThrow(/stock movements cannot be changed or deleted/);
    expect(await onHand()).toMatchObject({ quantity: 100_000 });
    const movements = await app.db("stock_movements").where(where()).select("quantity", "sourceType");
    expect(movements).toEqual([{ quantity: "10.0000", sourceType: "adjustment" }]);
  });
});

describe("stock on hand changes only with a movement", () => {
  it("editing, inserting or deleting item_stock by hand is refused", async () => {
    await expect(
      app.db.raw("UPDATE item_stock SET quantity = quantity + 11 WHERE company_id = ? AND item_id = ?", [ctx.companyId, ids.widget]),
    ).rejects.toThrow(/stock on hand changes only with a stock movement of the same transaction/);
    await expect(app.db("item_stock").where(where()).delete()).rejects.toThrow(/stock on hand \(quantity 10\.0000\) cannot be deleted/);
    const other = (await createWarehouse(app.db, ctx, warehouseSchema.parse({ name: "North" }))).id;
    await expect(
      app.db.raw("INSERT INTO item_stock (company_id, item_id, warehouse_id, quantity, value) VALUES (?, ?, ?, 5, 10)", [
        ctx.companyId,
        ids.widget,
        other,
      ]),
    ).rejects.toThrow(/stock on hand starts at zero/);
    expect(await onHand()).toMatchObject({ quantity: 100_000, value: 2_000 });
  });

  it("the app's own flows still move it: an adjustment posted and deleted (its stock undone by opposite movements)", async () => {
    const more = await createStockAdjustment(
      app.db,
      ctx,
      stockAdjustmentSchema.parse({
        warehouseId: ids.main,
        adjustmentAccountId: ids.shrinkage,
        date: "2026-11-21",
        rows: [{ itemId: ids.widget, adjustedQty: "5" }],
      }),
    );
    expect(await onHand()).toMatchObject({ quantity: 150_000 });
    await deleteStockAdjustment(app.db, ctx, more.id);
    expect(await onHand()).toMatchObject({ quantity: 100_000, value: 2_000 });
  });
});

describe("a posted purchase document keeps its totals", () => {
  it("its total, vendor, date and number cannot be rewritten, it cannot become a draft again, nor be deleted", async () => {
    const bill = () => app.db("purchase_documents").where({ companyId: ctx.companyId, id: ids.bill });
    await expect(bill().update({ total: "1.00" })).rejects.toThrow(/its total cannot be changed; void it or enter a new document/);
    await expect(bill().update({ docDate: "2020-01-01" })).rejects.toThrow(/its doc_date cannot be changed/);
    await expect(bill().update({ number: "BILL-9999" })).rejects.toThrow(/its number cannot be changed/);
    await expect(bill().update({ status: "draft" })).rejects.toThrow(/cannot become a draft again/);
    await expect(bill().update({ journalEntryId: null })).rejects.toThrow(/its journal entry cannot be changed/);
    await expect(bill().delete()).rejects.toThrow(/it cannot be deleted; void it instead/);
    expect(await bill().first("total", "status", "number")).toEqual({ total: "75.00", status: "open", number: "BILL-0001" });
  });

  it("what a payment changes stays free: the amount paid and the status", async () => {
    await app.db("purchase_documents").where({ companyId: ctx.companyId, id: ids.bill }).update({ amountPaid: "75.00", status: "paid" });
    const paid = await app.db("purchase_documents").where({ companyId: ctx.companyId, id: ids.bill }).first("amountPaid", "status");
    expect(paid).toEqual({ amountPaid: "75.00", status: "paid" });
  });
});
