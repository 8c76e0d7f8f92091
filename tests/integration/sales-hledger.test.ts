// The books after a random mix of sales and purchases, read three ways: the trial balance, hledger's
// balance of the exported journal, and the sub-ledgers (Accounts Receivable = the customers'
// balances; the inventory assets account = the stock's valuation). Each run is a fresh company and
// a random sequence of bills buying widgets, invoices and cash sales selling them (taxable or not,
// discounted or not; a sale of more than is on hand is refused and writes nothing), credit memos
// returning them and voids of invoices. hledger is a requirement (Debian: apt-get install -y hledger).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { findAccountsReceivableAccount } from "../../app/modules/accounts/system-accounts.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { customerService } from "../../app/modules/customers/customers.server";
import { customerCreateSchema } from "../../app/modules/customers/schema";
import { inventoryValuation } from "../../app/modules/inventory/stock.server";
import { Item } from "../../app/modules/items/item.model";
import { exportLedgerJournal } from "../../app/modules/journal/ledger-export.server";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { createSalesDocument, voidSalesDocument, type SalesDocumentInput } from "../../app/modules/sales/documents.server";
import { SALES_KIND, type SalesKindName } from "../../app/modules/sales/kinds";
import { SalesTaxRate } from "../../app/modules/sales/sales-tax-rate.model";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { CHECKING } from "../support/accounts";
import { startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany } from "../support/books";
import { hledgerBalances } from "../support/hledger";

let app: TestApp;
let folder: string;

beforeAll(async () => {
  app = await startTestApp();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-sales-hledger-"));
});
afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  await app.cleanup();
});

type Operation =
  | { op: "bill"; quantity: number; price: number }
  | { op: "invoice" | "cash_sale" | "credit_memo"; customer: number; widgets: number; service: number; taxable: boolean; discount: number }
  | { op: "void"; pick: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant("bill" as const), quantity: fc.integer({ min: 1, max: 20 }), price: fc.integer({ min: 50, max: 900 }) }),
  fc.record({
    op: fc.constantFrom("invoice" as const, "cash_sale" as const, "credit_memo" as const),
    customer: fc.integer({ min: 0, max: 2 }),
    widgets: fc.integer({ min: 0, max: 6 }),
    service: fc.integer({ min: 0, max: 50_000 }),
    taxable: fc.boolean(),
    discount: fc.integer({ min: 0, max: 15 }),
  }),
  fc.record({ op: fc.constant("void" as const), pick: fc.nat() }),
);

/** A fresh company with its accounts, three customers (one tax-exempt), a widget and a tax rate. */
async function books() {
  const { ctx: owner } = await ownerAndCompany(app.db);
  const ctx: CompanyContext = { ...owner, today: "2026-11-28" };
  const account = async (fields: Record<string, unknown>) => (await createAccount(app.db, ctx, accountCreateSchema.parse(fields))).id;
  const ids = {
    bank: await account({ ...CHECKING }),
    stock: await account({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Inventory" }),
    tax: await account({ accountType: "Current Liability", accountNumber: "2020", accountName: "Sales Tax Payable" }),
    sales: await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" }),
    discounts: await account({ accountType: "Income", accountNumber: "4900", accountName: "Discounts Given" }),
    cogs: await account({ accountType: "Cost of Goods Sold", accountNumber: "5000", accountName: "Cost of Goods Sold" }),
  };
  const rate = await SalesTaxRate.query(app.db).insert({
    companyId: ctx.companyId,
    name: "State",
    rate: "7.2500",
    liabilityAccountId: ids.tax,
  });
  const customers = [];
  for (const [code, exempt] of [
    ["A", false],
    ["B", false],
    ["C", true],
  ] as const) {
    customers.push(
      (
        await customerService.create(
          app.db,
          ctx,
          customerCreateSchema.parse({ customerId: code, customerName: `Customer ${code}`, taxExempt: exempt }),
        )
      ).id,
    );
  }
  const [widget] = await Item.query(app.db).insert([
    {
      companyId: ctx.companyId,
      itemType: "inventory",
      name: "Widget",
      sells: true,
      salesPrice: "12.00",
      incomeAccountId: ids.sales,
      assetAccountId: ids.stock,
      cogsAccountId: ids.cogs,
      taxable: true,
    },
  ]);
  const vendor = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "V", vendorName: "Vendor" }))).id;
  return { ctx, ids, rate: rate.id, customers, widget: widget.id, vendor };
}

async function apply(b: Awaited<ReturnType<typeof books>>, step: Operation, day: string, invoices: number[]) {
  if (step.op === "bill") {
    const body = {
      vendorId: b.vendor,
      date: day,
      itemRecords: [{ itemId: b.widget, itemType: "inventory", quantity: String(step.quantity), unitPrice: (step.price / 100).toFixed(2) }],
    };
    await createPurchaseDocument(app.db, b.ctx, "bill", DOCUMENT_SCHEMAS.bill.parse(body) as never);
    return;
  }
  if (step.op === "void") {
    if (!invoices.length) return;
    const [id] = invoices.splice(step.pick % invoices.length, 1);
    await voidSalesDocument(app.db, b.ctx, id);
    return;
  }
  const kind: SalesKindName = step.op;
  const body = {
    customerId: b.customers[step.customer],
    date: day,
    taxRateId: b.rate,
    depositToAccountId: b.ids.bank,
    discount: step.discount ? `${step.discount}%` : "",
    discountAccountId: b.ids.discounts,
    itemRecords: step.widgets ? [{ itemId: b.widget, itemType: "inventory", quantity: String(step.widgets) }] : [],
    accountRecords:
      step.service || !step.widgets
        ? [{ accountId: b.ids.sales, amount: (Math.max(step.service, 1) / 100).toFixed(2), taxable: step.taxable }]
        : [],
  };
  try {
    const saved = await createSalesDocument(app.db, b.ctx, kind, SALES_KIND[kind].schema.parse(body) as SalesDocumentInput);
    if (kind === "invoice") invoices.push(saved.id);
  } catch (error) {
    // Selling more widgets than are on hand is refused (and writes nothing); nothing else may fail.
    expect((error as Error).message).toMatch(/^Not enough Widget/);
  }
}

describe("sales and purchases read by hledger", () => {
  it("the trial balance, hledger's balances, A/R = Σ customers and inventory = valuation agree after any mix", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 3, maxLength: 14 }), async (steps) => {
        const b = await books();
        const invoices: number[] = [];
        for (const [i, step] of steps.entries()) await apply(b, step, `2026-11-${String(i + 1).padStart(2, "0")}`, invoices);

        const tb = await trialBalance(app.db, b.ctx.companyId, "2026-12-31");
        expect(tb.totals.debit).toBe(tb.totals.credit);
        const file = path.join(folder, `books-${b.ctx.companyId}.journal`);
        fs.writeFileSync(file, await exportLedgerJournal(app.db, b.ctx.companyId));
        const read = hledgerBalances(file, "2027-01-01");
        for (const row of tb.rows) expect(read.get(row.accountNumber) ?? 0, row.accountName).toBe(row.debit - row.credit);

        const receivable = await findAccountsReceivableAccount(app.db, b.ctx.companyId);
        const ar = tb.rows.find((r) => r.accountId === receivable);
        const { rows } = await app.db.raw(
          "SELECT coalesce(sum(debit - credit), 0) AS net FROM journal_lines WHERE company_id = ? AND account_id = ? AND customer_id IS NOT NULL",
          [b.ctx.companyId, receivable ?? 0],
        );
        expect(Math.round(Number(rows[0].net) * 100)).toBe(ar ? ar.debit - ar.credit : 0);
        const valuation = await inventoryValuation(app.db, b.ctx.companyId, "2026-12-31");
        const stock = tb.rows.find((r) => r.accountId === b.ids.stock);
        expect(stock ? stock.debit - stock.credit : 0).toBe(valuation.reduce((sum, r) => sum + r.value, 0));
      }),
      { numRuns: 6, seed: 20261129 },
    );
  });
});
