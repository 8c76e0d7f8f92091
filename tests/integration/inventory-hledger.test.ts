// Inventory's books read by hledger: an item with opening stock, a bill that buys more, a stock
// adjustment each way, an assembly built from two items and a vendor credit that returns some —
// each through its own service, as the screens save them. The journal is exported and hledger's
// balance of each inventory asset account, as of the last day and as of a day in between, must
// equal the inventory valuation of that day, worked out by hand here. hledger is a requirement of
// this test (Debian: apt-get install -y hledger; CI installs it).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { buildAssembly, createAssembly } from "../../app/modules/inventory/assemblies.server";
import { assemblySchema, buildSchema } from "../../app/modules/inventory/assembly-schema";
import { inventoryItemSchema, toInventoryItemInput } from "../../app/modules/inventory/inventory-item-schema";
import { createInventoryItem } from "../../app/modules/inventory/inventory-items.server";
import { stockAdjustmentSchema } from "../../app/modules/inventory/stock-adjustment-schema";
import { createStockAdjustment } from "../../app/modules/inventory/stock-adjustments.server";
import { inventoryValuation } from "../../app/modules/inventory/stock.server";
import { exportLedgerJournal } from "../../app/modules/journal/ledger-export.server";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany } from "../support/books";
import { hledgerBalances } from "../support/hledger";

let app: TestApp;
let ctx: CompanyContext;
let folder: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-inventory-hledger-"));
  ({ ctx } = await ownerAndCompany(app.db, { today: "2026-11-25" }));
  const account = async (accountType: string, accountNumber: string, accountName: string) =>
    (await createAccount(app.db, ctx, accountCreateSchema.parse({ accountType, accountNumber, accountName }))).id;
  ids.parts = await account("Inventory Asset", "1300", "Parts");
  ids.kits = await account("Inventory Asset", "1310", "Kits");
  ids.cogs = await account("Cost of Goods Sold", "5000", "Cost of Goods");
  ids.shrinkage = await account("Cost of Goods Sold", "5100", "Shrinkage");
  ids.vendor = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Parts" }))).id;
});
afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  await app.cleanup();
});

describe("inventory in the exported books", () => {
  it("hledger's inventory asset balances equal the valuation, as of any day", async () => {
    const item = (fields: Record<string, unknown>) =>
      createInventoryItem(
        app.db,
        ctx,
        toInventoryItemInput(
          inventoryItemSchema().parse({ sellProduct: false, assetsAccount: ids.parts, costOfGoodsSold: ids.cogs, ...fields }),
        ),
      );
    // 10 widgets at $2.00 and 20 bolts at $0.50, counted on 10/01.
    ids.widget = (await item({ name: "Widget", standardCost: "2.00", onHandQuantity: "10", asOfDate: "10/01/2026" })).id;
    ids.bolt = (await item({ name: "Bolt", standardCost: "0.50", onHandQuantity: "20", asOfDate: "10/01/2026" })).id;
    // 10/05: a bill buys 10 more widgets at $3.00 — 20 at $50.00, $2.50 each.
    await createPurchaseDocument(
      app.db,
      ctx,
      "bill",
      DOCUMENT_SCHEMAS.bill.parse({
        vendorId: ids.vendor,
        date: "10/05/2026",
        itemRecords: [{ itemId: ids.widget, itemType: "inventory", quantity: "10", unitPrice: "3.00" }],
      }) as never,
    );
    // 10/10: 2 widgets broken (out at $2.50: $5.00), 4 bolts found (in at $0.50: $2.00).
    await createStockAdjustment(
      app.db,
      ctx,
      stockAdjustmentSchema.parse({
        date: "2026-10-10",
        warehouseId: (await app.db("warehouses").where({ companyId: ctx.companyId }).first("id")).id,
        adjustmentAccountId: ids.shrinkage,
        rows: [
          { itemId: ids.widget, adjustedQty: "-2", comment: "Broken" },
          { itemId: ids.bolt, adjustedQty: "4", rate: "0.50" },
        ],
      }),
    );
    // 10/20: a kit of 2 widgets and 6 bolts, 3 built: 6 widgets ($15.00) and 18 bolts ($9.00) into Kits.
    const kit = await createAssembly(
      app.db,
      ctx,
      assemblySchema.parse({
        name: "Kit",
        assetsAccount: ids.kits,
        sellProduct: false,
        buyProduct: false,
        items: [
          { inventoryItemId: ids.widget, quantity: "2" },
          { inventoryItemId: ids.bolt, quantity: "6" },
        ],
      }),
    );
    await buildAssembly(app.db, ctx, buildSchema.parse({ assemblyId: kit.id, buildQty: "3", date: "2026-10-20", refNo: "B-1" }));
    // 10/25: a vendor credit returns 2 widgets for $6.00: out at $2.50 ($5.00), $1.00 to Cost of Goods.
    await createPurchaseDocument(
      app.db,
      ctx,
      "vendor_credit",
      DOCUMENT_SCHEMAS.vendor_credit.parse({
        vendorId: ids.vendor,
        date: "10/25/2026",
        itemRecords: [{ itemId: ids.widget, itemType: "inventory", quantity: "2", unitPrice: "3.00" }],
      }) as never,
    );

    // By hand: widgets 10 + 10 − 2 − 6 − 2 = 10 at $2.50 = $25.00; bolts 20 + 4 − 18 = 6 at $0.50 = $3.00; kits 3 at $24.00.
    const valued = async (asOf: string) =>
      Object.fromEntries((await inventoryValuation(app.db, ctx.companyId, asOf)).map((r) => [r.itemName, [r.quantity / 10_000, r.value]]));
    expect(await valued("2026-10-31")).toEqual({ Bolt: [6, 300], Kit: [3, 2400], Widget: [10, 2500] });
    // On 10/15: widgets 18 ($45.00), bolts 24 ($12.00), no kits yet.
    expect(await valued("2026-10-15")).toEqual({ Bolt: [24, 1200], Kit: [0, 0], Widget: [18, 4500] });

    const file = path.join(folder, "books.journal");
    fs.writeFileSync(file, await exportLedgerJournal(app.db, ctx.companyId));
    const end = hledgerBalances(file, "2026-11-01");
    expect(end.get("1300")).toBe(2500 + 300);
    expect(end.get("1310")).toBe(2400);
    expect(end.get("5100")).toBe(500 - 200);
    expect(end.get("5000")).toBe(-100);
    const middle = hledgerBalances(file, "2026-10-16");
    expect(middle.get("1300")).toBe(4500 + 1200);
    expect(middle.get("1310") ?? 0).toBe(0);

    const tb = await trialBalance(app.db, ctx.companyId, "2026-10-31");
    expect(tb.totals.debit).toBe(tb.totals.credit);
  });
});
