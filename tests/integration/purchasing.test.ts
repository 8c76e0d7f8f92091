// Purchasing's books: what each purchase document and each bill payment posts, the balance rule on
// the paying account, partial and multi-bill payments with vendor credits, and the two races that
// must never go wrong — overdrawing an account and paying one bill twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromDecimal } from "../../app/lib/money";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { Item } from "../../app/modules/items/item.model";
import { accountNets, trialBalance } from "../../app/modules/ledger/ledger.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument, getPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS, type DocumentKind } from "../../app/modules/purchases/schema";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { startTestApp, type TestApp } from "../support/app";
import { ownerWithTwoCompanies } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
const ids: Record<string, number> = {};

async function account(c: CompanyContext, fields: Record<string, unknown>) {
  return (await createAccount(app.db, c, accountCreateSchema.parse(fields))).id;
}

async function vendor(c: CompanyContext, vendorId: string) {
  return (await createVendor(app.db, c, vendorCreateSchema.parse({ vendorId, vendorName: `${vendorId} Supplies` }))).id;
}

const save = (kind: DocumentKind, body: Record<string, unknown>, c = ctx) =>
  createPurchaseDocument(app.db, c, kind, DOCUMENT_SCHEMAS[kind].parse(body) as never);
const pay = (body: Record<string, unknown>, c = ctx) => payBills(app.db, c, billPaymentSchema.parse(body));

/** An account's balance on its normal side, in cents. */
async function balanceOf(accountId: number, c = ctx) {
  const nets = await accountNets(app.db, c.companyId, { accountIds: [accountId] });
  return nets.get(accountId) ?? 0;
}

async function expectBooksBalance(c = ctx) {
  const tb = await trialBalance(app.db, c.companyId, "2100-12-31");
  expect(tb.totals.debit).toBe(tb.totals.credit);
  return tb;
}

/** The AP balance equals the sum of every vendor's AP lines: the sub-ledger agrees with the ledger. */
async function expectPayableByVendor(c = ctx) {
  const { rows } = await app.db.raw(
    `SELECT coalesce(sum(l.credit - l.debit), 0) AS total,
            coalesce(sum(l.credit - l.debit) FILTER (WHERE l.vendor_id IS NOT NULL), 0) AS by_vendor
       FROM journal_lines l JOIN company_accounts a ON a.company_id = l.company_id AND a.id = l.account_id
      WHERE l.company_id = ? AND a.account_name = 'Accounts Payable'`,
    [c.companyId],
  );
  expect(rows[0].total).toBe(rows[0].by_vendor);
  return fromDecimal(rows[0].total);
}

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-11-25"));
  ids.bank = await account(ctx, {
    accountType: "Bank",
    accountNumber: "1010",
    accountName: "Checking",
    bankName: "First Bank",
    bankAccountType: "Checking",
    bankAccountNumber: "111",
    openingBalance: "1000.00",
    asOf: "2026-01-01",
  });
  ids.card = await account(ctx, { accountType: "Credit Card", accountNumber: "2100", accountName: "Company Card", creditLimit: "500.00" });
  ids.rent = await account(ctx, { accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  ids.supplies = await account(ctx, { accountType: "Expense", accountNumber: "6300", accountName: "Supplies" });
  ids.sales = await account(ctx, { accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  ids.acme = await vendor(ctx, "ACME");
  ids.birch = await vendor(ctx, "BIRCH");
  const [paper] = await Item.query(app.db).insert([
    { companyId: ctx.companyId, itemType: "product", name: "Paper", buys: true, purchasePrice: "4.50", expenseAccountId: ids.supplies },
  ]);
  ids.paper = paper.id;
});
afterAll(() => app.cleanup());

describe("purchase documents", () => {
  it("a bill posts Dr its rows, Cr Accounts Payable for the vendor, and is open until paid", async () => {
    const saved = await save("bill", {
      vendorId: ids.acme,
      date: "11/01/2026",
      dueDate: "12/01/2026",
      vendorReference: "INV-77",
      accountRecords: [
        { accountId: ids.rent, description: "November rent", amount: "800.00" },
        { accountId: "", amount: "" }, // a blank row is dropped
      ],
      itemRecords: [{ itemId: ids.paper, itemType: "product", quantity: "3", unitPrice: "4.50" }],
    });
    expect(saved).toMatchObject({
      kind: "bill",
      number: "BILL-0001",
      status: "open",
      total: "813.50",
      message: "Bill created successfully!",
    });
    const bill = await getPurchaseDocument(app.db, ctx.companyId, saved.id, "bill");
    expect(bill.lines!.map((l) => [l.lineType, l.amount])).toEqual([
      ["account", "800.00"],
      ["item", "13.50"],
    ]);
    expect(await balanceOf(ids.rent)).toBe(80_000);
    expect(await balanceOf(ids.supplies)).toBe(1_350);
    expect(await expectPayableByVendor()).toBe(81_350);
    await expectBooksBalance();
  });

  it("a draft bill posts nothing and keeps its number until saved open", async () => {
    const saved = await save("bill", { vendorId: ids.acme, status: "draft", accountRecords: [{ accountId: ids.rent, amount: "10.00" }] });
    expect(saved).toMatchObject({ number: "DRAFT", status: "draft", journalEntryId: null, message: "Bill saved as draft." });
    expect(await balanceOf(ids.rent)).toBe(80_000);
  });

  it("a cash expense, a card charge and a cash purchase post against the paying account", async () => {
    await save("cash_expense", { payFromAccountId: ids.bank, accountRecords: [{ accountId: ids.supplies, amount: "50.00" }] });
    expect(await balanceOf(ids.bank)).toBe(95_000);
    const charge = await save("credit_card_charge", {
      payFromAccountId: ids.card,
      vendorId: ids.birch,
      accountRecords: [{ accountId: ids.supplies, amount: "120.00" }],
    });
    expect(charge.message).toBe("Credit card expense created successfully!");
    expect(await balanceOf(ids.card)).toBe(-12_000); // a liability: credits
    const purchase = await save("cash_purchase", {
      vendorId: ids.birch,
      paymentMethod: "Cheque",
      payFromAccountId: ids.bank,
      itemRecords: [{ itemId: ids.paper, itemType: "product", quantity: "2.5", unitPrice: "4.50" }],
    });
    expect(purchase.total).toBe("11.25");
    const stored = await getPurchaseDocument(app.db, ctx.companyId, purchase.id);
    expect(stored).toMatchObject({ toBePrinted: true, chequeNo: "TO BE PRINTED", paymentMethod: "Cheque" });
    expect(await balanceOf(ids.bank)).toBe(95_000 - 1_125);
    await expectBooksBalance();
  });

  it("refuses a spend past the account's balance or the card's limit, with the spec's message, and writes nothing", async () => {
    const before = await app.db("purchaseDocuments").where({ companyId: ctx.companyId }).count({ n: "*" });
    await expect(
      save("cash_expense", { payFromAccountId: ids.bank, accountRecords: [{ accountId: ids.rent, amount: "5000.00" }] }),
    ).rejects.toThrow("Insufficient balance in the selected account.");
    await expect(
      save("credit_card_charge", { payFromAccountId: ids.card, accountRecords: [{ accountId: ids.rent, amount: "380.01" }] }),
    ).rejects.toThrow("Insufficient balance in the selected account.");
    expect(await app.db("purchaseDocuments").where({ companyId: ctx.companyId }).count({ n: "*" })).toEqual(before);
  });

  it("refuses rows on accounts of another kind, another company's account or item, and an item twice", async () => {
    await expect(
      save("cash_expense", { payFromAccountId: ids.bank, accountRecords: [{ accountId: ids.sales, amount: "1.00" }] }),
    ).rejects.toThrow(/must be an account of type Expense/);
    await expect(
      save("cash_expense", { payFromAccountId: ids.sales, accountRecords: [{ accountId: ids.rent, amount: "1.00" }] }),
    ).rejects.toThrow("Pay From must be an account of type Cash, Bank, Credit Card, Paypal.");
    await expect(
      save("cash_expense", { payFromAccountId: ids.bank, accountRecords: [{ accountId: ids.rent, amount: "1.00" }] }, other),
    ).rejects.toThrow(/was not found in this company/);
    const row = { itemId: ids.paper, itemType: "product", quantity: "1", unitPrice: "1.00" };
    await expect(save("bill", { vendorId: ids.acme, itemRecords: [row, row] })).rejects.toThrow("An item can be chosen in one row only.");
    await expect(save("bill", { accountRecords: [{ accountId: ids.rent, amount: "1.00" }] })).rejects.toThrow("Vendor is required.");
  });

  it("a vendor credit without a bank account lowers the payable; with one, it is a refund into the bank", async () => {
    const payableBefore = await expectPayableByVendor();
    await save("vendor_credit", { vendorId: ids.acme, accountRecords: [{ accountId: ids.rent, amount: "100.00" }] });
    expect(await expectPayableByVendor()).toBe(payableBefore - 10_000);
    const bankBefore = await balanceOf(ids.bank);
    await save("vendor_credit", {
      vendorId: ids.birch,
      bankAccountId: ids.bank,
      accountRecords: [{ accountId: ids.supplies, amount: "20.00" }],
    });
    expect(await balanceOf(ids.bank)).toBe(bankBefore + 2_000);
    await expectBooksBalance();
  });
});

describe("paying bills", () => {
  it("pays bills partly and several at once, applies a vendor credit, and refuses overpaying, drafts and other vendors' bills", async () => {
    const first = await save("bill", { vendorId: ids.acme, accountRecords: [{ accountId: ids.rent, amount: "300.00" }] });
    const second = await save("bill", { vendorId: ids.acme, accountRecords: [{ accountId: ids.rent, amount: "200.00" }] });
    const birchBill = await save("bill", { vendorId: ids.birch, accountRecords: [{ accountId: ids.rent, amount: "5.00" }] });
    const draft = await save("bill", { vendorId: ids.acme, status: "draft", accountRecords: [{ accountId: ids.rent, amount: "5.00" }] });
    const [credit] = await app.db("purchaseDocuments").where({ companyId: ctx.companyId, kind: "vendor_credit", vendorId: ids.acme });

    await expect(pay({ vendorId: ids.acme, payFromAccountId: ids.bank, bills: [{ billId: first.id, amount: "300.01" }] })).rejects.toThrow(
      `The amount for bill ${first.number} is more than its amount due ($300.00).`,
    );
    await expect(
      pay({ vendorId: ids.acme, payFromAccountId: ids.bank, bills: [{ billId: birchBill.id, amount: "1.00" }] }),
    ).rejects.toThrow(`Bill ${birchBill.number} belongs to another vendor.`);
    await expect(pay({ vendorId: ids.acme, payFromAccountId: ids.bank, bills: [{ billId: draft.id, amount: "1.00" }] })).rejects.toThrow(
      "Bill DRAFT is a draft: save it open before paying it.",
    );

    const bankBefore = await balanceOf(ids.bank);
    const payableBefore = await expectPayableByVendor();
    const partial = await pay({
      vendorId: ids.acme,
      payFromAccountId: ids.bank,
      paymentMethod: "Online Banking",
      bills: [
        { billId: first.id, amount: "200.00", creditApplied: "100.00" },
        { billId: second.id, amount: "50.00" },
      ],
      credits: [{ creditId: credit.id, amount: "100.00" }],
    });
    expect(partial).toMatchObject({ status: "Issued", total: "250.00", creditsApplied: "100.00" });
    expect(await balanceOf(ids.bank)).toBe(bankBefore - 25_000);
    expect(await expectPayableByVendor()).toBe(payableBefore - 25_000);
    expect(await getPurchaseDocument(app.db, ctx.companyId, first.id)).toMatchObject({ status: "paid", amountPaid: "300.00" });
    expect(await getPurchaseDocument(app.db, ctx.companyId, second.id)).toMatchObject({ status: "open", amountPaid: "50.00" });
    expect(await getPurchaseDocument(app.db, ctx.companyId, credit.id)).toMatchObject({ amountPaid: "100.00" });

    await expect(pay({ vendorId: ids.acme, payFromAccountId: ids.bank, bills: [{ billId: first.id, amount: "1.00" }] })).rejects.toThrow(
      `Bill ${first.number} is not open.`,
    );
    const byCheque = await pay({
      vendorId: ids.acme,
      payFromAccountId: ids.bank,
      paymentMethod: "Cheque",
      bills: [{ billId: second.id, amount: "150.00" }],
    });
    expect(byCheque.status).toBe("Not issued");
    expect(await getPurchaseDocument(app.db, ctx.companyId, second.id)).toMatchObject({ status: "paid", amountPaid: "200.00" });
    await expectBooksBalance();
  });
});

describe("races", () => {
  it("20 simultaneous cash expenses of $100 from an account holding $1,000: exactly 10 succeed and it ends at $0", async () => {
    const till = await account(ctx, {
      accountType: "Cash",
      accountNumber: "1001",
      accountName: "Till",
      openingBalance: "1000.00",
      asOf: "2026-01-01",
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        save("cash_expense", { payFromAccountId: till, accountRecords: [{ accountId: ids.supplies, amount: "100.00" }] }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (r.reason as Error).message);
    expect(new Set(refusals)).toEqual(new Set(["Insufficient balance in the selected account."]));
    expect(await balanceOf(till)).toBe(0);
    await expectBooksBalance();
  });

  it("two simultaneous payments of one bill never pay it twice", async () => {
    const bill = await save("bill", { vendorId: ids.birch, accountRecords: [{ accountId: ids.rent, amount: "70.00" }] });
    const both = await Promise.allSettled(
      [1, 2].map(() => pay({ vendorId: ids.birch, payFromAccountId: ids.bank, bills: [{ billId: bill.id, amount: "70.00" }] })),
    );
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = both.find((r): r is PromiseRejectedResult => r.status === "rejected")!;
    expect((refused.reason as Error).message).toBe(`Bill ${bill.number} is not open.`);
    expect(await getPurchaseDocument(app.db, ctx.companyId, bill.id)).toMatchObject({ status: "paid", amountPaid: "70.00" });
    await expectBooksBalance();
  });
});
