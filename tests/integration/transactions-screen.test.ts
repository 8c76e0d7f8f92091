// The Transactions screen (the top menu's): every posted journal entry of the company, one row per
// entry with its type, number, name, memo, account and amount, newest first; filtered by type, a
// date preset and a search; paged; each row leading to its document; as a CSV; never another
// company's entries; 404 for someone who is not a member.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvRecords } from "../../app/lib/csv";
import { fromDecimal, type Cents } from "../../app/lib/money";
import type { User } from "../../app/modules/auth/auth.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { postEntry } from "../../app/modules/ledger/ledger.server";
import { SPLIT, TRANSACTIONS_MESSAGES, transactionsPage, type TransactionRow } from "../../app/modules/reports/all-transactions.server";
import * as screen from "../../app/routes/company.$companyId.dashboard+/_ledger+/transactions";
import * as csvRoute from "../../app/routes/company.$companyId.dashboard+/_ledger+/transactions[.]csv";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { billPaidByCheque, giveBankingBooks, paymentIntoUndeposited, transferToSavings, type BankingBooks } from "../support/banking-books";
import { ownerWithTwoCompanies, postTwoLineEntry } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let owner: User;
let books: BankingBooks;
let cookie: string;
let billId: number;
let accrualId: number;

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other, user: owner } = await ownerWithTwoCompanies(app.db, "2026-11-28"));
  cookie = await sessionCookie(owner);
  books = await giveBankingBooks(app.db, ctx);
  const otherBooks = await giveBankingBooks(app.db, other);
  const paid = await billPaidByCheque(app.db, ctx, books, { amount: "120.00", date: "2026-10-05", checkNumber: "1001" });
  billId = (await app.db("purchaseDocuments").where({ companyId: ctx.companyId, number: paid.billNumber }).first("id")).id;
  await paymentIntoUndeposited(app.db, ctx, books, { customerId: books.ann, amount: "64.10", date: "2026-10-20" });
  await transferToSavings(app.db, ctx, books);
  const accrual = await app.db.transaction((trx) =>
    postEntry(trx, ctx, {
      entryType: "JE",
      entryDate: "2026-11-02",
      comments: "Month-end accrual",
      lines: [
        { accountId: books.rent, debit: 5000 as Cents },
        { accountId: books.fees, debit: 1500 as Cents },
        { accountId: books.loan, credit: 6500 as Cents },
      ],
    }),
  );
  accrualId = accrual.id;
  // The other company's books: never on this company's screen.
  await billPaidByCheque(app.db, other, otherBooks, { amount: "999.00", date: "2026-10-06", checkNumber: "7777" });
  await postTwoLineEntry(app.db, other, "2026-11-03", otherBooks.rent, otherBooks.checking, 100, "Secret of the other company");
});
afterAll(() => app?.cleanup());

const path = (query = "", companyId = ctx.companyId) => `/company/${companyId}/dashboard/transactions${query}`;

async function screenOf(query = "", who = cookie, companyId = ctx.companyId) {
  const response = await call(screen.loader, path(query, companyId), {
    params: { companyId: String(companyId) },
    headers: { Cookie: who },
  });
  return {
    status: response.status,
    body: response.status === 200 ? ((await response.json()) as Awaited<ReturnType<typeof screen.loader>>) : null,
  };
}

async function rowsOf(query = "") {
  const { body } = await screenOf(query);
  return body!.list.items as TransactionRow[];
}

/** Every posted entry of the company as the books hold them: id, date and total of its debits. */
async function postedEntries(companyId: number) {
  const rows = await app
    .db("journalEntries as e")
    .join("journalLines as l", (j) => j.on("l.companyId", "e.companyId").andOn("l.journalEntryId", "e.id"))
    .where("e.companyId", companyId)
    .whereNot("e.status", "draft")
    .groupBy("e.id", "e.entryDate")
    .orderBy([
      { column: "e.entryDate", order: "desc" },
      { column: "e.id", order: "desc" },
    ])
    .select("e.id", "e.entryDate", app.db.raw("sum(l.debit) AS total"));
  return rows.map((r: { id: number; entryDate: string; total: string }) => ({ id: r.id, date: r.entryDate, total: fromDecimal(r.total) }));
}

describe("the Transactions screen", () => {
  it("shows every posted entry once, newest first, with the amount the books hold", async () => {
    const rows = await rowsOf("?perPage=100");
    const books = await postedEntries(ctx.companyId);
    expect(rows.map((r) => r.entryId)).toEqual(books.map((b) => b.id));
    expect(rows.map((r) => r.amount)).toEqual(books.map((b) => b.total));
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort().reverse());
  });

  it("reads each kind as a bookkeeper expects: type, number, name, memo, account, and where it leads", async () => {
    const rows = await rowsOf("?perPage=100");
    const bill = rows.find((r) => r.type === "Bill")!;
    expect(bill).toMatchObject({
      name: "Acme Supplies",
      account: "Rent",
      amount: 12000,
      date: "2026-10-05",
      href: `vendors/documents/${billId}`,
    });
    const payment = rows.find((r) => r.type === "Bill Payment")!;
    expect(payment).toMatchObject({ number: "1001", name: "Acme Supplies", account: "Checking", amount: 12000 });
    expect(rows.find((r) => r.type === "Payment")).toMatchObject({ name: "Ann's Bakery", amount: 6410 });
    expect(rows.find((r) => r.type === "Invoice")).toMatchObject({ name: "Ann's Bakery", account: "Sales", amount: 6410 });
    const transfer = rows.find((r) => r.type === "Transfer")!;
    expect(transfer.amount).toBe(7525);
    expect(transfer.href).toMatch(/^banking\/transfers\/\d+$/);
    const accrual = rows.find((r) => r.entryId === accrualId)!;
    expect(accrual).toMatchObject({ type: "Journal Entry", memo: "Month-end accrual", account: SPLIT, amount: 6500, name: "" });
    expect(accrual.href).toBe(`journal-entries/${accrualId}`);
  });

  it("filters by type, by a search in the name, number or memo, and by a date preset", async () => {
    const bills = await rowsOf("?type=BILL");
    expect(bills.map((r) => r.type)).toEqual(["Bill"]);
    const acme = await rowsOf("?q=acme");
    expect(acme.map((r) => r.type).sort()).toEqual(["Bill", "Bill Payment"]);
    expect((await rowsOf("?q=1001")).map((r) => r.type)).toEqual(["Bill Payment"]);
    expect((await rowsOf("?q=accrual")).map((r) => r.entryId)).toEqual([accrualId]);
    expect(await rowsOf("?type=JE&q=acme")).toEqual([]);

    // The presets read the company's today (the screen's loader passes the real one).
    const on = (today: string, date: "this_month" | "last_month") =>
      transactionsPage(
        app.db,
        ctx.companyId,
        { type: "", date, search: "" },
        { today, fiscalYearStart: "January" },
        { page: 1, perPage: 100 },
      );
    const october = await on("2026-10-31", "this_month");
    expect(october.total).toBeGreaterThanOrEqual(5);
    expect(october.items.every((r) => r.date >= "2026-10-01" && r.date <= "2026-10-31")).toBe(true);
    const november = await on("2026-12-10", "last_month");
    expect(november.items.map((r) => r.entryId)).toEqual([accrualId]);
  });

  it("says which filter makes no sense and keeps the others, never a 500", async () => {
    const { status, body } = await screenOf("?type=NOPE&date=someday&q=acme");
    expect(status).toBe(200);
    expect(body!.errors).toEqual({ type: TRANSACTIONS_MESSAGES.type, date: TRANSACTIONS_MESSAGES.date });
    expect(body!.list.items.map((r) => r.name)).toEqual(["Acme Supplies", "Acme Supplies"]);
  });

  it("pages on the server: the pages together are the whole list", async () => {
    const all = await rowsOf("?perPage=100");
    const first = await screenOf("?perPage=5");
    expect(first.body!.list.total).toBe(all.length);
    const pages: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 5); page++)
      pages.push(...(await rowsOf(`?perPage=5&page=${page}`)).map((r) => r.entryId));
    expect(pages).toEqual(all.map((r) => r.entryId));
    expect(await rowsOf(`?perPage=5&page=${Math.ceil(all.length / 5) + 1}`)).toEqual([]);
  });

  it("never shows another company's entries", async () => {
    const mine = new Set((await rowsOf("?perPage=100")).map((r) => r.entryId));
    for (const entry of await postedEntries(other.companyId)) expect(mine.has(entry.id)).toBe(false);
    expect(await rowsOf("?q=Secret")).toEqual([]);
    expect(await rowsOf("?q=7777")).toEqual([]);
  });

  it("exports the filtered rows as CSV", async () => {
    const response = await call(csvRoute.loader, `${path()}.csv?q=acme`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain("transactions.csv");
    const [header, ...records] = csvRecords(await response.text());
    expect(header).toEqual(["Date", "Type", "Number", "Name", "Memo", "Account", "Amount", "Void"]);
    expect(records.map((r) => [r[0], r[1], r[3], r[6]])).toEqual([
      ["10/05/2026", "Bill Payment", "Acme Supplies", "120.00"],
      ["10/05/2026", "Bill", "Acme Supplies", "120.00"],
    ]);
  });

  it("answers 404 to someone who is not a member, on the screen and its CSV", async () => {
    const stranger = await sessionCookie((await makeUser(app.db)).user);
    expect((await screenOf("", stranger)).status).toBe(404);
    const csv = await call(csvRoute.loader, `${path()}.csv`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: stranger },
    });
    expect(csv.status).toBe(404);
  });
});
