// Sales documents: an invoice, a cash sale and a credit memo each post in the transaction that
// saves them — income per row, sales tax on the taxable rows after the discount, the discount on
// its account, and the cost of inventory sold moved from the assets account to Cost of Goods Sold
// at average cost (back again for a credit memo). Selling more than is on hand is refused and
// writes nothing; two sales of the last unit sell it once. Figures worked out by hand in comments.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { customerCreateSchema } from "../../app/modules/customers/schema";
import { customerService } from "../../app/modules/customers/customers.server";
import { customerOpenAmounts, customerTransactions } from "../../app/modules/customers/customer-transactions.server";
import { inventoryValuation, onHandByItem } from "../../app/modules/inventory/stock.server";
import { accountNets, trialBalance } from "../../app/modules/ledger/ledger.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { readSalesDocument } from "../../app/modules/sales/document-reads.server";
import {
  createSalesDocument,
  salesFigures,
  updateDraftInvoice,
  voidSalesDocument,
  type SalesDocumentInput,
} from "../../app/modules/sales/documents.server";
import { SALES_KIND, type SalesKindName } from "../../app/modules/sales/kinds";
import { dashboardFigures } from "../../app/modules/dashboard/widgets.server";
import { findAccountsReceivableAccount } from "../../app/modules/accounts/system-accounts.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import * as invoicesApi from "../../app/routes/api+/customer.invoices";
import * as documentApi from "../../app/routes/api+/customer.documents.$id";
import * as invoiceListApi from "../../app/routes/api+/customer.invoices.company.$companyId";
import { call, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { giveSalesItems, giveStateTaxRate } from "../support/sales-books";
import { CHECKING } from "../support/accounts";
import { ownerAndCompany, signedInOwner } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let cookie: string;
const ids: Record<string, number> = {};

const account = async (fields: Record<string, unknown>) => (await createAccount(app.db, ctx, accountCreateSchema.parse(fields))).id;
const sell = (kind: SalesKindName, body: Record<string, unknown>) =>
  createSalesDocument(app.db, ctx, kind, SALES_KIND[kind].schema.parse(body) as SalesDocumentInput);

/** An account's net (debits − credits), in cents. */
const net = async (accountId: number) => (await accountNets(app.db, ctx.companyId, { accountIds: [accountId] })).get(accountId) ?? 0;

/** A customer's receivable: the net of the A/R lines that name them, in cents. */
async function receivable(customerId: number) {
  const { rows } = await app.db.raw(
    `SELECT coalesce(sum(l.debit - l.credit), 0) AS net FROM journal_lines l JOIN company_accounts a ON a.company_id = l.company_id AND a.id = l.account_id
      WHERE l.company_id = ? AND l.customer_id = ? AND a.account_name = 'Accounts Receivable'`,
    [ctx.companyId, customerId],
  );
  return Math.round(Number(rows[0].net) * 100);
}

const onHand = async (itemId: number) => {
  const level = (await onHandByItem(app.db, ctx.companyId, [itemId])).get(itemId);
  return [(level?.quantity ?? 0) / 10_000, level?.value ?? 0];
};

/** The books agree: the trial balance balances and the assets account equals the stock's valuation. */
async function expectBooksBalanced() {
  const tb = await trialBalance(app.db, ctx.companyId, "2100-12-31");
  expect(tb.totals.debit).toBe(tb.totals.credit);
  const valuation = await inventoryValuation(app.db, ctx.companyId, "2100-12-31");
  expect(await net(ids.stock)).toBe(valuation.reduce((sum, r) => sum + r.value, 0));
}

const entryLines = async (id: number) =>
  (await readSalesDocument(app.db, ctx.companyId, id)).journalEntry!.lines.map((l) => [l.accountName, l.debit, l.credit]);

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, cookie } = await signedInOwner(app.db, { today: "2026-11-28" }));
  ids.bank = await account({ ...CHECKING, accountNumber: "1010", accountName: "Checking" });
  ids.undeposited = await account({ accountType: "Other current Asset", accountNumber: "1110", accountName: "Undeposited Funds" });
  ids.stock = await account({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Inventory" });
  ids.taxPayable = await account({ accountType: "Current Liability", accountNumber: "2020", accountName: "Sales Tax Payable" });
  ids.sales = await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  ids.services = await account({ accountType: "Income", accountNumber: "4100", accountName: "Services" });
  ids.discounts = await account({ accountType: "Income", accountNumber: "4900", accountName: "Discounts Given" });
  ids.cogs = await account({ accountType: "Cost of Goods Sold", accountNumber: "5000", accountName: "Cost of Goods Sold" });
  ids.rent = await account({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  ids.rate = await giveStateTaxRate(app.db, ctx.companyId, ids.taxPayable);
  ids.ann = (await customerService.create(app.db, ctx, customerCreateSchema.parse({ customerId: "ANN", customerName: "Ann's Bakery" }))).id;
  ids.exempt = (
    await customerService.create(app.db, ctx, customerCreateSchema.parse({ customerId: "SCH", customerName: "School", taxExempt: true }))
  ).id;
  const items = await giveSalesItems(app.db, ctx.companyId, { sales: ids.sales, stock: ids.stock, cogs: ids.cogs, services: ids.services });
  Object.assign(ids, { widget: items.widget, consulting: items.consulting, unsold: items.favour });
  // 10 widgets bought at 3.00: on hand 10, worth 30.00.
  ids.acme = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme" }))).id;
  await createPurchaseDocument(
    app.db,
    ctx,
    "bill",
    DOCUMENT_SCHEMAS.bill.parse({
      vendorId: ids.acme,
      date: "2026-11-01",
      itemRecords: [{ itemId: ids.widget, itemType: "inventory", quantity: "10", unitPrice: "3.00" }],
    }) as never,
  );
});
afterAll(() => app.cleanup());

describe("sales figures", () => {
  it("take the discount off before tax, each taxable row bearing its share, to the cent", () => {
    const rows = [
      { amount: 20000 as never, taxable: true },
      { amount: 10000 as never, taxable: false },
    ];
    // Subtotal 300.00; 10 % off is 30.00, of which the taxable 200.00 bears 20.00; tax 8.25 % of 180.00 = 14.85.
    expect(salesFigures(rows, { percent: "10" }, "8.2500")).toEqual({
      subtotal: 30000,
      discountPercent: "10.0000",
      discount: 3000,
      taxableAmount: 18000,
      tax: 1485,
      total: 28485,
    });
    // 0.825 rounds half up to 0.83; no rate, no tax.
    expect(salesFigures([{ amount: 1000 as never, taxable: true }], null, "8.2500").tax).toBe(83);
    expect(salesFigures([{ amount: 1000 as never, taxable: true }], { amount: "1.50" }, null)).toMatchObject({
      discount: 150,
      tax: 0,
      total: 850,
    });
  });
});

describe("an invoice", () => {
  it("posts Dr A/R, Cr income per row and Cr sales tax on the taxable rows, and issues stock at average cost", async () => {
    // 2 widgets at their sales price 10.00 (taxable) = 20.00; consulting 2 h × 50.00 = 100.00 (not
    // taxable); tax 8.25 % of 20.00 = 1.65; total 121.65. Cost of the widgets 2 × 3.00 = 6.00.
    const saved = await sell("invoice", {
      customerId: ids.ann,
      date: "2026-11-10",
      taxRateId: ids.rate,
      itemRecords: [
        { itemId: ids.widget, itemType: "inventory", quantity: "2" },
        { itemId: ids.consulting, itemType: "service", quantity: "2" },
      ],
    });
    expect(saved).toMatchObject({ number: "INV-0001", status: "open", total: "121.65", message: "Invoice created successfully!" });
    expect(await entryLines(saved.id)).toEqual([
      ["Accounts Receivable", "121.65", "0.00"],
      ["Sales", "0.00", "20.00"],
      ["Services", "0.00", "100.00"],
      ["Sales Tax Payable", "0.00", "1.65"],
      ["Cost of Goods Sold", "6.00", "0.00"],
      ["Inventory", "0.00", "6.00"],
    ]);
    const invoice = await readSalesDocument(app.db, ctx.companyId, saved.id, "invoice", "2026-11-28");
    expect(invoice.itemRecords.map((r) => [r.itemName, r.description, r.quantity, r.unitPrice, r.amount, r.taxable])).toEqual([
      ["Widget", "Blue widget", "2.0000", "10.00", "20.00", true],
      ["Consulting", "", "2.0000", "50.00", "100.00", false],
    ]);
    expect([invoice.dueDate, invoice.statusLabel, invoice.amountDue]).toEqual(["2026-11-10", "Overdue", "121.65"]);
    expect(await onHand(ids.widget)).toEqual([8, 2400]);
    expect(await receivable(ids.ann)).toBe(12165);
    await expectBooksBalanced();
  });

  it("debits a discount to its account and works the tax out after it; a tax-exempt customer pays no tax", async () => {
    // 200.00 taxable less 10 % = 180.00; tax 14.85; A/R 194.85; Discounts Given Dr 20.00.
    const saved = await sell("invoice", {
      customerId: ids.ann,
      date: "2026-11-11",
      taxRateId: ids.rate,
      discount: "10%",
      discountAccountId: ids.discounts,
      accountRecords: [{ accountId: ids.services, amount: "200.00", taxable: true }],
    });
    expect(await entryLines(saved.id)).toEqual([
      ["Accounts Receivable", "194.85", "0.00"],
      ["Discounts Given", "20.00", "0.00"],
      ["Services", "0.00", "200.00"],
      ["Sales Tax Payable", "0.00", "14.85"],
    ]);
    const exempt = await sell("invoice", {
      customerId: ids.exempt,
      taxRateId: ids.rate,
      accountRecords: [{ accountId: ids.services, amount: "50.00", taxable: true }],
    });
    expect(exempt.total).toBe("50.00");
    await expectBooksBalanced();
  });

  it("saved as a draft posts nothing; saved open from its edit it takes its number and posts; a stale edit writes nothing", async () => {
    const body = { customerId: ids.ann, date: "2026-11-12", accountRecords: [{ accountId: ids.services, amount: "30.00" }] };
    const draft = await sell("invoice", { ...body, status: "draft" });
    expect(draft).toMatchObject({ number: "DRAFT", status: "draft", journalEntryId: null, message: "Invoice saved as draft." });
    const read = await readSalesDocument(app.db, ctx.companyId, draft.id);
    const edit = SALES_KIND.invoice.schema.parse({
      ...body,
      accountRecords: [{ accountId: ids.services, amount: "35.00" }],
      status: "open",
    });
    const posted = await updateDraftInvoice(app.db, ctx, draft.id, { ...edit, version: read.version });
    expect(posted).toMatchObject({ number: "INV-0004", status: "open", total: "35.00" });
    await expect(updateDraftInvoice(app.db, ctx, draft.id, { ...edit, version: read.version })).rejects.toMatchObject({
      status: 409,
      message: "This invoice was changed by someone else. Reload to see the changes.",
    });
  });

  it("refuses bad documents with the message and writes nothing", async () => {
    const before = await app.db("salesDocuments").where({ companyId: ctx.companyId }).count({ n: "*" }).first();
    const refusals: [Record<string, unknown>, string][] = [
      [{ accountRecords: [{ accountId: ids.services, amount: "5.00" }] }, "Customer is required."],
      [{ customerId: ids.ann }, "Add at least one account row or item row with an amount."],
      [
        { customerId: ids.ann, itemRecords: [{ itemId: ids.unsold, itemType: "service", quantity: "1", unitPrice: "5" }] },
        "has no income account",
      ],
      [
        { customerId: ids.ann, accountRecords: [{ accountId: ids.rent, amount: "5.00" }] },
        "must be an account of type Income, Other Income",
      ],
      [
        {
          customerId: ids.ann,
          discount: "10.00",
          discountAccountId: ids.discounts,
          accountRecords: [{ accountId: ids.services, amount: "5.00" }],
        },
        "The discount cannot be more than the subtotal.",
      ],
      [
        { customerId: ids.ann, discount: "1.00", accountRecords: [{ accountId: ids.services, amount: "5.00" }] },
        "Choose the account the discount is posted to.",
      ],
      [{ customerId: ids.ann, itemRecords: [{ itemId: ids.widget, itemType: "inventory", quantity: "9" }] }, "Not enough"],
    ];
    for (const [body, message] of refusals) {
      await expect(sell("invoice", body)).rejects.toThrow(message);
    }
    expect(await app.db("salesDocuments").where({ companyId: ctx.companyId }).count({ n: "*" }).first()).toEqual(before);
    expect(await onHand(ids.widget)).toEqual([8, 2400]);
  });
});

describe("a cash sale and a credit memo", () => {
  it("a cash sale posts Dr the deposit account (Undeposited Funds), and goes only where a payment may", async () => {
    const saved = await sell("cash_sale", {
      customerId: ids.ann,
      date: "2026-11-13",
      depositToAccountId: ids.undeposited,
      paymentMethod: "Cheque",
      paymentReference: "1042",
      itemRecords: [{ itemId: ids.widget, itemType: "inventory", quantity: "1", unitPrice: "12.00", taxable: false }],
    });
    expect(saved).toMatchObject({ number: "CS-0001", status: "posted", total: "12.00" });
    expect(await entryLines(saved.id)).toEqual([
      ["Undeposited Funds", "12.00", "0.00"],
      ["Sales", "0.00", "12.00"],
      ["Cost of Goods Sold", "3.00", "0.00"],
      ["Inventory", "0.00", "3.00"],
    ]);
    await expect(sell("cash_sale", { customerId: ids.ann, accountRecords: [{ accountId: ids.sales, amount: "1.00" }] })).rejects.toThrow(
      "Deposit To account is required.",
    );
    await expect(
      sell("cash_sale", { customerId: ids.ann, depositToAccountId: ids.rent, accountRecords: [{ accountId: ids.sales, amount: "1.00" }] }),
    ).rejects.toThrow("Deposit To must be a Bank, Cash or Paypal account, or Undeposited Funds.");
    // Undeposited Funds is an Other current Asset; no other one is a place to deposit money.
    const prepaid = await account({ accountType: "Other current Asset", accountNumber: "1390", accountName: "Prepaid Insurance" });
    await expect(
      sell("cash_sale", { customerId: ids.ann, depositToAccountId: prepaid, accountRecords: [{ accountId: ids.sales, amount: "1.00" }] }),
    ).rejects.toThrow("Deposit To must be a Bank, Cash or Paypal account, or Undeposited Funds.");
  });

  it("a credit memo reverses a sale: Dr income and tax, Cr A/R; the returned widget comes back at its average cost", async () => {
    // 1 widget at 10.00 taxable: tax 0.83; Cr A/R 10.83. Back into stock at 3.00.
    const before = await receivable(ids.ann);
    const saved = await sell("credit_memo", {
      customerId: ids.ann,
      date: "2026-11-14",
      taxRateId: ids.rate,
      itemRecords: [{ itemId: ids.widget, itemType: "inventory", quantity: "1" }],
    });
    expect(saved).toMatchObject({ number: "CM-0001", status: "open", total: "10.83" });
    expect(await entryLines(saved.id)).toEqual([
      ["Sales", "10.00", "0.00"],
      ["Sales Tax Payable", "0.83", "0.00"],
      ["Accounts Receivable", "0.00", "10.83"],
      ["Cost of Goods Sold", "0.00", "3.00"],
      ["Inventory", "3.00", "0.00"],
    ]);
    expect(await receivable(ids.ann)).toBe(before - 1083);
    expect(await onHand(ids.widget)).toEqual([8, 2400]);
    await expectBooksBalanced();
  });
});

describe("stock and voids", () => {
  it("two sales of the last units at once sell them once", async () => {
    const onHandNow = (await onHand(ids.widget))[0];
    const sale = () =>
      sell("invoice", { customerId: ids.ann, itemRecords: [{ itemId: ids.widget, itemType: "inventory", quantity: String(onHandNow) }] });
    const results = await Promise.allSettled([sale(), sale()]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason.message).toMatch(/Not enough/);
    expect(await onHand(ids.widget)).toEqual([0, 0]);
    await expectBooksBalanced();
  });

  it("voiding an invoice reverses its entry and puts its stock back; a void invoice cannot be voided again", async () => {
    const saved = await sell("invoice", {
      customerId: ids.exempt,
      date: "2026-11-20",
      accountRecords: [{ accountId: ids.sales, amount: "40.00" }],
    });
    const before = await receivable(ids.exempt);
    expect(await voidSalesDocument(app.db, ctx, saved.id)).toEqual({ message: `Invoice ${saved.number} voided.` });
    expect(await receivable(ids.exempt)).toBe(before - 4000);
    expect((await readSalesDocument(app.db, ctx.companyId, saved.id)).status).toBe("void");
    await expect(voidSalesDocument(app.db, ctx, saved.id)).rejects.toThrow(`Invoice ${saved.number} is already void.`);
    await expectBooksBalanced();
  });
});

describe("company isolation", () => {
  it("another company cannot name this company's customer, item or accounts; another user's company is a 404", async () => {
    const stranger = await ownerAndCompany(app.db, { today: "2026-11-28" });
    const body = SALES_KIND.invoice.schema.parse({ customerId: ids.ann, accountRecords: [{ accountId: ids.sales, amount: "5.00" }] });
    await expect(createSalesDocument(app.db, stranger.ctx, "invoice", body)).rejects.toThrow("Customer not found.");
    const response = await call(invoicesApi.action, "/api/customer/invoices", {
      method: "POST",
      headers: { Cookie: cookie },
      body: { companyId: stranger.ctx.companyId, customerId: ids.ann, accountRecords: [{ accountId: ids.sales, amount: "5.00" }] },
    });
    expect(response.status).toBe(404);
    const stranger2 = await sessionCookie(stranger.user);
    const [mine] = await app.db("salesDocuments").where({ companyId: ctx.companyId }).limit(1).select("id");
    const read = await call(documentApi.loader, `/api/customer/documents/${mine.id}`, {
      headers: { Cookie: stranger2 },
      params: { id: String(mine.id) },
    });
    expect(read.status).toBe(404);
  });
});

describe("the API", () => {
  it("POST /api/customer/invoices saves and posts an invoice, taking numbers and numeric strings; bad input is a 400 with nothing written", async () => {
    const response = await call(invoicesApi.action, "/api/customer/invoices", {
      method: "POST",
      headers: { Cookie: cookie },
      body: {
        companyId: ctx.companyId,
        customerId: ids.exempt,
        date: "2026-11-21",
        accountRecords: [{ accountId: ids.services, amount: 75.5 }],
        itemRecords: [{ itemId: ids.consulting, itemType: "service", quantity: 1, unitPrice: "10.00" }],
      },
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe("Invoice created successfully!");
    expect(body.document).toMatchObject({ kind: "invoice", customerName: "School", total: "85.50", status: "open" });
    const read = await call(documentApi.loader, `/api/customer/documents/${body.document.id}`, {
      headers: { Cookie: cookie },
      params: { id: String(body.document.id) },
    });
    expect(read.status).toBe(200);
    expect((await read.json()).document.journalEntry.lines.map((l: { debit: string }) => l.debit)).toEqual(["85.50", "0.00", "0.00"]);
    const count = await app.db("salesDocuments").where({ companyId: ctx.companyId }).count({ n: "*" }).first();
    const bad = await call(invoicesApi.action, "/api/customer/invoices", {
      method: "POST",
      headers: { Cookie: cookie },
      body: { companyId: ctx.companyId, customerId: ids.exempt, accountRecords: [{ accountId: ids.services, amount: "-5" }] },
    });
    expect(bad.status).toBe(400);
    expect(await app.db("salesDocuments").where({ companyId: ctx.companyId }).count({ n: "*" }).first()).toEqual(count);
  });

  it("GET /api/customer/invoices/company/:companyId lists the invoices as the screen filters them, with their totals", async () => {
    const list = (search: string, cookieOf = cookie) =>
      call(invoiceListApi.loader, `/api/customer/invoices/company/${ctx.companyId}${search}`, {
        headers: { Cookie: cookieOf },
        params: { companyId: String(ctx.companyId) },
      });
    const invoices = await app.db("salesDocuments").where({ companyId: ctx.companyId, kind: "invoice" });
    const cents = (v: string) => Math.round(Number(v) * 100);
    const everything = await (await list("?perPage=100")).json();
    expect(everything.total).toBe(invoices.length);
    const owed = invoices.filter((d) => d.status !== "void").reduce((sum, d) => sum + cents(d.total) - cents(d.amountPaid), 0);
    expect(everything.totals.amountDue).toBe((owed / 100).toFixed(2));
    // Each status shows only its own invoices, and the statuses share out the whole list.
    const labels = { draft: "Draft", open: "Open", overdue: "Overdue", "partially-paid": "Partially Paid", paid: "Paid", void: "Void" };
    let counted = 0;
    for (const [status, label] of Object.entries(labels)) {
      const page = await (await list(`?status=${status}&perPage=100`)).json();
      expect(page.invoices.map((i: { status: string }) => i.status)).toEqual(page.invoices.map(() => label));
      counted += page.total;
    }
    expect(counted).toBe(invoices.length);
    const firstTwo = await (await list("?perPage=2&page=1")).json();
    expect(firstTwo.invoices.map((i: { id: number }) => i.id)).toEqual(everything.invoices.slice(0, 2).map((i: { id: number }) => i.id));

    const school = await (await list(`?customerId=${ids.exempt}`)).json();
    expect(school.invoices.map((i: { customerName: string }) => i.customerName)).toEqual(school.invoices.map(() => "School"));
    expect(school.invoices.length).toBeGreaterThan(0);

    const bad = await list("?status=late&from=2026-13-01");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      status: ["status must be all, draft, open, overdue, partially-paid, paid or void"],
      from: expect.any(Array),
    });
    const stranger = await ownerAndCompany(app.db);
    expect((await list("", await sessionCookie(stranger.user))).status).toBe(404);
  });
});

describe("the Customer Center", () => {
  it("lists the customer's sales documents under their kinds, and what of its open invoices is overdue", async () => {
    const page = await customerTransactions(app.db, ctx.companyId, ids.ann, { today: "2026-11-28" });
    expect(new Set(page.items.map((t) => t.type))).toEqual(new Set(["Invoice", "Cash Sale", "Credit Memo"]));
    const invoices = await customerTransactions(app.db, ctx.companyId, ids.ann, { today: "2026-11-28", filters: { view: "invoices" } });
    expect(invoices.items.map((t) => t.number).sort()).toEqual(["INV-0001", "INV-0002", "INV-0004", "INV-0005"]);
    // Open 420.67 (the balance); overdue: INV-0001, -0002 and -0004, due before 11-28 (121.65 + 194.85 + 35.00).
    expect(await customerOpenAmounts(app.db, ctx.companyId, ids.ann, "2026-11-28")).toEqual({ open: "420.67", overdue: "351.50" });
  });
});

describe("the dashboard's customer widgets", () => {
  it("show who owes what (totalling Accounts Receivable), money coming in, and this year's top customers and items", async () => {
    const widgets = await dashboardFigures(
      app.db,
      { id: ctx.companyId, companyName: "Test Co", fiscalYearStart: "January" },
      "2026-11-28",
      ["whoOwesMe", "moneyComingIn", "topCustomersBySales", "topItemsBySales"],
    );
    // Ann: 121.65 + 194.85 + 35.00 + 80.00 (the last 8 widgets) − 10.83 = 420.67; School: 50.00 + 85.50 (the void 40.00 is gone).
    expect(widgets.whoOwesMe).toMatchObject({
      parties: [
        { id: ids.ann, name: "Ann's Bakery", amount: 42067 },
        { id: ids.exempt, name: "School", amount: 13550 },
      ],
      total: 55617,
    });
    expect(widgets.whoOwesMe!.total).toBe(await net((await findAccountsReceivableAccount(app.db, ctx.companyId))!));
    // Due before 11-28: INV-0001, -0002, -0004 and the API's (11-21); not yet: School's 50.00 and the 80.00 sale, dated today.
    expect(widgets.moneyComingIn).toEqual({ overdue: 43700, notDueYet: 13000, openInvoices: 6, received: 1200 });
    // Before tax, after discounts, less the credit memo: Ann 120 + 180 + 35 + 12 + 80 − 10 = 417.00.
    expect(widgets.topCustomersBySales!.rows.map((c) => [c.name, c.amount])).toEqual([
      ["Ann's Bakery", 41700],
      ["School", 13550],
    ]);
    expect(widgets.topItemsBySales!.rows.map((i) => [i.name, i.quantity, i.amount])).toEqual([
      ["Consulting", "3", 11000],
      ["Widget", "10", 10200],
    ]);
  });
});
