// Receivables' books (issue 26): sales tax rates, Receive Payment (partial and multi-invoice
// payments, credits applied, the unapplied rest kept as the customer's credit), prepayments and
// refunds — what each posts, every refusal (nothing written), ten simultaneous payments of one
// invoice that never over-apply it, the balance rule on a refund; the trial balance stays equal and
// Accounts Receivable equals the sum of the customers' balances.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromDecimal, toDecimal } from "../../app/lib/money";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { customerCreateSchema } from "../../app/modules/customers/schema";
import { customerService } from "../../app/modules/customers/customers.server";
import { accountNets, trialBalance } from "../../app/modules/ledger/ledger.server";
import { createSalesDocument, voidSalesDocument, type SalesDocumentInput } from "../../app/modules/sales/documents.server";
import { SALES_KIND } from "../../app/modules/sales/kinds";
import { openCredits } from "../../app/modules/sales/customer-credits.server";
import { prepaymentSchema, receivePaymentSchema, refundSchema } from "../../app/modules/sales/customer-payment-schema";
import { CUSTOMER_PAYMENT_MESSAGES as M } from "../../app/modules/sales/customer-payments";
import { createPrepayment } from "../../app/modules/sales/prepayment.server";
import { openInvoices, receivePayment } from "../../app/modules/sales/receive-payment.server";
import { refundCredits } from "../../app/modules/sales/refund.server";
import { startTestApp, type TestApp } from "../support/app";
import { makeAccounts, ownerWithTwoCompanies } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let acc: Record<"till" | "sales" | "card", number> & { bank: number };
let otherBank: number;
const customers: Record<string, number> = {};

const bankAccount = async (c: CompanyContext, accountName: string) =>
  (
    await createAccount(
      app.db,
      c,
      accountCreateSchema.parse({
        accountType: "Bank",
        accountNumber: "1010",
        accountName,
        bankName: "First Bank",
        bankAccountType: "Checking",
        bankAccountNumber: "111",
      }),
    )
  ).id;

async function customer(c: CompanyContext, code: string) {
  return (await customerService.create(app.db, c, customerCreateSchema.parse({ customerId: code, customerName: `${code} Stores` }))).id;
}

/** An invoice (open, a draft or void) or an open credit memo of one income row, saved through the app. */
async function salesDocument(kind: "invoice" | "credit_memo", customerId: number, amount: string, c = ctx, status = "open") {
  const income =
    c === ctx ? acc.sales : (await app.db("companyAccounts").where({ companyId: c.companyId, accountType: "Income" }).first("id")).id;
  const body = {
    customerId,
    date: "2026-11-01",
    accountRecords: [{ accountId: income, amount }],
    ...(kind === "invoice" ? { status: status === "draft" ? "draft" : "open" } : {}),
  };
  const saved = await createSalesDocument(app.db, c, kind, SALES_KIND[kind].schema.parse(body) as SalesDocumentInput);
  if (status === "void") await voidSalesDocument(app.db, c, saved.id);
  return { id: saved.id, number: saved.number };
}
const invoice = (customerId: number, amount: string, c = ctx) => salesDocument("invoice", customerId, amount, c);

const receive = async (body: Record<string, unknown>, c = ctx) =>
  receivePayment(app.db, c, receivePaymentSchema.parse({ depositToAccountId: acc.bank, date: "2026-11-10", ...body }));
const prepay = async (body: Record<string, unknown>, c = ctx) =>
  createPrepayment(app.db, c, prepaymentSchema.parse({ depositToAccountId: acc.bank, date: "2026-11-05", ...body }));
const refund = async (body: Record<string, unknown>, c = ctx) =>
  refundCredits(app.db, c, refundSchema.parse({ payFromAccountId: acc.bank, date: "2026-11-20", ...body }));

const doc = (id: number) => app.db("salesDocuments").where({ companyId: ctx.companyId, id }).first("status", "amountPaid", "total");
const netOf = async (accountId: number) => (await accountNets(app.db, ctx.companyId, { accountIds: [accountId] })).get(accountId) ?? 0;

/** What the entry of a document posted: [account name, debit, credit, customer tagged] per line. */
async function entryLines(journalEntryId: number | null) {
  const rows = await app
    .db("journalLines as l")
    .join("companyAccounts as a", function () {
      this.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId");
    })
    .where({ "l.companyId": ctx.companyId, "l.journalEntryId": journalEntryId })
    .orderBy("l.lineNo")
    .select("a.accountName", "l.debit", "l.credit", "l.customerId");
  return rows.map((r) => [r.accountName, r.debit, r.credit, r.customerId]);
}

/** The trial balance is equal and Accounts Receivable equals the sum of every customer's balance. */
async function expectBooksAgree(c = ctx) {
  const tb = await trialBalance(app.db, c.companyId, "2100-12-31");
  expect(tb.totals.debit).toBe(tb.totals.credit);
  const { rows } = await app.db.raw(
    `SELECT coalesce(sum(l.debit - l.credit), 0) AS total,
            coalesce(sum(l.debit - l.credit) FILTER (WHERE l.customer_id IS NOT NULL), 0) AS by_customer
       FROM journal_lines l JOIN company_accounts a ON a.company_id = l.company_id AND a.id = l.account_id
      WHERE l.company_id = ? AND a.account_name = 'Accounts Receivable'`,
    [c.companyId],
  );
  expect(rows[0].total).toBe(rows[0].by_customer);
  if (c !== ctx) return;
  let sum = 0;
  for (const id of Object.values(customers)) sum += fromDecimal((await customerService.get(app.db, c.companyId, id)).balance);
  expect(toDecimal(sum)).toBe(toDecimal(fromDecimal(rows[0].total)));
}

/** Run a save that must be refused; nothing may be written. */
async function expectRefused(save: () => Promise<unknown>, message: string) {
  const count = async () => ({
    payments: (await app.db("customerPayments").count({ n: "*" }).first())!.n,
    refunds: (await app.db("customerRefunds").count({ n: "*" }).first())!.n,
    entries: (await app.db("journalEntries").count({ n: "*" }).first())!.n,
    documents: await app.db("salesDocuments").where({ companyId: ctx.companyId }).orderBy("id").select("id", "amountPaid", "status"),
  });
  const before = await count();
  await expect(save()).rejects.toThrow(message);
  expect(await count()).toEqual(before);
}

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-11-22"));
  acc = {
    bank: await bankAccount(ctx, "Checking"),
    ...(await makeAccounts(app.db, ctx, {
      till: ["Cash", "1020", "Till"],
      sales: ["Income", "4000", "Sales"],
      card: ["Credit Card", "2100", "Visa"],
    })),
  };
  otherBank = await bankAccount(other, "Other Checking");
  await makeAccounts(app.db, other, { otherSales: ["Income", "4000", "Other Sales"] });
  for (const code of ["ACME", "BOLT", "CRUX", "DUNE"]) customers[code] = await customer(ctx, code);
});
afterAll(() => app.cleanup());

describe("Receive Payment", () => {
  it("a partial payment of one invoice posts Dr the deposit account / Cr Accounts Receivable and leaves the invoice open", async () => {
    const inv = await invoice(customers.ACME, "500.00");
    const paid = await receive({
      customerId: customers.ACME,
      amount: "200.00",
      invoices: [{ invoiceId: inv.id, amount: "200.00" }],
      reference: "CHK 881",
      paymentMethod: "Cheque",
    });
    expect(paid).toMatchObject({
      number: "RP-0001",
      total: "200.00",
      applied: "200.00",
      unapplied: "0.00",
      message: "Payment received successfully!",
    });
    expect(await entryLines(paid.journalEntryId)).toEqual([
      ["Checking", "200.00", "0.00", customers.ACME],
      ["Accounts Receivable", "0.00", "200.00", customers.ACME],
    ]);
    expect(await doc(inv.id)).toMatchObject({ status: "open", amountPaid: "200.00" });
    expect((await openInvoices(app.db, ctx.companyId, customers.ACME)).map((i) => [i.number, i.amountDue])).toEqual([
      [inv.number, "300.00"],
    ]);
    expect((await customerService.get(app.db, ctx.companyId, customers.ACME)).balance).toBe("300.00");
    await expectBooksAgree();
  });

  it("one payment settles several invoices, and what it does not apply is kept as the customer's credit", async () => {
    const [a, b] = [await invoice(customers.BOLT, "120.00"), await invoice(customers.BOLT, "80.50")];
    const paid = await receive({
      customerId: customers.BOLT,
      depositToAccountId: acc.till,
      amount: 250,
      invoices: [
        { invoiceId: a.id, amount: 120 },
        { invoiceId: b.id, amount: "80.50" },
      ],
    });
    expect(paid).toMatchObject({ total: "250.00", applied: "200.50", unapplied: "49.50" });
    expect(await doc(a.id)).toMatchObject({ status: "paid", amountPaid: "120.00" });
    expect(await doc(b.id)).toMatchObject({ status: "paid", amountPaid: "80.50" });
    expect(await openInvoices(app.db, ctx.companyId, customers.BOLT)).toEqual([]);
    expect((await openCredits(app.db, ctx.companyId, customers.BOLT)).map((c) => [c.number, c.left])).toEqual([[paid.number, "49.50"]]);
    expect((await customerService.get(app.db, ctx.companyId, customers.BOLT)).balance).toBe("-49.50");
    expect(await netOf(acc.till)).toBe(25000);
    await expectBooksAgree();
  });

  it("applies a credit memo and an earlier payment's unapplied rest before the money; applying credits posts nothing", async () => {
    const inv = await invoice(customers.CRUX, "300.00");
    const memo = await salesDocument("credit_memo", customers.CRUX, "50.00");
    const pre = await prepay({ customerId: customers.CRUX, amount: "100.00" });
    const paid = await receive({
      customerId: customers.CRUX,
      amount: "150.00",
      invoices: [{ invoiceId: inv.id, amount: "300.00" }],
      credits: [
        { creditMemoId: memo.id, amount: "50.00" },
        { paymentId: pre.id, amount: 100 },
      ],
    });
    expect(paid).toMatchObject({ total: "150.00", applied: "150.00", unapplied: "0.00" });
    expect(await entryLines(paid.journalEntryId)).toEqual([
      ["Checking", "150.00", "0.00", customers.CRUX],
      ["Accounts Receivable", "0.00", "150.00", customers.CRUX],
    ]);
    expect(await doc(inv.id)).toMatchObject({ status: "paid", amountPaid: "300.00" });
    expect(await doc(memo.id)).toMatchObject({ status: "paid", amountPaid: "50.00" });
    expect(await app.db("customerPayments").where({ companyId: ctx.companyId, id: pre.id }).first("creditUsed")).toEqual({
      creditUsed: "100.00",
    });
    const applications = await app
      .db("customerCreditApplications")
      .where({ companyId: ctx.companyId, paymentId: paid.id })
      .orderBy("id")
      .select("invoiceId", "creditMemoId", "sourcePaymentId", "amount");
    expect(applications).toEqual([
      { invoiceId: inv.id, creditMemoId: memo.id, sourcePaymentId: null, amount: "50.00" },
      { invoiceId: inv.id, creditMemoId: null, sourcePaymentId: pre.id, amount: "100.00" },
    ]);
    expect(await openCredits(app.db, ctx.companyId, customers.CRUX)).toEqual([]);
    expect((await customerService.get(app.db, ctx.companyId, customers.CRUX)).balance).toBe("0.00");
    await expectBooksAgree();
  });

  it("a payment of credits alone (no money) settles an invoice and posts no entry", async () => {
    const inv = await invoice(customers.CRUX, "40.00");
    const memo = await salesDocument("credit_memo", customers.CRUX, "60.00");
    const paid = await receive({
      customerId: customers.CRUX,
      invoices: [{ invoiceId: inv.id, amount: "40.00" }],
      credits: [{ creditMemoId: memo.id, amount: "40.00" }],
    });
    expect(paid).toMatchObject({ total: "0.00", journalEntryId: null });
    expect(await doc(inv.id)).toMatchObject({ status: "paid" });
    expect(await doc(memo.id)).toMatchObject({ status: "open", amountPaid: "40.00" });
    expect((await openCredits(app.db, ctx.companyId, customers.CRUX)).map((c) => c.left)).toEqual(["20.00"]);
    await expectBooksAgree();
  });

  it("refuses, with the message, and writes nothing", async () => {
    const inv = await invoice(customers.DUNE, "100.00");
    const theirs = await invoice(customers.ACME, "10.00");
    const draft = await salesDocument("invoice", customers.DUNE, "10.00", ctx, "draft");
    const voided = await salesDocument("invoice", customers.DUNE, "10.00", ctx, "void");
    const memo = await salesDocument("credit_memo", customers.ACME, "5.00");
    const elsewhere = await invoice(await customer(other, "ZED"), "10.00", other);
    const dune = customers.DUNE;
    await expectRefused(
      () => receive({ customerId: dune, amount: "150.00", invoices: [{ invoiceId: inv.id, amount: "150.00" }] }),
      M.overApplied(inv.number, 10000 as never),
    );
    await expectRefused(
      () => receive({ customerId: dune, amount: "150.00", invoices: [{ invoiceId: inv.id, amount: "150.00" }] }),
      "The amount applied to invoice INV-",
    );
    await expectRefused(
      () => receive({ customerId: dune, amount: "50.00", invoices: [{ invoiceId: inv.id, amount: "60.00" }] }),
      "The amounts applied ($60.00) are more than the amount received and the credits applied ($50.00).",
    );
    await expectRefused(
      () => receive({ customerId: dune, amount: "10.00", invoices: [{ invoiceId: theirs.id, amount: "10.00" }] }),
      `Invoice ${theirs.number} belongs to another customer.`,
    );
    await expectRefused(
      () => receive({ customerId: dune, amount: "10.00", invoices: [{ invoiceId: draft.id, amount: "10.00" }] }),
      "Invoice DRAFT is a draft: save it before receiving a payment for it.",
    );
    await expectRefused(
      () => receive({ customerId: dune, amount: "10.00", invoices: [{ invoiceId: voided.id, amount: "10.00" }] }),
      `Invoice ${voided.number} is void.`,
    );
    await expectRefused(
      () => receive({ customerId: dune, amount: "10.00", invoices: [{ invoiceId: elsewhere.id, amount: "10.00" }] }),
      `Invoice ${elsewhere.id} was not found in this company.`,
    );
    await expectRefused(
      () =>
        receive({
          customerId: dune,
          amount: "5.00",
          invoices: [{ invoiceId: inv.id, amount: "10.00" }],
          credits: [{ creditMemoId: memo.id, amount: "5.00" }],
        }),
      `Credit memo ${memo.number} belongs to another customer.`,
    );
    await expectRefused(
      () =>
        receive({
          customerId: dune,
          amount: "0",
          invoices: [{ invoiceId: inv.id, amount: "5.00" }],
          credits: [{ creditMemoId: inv.id, amount: "5.00" }],
        }),
      `Credit memo ${inv.id} was not found for this company.`,
    );
    await expectRefused(() => receive({ customerId: dune, amount: "0" }), M.nothingToDo);
    await expectRefused(
      () =>
        receive({
          customerId: dune,
          amount: "10.00",
          invoices: [
            { invoiceId: inv.id, amount: "5" },
            { invoiceId: inv.id, amount: "5" },
          ],
        }),
      M.invoiceTwice,
    );
    await expectRefused(() => receive({ amount: "10.00" }), M.customerRequired);
    await expectRefused(() => receive({ customerId: dune, amount: "10.00", depositToAccountId: acc.card }), M.depositToType);
    await expectRefused(() => receive({ customerId: dune, amount: "10.00", depositToAccountId: acc.sales }), M.depositToType);
    await expectRefused(() => receive({ customerId: dune, amount: "10.00", depositToAccountId: otherBank }), M.accountNotFound(otherBank));
    await expectRefused(() => receive({ customerId: dune, amount: "10.00", depositToAccountId: null }), M.depositToRequired);
    await expectRefused(() => receive({ customerId: customers.ACME, amount: "10.00" }, other), M.customerNotFound);
    expect(await doc(inv.id)).toMatchObject({ status: "open", amountPaid: "0.00" });
  });

  it("ten simultaneous payments of one invoice never over-apply it", async () => {
    const inv = await invoice(customers.DUNE, "50.00");
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        receive({ customerId: customers.DUNE, amount: "10.00", invoices: [{ invoiceId: inv.id, amount: "10.00" }] }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (r.reason as Error).message);
    expect(refusals).toHaveLength(5);
    for (const message of refusals) expect([`Invoice ${inv.number} is already paid.`]).toContain(message);
    expect(await doc(inv.id)).toMatchObject({ status: "paid", amountPaid: "50.00" });
    const applied = await app
      .db("customerPaymentApplications")
      .where({ companyId: ctx.companyId, invoiceId: inv.id })
      .sum({ s: "amount" })
      .first();
    expect(applied!.s).toBe("50.00");
    await expectBooksAgree();
  });
});

describe("prepayments and refunds", () => {
  it("a prepayment posts Dr the deposit account / Cr Accounts Receivable and is the customer's credit", async () => {
    const pre = await prepay({ customerId: customers.DUNE, amount: 75, paymentMethod: "Paypal", reference: "PP-TX-1" });
    expect(pre).toMatchObject({
      number: "PP-0002",
      kind: "prepayment",
      total: "75.00",
      unapplied: "75.00",
      message: "Prepayment saved successfully!",
    });
    expect(await entryLines(pre.journalEntryId)).toEqual([
      ["Checking", "75.00", "0.00", customers.DUNE],
      ["Accounts Receivable", "0.00", "75.00", customers.DUNE],
    ]);
    expect((await openCredits(app.db, ctx.companyId, customers.DUNE)).map((c) => [c.number, c.kind, c.left])).toEqual([
      [pre.number, "prepayment", "75.00"],
    ]);
    await expectRefused(() => prepay({ customerId: customers.DUNE, amount: "0" }), M.prepaymentAmount);
    await expectRefused(() => prepay({ customerId: customers.DUNE, amount: "-5" }), "Amount cannot be negative");
    await expectBooksAgree();
  });

  it("a refund pays a credit back: Dr Accounts Receivable / Cr the paying account; by Cheque it is to be printed", async () => {
    const [pre] = await openCredits(app.db, ctx.companyId, customers.DUNE);
    const bankBefore = await netOf(acc.bank);
    const paidBack = await refund({
      customerId: customers.DUNE,
      paymentMethod: "Cheque",
      toBePrinted: true,
      credits: [{ paymentId: pre.id, amount: "30.00" }],
    });
    expect(paidBack).toMatchObject({ number: "RF-0001", total: "30.00", toBePrinted: true, message: "Refund saved successfully!" });
    expect(await entryLines(paidBack.journalEntryId)).toEqual([
      ["Accounts Receivable", "30.00", "0.00", customers.DUNE],
      ["Checking", "0.00", "30.00", customers.DUNE],
    ]);
    expect(await netOf(acc.bank)).toBe(bankBefore - 3000);
    expect((await openCredits(app.db, ctx.companyId, customers.DUNE)).map((c) => c.left)).toEqual(["45.00"]);
    await expectRefused(
      () => refund({ customerId: customers.DUNE, credits: [{ paymentId: pre.id, amount: "45.01" }] }),
      `Prepayment ${pre.number} has only $45.00 left to use.`,
    );
    await expectRefused(() => refund({ customerId: customers.DUNE, credits: [] }), M.noCredits);
    await expectRefused(
      () => refund({ customerId: customers.ACME, credits: [{ paymentId: pre.id, amount: "1" }] }),
      `Prepayment ${pre.number} belongs to another customer.`,
    );
    await expectRefused(
      () => refund({ customerId: customers.DUNE, payFromAccountId: acc.card, credits: [{ paymentId: pre.id, amount: "1" }] }),
      M.refundFromType,
    );
    await expectBooksAgree();
  });

  it("a refund the paying account cannot cover is refused: Insufficient balance in the selected account.", async () => {
    const memo = await salesDocument("credit_memo", customers.ACME, "900.00");
    // The till holds 250.00 (BOLT's payment).
    await expectRefused(
      () => refund({ customerId: customers.ACME, payFromAccountId: acc.till, credits: [{ creditMemoId: memo.id, amount: "250.01" }] }),
      "Insufficient balance in the selected account.",
    );
    const paidBack = await refund({
      customerId: customers.ACME,
      payFromAccountId: acc.till,
      paymentMethod: "Cash",
      credits: [{ creditMemoId: memo.id, amount: "250.00" }],
    });
    expect(paidBack.toBePrinted).toBe(false);
    expect(await netOf(acc.till)).toBe(0);
    expect(await doc(memo.id)).toMatchObject({ status: "open", amountPaid: "250.00" });
    await expectBooksAgree();
    await expectBooksAgree(other);
  });
});
