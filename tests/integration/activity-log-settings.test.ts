// The Users Activity Log (issue 29 item 3, ADR 0068) for the changes it missed: warehouses, stock
// adjustments, assembly builds, recurring schedules (create, edit, pause, run, delete), fixed assets
// (create, edit, register, sell), bank rules, Email Setup, Document Branding and Check Print settings
// — each row written in the change's own transaction (a refused change leaves none).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import { listActivity } from "../../app/modules/activity/activity.server";
import { readActivityFilter } from "../../app/modules/activity/constants";
import { createBankRule, deleteBankRule, updateBankRule } from "../../app/modules/banking/bank-rules.server";
import { bankRuleSchema, bankRuleUpdateSchema } from "../../app/modules/banking/statement-schema";
import { saveBranding } from "../../app/modules/branding/branding.server";
import { brandingChoicesSchema } from "../../app/modules/branding/schema";
import { saveCheckPrintDefaults } from "../../app/modules/checks/check-print-settings.server";
import { checkPrintDefaultsSchema } from "../../app/modules/checks/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { updateMailSettings } from "../../app/modules/companies/mail-settings.server";
import { mailSettingsSchema } from "../../app/modules/companies/settings-schema";
import {
  createFixedAsset,
  disposeFixedAsset,
  registerFixedAsset,
  updateFixedAsset,
} from "../../app/modules/fixed-assets/fixed-assets.server";
import { disposalSchema, fixedAssetSchema } from "../../app/modules/fixed-assets/schema";
import { buildAssembly, createAssembly } from "../../app/modules/inventory/assemblies.server";
import { assemblySchema, buildSchema } from "../../app/modules/inventory/assembly-schema";
import { stockAdjustmentSchema } from "../../app/modules/inventory/stock-adjustment-schema";
import { createStockAdjustment, deleteStockAdjustment, updateStockAdjustment } from "../../app/modules/inventory/stock-adjustments.server";
import { moveStock, stockPostingLines } from "../../app/modules/inventory/stock.server";
import { warehouseSchema, warehouseUpdateSchema } from "../../app/modules/inventory/warehouse-schema";
import { createWarehouse, deleteWarehouse, setWarehouseActive, updateWarehouse } from "../../app/modules/inventory/warehouses.server";
import { Item } from "../../app/modules/items/item.model";
import { postEntry } from "../../app/modules/ledger/ledger.server";
import { openingBalanceEquityAccount } from "../../app/modules/accounts/system-accounts.server";
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  runDueSchedules,
  setScheduleActive,
  updateSchedule,
} from "../../app/modules/recurring/recurring.server";
import { scheduleCreateSchema, scheduleUpdateSchema } from "../../app/modules/recurring/schema";
import { startTestApp, type TestApp } from "../support/app";
import { giveBankingBooks, type BankingBooks } from "../support/banking-books";
import { makeAccounts, ownerAndCompany, saveBill } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let books: BankingBooks;
let accounts: Record<"stock" | "finished" | "shrinkage" | "income" | "cogs" | "vehicles" | "accumulated" | "depreciation", number>;

const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx } = await ownerAndCompany(app.db, { today: TODAY }));
  books = await giveBankingBooks(app.db, ctx);
  accounts = await makeAccounts(app.db, ctx, {
    stock: ["Inventory Asset", "1300", "Raw Materials"],
    finished: ["Inventory Asset", "1310", "Finished Goods"],
    shrinkage: ["Cost of Goods Sold", "5100", "Inventory Shrinkage"],
    income: ["Income", "4010", "Kit Sales"],
    cogs: ["Cost of Goods Sold", "6010", "Kit Costs"],
    vehicles: ["Fixed Asset", "1410", "Vehicles"],
    accumulated: ["Fixed Asset", "1500", "Accumulated Depreciation"],
    depreciation: ["Expense", "5075", "Depreciation Expense"],
  });
});
afterAll(() => app?.cleanup());

/** Today's log rows of one kind of record, newest first, as [activity, name, amount, detail]. */
async function logOf(recordType: string, recordId?: number) {
  const { filter } = readActivityFilter(new URLSearchParams({ recordType }), TODAY);
  const { items } = await listActivity(app.db, ctx.companyId, filter, 0, { page: 1, perPage: 100 });
  return items.filter((r) => recordId === undefined || r.recordId === recordId);
}
const rows = async (recordType: string, recordId?: number) =>
  (await logOf(recordType, recordId)).map((r) => [r.activity, r.name, r.amount, r.detail]);

async function refused(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a refusal");
}

describe("inventory", () => {
  it("records a warehouse added, edited, deactivated and deleted, with its user and link", async () => {
    const made = await createWarehouse(app.db, ctx, warehouseSchema.parse({ name: "Annex" }));
    await updateWarehouse(app.db, ctx, made.id, warehouseUpdateSchema.parse({ name: "Annex East", version: made.version }));
    await setWarehouseActive(app.db, ctx, made.id, false);
    await deleteWarehouse(app.db, ctx, made.id);
    expect(await rows("warehouse", made.id)).toEqual([
      ["deleted", "Annex East", null, ""],
      ["updated", "Annex East", null, "Deactivated"],
      ["updated", "Annex East", null, ""],
      ["created", "Annex", null, ""],
    ]);
    const [, , , created] = await logOf("warehouse", made.id);
    expect(created).toMatchObject({ userId: ctx.userId, link: "company/support-lists/warehouses", recordTypeLabel: "Warehouse" });
  });

  it("records no warehouse row for a refused duplicate name", async () => {
    await createWarehouse(app.db, ctx, warehouseSchema.parse({ name: "Dock" }));
    const before = (await logOf("warehouse")).length;
    await refused(createWarehouse(app.db, ctx, warehouseSchema.parse({ name: "Dock" })));
    expect((await logOf("warehouse")).length).toBe(before);
  });

  it("records a stock adjustment made, edited and deleted, with its net value", async () => {
    const warehouse = await createWarehouse(app.db, ctx, warehouseSchema.parse({ name: "Counted" }));
    const bolt = await Item.query(app.db).insert({
      companyId: ctx.companyId,
      itemType: "inventory",
      name: "Bolt",
      standardCost: "0.10",
      assetAccountId: accounts.stock,
    });
    const form = (quantity: string, rate: string) =>
      stockAdjustmentSchema.parse({
        warehouseId: warehouse.id,
        adjustmentAccountId: accounts.shrinkage,
        date: TODAY,
        rows: [{ itemId: bolt.id, adjustedQty: quantity, rate }],
      });
    const made = await createStockAdjustment(app.db, ctx, form("100", "0.10"));
    await updateStockAdjustment(app.db, ctx, made.id, { ...form("50", "0.10"), version: made.version });
    await deleteStockAdjustment(app.db, ctx, made.id);
    expect(await rows("stock_adjustment", made.id)).toEqual([
      ["deleted", `Stock Adjustment ${made.id}`, null, ""],
      ["updated", `Stock Adjustment ${made.id}`, "5.00", "1 item(s)"],
      ["created", `Stock Adjustment ${made.id}`, "10.00", "1 item(s)"],
    ]);
  });

  it("records an assembly build posted, with its value", async () => {
    const warehouse = await createWarehouse(app.db, ctx, warehouseSchema.parse({ name: "Workshop" }));
    const widget = await Item.query(app.db).insert({
      companyId: ctx.companyId,
      itemType: "inventory",
      name: "Widget",
      standardCost: "2.00",
      assetAccountId: accounts.stock,
    });
    await app.db.transaction(async (trx) => {
      const moved = await moveStock(trx, ctx.companyId, { type: "opening", id: 9001, date: TODAY }, [
        { itemId: widget.id, warehouseId: warehouse.id, quantity: 10 * 10_000, value: 2000 as Cents },
      ]);
      const equity = await openingBalanceEquityAccount(trx, ctx.companyId);
      await postEntry(trx, ctx, {
        entryType: "OB",
        entryDate: TODAY,
        lines: [...stockPostingLines(moved), { accountId: equity, credit: 2000 as Cents }],
      });
    });
    const kit = await createAssembly(
      app.db,
      ctx,
      assemblySchema.parse({
        name: "Widget Pair",
        assetsAccount: accounts.finished,
        sellProduct: true,
        salesPrice: "9.00",
        incomeAccount: accounts.income,
        buyProduct: true,
        standardCost: "4.00",
        costOfGoodsSoldAccount: accounts.cogs,
        items: [{ inventoryItemId: widget.id, quantity: "2" }],
      }),
    );
    const built = await buildAssembly(
      app.db,
      ctx,
      buildSchema.parse({ assemblyId: kit.id, warehouseId: warehouse.id, buildQty: "3", date: TODAY, refNo: "B-1" }),
    );
    const [row] = await logOf("assembly_build", built.id);
    expect(row).toMatchObject({ activity: "posted", name: "B-1 — Widget Pair", amount: "12.00", date: TODAY, detail: "3 built" });
    expect(row.link).toMatch(/^journal-entries\/\d+$/);
  });
});

describe("recurring schedules", () => {
  it("records a schedule memorized, edited, paused, run and deleted", async () => {
    const bill = await saveBill(app.db, ctx, { vendorId: books.acme, accountId: books.rent, amount: "300.00", date: "2026-01-01" });
    const s = await createSchedule(
      app.db,
      ctx,
      scheduleCreateSchema.parse({
        name: "Storage",
        kind: "bill",
        documentId: bill.id,
        frequency: "monthly",
        nextDate: "2026-02-01",
        mode: "automatic",
      }),
    );
    const edit = async (name: string) =>
      updateSchedule(
        app.db,
        ctx,
        s.id,
        scheduleUpdateSchema(false).parse({
          name,
          frequency: "monthly",
          nextDate: "2026-02-01",
          mode: "automatic",
          version: (await getSchedule(app.db, ctx.companyId, s.id)).version,
        }),
      );
    await edit("Storage unit");
    const run = await runDueSchedules(app.db, ctx, "2026-02-01");
    expect(run.created).toBe(1);
    await setScheduleActive(app.db, ctx, s.id, false, (await getSchedule(app.db, ctx.companyId, s.id)).version);
    await deleteSchedule(app.db, ctx, s.id, (await getSchedule(app.db, ctx.companyId, s.id)).version);
    expect(await rows("recurring_schedule", s.id)).toEqual([
      ["deleted", "Storage unit", null, ""],
      ["updated", "Storage unit", null, "Paused"],
      ["posted", "Storage unit", "300.00", `Ran: ${run.results[0].documentNumber}`],
      ["updated", "Storage unit", null, ""],
      ["created", "Storage", "300.00", ""],
    ]);
    expect((await logOf("recurring_schedule", s.id))[2]).toMatchObject({ date: "2026-02-01", link: `recurring/${s.id}` });
  });
});

describe("fixed assets", () => {
  it("records an asset saved, edited, registered and sold", async () => {
    const input = (itemName: string) =>
      fixedAssetSchema.parse({
        itemName,
        accountId: accounts.vehicles,
        purchaseDate: "2026-01-15",
        purchasePrice: "12000.00",
        assetType: "Vehicles",
        depreciationRate: "20",
        depreciationMethod: "straight_line",
        depreciationAccountId: accounts.depreciation,
        accumulatedAccountId: accounts.accumulated,
      });
    const { asset } = await createFixedAsset(app.db, ctx, input("Van"));
    await updateFixedAsset(app.db, ctx, asset.id, { ...input("Delivery van"), version: asset.version });
    await registerFixedAsset(app.db, ctx, asset.id);
    await disposeFixedAsset(
      app.db,
      ctx,
      asset.id,
      disposalSchema.parse({ disposalDate: "2026-03-10", disposalPrice: "12500", disposalAccountId: books.checking }),
    );
    const n = asset.assetNumber;
    expect(await rows("fixed_asset", asset.id)).toEqual([
      ["posted", `${n} Delivery van`, "12500.00", "Sold, gain $500.00"],
      ["posted", `${n} Delivery van`, "12000.00", "Registered"],
      ["updated", `${n} Delivery van`, null, ""],
      ["created", `${n} Van`, "12000.00", ""],
    ]);
  });
});

describe("banking and settings", () => {
  it("records a bank rule created, edited and deleted", async () => {
    const { rule } = await createBankRule(
      app.db,
      ctx,
      bankRuleSchema.parse({ name: "Fees", payeeContains: "fee", direction: "out", accountId: books.fees }),
    );
    await updateBankRule(
      app.db,
      ctx,
      rule.id,
      bankRuleUpdateSchema.parse({
        name: "Bank fees",
        payeeContains: "fee",
        direction: "out",
        accountId: books.fees,
        version: rule.version,
      }),
    );
    await deleteBankRule(app.db, ctx, rule.id);
    expect(await rows("bank_rule", rule.id)).toEqual([
      ["deleted", "Bank fees", null, ""],
      ["updated", "Bank fees", null, ""],
      ["created", "Fees", null, ""],
    ]);
  });

  it("records Email Setup saved, naming the fields changed and never the password", async () => {
    await updateMailSettings(
      app.db,
      ctx.userId!,
      ctx.companyId,
      mailSettingsSchema.parse({
        fromName: "Books Desk",
        smtpUrl: "smtp://mail.example.test:2525",
        smtpUser: "desk",
        smtpPassword: "s3cret!",
        version: 1,
      }),
    );
    const [row] = await logOf("email_setup");
    expect(row).toMatchObject({ activity: "updated", name: "Email Setup", link: "settings/email-setup" });
    expect(row.detail).toBe("From Name, SMTP Server, SMTP User, SMTP Password");
    expect(JSON.stringify(row)).not.toContain("s3cret");
  });

  it("records Document Branding and Check Print settings saved; a stale save records nothing", async () => {
    await saveBranding(
      app.db,
      ctx,
      brandingChoicesSchema.parse({ accentColor: "#1f6feb", onSalesDocuments: true, onStatements: true, onCheckStubs: false, version: 1 }),
    );
    expect(await rows("document_branding")).toEqual([["updated", "Document Branding", null, "Accent #1f6feb"]]);
    await refused(
      saveBranding(
        app.db,
        ctx,
        brandingChoicesSchema.parse({ accentColor: "#000000", onSalesDocuments: true, onStatements: true, onCheckStubs: true, version: 1 }),
      ),
    );
    expect((await logOf("document_branding")).length).toBe(1);

    await saveCheckPrintDefaults(
      app.db,
      ctx,
      checkPrintDefaultsSchema.parse({ stock: "voucher-top", printer: "Office", offsetX: "2", offsetY: "0", version: 1 }),
    );
    const [check] = await logOf("check_print_settings");
    expect(check).toMatchObject({
      activity: "updated",
      name: "Check Print Settings",
      detail: "Voucher, check on top (two stubs below), Office",
      link: "settings/check-print",
    });
  });
});
