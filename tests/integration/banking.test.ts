// Banking's documents (issue 27): Transfer Funds posts Dr to / Cr from under the balance rule of
// money going out; Make Deposit takes the payments waiting in Undeposited Funds (and other rows, less
// cash back) to the bank, each payment deposited once — a second deposit of it, even saved at the
// same moment, is refused by name — and a void deposit puts its payments back. Every refusal writes
// nothing, and the books balance after each step.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { createDeposit, depositView, undepositedPayments, voidDeposit } from "../../app/modules/banking/deposits.server";
import { DEPOSIT_MESSAGES as D, TRANSFER_MESSAGES as T } from "../../app/modules/banking/constants";
import { depositSchema, transferSchema } from "../../app/modules/banking/schema";
import { createTransfer, voidTransfer } from "../../app/modules/banking/transfers.server";
import { accountNets, trialBalance } from "../../app/modules/ledger/ledger.server";
import { receivePaymentSchema } from "../../app/modules/sales/customer-payment-schema";
import { receivePayment } from "../../app/modules/sales/receive-payment.server";
import { createSalesDocument, voidSalesDocument, type SalesDocumentInput } from "../../app/modules/sales/documents.server";
import { SALES_KIND } from "../../app/modules/sales/kinds";
import { startTestApp, type TestApp } from "../support/app";
import { ownerWithTwoCompanies } from "../support/books";
import { giveBankingBooks, paymentIntoUndeposited, type BankingBooks } from "../support/banking-books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let books: BankingBooks;
let theirs: BankingBooks;

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-11-28"));
  books = await giveBankingBooks(app.db, ctx);
  theirs = await giveBankingBooks(app.db, other);
});
afterAll(() => app?.cleanup());

const net = async (accountId: number, c = ctx) => (await accountNets(app.db, c.companyId, { accountIds: [accountId] })).get(accountId) ?? 0;

async function expectBooksBalanced(c = ctx) {
  const tb = await trialBalance(app.db, c.companyId, "2099-12-31");
  expect(tb.totals.debit).toBe(tb.totals.credit);
}

/** What the entry posted: [account id, debit, credit] per line. */
const entryLines = async (entryId: number | null) =>
  (
    await app
      .db("journalLines")
      .where({ companyId: ctx.companyId, journalEntryId: entryId })
      .orderBy("lineNo")
      .select("accountId", "debit", "credit", "customerId")
  ).map((l) => [l.accountId, l.debit, l.credit]);

/** Rows of the tables a refused save must leave alone. */
const counts = async () => {
  const n = async (table: string) => Number((await app.db(table).where({ companyId: ctx.companyId }).count({ n: "*" }))[0].n);
  return {
    transfers: await n("bankTransfers"),
    deposits: await n("bankDeposits"),
    lines: await n("bankDepositLines"),
    entries: await n("journalEntries"),
  };
};

const transfer = (body: Record<string, unknown>, c = ctx) =>
  createTransfer(app.db, c, transferSchema.parse({ date: "2026-11-10", ...body }));
const deposit = (body: Record<string, unknown>, c = ctx) => createDeposit(app.db, c, depositSchema.parse({ date: "2026-11-20", ...body }));

describe("Transfer Funds", () => {
  it("posts Dr the account it goes to and Cr the one it comes from, numbered TRF-0001", async () => {
    const { transfer: saved, message } = await transfer({
      fromAccountId: books.checking,
      toAccountId: books.savings,
      amount: "250.00",
      memo: "To savings",
    });
    expect(message).toBe(T.transferred);
    expect(saved).toMatchObject({
      number: "TRF-0001",
      amount: "250.00",
      fromAccountName: "Checking",
      toAccountName: "Savings",
      status: "posted",
    });
    expect(await entryLines(saved.journalEntryId)).toEqual([
      [books.savings, "250.00", "0.00"],
      [books.checking, "0.00", "250.00"],
    ]);
    expect(await net(books.checking)).toBe(75000);
    expect(await net(books.savings)).toBe(25000);
    await expectBooksBalanced();
  });

  it("pays a credit card from the bank and takes a cash advance from the card within its limit", async () => {
    await transfer({ fromAccountId: books.card, toAccountId: books.cash, amount: "100.00" });
    expect(await net(books.card)).toBe(-10000); // the card owes 100.00
    await transfer({ fromAccountId: books.checking, toAccountId: books.card, amount: "100.00" });
    expect(await net(books.card)).toBe(0);
    await expectBooksBalanced();
  });

  it("refuses what is not a transfer, with the form's message, and writes nothing", async () => {
    const before = await counts();
    const refusals: [Record<string, unknown>, string][] = [
      [{ toAccountId: books.savings, amount: "1.00" }, T.fromRequired],
      [{ fromAccountId: books.checking, amount: "1.00" }, T.toRequired],
      [{ fromAccountId: books.checking, toAccountId: books.checking, amount: "1.00" }, T.sameAccount],
      [{ fromAccountId: books.checking, toAccountId: books.savings }, T.amountRequired],
      [{ fromAccountId: books.checking, toAccountId: books.savings, amount: "0" }, T.amountPositive],
      [{ fromAccountId: books.checking, toAccountId: books.rent, amount: "1.00" }, T.accountType("Transfer Funds To")],
      [{ fromAccountId: books.undeposited, toAccountId: books.savings, amount: "1.00" }, T.accountType("Transfer Funds From")],
      [
        { fromAccountId: theirs.checking, toAccountId: books.savings, amount: "1.00" },
        `Account ${theirs.checking} was not found in this company.`,
      ],
      [{ fromAccountId: books.savings, toAccountId: books.checking, amount: "250.01" }, T.insufficientBalance],
      [{ fromAccountId: books.card, toAccountId: books.checking, amount: "500.01" }, T.insufficientBalance],
    ];
    for (const [body, message] of refusals) await expect(transfer(body), message).rejects.toThrow(message);
    expect(await counts()).toEqual(before);
    expect(() => transferSchema.parse({ amount: "-5" })).toThrow("Transfer Amount cannot be negative");
  });

  it("of two transfers that would overdraw the account together, saved at once, one is refused", async () => {
    const savingsBefore = await net(books.savings);
    const results = await Promise.allSettled([
      transfer({ fromAccountId: books.savings, toAccountId: books.checking, amount: "200.00" }),
      transfer({ fromAccountId: books.savings, toAccountId: books.checking, amount: "200.00" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(String(refused.reason.message)).toBe(T.insufficientBalance);
    expect(await net(books.savings)).toBe(savingsBefore - 20000);
    await expectBooksBalanced();
  });

  it("a void transfer reverses its entry and cannot be voided again", async () => {
    const { transfer: saved } = await transfer({ fromAccountId: books.checking, toAccountId: books.savings, amount: "10.00" });
    const before = await net(books.checking);
    const { transfer: voided, message } = await voidTransfer(app.db, ctx, saved.id);
    expect(message).toBe(`Transfer ${saved.number} voided.`);
    expect(voided.status).toBe("void");
    expect(await net(books.checking)).toBe(before + 1000);
    await expect(voidTransfer(app.db, ctx, saved.id)).rejects.toThrow(T.alreadyVoid(saved.number));
    await expect(voidTransfer(app.db, other, saved.id)).rejects.toThrow(T.notFound);
    await expectBooksBalanced();
  });
});

describe("Make Deposit", () => {
  let first: { id: number; number: string };
  let second: { id: number; number: string };

  beforeAll(async () => {
    first = await paymentIntoUndeposited(app.db, ctx, books, {
      customerId: books.ann,
      amount: "120.00",
      date: "2026-11-12",
      reference: "1001",
    });
    second = await paymentIntoUndeposited(app.db, ctx, books, {
      customerId: books.bob,
      amount: "80.50",
      date: "2026-11-13",
      method: "Cash",
    });
  });

  it("lists the payments waiting in Undeposited Funds, oldest first", async () => {
    const waiting = await undepositedPayments(app.db, ctx.companyId);
    expect(waiting.map((w) => [w.source, w.number, w.customerName, w.paymentMethod, w.reference, w.amount])).toEqual([
      ["payment", first.number, "Ann's Bakery", "Cheque", "1001", "120.00"],
      ["payment", second.number, "Bob's Garage", "Cash", "", "80.50"],
    ]);
    expect(await undepositedPayments(app.db, other.companyId)).toEqual([]);
  });

  it("deposits two customer payments with another row and cash back: Dr bank and cash back, Cr Undeposited Funds and the row", async () => {
    const checkingBefore = await net(books.checking);
    const { deposit: saved, message } = await deposit({
      depositToAccountId: books.checking,
      memo: "Friday's takings",
      payments: [{ paymentId: first.id }, { paymentId: second.id }],
      rows: [{ receivedFrom: `vendor:${books.acme}`, accountId: books.rent, paymentMethod: "Cheque", reference: "R-7", amount: "30.00" }],
      cashBackAccountId: books.cash,
      cashBackMemo: "Float",
      cashBackAmount: "20.00",
    });
    expect(message).toBe(D.deposited);
    expect(saved).toMatchObject({ number: "DEP-0001", total: "230.50", netAmount: "210.50", accountName: "Checking", status: "posted" });
    expect(saved.cashBack).toEqual({ accountId: books.cash, accountName: "Cash Box", memo: "Float", amount: "20.00" });
    expect(saved.lines.map((l) => [l.source, l.sourceNumber, l.receivedFrom, l.accountName, l.amount])).toEqual([
      ["payment", first.number, "Ann's Bakery", "Undeposited Funds", "120.00"],
      ["payment", second.number, "Bob's Garage", "Undeposited Funds", "80.50"],
      ["other", "", "Acme Supplies", "Rent", "30.00"],
    ]);
    expect(await entryLines(saved.journalEntryId)).toEqual([
      [books.checking, "210.50", "0.00"],
      [books.cash, "20.00", "0.00"],
      [books.undeposited, "0.00", "120.00"],
      [books.undeposited, "0.00", "80.50"],
      [books.rent, "0.00", "30.00"],
    ]);
    expect(await net(books.checking)).toBe(checkingBefore + 21050);
    expect(await net(books.undeposited)).toBe(0);
    expect(await undepositedPayments(app.db, ctx.companyId)).toEqual([]);
    await expectBooksBalanced();
  });

  it("refuses a payment deposited already, naming it and its deposit, and writes nothing", async () => {
    const before = await counts();
    await expect(deposit({ depositToAccountId: books.savings, payments: [{ paymentId: first.id }] })).rejects.toThrow(
      D.alreadyDeposited(`Payment ${first.number}`, "DEP-0001"),
    );
    expect(await counts()).toEqual(before);
  });

  it("of two deposits of one payment saved at once, one is refused", async () => {
    const third = await paymentIntoUndeposited(app.db, ctx, books, { customerId: books.ann, amount: "45.00", date: "2026-11-14" });
    const ufBefore = await net(books.undeposited);
    const results = await Promise.allSettled([
      deposit({ depositToAccountId: books.checking, payments: [{ paymentId: third.id }] }),
      deposit({ depositToAccountId: books.savings, payments: [{ paymentId: third.id }] }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(String(refused.reason.message)).toMatch(new RegExp(`^Payment ${third.number} is already deposited \\(DEP-\\d{4}\\)\\.$`));
    expect(await net(books.undeposited)).toBe(ufBefore - 4500);
    const held = await app.db("bankDepositLines").where({ companyId: ctx.companyId, customerPaymentId: third.id });
    expect(held).toHaveLength(1);
    await expectBooksBalanced();
  });

  it("voiding a deposit reverses it and puts its payments back in Undeposited Funds, to deposit again", async () => {
    const fourth = await paymentIntoUndeposited(app.db, ctx, books, { customerId: books.bob, amount: "60.00", date: "2026-11-15" });
    const { deposit: saved } = await deposit({ depositToAccountId: books.savings, payments: [{ paymentId: fourth.id }] });
    const savingsBefore = await net(books.savings);
    const { message } = await voidDeposit(app.db, ctx, saved.id);
    expect(message).toBe(D.voided(saved.number));
    expect((await depositView(app.db, ctx.companyId, saved.id))!.status).toBe("void");
    expect(await net(books.savings)).toBe(savingsBefore - 6000);
    expect((await undepositedPayments(app.db, ctx.companyId)).map((w) => w.number)).toEqual([fourth.number]);
    await expect(voidDeposit(app.db, ctx, saved.id)).rejects.toThrow(D.alreadyVoid(saved.number));
    const again = await deposit({ depositToAccountId: books.checking, payments: [{ paymentId: fourth.id }] });
    expect(again.deposit.lines.map((l) => l.sourceNumber)).toEqual([fourth.number]);
    await expectBooksBalanced();
  });

  it("a deposited cash sale cannot be voided until its deposit is", async () => {
    const [undepositedBefore, checkingBefore] = [await net(books.undeposited), await net(books.checking)];
    const sale = await createSalesDocument(
      app.db,
      ctx,
      "cash_sale",
      SALES_KIND.cash_sale.schema.parse({
        customerId: books.ann,
        date: "2026-11-16",
        depositToAccountId: books.undeposited,
        paymentMethod: "Cash",
        accountRecords: [{ accountId: books.sales, amount: "35.00" }],
      }) as SalesDocumentInput,
    );
    const { deposit: saved } = await deposit({ depositToAccountId: books.checking, payments: [{ cashSaleId: sale.id }] });
    const before = await counts();
    await expect(voidSalesDocument(app.db, ctx, sale.id)).rejects.toThrow(
      `Cash Sale ${sale.number} is in deposit ${saved.number}: void the deposit first, then the cash sale.`,
    );
    expect(await counts()).toEqual(before);
    await voidDeposit(app.db, ctx, saved.id);
    await voidSalesDocument(app.db, ctx, sale.id);
    // Both voided: the money is neither waiting nor in the bank.
    expect([await net(books.undeposited), await net(books.checking)]).toEqual([undepositedBefore, checkingBefore]);
    await expectBooksBalanced();
  });

  it("refuses what cannot be deposited, with every problem named, and writes nothing", async () => {
    const before = await counts();
    const [theirPayment] = await app.db("customerPayments").where({ companyId: other.companyId }).select("id");
    const direct = await paymentIntoUndeposited(app.db, ctx, books, { customerId: books.ann, amount: "5.00", date: "2026-11-16" });
    const refusals: [Record<string, unknown>, string][] = [
      [{ payments: [{ paymentId: direct.id }] }, D.depositToRequired],
      [{ depositToAccountId: books.card, payments: [{ paymentId: direct.id }] }, D.depositToType],
      [{ depositToAccountId: books.checking }, D.nothingToDeposit],
      [{ depositToAccountId: books.checking, payments: [{ paymentId: 999999 }] }, D.paymentNotFound(999999)],
      [
        { depositToAccountId: books.checking, payments: [{ paymentId: direct.id }, { paymentId: direct.id }] },
        D.listedTwice(`Payment ${direct.number}`),
      ],
      [{ depositToAccountId: books.checking, rows: [{ accountId: books.undeposited, amount: "5.00" }] }, D.rowAccountUndeposited],
      [{ depositToAccountId: books.checking, rows: [{ accountId: books.checking, amount: "5.00" }] }, D.rowAccountIsBank],
      [{ depositToAccountId: books.checking, rows: [{ accountId: theirs.sales, amount: "5.00" }] }, D.accountNotFound(theirs.sales)],
      [
        { depositToAccountId: books.checking, rows: [{ customerId: theirs.ann, accountId: books.sales, amount: "5.00" }] },
        D.partyNotFound("Customer", theirs.ann),
      ],
      [
        {
          depositToAccountId: books.checking,
          rows: [{ accountId: books.sales, amount: "5.00" }],
          cashBackAccountId: books.cash,
          cashBackAmount: "5.00",
        },
        D.cashBackTooLarge(500 as Cents),
      ],
      [
        { depositToAccountId: books.checking, rows: [{ accountId: books.sales, amount: "5.00" }], cashBackAmount: "1.00" },
        D.cashBackAccountRequired,
      ],
    ];
    if (theirPayment)
      refusals.push([
        { depositToAccountId: books.checking, payments: [{ paymentId: theirPayment.id }] },
        D.paymentNotFound(theirPayment.id),
      ]);
    for (const [body, message] of refusals) await expect(deposit(body), message).rejects.toThrow(message);
    expect(() => depositSchema.parse({ rows: [{ accountId: books.sales }] })).toThrow(D.rowAmountRequired);
    expect(() => depositSchema.parse({ rows: [{ amount: "5" }] })).toThrow(D.rowAccountRequired);
    const after = await counts();
    expect({ ...after, entries: after.entries - 2 }).toEqual(before); // the payment made above posted an invoice and a payment
  });

  it("a payment received straight into a bank is not waiting, and cannot be deposited", async () => {
    const waitingBefore = await undepositedPayments(app.db, ctx.companyId);
    const direct = await receivePayment(
      app.db,
      ctx,
      receivePaymentSchema.parse({ customerId: books.ann, depositToAccountId: books.checking, date: "2026-11-17", amount: "9.00" }),
    );
    expect(await undepositedPayments(app.db, ctx.companyId)).toEqual(waitingBefore);
    await expect(deposit({ depositToAccountId: books.savings, payments: [{ paymentId: direct.id }] })).rejects.toThrow(
      D.notInUndepositedFunds(`Payment ${direct.number}`),
    );
  });
});

describe("posted transfers and deposits keep what they posted", () => {
  it("a posted deposit's figures and lines cannot be rewritten or deleted around its void", async () => {
    const { deposit: saved } = await deposit({ depositToAccountId: books.checking, rows: [{ accountId: books.sales, amount: "7.00" }] });
    const where = { companyId: ctx.companyId, id: saved.id };
    await expect(app.db("bankDeposits").where(where).update({ total: "700.00" })).rejects.toThrow(
      `deposit ${saved.number} is posted: only its void may change it`,
    );
    await expect(app.db("bankDeposits").where(where).del()).rejects.toThrow(`deposit ${saved.number} cannot be deleted; void it instead`);
    await expect(
      app.db("bankDepositLines").where({ companyId: ctx.companyId, depositId: saved.id }).update({ amount: "1.00" }),
    ).rejects.toThrow("a deposit line cannot be changed; void its deposit instead");
    const { transfer: moved } = await transfer({ fromAccountId: books.checking, toAccountId: books.savings, amount: "1.00" });
    await expect(
      app.db("bankTransfers").where({ companyId: ctx.companyId, id: moved.id }).update({ toAccountId: books.cash }),
    ).rejects.toThrow(`transfer ${moved.number} is posted: only its void may change it`);
    expect((await depositView(app.db, ctx.companyId, saved.id))!.total).toBe("7.00");
    await expectBooksBalanced();
  });
});
