// The register (issue 27): every line of a bank account, a page at a time, newest or oldest first,
// with the running balance right on every page — held against the trial balance at each date and
// against the lines summed one by one — over a period, searched, and as its CSV; the cleared marks
// it ticks; and the Bank Accounts list's book and cleared balances.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromDecimal, type Cents } from "../../app/lib/money";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import {
  bankAccounts,
  registerAccount,
  registerPage,
  registerRows,
  setLineCleared,
  type RegisterQuery,
} from "../../app/modules/banking/register.server";
import type { RegisterLine } from "../../app/modules/banking/register";
import { postEntries, trialBalance, type Posting } from "../../app/modules/ledger/ledger.server";
import { startTestApp, type TestApp } from "../support/app";
import { ownerWithTwoCompanies } from "../support/books";
import { giveBankingBooks, paymentIntoUndeposited, transferToSavings, type BankingBooks } from "../support/banking-books";
import { createDeposit } from "../../app/modules/banking/deposits.server";
import { depositSchema } from "../../app/modules/banking/schema";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let books: BankingBooks;
let checking: Awaited<ReturnType<typeof registerAccount>>;

const ALL: RegisterQuery = { from: null, to: null, search: "", order: "newest" };

/** 120 entries on the checking account over 40 days, several on one day, in and out. */
async function manyLines() {
  const postings: Posting[] = [];
  for (let i = 0; i < 120; i++) {
    const day = String(1 + Math.floor((i * 7) % 40) / 2)
      .split(".")[0]
      .padStart(2, "0");
    const date = `2026-${i % 3 === 0 ? "09" : "10"}-${day === "00" ? "01" : day}`;
    const amount = (1000 + ((i * 3779) % 50000)) as Cents;
    const deposit = i % 4 !== 1;
    postings.push({
      entryType: "JE",
      entryDate: date,
      comments: `Line ${i}`,
      lines: deposit
        ? [
            { accountId: books.checking, debit: amount, memo: `Takings ${i}` },
            { accountId: books.sales, credit: amount },
          ]
        : [
            { accountId: books.fees, debit: (amount % 9000) as Cents },
            { accountId: books.checking, credit: (amount % 9000) as Cents, memo: `Fee ${i}` },
          ],
    });
  }
  await app.db.transaction((trx) => postEntries(trx, ctx, postings));
}

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other } = await ownerWithTwoCompanies(app.db, "2026-11-28"));
  books = await giveBankingBooks(app.db, ctx);
  await giveBankingBooks(app.db, other);
  await manyLines();
  await transferToSavings(app.db, ctx, books);
  const paid = await paymentIntoUndeposited(app.db, ctx, books, { customerId: books.ann, amount: "64.10", date: "2026-10-20" });
  await createDeposit(
    app.db,
    ctx,
    depositSchema.parse({ depositToAccountId: books.checking, date: "2026-10-21", payments: [{ paymentId: paid.id }] }),
  );
  checking = await registerAccount(app.db, ctx.companyId, books.checking);
});
afterAll(() => app?.cleanup());

/** Every line of the account oldest first with the balance summed line by line, as a bookkeeper would. */
async function expectedLines(): Promise<{ lineId: number; date: string; balance: number }[]> {
  const rows = await app
    .db("journalLines")
    .where({ companyId: ctx.companyId, accountId: books.checking })
    .orderBy([{ column: "entryDate" }, { column: "id" }])
    .select("id", "entryDate", "debit", "credit");
  let balance = 0;
  return rows.map((r) => {
    balance += fromDecimal(r.debit) - fromDecimal(r.credit);
    return { lineId: Number(r.id), date: r.entryDate, balance };
  });
}

async function allPages(query: RegisterQuery, perPage: number): Promise<RegisterLine[][]> {
  const pages: RegisterLine[][] = [];
  for (let page = 1; ; page++) {
    const result = await registerPage(app.db, ctx.companyId, checking, query, { page, perPage });
    if (!result.items.length) break;
    pages.push(result.items);
  }
  return pages;
}

describe("the register's running balance", () => {
  it("is right on every page, newest and oldest first: line by line, and the trial balance at each day's last line", async () => {
    const expected = await expectedLines();
    const byId = new Map(expected.map((e) => [e.lineId, e]));
    const lastOfDay = new Map(expected.map((e) => [e.date, e.lineId]));
    const trial = new Map<string, number>();
    for (const date of lastOfDay.keys()) {
      const tb = await trialBalance(app.db, ctx.companyId, date);
      const row = tb.rows.find((r) => r.accountId === books.checking);
      trial.set(date, row ? row.debit - row.credit : 0);
    }
    for (const order of ["newest", "oldest"] as const) {
      for (const perPage of [10, 7]) {
        const pages = await allPages({ ...ALL, order }, perPage);
        const lines = pages.flat();
        expect(lines).toHaveLength(expected.length);
        const ids = lines.map((l) => l.lineId);
        expect(ids).toEqual((order === "newest" ? [...expected].reverse() : expected).map((e) => e.lineId));
        for (const line of lines) {
          expect(line.balance, `line ${line.lineId} (${order}, ${perPage} a page)`).toBe(byId.get(line.lineId)!.balance);
          if (lastOfDay.get(line.date) === line.lineId) expect(line.balance).toBe(trial.get(line.date));
        }
      }
    }
    // The newest line's balance is the account's.
    const [first] = (await registerPage(app.db, ctx.companyId, checking, ALL, { page: 1, perPage: 5 })).items;
    expect(first.balance).toBe(expected.at(-1)!.balance);
  });

  it("over a period keeps the balance brought forward from before it", async () => {
    const expected = await expectedLines();
    const inOctober = expected.filter((e) => e.date >= "2026-10-01" && e.date <= "2026-10-31");
    const pages = await allPages({ ...ALL, from: "2026-10-01", to: "2026-10-31", order: "oldest" }, 10);
    const lines = pages.flat();
    expect(lines.map((l) => [l.lineId, l.balance])).toEqual(inOctober.map((e) => [e.lineId, e.balance]));
    const page = await registerPage(
      app.db,
      ctx.companyId,
      checking,
      { ...ALL, from: "2026-10-01", to: "2026-10-31" },
      { page: 2, perPage: 10 },
    );
    expect(page.total).toBe(inOctober.length);
    expect(page.items.map((l) => l.lineId)).toEqual(
      [...inOctober]
        .reverse()
        .slice(10, 20)
        .map((e) => e.lineId),
    );
  });

  it("shows what each line is: number, type, payee, memo, its document", async () => {
    const lines = (await allPages(ALL, 50)).flat();
    const transfer = lines.find((l) => l.type === "Transfer")!;
    expect(transfer).toMatchObject({ number: "TRF-0001", memo: "To savings", credit: 7525, debit: 0, cleared: "" });
    expect(transfer.href).toMatch(/^banking\/transfers\/\d+$/);
    const deposit = lines.find((l) => l.type === "Deposit")!;
    expect(deposit).toMatchObject({ number: "DEP-0001", debit: 6410, payee: "Ann's Bakery" });
    expect(deposit.href).toMatch(/^banking\/deposits\/\d+$/);
    const opening = lines.find((l) => l.type === "Opening Balance")!;
    expect(opening.href).toBe(`journal-entries/${opening.entryId}`);
  });

  it("searched, finds lines by memo, payee, number or amount, and shows no balance", async () => {
    const search = async (text: string) =>
      (await registerPage(app.db, ctx.companyId, checking, { ...ALL, search: text }, { page: 1, perPage: 50 })).items;
    expect((await search("to savings")).map((l) => l.number)).toEqual(["TRF-0001"]);
    expect((await search("bakery")).map((l) => l.number)).toEqual(["DEP-0001"]);
    expect((await search("64.10")).map((l) => l.number)).toEqual(["DEP-0001"]);
    const takings = [11, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119].filter((i) => i % 4 !== 1).map((i) => `Takings ${i}`);
    expect((await search("Takings 11")).map((l) => l.memo).sort()).toEqual(takings.sort());
    expect((await search("Fee 1")).every((l) => l.balance === null)).toBe(true);
    expect(await search("nothing like this")).toEqual([]);
  });

  it("its CSV rows are the pages' lines, with the same balances, in either order", async () => {
    for (const order of ["newest", "oldest"] as const) {
      for (const period of [{}, { from: "2026-10-01", to: "2026-10-20" }]) {
        const query = { ...ALL, ...period, order };
        const rows: RegisterLine[] = [];
        for await (const batch of registerRows(app.db, ctx.companyId, checking, query, { batchSize: 13 })) rows.push(...batch);
        expect(rows.map((l) => [l.lineId, l.balance])).toEqual((await allPages(query, 50)).flat().map((l) => [l.lineId, l.balance]));
      }
    }
  });
});

describe("cleared marks and the Bank Accounts list", () => {
  it("ticks a line cleared and back; the cleared balance follows, the book balance does not", async () => {
    const [first, second] = (await registerPage(app.db, ctx.companyId, checking, { ...ALL, order: "oldest" }, { page: 1, perPage: 2 }))
      .items;
    const before = (await bankAccounts(app.db, ctx.companyId)).find((a) => a.id === books.checking)!;
    expect(before).toMatchObject({
      accountName: "Checking",
      accountType: "Bank",
      bankName: "First Bank",
      clearedBalance: "0.00",
      lastReconciliation: null,
    });
    expect(await setLineCleared(app.db, ctx, books.checking, first.lineId, true)).toBe("C");
    expect(await setLineCleared(app.db, ctx, books.checking, first.lineId, true)).toBe("C");
    expect(await setLineCleared(app.db, ctx, books.checking, second.lineId, true)).toBe("C");
    const after = (await bankAccounts(app.db, ctx.companyId)).find((a) => a.id === books.checking)!;
    expect(fromDecimal(after.clearedBalance)).toBe(first.debit - first.credit + second.debit - second.credit);
    expect(after.bookBalance).toBe(before.bookBalance);
    expect(after.unclearedCount).toBe(before.unclearedCount - 2);
    const page = await registerPage(app.db, ctx.companyId, checking, { ...ALL, order: "oldest" }, { page: 1, perPage: 3 });
    expect(page.items.map((l) => l.cleared)).toEqual(["C", "C", ""]);
    expect(await setLineCleared(app.db, ctx, books.checking, second.lineId, false)).toBe("");
    expect((await bankAccounts(app.db, ctx.companyId)).find((a) => a.id === books.checking)!.clearedBalance).toBe(
      (first.debit / 100).toFixed(2),
    );
  });

  it("refuses a line of another account or company, and an account that is not a bank's", async () => {
    const [line] = (await registerPage(app.db, ctx.companyId, checking, ALL, { page: 1, perPage: 1 })).items;
    await expect(setLineCleared(app.db, ctx, books.savings, line.lineId, true)).rejects.toThrow("That line is not in this account.");
    await expect(setLineCleared(app.db, other, books.checking, line.lineId, true)).rejects.toThrow("That line is not in this account.");
    const [sales] = await app.db("journalLines").where({ companyId: ctx.companyId, accountId: books.sales }).limit(1).select("id");
    await expect(setLineCleared(app.db, ctx, books.sales, Number(sales.id), true)).rejects.toThrow("Only the lines of a Bank");
  });

  it("lists every bank, cash, card and Paypal account with its book balance", async () => {
    const rows = await bankAccounts(app.db, ctx.companyId);
    expect(rows.map((r) => [r.accountNumber, r.accountName, r.accountType])).toEqual([
      ["1000", "Cash Box", "Cash"],
      ["1010", "Checking", "Bank"],
      ["1020", "Savings", "Bank"],
      ["2100", "Visa", "Credit Card"],
    ]);
    const expected = await expectedLines();
    expect(fromDecimal(rows[1].bookBalance)).toBe(expected.at(-1)!.balance);
    expect(rows[2].bookBalance).toBe("75.25");
  });
});
