import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import { createAccount, type AccountWithBalance } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { companyContext, type Company, type CompanyContext } from "../../app/modules/companies/companies.server";
import { postEntry, reverseEntry } from "../../app/modules/ledger/ledger.server";
import { generalLedgerCsv } from "../../app/modules/reports/csv.server";
import { generalLedger, generalLedgerRows, reportPeriodDefaults } from "../../app/modules/reports/general-ledger.server";
import { parseGeneralLedgerQuery, parseTrialBalanceQuery } from "../../app/modules/reports/schema";
import { loader as registerLoader } from "../../app/routes/company.$companyId.dashboard+/_banking+/banking.transactions.$accountId";
import { loader as generalLedgerLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.general-ledger";
import { loader as generalLedgerCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.general-ledger[.]csv";
import { loader as trialBalanceLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.trial-balance";
import { loader as trialBalanceCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.company-finance.trial-balance[.]csv";
import { call, startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany, postTwoLineEntry, signedInOwner } from "../support/books";
import { CHECKING } from "../support/accounts";

// The register, the Trial Balance and the General Ledger against hand-computed books:
//
//   01/01/2026 OB-0001  Dr 1010 Checking 1,000.00   Cr 3000 Opening Balance Equity 1,000.00
//   01/15/2026 JE-0001  Dr Checking        500.00   Cr 4000 Sales                    500.00
//   02/01/2026 JE-0002  Dr 5100 Rent       250.50   Cr Checking                      250.50
//   02/01/2026 JE-0003  Dr Rent              1.00   Cr Checking                        1.00
//   03/10/2026 JE-0004  Dr Checking         20.00   Cr Sales                          20.00
//   03/31/2026 JE-0005  Dr Rent              8.50   Cr Checking                        8.50
//   6000 Utilities: no activity.

let app: TestApp;
let company: Company;
let ctx: CompanyContext;
let cookie: string;
let strangerCookie: string;
let strangerCompany: Company;
let strangerAccount: AccountWithBalance;
const accounts: Record<string, AccountWithBalance> = {};
const c = (n: number) => n as Cents;

const dashboard = () => `/company/${company.id}/dashboard`;

async function json<T = any>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function post(date: string, debit: AccountWithBalance, credit: AccountWithBalance, cents: number, memo = "") {
  return app.db.transaction((trx) =>
    postEntry(trx, ctx, {
      entryType: "JE",
      entryDate: date,
      comments: memo,
      lines: [
        { accountId: debit.id, debit: c(cents) },
        { accountId: credit.id, credit: c(cents) },
      ],
    }),
  );
}

beforeAll(async () => {
  app = await startTestApp();
  ({ cookie, company, ctx } = await signedInOwner(app.db));
  const add = async (fields: Record<string, unknown>) => {
    const account = await createAccount(app.db, ctx, accountCreateSchema.parse(fields));
    accounts[account.accountNumber] = account;
  };
  await add({
    ...CHECKING,
    openingBalance: "1000.00",
    asOf: "01/01/2026",
  });
  await add({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  await add({ accountType: "Expense", accountNumber: "5100", accountName: "Rent" });
  await add({ accountType: "Expense", accountNumber: "6000", accountName: "Utilities" });
  const { "1010": bank, "4000": sales, "5100": rent } = accounts;
  await post("2026-01-15", bank, sales, 50000, "Cash sale");
  await post("2026-02-01", rent, bank, 25050, "February rent");
  await post("2026-02-01", rent, bank, 100, "Late fee");
  await post("2026-03-10", bank, sales, 2000, "Cash sale");
  await post("2026-03-31", rent, bank, 850, "Bank charge");

  const stranger = await signedInOwner(app.db);
  ({ cookie: strangerCookie, company: strangerCompany } = stranger);
  strangerAccount = await createAccount(
    app.db,
    stranger.ctx,
    accountCreateSchema.parse({ accountType: "Expense", accountNumber: "5100", accountName: "Their rent" }),
  );
});
afterAll(() => app.cleanup());

describe("account register", () => {
  const open = (accountId: number | string, query = "", who = cookie, companyId = company.id) =>
    call(registerLoader, `/company/${companyId}/dashboard/banking/transactions/${accountId}${query}`, {
      params: { companyId: String(companyId), accountId: String(accountId) },
      headers: { Cookie: who },
    });

  it("lists the account's lines newest first with the running balance", async () => {
    const body = await json(await open(accounts["1010"].id));
    expect(body.account).toMatchObject({ accountNumber: "1010", accountName: "Checking", accountType: "Bank" });
    expect(body.balances.book).toBe("1260.00");
    expect(body.list.total).toBe(6);
    expect(body.list.items.map((l: any) => [l.date, l.entryType, l.entryNo, l.memo, l.debit, l.credit, l.balance])).toEqual([
      ["2026-03-31", "JE", "JE-0005", "Bank charge", 0, 850, 126000],
      ["2026-03-10", "JE", "JE-0004", "Cash sale", 2000, 0, 126850],
      ["2026-02-01", "JE", "JE-0003", "Late fee", 0, 100, 124850],
      ["2026-02-01", "JE", "JE-0002", "February rent", 0, 25050, 124950],
      ["2026-01-15", "JE", "JE-0001", "Cash sale", 50000, 0, 150000],
      ["2026-01-01", "OB", "OB-0001", "Opening balance of Checking", 100000, 0, 100000],
    ]);
  });

  it("pages on the server, keeping the running balance of the whole account", async () => {
    const first = (await json(await open(accounts["1010"].id, "?page=1&perPage=5"))).list;
    expect(first.items).toHaveLength(5);
    expect(first).toMatchObject({ page: 1, perPage: 5, total: 6 });
    const second = (await json(await open(accounts["1010"].id, "?page=2&perPage=5"))).list;
    expect(second.items.map((l: any) => [l.entryNo, l.balance])).toEqual([["OB-0001", 100000]]);
    const past = (await json(await open(accounts["1010"].id, "?page=9&perPage=5"))).list;
    expect(past.items).toEqual([]);
  });

  it("shows a credit-normal account's balance on its credit side", async () => {
    const body = await json(await open(accounts["4000"].id));
    expect(body.balances.book).toBe("520.00");
    expect(body.list.items.map((l: any) => [l.entryNo, l.credit, l.balance])).toEqual([
      ["JE-0004", 2000, 52000],
      ["JE-0001", 50000, 50000],
    ]);
  });

  it("is empty for an account without lines", async () => {
    const body = await json(await open(accounts["6000"].id));
    expect(body.list).toMatchObject({ items: [], total: 0 });
    expect(body.balances.book).toBe("0.00");
  });

  it("is a 404 for another company's account, an unknown one, or another user's company", async () => {
    expect((await open(strangerAccount.id)).status).toBe(404);
    expect((await open(999999)).status).toBe(404);
    expect((await open(strangerAccount.id, "", cookie, strangerCompany.id)).status).toBe(404);
    expect((await open(accounts["1010"].id, "", strangerCookie)).status).toBe(404);
  });
});

describe("trial balance", () => {
  const open = (handler: unknown, query: string, who = cookie, companyId = company.id, csv = false) =>
    call(handler, `/company/${companyId}/dashboard/reports/company-finance/trial-balance${csv ? ".csv" : ""}${query}`, {
      params: { companyId: String(companyId) },
      headers: { Cookie: who },
    });

  it("puts each balance in its debit or credit column, with equal totals, as of any date", async () => {
    const jan = await json(await open(trialBalanceLoader, "?asOf=01%2F31%2F2026"));
    expect(jan.asOf).toBe("2026-01-31");
    expect(jan.report.rows.map((r: any) => [r.accountNumber, r.accountName, r.accountType, r.debit, r.credit])).toEqual([
      ["1010", "Checking", "Bank", 150000, 0],
      ["3000", "Opening Balance Equity", "Equity", 0, 100000],
      ["4000", "Sales", "Income", 0, 50000],
    ]);
    expect(jan.report.totals).toEqual({ debit: 150000, credit: 150000 });

    const year = await json(await open(trialBalanceLoader, "?asOf=2026-12-31"));
    expect(year.report.rows.map((r: any) => [r.accountNumber, r.debit, r.credit])).toEqual([
      ["1010", 126000, 0],
      ["3000", 0, 100000],
      ["4000", 0, 52000],
      ["5100", 26000, 0],
    ]);
    expect(year.report.totals).toEqual({ debit: 152000, credit: 152000 });

    const before = await json(await open(trialBalanceLoader, "?asOf=2025-12-31"));
    expect(before.report).toMatchObject({ rows: [], totals: { debit: 0, credit: 0 } });
  });

  it("defaults to the company's today and reports a date it cannot read", async () => {
    const today = companyContext(company, null).today;
    expect((await json(await open(trialBalanceLoader, ""))).asOf).toBe(today);
    const bad = await json(await open(trialBalanceLoader, "?asOf=02%2F30%2F2026"));
    expect(bad.errors).toEqual({ asOf: ["As of date must be a valid date (MM/DD/YYYY)"] });
    expect(bad.asOf).toBe(today);
  });

  it("exports the report to CSV with plain decimal amounts and a totals row", async () => {
    const response = await open(trialBalanceCsvLoader, "?asOf=2026-12-31", cookie, company.id, true);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="trial-balance-2026-12-31.csv"');
    expect(await response.text()).toBe(
      [
        "Account No,Account Name,Type,Debit,Credit",
        "1010,Checking,Bank,1260.00,0.00",
        "3000,Opening Balance Equity,Equity,0.00,1000.00",
        "4000,Sales,Income,0.00,520.00",
        "5100,Rent,Expense,260.00,0.00",
        ",Total,,1520.00,1520.00",
        "",
      ].join("\n"),
    );
    const bad = await open(trialBalanceCsvLoader, "?asOf=yesterday", cookie, company.id, true);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("As of date must be a valid date (MM/DD/YYYY)");
  });

  it("is a 404 for another user's company (screen and export)", async () => {
    expect((await open(trialBalanceLoader, "", strangerCookie)).status).toBe(404);
    expect((await open(trialBalanceCsvLoader, "", strangerCookie, company.id, true)).status).toBe(404);
  });
});

describe("general ledger", () => {
  const period = { from: "2026-02-01", to: "2026-03-10" };
  const summary = (report: Awaited<ReturnType<typeof generalLedger>>) =>
    report.accounts.map((a) => ({
      account: `${a.accountNumber} ${a.accountName}`,
      opening: a.opening,
      lines: a.lines.map((l) => [l.entryDate, l.entryNo, l.memo, l.debit, l.credit, l.balance]),
      debit: a.debit,
      credit: a.credit,
      closing: a.closing,
    }));

  it("opens each account with the lines before the period and closes it with the lines in it", async () => {
    const report = await generalLedger(app.db, company.id, period);
    expect(report.total).toBe(4);
    expect(summary(report)).toEqual([
      {
        account: "1010 Checking",
        opening: 150000,
        lines: [
          ["2026-02-01", "JE-0002", "February rent", 0, 25050, 124950],
          ["2026-02-01", "JE-0003", "Late fee", 0, 100, 124850],
          ["2026-03-10", "JE-0004", "Cash sale", 2000, 0, 126850],
        ],
        debit: 2000,
        credit: 25150,
        closing: 126850,
      },
      // no lines in the period, but a non-zero opening
      { account: "3000 Opening Balance Equity", opening: 100000, lines: [], debit: 0, credit: 0, closing: 100000 },
      {
        account: "4000 Sales",
        opening: 50000,
        lines: [["2026-03-10", "JE-0004", "Cash sale", 0, 2000, 52000]],
        debit: 0,
        credit: 2000,
        closing: 52000,
      },
      {
        account: "5100 Rent",
        opening: 0,
        lines: [
          ["2026-02-01", "JE-0002", "February rent", 25050, 0, 25050],
          ["2026-02-01", "JE-0003", "Late fee", 100, 0, 25150],
        ],
        debit: 25150,
        credit: 0,
        closing: 25150,
      },
    ]);
  });

  it("moves a line from the period to the opening when the period starts after it", async () => {
    const report = await generalLedger(app.db, company.id, { from: "2026-02-02", to: "2026-12-31" });
    const rent = report.accounts.find((a) => a.accountNumber === "5100")!;
    expect([rent.opening, rent.lines.map((l) => l.entryNo), rent.closing]).toEqual([25150, ["JE-0005"], 26000]);
  });

  it("shows one chosen account, even without activity", async () => {
    const one = await generalLedger(app.db, company.id, { ...period, accountId: accounts["4000"].id });
    expect(summary(one).map((a) => [a.account, a.opening, a.closing])).toEqual([["4000 Sales", 50000, 52000]]);
    const quiet = await generalLedger(app.db, company.id, { ...period, accountId: accounts["6000"].id });
    expect(summary(quiet)).toEqual([{ account: "6000 Utilities", opening: 0, lines: [], debit: 0, credit: 0, closing: 0 }]);
    const foreign = await generalLedger(app.db, company.id, { ...period, accountId: strangerAccount.id });
    expect(foreign.accounts).toEqual([]);
  });

  it("pages by account and caps lines per account without changing the balances", async () => {
    const second = await generalLedger(app.db, company.id, period, { page: 2, perPage: 3 });
    expect([second.total, second.accounts.map((a) => a.accountNumber)]).toEqual([4, ["5100"]]);
    const past = await generalLedger(app.db, company.id, period, { page: 5, perPage: 3 });
    expect([past.total, past.accounts]).toEqual([4, []]);
    const capped = await generalLedger(app.db, company.id, period, { lineLimit: 1 });
    const bank = capped.accounts[0];
    expect([bank.lineCount, bank.lines.map((l) => [l.entryNo, l.balance]), bank.closing]).toEqual([3, [["JE-0002", 124950]], 126850]);
  });

  it("shows a cancelled entry and its reversal, which cancel out", async () => {
    // A separate company keeps the books above as they are.
    const { company: own, ctx: ownCtx } = await ownerAndCompany(app.db);
    const cash = await createAccount(
      app.db,
      ownCtx,
      accountCreateSchema.parse({ accountType: "Cash", accountNumber: "1000", accountName: "Cash" }),
    );
    const fees = await createAccount(
      app.db,
      ownCtx,
      accountCreateSchema.parse({ accountType: "Income", accountNumber: "4100", accountName: "Fees" }),
    );
    const entry = await postTwoLineEntry(app.db, ownCtx, "2026-05-01", cash.id, fees.id, 1234);
    await app.db.transaction((trx) => reverseEntry(trx, ownCtx, entry.id, { date: "2026-05-02" }));
    const report = await generalLedger(app.db, own.id, { from: "2026-05-01", to: "2026-05-31", accountId: cash.id });
    expect(report.accounts[0].lines.map((l) => [l.entryNo, l.status, l.memo, l.debit, l.credit, l.balance])).toEqual([
      ["JE-0001", "cancelled", "", 1234, 0, 1234],
      ["JE-0002", "posted", "Reversal of JE-0001", 0, 1234, 0],
    ]);
    expect(report.accounts[0].closing).toBe(0);
  });

  it("streams the same rows in batches, whatever the batch size", async () => {
    const read = async (batchSize: number) => {
      const rows: string[] = [];
      for await (const batch of generalLedgerRows(app.db, company.id, period, { batchSize })) {
        for (const row of batch) {
          rows.push(
            `${row.account.accountNumber} ${row.kind} ${row.kind === "line" ? `${row.line.entryNo} ${row.line.balance}` : row.balance}`,
          );
        }
      }
      return rows;
    };
    const expected = [
      "1010 opening 150000",
      "1010 line JE-0002 124950",
      "1010 line JE-0003 124850",
      "1010 line JE-0004 126850",
      "1010 closing 126850",
      "3000 opening 100000",
      "3000 closing 100000",
      "4000 opening 50000",
      "4000 line JE-0004 52000",
      "4000 closing 52000",
      "5100 opening 0",
      "5100 line JE-0002 25050",
      "5100 line JE-0003 25150",
      "5100 closing 25150",
    ];
    expect(await read(5000)).toEqual(expected);
    expect(await read(1)).toEqual(expected);
    expect(await read(2)).toEqual(expected);
  });

  it("exports to CSV with opening and closing rows", async () => {
    const response = await call(
      generalLedgerCsvLoader,
      `${dashboard()}/reports/company-finance/general-ledger.csv?from=02%2F01%2F2026&to=2026-03-10&accountId=${accounts["1010"].id}`,
      { params: { companyId: String(company.id) }, headers: { Cookie: cookie } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="general-ledger-2026-02-01-to-2026-03-10-account-${accounts["1010"].id}.csv"`,
    );
    expect(await response.text()).toBe(
      [
        "Account Number,Account Name,Date,Type,Number,Memo,Debit,Credit,Balance",
        "1010,Checking,02/01/2026,,,Opening balance,,,1500.00",
        "1010,Checking,02/01/2026,JE,JE-0002,February rent,,250.50,1249.50",
        "1010,Checking,02/01/2026,JE,JE-0003,Late fee,,1.00,1248.50",
        "1010,Checking,03/10/2026,JE,JE-0004,Cash sale,20.00,,1268.50",
        "1010,Checking,03/10/2026,,,Closing balance,20.00,251.50,1268.50",
        "",
      ].join("\n"),
    );
    const all = await generalLedgerCsv(app.db, company.id, period, { batchSize: 2 });
    const lines = all.trim().split("\n");
    expect(lines).toHaveLength(1 + 14);
    expect(lines.filter((l) => l.includes("Closing balance"))).toEqual([
      "1010,Checking,03/10/2026,,,Closing balance,20.00,251.50,1268.50",
      "3000,Opening Balance Equity,03/10/2026,,,Closing balance,0.00,0.00,1000.00",
      "4000,Sales,03/10/2026,,,Closing balance,0.00,20.00,520.00",
      "5100,Rent,03/10/2026,,,Closing balance,251.50,0.00,251.50",
    ]);
  });

  it("serves the screen with its filters, and 404s for another company's account or another user", async () => {
    const open = (query: string, who = cookie) =>
      call(generalLedgerLoader, `${dashboard()}/reports/company-finance/general-ledger${query}`, {
        params: { companyId: String(company.id) },
        headers: { Cookie: who },
      });
    const body = await json(await open("?from=02%2F01%2F2026&to=03%2F10%2F2026&perPage=5"));
    expect(body.query).toEqual({ from: "2026-02-01", to: "2026-03-10", accountId: null });
    expect(body.report.accounts.map((a: any) => [a.accountNumber, a.opening, a.closing])).toEqual([
      ["1010", 150000, 126850],
      ["3000", 100000, 100000],
      ["4000", 50000, 52000],
      ["5100", 0, 25150],
    ]);
    expect(body.accounts.map((a: any) => a.accountNumber)).toEqual(["1010", "3000", "4000", "5100", "6000"]);

    const defaults = await json(await open(""));
    expect(defaults.query).toEqual({ ...reportPeriodDefaults(companyContext(company, null).today), accountId: null });

    const reversed = await json(await open("?from=2026-03-01&to=2026-02-01"));
    expect(reversed.errors).toEqual({ to: ["From date must be on or before To date"] });

    expect((await open(`?accountId=${strangerAccount.id}`)).status).toBe(404);
    expect((await open("", strangerCookie)).status).toBe(404);
    const csv = await call(
      generalLedgerCsvLoader,
      `${dashboard()}/reports/company-finance/general-ledger.csv?accountId=${strangerAccount.id}`,
      {
        params: { companyId: String(company.id) },
        headers: { Cookie: cookie },
      },
    );
    expect(csv.status).toBe(404);
  });
});

describe("report filters", () => {
  it("read the date picker's MM/DD/YYYY and ISO dates, and default to this year to date", () => {
    expect(reportPeriodDefaults("2026-11-22")).toEqual({ from: "2026-01-01", to: "2026-11-22" });
    const defaults = reportPeriodDefaults("2026-11-22");
    const parse = (query: string) => parseGeneralLedgerQuery(new URLSearchParams(query), defaults);
    expect(parse("")).toEqual({ query: { from: "2026-01-01", to: "2026-11-22", accountId: null }, errors: null });
    expect(parse("from=03/01/2025&to=2025-04-30&accountId=all")).toEqual({
      query: { from: "2025-03-01", to: "2025-04-30", accountId: null },
      errors: null,
    });
    expect(parse("to=2025-04-30").query).toEqual({ from: "2025-01-01", to: "2025-04-30", accountId: null });
    expect(parse("accountId=12").query.accountId).toBe(12);
    expect(parse("accountId=abc").errors).toEqual({ accountId: ["Choose an account from the list"] });
    expect(parse("from=13/01/2026").errors).toEqual({ from: ["From date must be a valid date (MM/DD/YYYY)"] });
    expect(parseTrialBalanceQuery(new URLSearchParams("asOf=12/31/2026"), "2026-11-22")).toEqual({
      query: { asOf: "2026-12-31" },
      errors: null,
    });
  });
});
