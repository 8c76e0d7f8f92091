// Purging a company, and deleting its owner, remove everything the company holds (issue 25, item 6):
// a company with bills (account and item rows), a vendor credit applied by a payment, a cheque
// printed and voided, a check layout, stock received, adjusted and built into an assembly, support
// lists, a vendor with contacts and addresses, and a bank statement imported and matched purges
// clean, every company table left without one of its rows. Before, the purge stopped on
// purchase_document_lines_account_id_fk (exit 1), and deleting the owner answered 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { deleteAccount } from "../../app/modules/auth/auth.server";
import { saveCheckLayout } from "../../app/modules/checks/check-layouts.server";
import { confirmCheck } from "../../app/modules/checks/checks.server";
import { markChecksPrinted } from "../../app/modules/checks/print-check.server";
import { voidCheck } from "../../app/modules/checks/void-check.server";
import { purgeArchivedCompanies } from "../../app/modules/companies/companies.server";
import { buildAssembly, createAssembly } from "../../app/modules/inventory/assemblies.server";
import { assemblySchema, buildSchema } from "../../app/modules/inventory/assembly-schema";
import { Item } from "../../app/modules/items/item.model";
import { createStockAdjustment } from "../../app/modules/inventory/stock-adjustments.server";
import { stockAdjustmentSchema } from "../../app/modules/inventory/stock-adjustment-schema";
import { defaultWarehouseId } from "../../app/modules/inventory/stock.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { createSupportItem } from "../../app/modules/support-lists/support-lists.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany } from "../support/books";
import { CHECKING, SAVINGS } from "../support/accounts";
import { createDeposit, voidDeposit } from "../../app/modules/banking/deposits.server";
import { confirmSuggestedMatches } from "../../app/modules/banking/match.server";
import { setLineCleared } from "../../app/modules/banking/register.server";
import { importStatement } from "../../app/modules/banking/statement-import.server";
import { statementImportSchema } from "../../app/modules/banking/statement-schema";
import { depositSchema, transferSchema } from "../../app/modules/banking/schema";
import { createTransfer } from "../../app/modules/banking/transfers.server";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.cleanup());

/** Every table with a company_id column: what a company can hold. */
async function companyTables(): Promise<string[]> {
  const { rows } = await app.db.raw(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'company_id' ORDER BY table_name`,
  );
  return rows.map((r: { table_name: string }) => r.table_name);
}

async function rowsOf(companyId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await companyTables()) {
    const [{ n }] = await app.db(table).where({ company_id: companyId }).count({ n: "*" });
    counts[table] = Number(n);
  }
  return counts;
}

/** A company whose books hold a bit of everything the purchasing, checks and inventory screens make. */
async function companyWithEverything() {
  const companyName = `Busy ${Date.now()}`;
  const { user, password, company, ctx } = await ownerAndCompany(app.db, { today: "2026-11-20", fields: { companyName } });
  const account = async (fields: Record<string, unknown>) => (await createAccount(app.db, ctx, accountCreateSchema.parse(fields))).id;
  const bank = await account({
    ...CHECKING,
    openingBalance: "5000.00",
    asOf: "01/01/2026",
  });
  const rent = await account({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  const stock = await account({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Stock" });
  const shrinkage = await account({ accountType: "Cost of Goods Sold", accountNumber: "5100", accountName: "Shrinkage" });
  const income = await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  const term = await createSupportItem(app.db, ctx, "payment-terms", { name: "Net 15", type: "fixed", netDueIn: 15, discountPercent: 0 });
  const vendorId = (
    await createVendor(
      app.db,
      ctx,
      vendorCreateSchema.parse({
        vendorId: "ACME",
        vendorName: "Acme Supplies",
        contacts: [{ name: "Ann Lee", title: "Buyer", phone: "555-0100", email: "ann@acme.test", primary: true }],
        addresses: [{ type: "Billing", address1: "1 Main St", city: "Springfield", state: "IL", postalCode: "62701", country: "USA" }],
      }),
    )
  ).id;
  const [widget, gadget] = await Item.query(app.db).insert([
    { companyId: ctx.companyId, itemType: "inventory", name: "Widget", standardCost: "2.00", assetAccountId: stock },
    { companyId: ctx.companyId, itemType: "inventory", name: "Gadget", standardCost: "5.00", assetAccountId: stock },
  ]);
  const warehouseId = await app.db.transaction((trx) => defaultWarehouseId(trx, ctx.companyId));

  const document = async (kind: "bill" | "vendor_credit", body: Record<string, unknown>) =>
    (await createPurchaseDocument(app.db, ctx, kind, DOCUMENT_SCHEMAS[kind].parse({ vendorId, date: "2026-11-02", ...body }) as never)).id;
  const bill = await document("bill", {
    paymentTermId: term.item.id,
    accountRecords: [{ accountId: rent, amount: "300.00" }],
    itemRecords: [
      { itemId: widget.id, itemType: "inventory", quantity: "10", unitPrice: "2.00" },
      { itemId: gadget.id, itemType: "inventory", quantity: "4", unitPrice: "5.00" },
    ],
  });
  const credit = await document("vendor_credit", { accountRecords: [{ accountId: rent, amount: "25.00" }] });
  const payment = await payBills(
    app.db,
    ctx,
    billPaymentSchema.parse({
      vendorId,
      payFromAccountId: bank,
      date: "2026-11-05",
      paymentMethod: "Cheque",
      bills: [{ billId: bill, amount: "100.00", creditApplied: "25.00" }],
      credits: [{ creditId: credit, amount: "25.00" }],
    }),
  );
  await confirmCheck(app.db, ctx, {
    vendorId,
    bankAccountId: bank,
    checkDate: null,
    totalAmount: null,
    memo: "",
    bills: [{ billId: payment.id }],
  });
  await markChecksPrinted(app.db, ctx, { paymentIds: [payment.id], printerName: "Office" });
  await voidCheck(app.db, ctx, { paymentId: payment.id, reason: "Lost" });
  await saveCheckLayout(app.db, ctx, { fields: {} });

  await createStockAdjustment(
    app.db,
    ctx,
    stockAdjustmentSchema.parse({
      warehouseId,
      adjustmentAccountId: shrinkage,
      date: "2026-11-06",
      rows: [{ itemId: widget.id, adjustedQty: "-1" }],
    }),
  );
  const kit = await createAssembly(
    app.db,
    ctx,
    assemblySchema.parse({
      name: "Kit",
      assetsAccount: stock,
      sellProduct: true,
      salesPrice: "20.00",
      incomeAccount: income,
      buyProduct: true,
      standardCost: "9.00",
      costOfGoodsSoldAccount: shrinkage,
      items: [
        { inventoryItemId: widget.id, quantity: "2" },
        { inventoryItemId: gadget.id, quantity: "1" },
      ],
    }),
  );
  await buildAssembly(app.db, ctx, buildSchema.parse({ assemblyId: kit.id, buildQty: "2", date: "2026-11-07", warehouseId }));

  // Banking: a transfer, a deposit voided and one kept, a line ticked cleared.
  const savings = await account({ ...SAVINGS });
  await createTransfer(
    app.db,
    ctx,
    transferSchema.parse({ fromAccountId: bank, toAccountId: savings, date: "2026-11-08", amount: "50.00" }),
  );
  const deposit = (amount: string) =>
    createDeposit(
      app.db,
      ctx,
      depositSchema.parse({ depositToAccountId: bank, date: "2026-11-09", rows: [{ accountId: income, amount }] }),
    );
  await voidDeposit(app.db, ctx, (await deposit("10.00")).deposit.id);
  const kept = await deposit("20.00");
  const [line] = await app
    .db("journalLines")
    .where({ companyId: ctx.companyId, journalEntryId: kept.deposit.journalEntryId, accountId: bank });
  await setLineCleared(app.db, ctx, bank, Number(line.id), true);
  // A statement imported and its line matched to the transfer (the line cleared by the match).
  const statement = statementImportSchema.parse({
    fileName: "november.csv",
    format: "csv",
    content: "Date,Description,Amount\n11/08/2026,TRANSFER TO SAVINGS,-50.00\n",
    mapping: { dateColumn: "Date", descriptionColumn: "Description", amountColumn: "Amount", dateFormat: "MM/DD/YYYY" },
  });
  expect((await importStatement(app.db, ctx, bank, statement)).added).toBe(1);
  expect((await confirmSuggestedMatches(app.db, ctx, bank)).matched).toBe(1);
  return { user, password, company };
}

describe("purging a company (issue 25, item 6)", () => {
  it("removes every row of a company that holds bills, payments, a voided cheque, stock and a build", async () => {
    const { company } = await companyWithEverything();
    const before = await rowsOf(company.id);
    // The books really hold these: the purge has something to get through.
    for (const table of [
      "purchase_document_lines",
      "bill_payment_records",
      "vendor_credit_applications",
      "check_pay_bills",
      "check_layouts",
      "stock_movements",
      "item_stock",
      "stock_adjustment_lines",
      "assembly_components",
      "assembly_builds",
      "vendor_contacts",
      "vendor_addresses",
      "payment_terms",
      "journal_lines",
      "bank_transfers",
      "bank_deposits",
      "bank_deposit_lines",
      "cleared_lines",
      "statement_lines",
      "statement_csv_mappings",
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    await app
      .db("companies")
      .where({ id: company.id })
      .update({ archivedAt: app.db.raw("now() - interval '31 days'") });
    expect(await purgeArchivedCompanies(app.db, [company.id], 30)).toBe(1);
    const after = await rowsOf(company.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await app.db("companies").where({ id: company.id })).toEqual([]);
  });

  it("deleting the owner removes such a company too", async () => {
    const { user, password, company } = await companyWithEverything();
    await deleteAccount(app.db, user.id, password);
    expect(Object.entries(await rowsOf(company.id)).filter(([, n]) => n > 0)).toEqual([]);
    expect(await app.db("users").where({ id: user.id })).toEqual([]);
  });

  it("every NO ACTION key is deferrable, so a cascade through a company's tables is checked at commit", async () => {
    const { rows } = await app.db.raw(
      `SELECT conrelid::regclass::text AS "table", conname AS "key"
         FROM pg_constraint
        WHERE contype = 'f' AND confdeltype = 'a' AND NOT condeferrable AND connamespace = current_schema()::regnamespace
        ORDER BY 1, 2`,
    );
    expect(rows).toEqual([]);
  });
});
