// Banking through the API (bearer token, JSON): the bank accounts with their balances, a register
// page, a transfer, a deposit of two customer payments (refused the second time), voids; and company
// isolation — another user's company is a 404 for every call, another company's account or payment
// is refused, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import * as accountsApi from "../../app/routes/api+/banking.accounts._index";
import * as registerApi from "../../app/routes/api+/banking.accounts.$accountId.register";
import * as depositApi from "../../app/routes/api+/banking.deposits.$id._index";
import * as depositVoidApi from "../../app/routes/api+/banking.deposits.$id.void";
import * as depositsApi from "../../app/routes/api+/banking.deposits._index";
import * as undepositedApi from "../../app/routes/api+/banking.deposits.undeposited";
import * as transferApi from "../../app/routes/api+/banking.transfers.$id._index";
import * as transferVoidApi from "../../app/routes/api+/banking.transfers.$id.void";
import * as transfersApi from "../../app/routes/api+/banking.transfers._index";
import { apiCaller } from "../support/api-client";
import { startTestApp, type TestApp } from "../support/app";
import { bankingApiBooks, paymentIntoUndeposited, type BankingBooks } from "../support/banking-books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let books: BankingBooks;
let theirs: BankingBooks;
let owner: string;
let intruder: string;
const hit = apiCaller(() => owner);

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, other, owner, intruder, books, theirs } = await bankingApiBooks(app.db, "banking test", "banking-intruder@example.com"));
});
afterAll(() => app?.cleanup());

const rows = async () => {
  const count = async (table: string) => Number((await app.db(table).count({ n: "*" }))[0].n);
  return { transfers: await count("bankTransfers"), deposits: await count("bankDeposits"), entries: await count("journalEntries") };
};

describe("the banking API", () => {
  it("lists the bank and card accounts with their book and cleared balances", async () => {
    const { status, body } = await hit(accountsApi.loader, `/api/banking/accounts?companyId=${ctx.companyId}`);
    expect(status).toBe(200);
    expect(body.accounts.map((a: any) => [a.accountName, a.accountType, a.bookBalance, a.clearedBalance, a.lastReconciliation])).toEqual([
      ["Cash Box", "Cash", "0.00", "0.00", null],
      ["Checking", "Bank", "1000.00", "0.00", null],
      ["Savings", "Bank", "0.00", "0.00", null],
      ["Visa", "Credit Card", "0.00", "0.00", null],
    ]);
  });

  it("posts a transfer, reads it back, shows it in the register with the running balance, and voids it", async () => {
    const created = await hit(transfersApi.action, "/api/banking/transfers", {
      method: "POST",
      body: {
        companyId: ctx.companyId,
        fromAccountId: books.checking,
        toAccountId: books.savings,
        date: "2026-11-10",
        amount: 300,
        memo: "To savings",
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      message: "Funds transferred successfully!",
      transfer: { number: "TRF-0001", amount: "300.00", status: "posted" },
    });
    const id = created.body.transfer.id;
    const read = await hit(transferApi.loader, `/api/banking/transfers/${id}?companyId=${ctx.companyId}`, { params: { id } });
    expect(read.body.transfer).toMatchObject({ fromAccountName: "Checking", toAccountName: "Savings", memo: "To savings" });
    const register = await hit(
      registerApi.loader,
      `/api/banking/accounts/${books.checking}/register?companyId=${ctx.companyId}&perPage=5`,
      {
        params: { accountId: books.checking },
      },
    );
    expect(register.status).toBe(200);
    expect(register.body).toMatchObject({ total: 2, page: 1, perPage: 5 });
    expect(register.body.items.map((l: any) => [l.date, l.number, l.type, l.debit, l.credit, l.balance])).toEqual([
      ["2026-11-10", "TRF-0001", "Transfer", "0.00", "300.00", "700.00"],
      ["2026-01-01", "OB-0001", "Opening Balance", "1000.00", "0.00", "1000.00"],
    ]);
    const oldest = await hit(
      registerApi.loader,
      `/api/banking/accounts/${books.checking}/register?companyId=${ctx.companyId}&order=oldest&period=custom&from=2026-11-01`,
      {
        params: { accountId: books.checking },
      },
    );
    expect(oldest.body.items.map((l: any) => [l.number, l.balance])).toEqual([["TRF-0001", "700.00"]]);
    const voided = await hit(transferVoidApi.action, `/api/banking/transfers/${id}/void`, {
      method: "POST",
      params: { id },
      body: { companyId: ctx.companyId },
    });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ message: "Transfer TRF-0001 voided.", transfer: { status: "void" } });
    const again = await hit(transferVoidApi.action, `/api/banking/transfers/${id}/void`, {
      method: "POST",
      params: { id },
      body: { companyId: ctx.companyId },
    });
    expect(again).toMatchObject({ status: 409, body: { error: "Transfer TRF-0001 is already void." } });
  });

  it("deposits two customer payments waiting in Undeposited Funds, once", async () => {
    const ann = await paymentIntoUndeposited(app.db, ctx, books, {
      customerId: books.ann,
      amount: "150.00",
      date: "2026-11-12",
      reference: "881",
    });
    const bob = await paymentIntoUndeposited(app.db, ctx, books, { customerId: books.bob, amount: "49.95", date: "2026-11-13" });
    const waiting = await hit(undepositedApi.loader, `/api/banking/deposits/undeposited?companyId=${ctx.companyId}`);
    expect(waiting.body.payments.map((p: any) => [p.number, p.customerName, p.amount])).toEqual([
      [ann.number, "Ann's Bakery", "150.00"],
      [bob.number, "Bob's Garage", "49.95"],
    ]);
    const body = {
      companyId: ctx.companyId,
      depositToAccountId: books.checking,
      date: "2026-11-14",
      payments: [{ paymentId: ann.id }, { paymentId: bob.id }],
    };
    const deposited = await hit(depositsApi.action, "/api/banking/deposits", { method: "POST", body });
    expect(deposited.status, JSON.stringify(deposited.body)).toBe(201);
    expect(deposited.body.deposit).toMatchObject({ number: "DEP-0001", total: "199.95", netAmount: "199.95" });
    const id = deposited.body.deposit.id;
    const read = await hit(depositApi.loader, `/api/banking/deposits/${id}?companyId=${ctx.companyId}`, { params: { id } });
    expect(read.body.deposit.lines.map((l: any) => [l.source, l.sourceNumber, l.amount])).toEqual([
      ["payment", ann.number, "150.00"],
      ["payment", bob.number, "49.95"],
    ]);
    const before = await rows();
    const twice = await hit(depositsApi.action, "/api/banking/deposits", {
      method: "POST",
      body: { ...body, depositToAccountId: books.savings },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(
      `Payment ${ann.number} is already deposited (DEP-0001).\nPayment ${bob.number} is already deposited (DEP-0001).`,
    );
    expect(await rows()).toEqual(before);
    const voided = await hit(depositVoidApi.action, `/api/banking/deposits/${id}/void`, {
      method: "POST",
      params: { id },
      body: { companyId: ctx.companyId },
    });
    expect(voided.body.message).toBe("Deposit DEP-0001 voided: its payments are back in Undeposited Funds.");
    expect((await hit(undepositedApi.loader, `/api/banking/deposits/undeposited?companyId=${ctx.companyId}`)).body.payments).toHaveLength(
      2,
    );
    const tb = await trialBalance(app.db, ctx.companyId, "2026-12-31");
    expect(tb.totals.debit).toBe(tb.totals.credit);
  });

  it("refuses a malformed register query with its message", async () => {
    const bad = await hit(
      registerApi.loader,
      `/api/banking/accounts/${books.checking}/register?companyId=${ctx.companyId}&from=31/31/2026&period=custom`,
      {
        params: { accountId: books.checking },
      },
    );
    expect(bad).toMatchObject({ status: 400, body: { error: "from must be a valid date (YYYY-MM-DD)" } });
    const order = await hit(
      registerApi.loader,
      `/api/banking/accounts/${books.checking}/register?companyId=${ctx.companyId}&order=sideways`,
      {
        params: { accountId: books.checking },
      },
    );
    expect(order).toMatchObject({ status: 400, body: { error: "order must be newest or oldest" } });
  });
});

describe("company isolation", () => {
  it("another user's company is a 404 for every banking call, and nothing is written", async () => {
    const before = await rows();
    const as = { token: intruder };
    const q = `companyId=${ctx.companyId}`;
    const [transfer] = await app.db("bankTransfers").where({ companyId: ctx.companyId }).select("id");
    const [deposit] = await app.db("bankDeposits").where({ companyId: ctx.companyId }).select("id");
    const answers = [
      await hit(accountsApi.loader, `/api/banking/accounts?${q}`, as),
      await hit(registerApi.loader, `/api/banking/accounts/${books.checking}/register?${q}`, {
        ...as,
        params: { accountId: books.checking },
      }),
      await hit(undepositedApi.loader, `/api/banking/deposits/undeposited?${q}`, as),
      await hit(transferApi.loader, `/api/banking/transfers/${transfer.id}?${q}`, { ...as, params: { id: transfer.id } }),
      await hit(depositApi.loader, `/api/banking/deposits/${deposit.id}?${q}`, { ...as, params: { id: deposit.id } }),
      await hit(transfersApi.action, "/api/banking/transfers", {
        ...as,
        method: "POST",
        body: { companyId: ctx.companyId, fromAccountId: books.checking, toAccountId: books.savings, amount: "1.00" },
      }),
      await hit(depositsApi.action, "/api/banking/deposits", {
        ...as,
        method: "POST",
        body: { companyId: ctx.companyId, depositToAccountId: books.checking, rows: [{ accountId: books.sales, amount: "1.00" }] },
      }),
      await hit(transferVoidApi.action, `/api/banking/transfers/${transfer.id}/void`, {
        ...as,
        method: "POST",
        params: { id: transfer.id },
        body: { companyId: ctx.companyId },
      }),
      await hit(depositVoidApi.action, `/api/banking/deposits/${deposit.id}/void`, {
        ...as,
        method: "POST",
        params: { id: deposit.id },
        body: { companyId: ctx.companyId },
      }),
    ];
    expect(answers.map((a) => [a.status, a.body.error])).toEqual(answers.map(() => [404, "Company not found"]));
    expect(await rows()).toEqual(before);
  });

  it("my other company cannot name this company's accounts, payments, transfers or deposits", async () => {
    const before = await rows();
    const [payment] = await app.db("customerPayments").where({ companyId: ctx.companyId }).select("id");
    const [transfer] = await app.db("bankTransfers").where({ companyId: ctx.companyId }).select("id");
    const q = `companyId=${other.companyId}`;
    const transferred = await hit(transfersApi.action, "/api/banking/transfers", {
      method: "POST",
      body: { companyId: other.companyId, fromAccountId: books.checking, toAccountId: theirs.savings, amount: "1.00" },
    });
    expect(transferred).toMatchObject({ status: 400, body: { error: `Account ${books.checking} was not found in this company.` } });
    const deposited = await hit(depositsApi.action, "/api/banking/deposits", {
      method: "POST",
      body: { companyId: other.companyId, depositToAccountId: theirs.checking, payments: [{ paymentId: payment.id }] },
    });
    expect(deposited).toMatchObject({ status: 400, body: { error: `Payment ${payment.id} was not found in this company.` } });
    const register = await hit(registerApi.loader, `/api/banking/accounts/${books.checking}/register?${q}`, {
      params: { accountId: books.checking },
    });
    expect(register).toMatchObject({ status: 404, body: { error: "Account not found" } });
    const read = await hit(transferApi.loader, `/api/banking/transfers/${transfer.id}?${q}`, { params: { id: transfer.id } });
    expect(read).toMatchObject({ status: 404, body: { error: "Transfer not found." } });
    const voided = await hit(transferVoidApi.action, `/api/banking/transfers/${transfer.id}/void`, {
      method: "POST",
      params: { id: transfer.id },
      body: { companyId: other.companyId },
    });
    expect(voided.status).toBe(404);
    expect(await rows()).toEqual(before);
  });
});
