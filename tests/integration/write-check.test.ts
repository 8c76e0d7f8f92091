// Write Check through its screen (loader and action, as a browser without JavaScript posts it) and
// its API: only the vendor's pay bills made by Cheque without a confirmed check are listed, with
// the bills they paid; Save Draft Check keeps a draft the screen reopens on; Confirm Check marks the
// pay bills write-check done once — a second confirmation, even a simultaneous one, is refused and
// writes nothing; the spec's messages; another user's company, or another company's vendor, is a 404.
// A check posts nothing: the books stay as the pay bills left them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { confirmCheck, saveDraftCheck } from "../../app/modules/checks/checks.server";
import { WRITE_CHECK_MESSAGES as M } from "../../app/modules/checks/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import * as draftApi from "../../app/routes/api+/checks.draft";
import * as confirmApi from "../../app/routes/api+/vendor.pay-bill.confirm-check";
import * as route from "../../app/routes/company.$companyId.dashboard+/_checks+/vendors.write-check/route";
import { call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";
import { onPostgres } from "../support/db";

type Json = any;

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let cookie: string;
let intruder: string;
const ids: Record<string, number> = {};

const account = async (c: CompanyContext, fields: Record<string, unknown>) =>
  (await createAccount(app.db, c, accountCreateSchema.parse(fields))).id;

async function bill(c: CompanyContext, vendorId: number, amount: string, comments = "") {
  const saved = await createPurchaseDocument(
    app.db,
    c,
    "bill",
    DOCUMENT_SCHEMAS.bill.parse({
      vendorId,
      date: "2026-03-02",
      dueDate: "2030-01-01",
      comments,
      accountRecords: [{ accountId: ids.rent, amount }],
    }) as never,
  );
  return saved.id;
}

async function pay(c: CompanyContext, fields: { vendorId: number; from: number; method: string; bills: [number, string][] }) {
  const saved = await payBills(
    app.db,
    c,
    billPaymentSchema.parse({
      vendorId: fields.vendorId,
      payFromAccountId: fields.from,
      date: "2026-03-10",
      paymentMethod: fields.method,
      bills: fields.bills.map(([billId, amount]) => ({ billId, amount })),
    }),
  );
  return saved;
}

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, cookie } = await signedInOwner(app.db));
  ({ ctx: other, cookie: intruder } = await signedInOwner(app.db));

  const bankFields = (number: string, name: string, bankAccountNumber = number) => ({
    accountType: "Bank",
    accountNumber: number,
    accountName: name,
    bankName: "First Bank",
    bankAccountType: "Checking",
    bankAccountNumber,
    openingBalance: "10000.00",
    asOf: "2026-01-01",
  });
  ids.bank = await account(ctx, bankFields("1010", "Checking"));
  ids.savings = await account(ctx, bankFields("1020", "Savings"));
  ids.rent = await account(ctx, { accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  ids.acme = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }))).id;
  ids.bolt = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "BOLT", vendorName: "Bolt & Nut Co" }))).id;
  ids.idle = (
    await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "IDLE", vendorName: "Idle Traders", active: false }))
  ).id;

  const b1 = await bill(ctx, ids.acme, "1200.00", "Office rent March");
  const b2 = await bill(ctx, ids.acme, "34.56");
  const b3 = await bill(ctx, ids.acme, "300.00");
  const b4 = await bill(ctx, ids.acme, "80.00");
  const b5 = await bill(ctx, ids.acme, "45.00");
  const b6 = await bill(ctx, ids.bolt, "99.00");
  const b7 = await bill(ctx, ids.acme, "20.00");
  // P1 pays two bills by Cheque; P2, P5 and P6 are Cheque too; P3 is Cash; P4 is Bolt's.
  ids.p1 = (
    await pay(ctx, {
      vendorId: ids.acme,
      from: ids.bank,
      method: "Cheque",
      bills: [
        [b1, "1200.00"],
        [b2, "34.56"],
      ],
    })
  ).id;
  ids.p2 = (await pay(ctx, { vendorId: ids.acme, from: ids.bank, method: "Cheque", bills: [[b3, "300.00"]] })).id;
  ids.p3 = (await pay(ctx, { vendorId: ids.acme, from: ids.bank, method: "Cash", bills: [[b4, "80.00"]] })).id;
  ids.p4 = (await pay(ctx, { vendorId: ids.bolt, from: ids.bank, method: "Cheque", bills: [[b6, "99.00"]] })).id;
  ids.p5 = (await pay(ctx, { vendorId: ids.acme, from: ids.savings, method: "Cheque", bills: [[b5, "45.00"]] })).id;
  ids.p6 = (await pay(ctx, { vendorId: ids.acme, from: ids.bank, method: "Cheque", bills: [[b7, "20.00"]] })).id;

  // Another user's company with its own vendor and cheque payment.
  ids.otherBank = await account(other, bankFields("1010", "Their Checking"));
  ids.otherRent = await account(other, { accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  ids.otherVendor = (await createVendor(app.db, other, vendorCreateSchema.parse({ vendorId: "THEM", vendorName: "Their Vendor" }))).id;
  const theirBill = await createPurchaseDocument(
    app.db,
    other,
    "bill",
    DOCUMENT_SCHEMAS.bill.parse({ vendorId: ids.otherVendor, accountRecords: [{ accountId: ids.otherRent, amount: "10.00" }] }) as never,
  );
  ids.otherPayment = (
    await pay(other, { vendorId: ids.otherVendor, from: ids.otherBank, method: "Cheque", bills: [[theirBill.id, "10.00"]] })
  ).id;
});
afterAll(() => app?.cleanup());

const path = (search = "") => `/company/${ctx.companyId}/dashboard/vendors/write-check${search}`;

async function load(search = "", who = cookie, companyId = ctx.companyId) {
  return call(route.loader, `/company/${companyId}/dashboard/vendors/write-check${search}`, {
    params: { companyId: String(companyId) },
    headers: { Cookie: who },
  });
}

function form(intent: "draft" | "confirm", payBillIds: number[], extra: Record<string, string> = {}, vendorId = ids.acme) {
  const body = new URLSearchParams({ intent, vendorId: String(vendorId), ...extra });
  for (const id of payBillIds) body.append("payBillIds", String(id));
  return body;
}

async function post(body: URLSearchParams, who = cookie) {
  return call(route.action, path(`?vendor=${ids.acme}`), {
    method: "POST",
    params: { companyId: String(ctx.companyId) },
    headers: { Cookie: who },
    body,
  });
}

async function api(handler: unknown, url: string, body: Record<string, unknown>, who = cookie) {
  const response = await call(handler, url, { method: "POST", headers: { Cookie: who }, body });
  return { status: response.status, body: (await response.json()) as Json };
}

const state = async () => ({
  checks: await app.db("checks").where({ companyId: ctx.companyId }).orderBy("id").select("id", "status", "total", "memo", "checkDate"),
  lines: await app
    .db("checkPayBills")
    .where({ companyId: ctx.companyId })
    .orderBy("id")
    .select("checkId", "paymentId", "amount", "confirmed"),
  payments: await app.db("billPayments").where({ companyId: ctx.companyId }).orderBy("id").select("id", "isWriteCheckDone", "status"),
  entries: Number((await app.db("journalEntries").where({ companyId: ctx.companyId }).count({ n: "*" }))[0].n),
  lines_: Number((await app.db("journalLines").where({ companyId: ctx.companyId }).count({ n: "*" }))[0].n),
});

const writeDone = async (id: number) =>
  Boolean((await app.db("billPayments").where({ companyId: ctx.companyId, id }).first("isWriteCheckDone")).isWriteCheckDone);

describe("Write Check's loader", () => {
  it("offers the active vendors and lists the chosen vendor's Cheque pay bills without a check, with the bills they paid", async () => {
    const response = await load(`?vendor=${ids.acme}`);
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.vendors.map((v: Json) => v.vendorName)).toEqual(["Acme Supplies", "Bolt & Nut Co"]);
    expect(data.vendor).toEqual({ id: ids.acme, vendorName: "Acme Supplies" });
    // Cash (P3) and the other vendor's (P4) are not listed.
    expect(data.payBills.map((p: Json) => p.id).sort()).toEqual([ids.p1, ids.p2, ids.p5, ids.p6].sort());
    const p1 = data.payBills.find((p: Json) => p.id === ids.p1);
    expect(p1).toMatchObject({ paymentMethod: "Cheque", total: "1234.56", isWriteCheckDone: false, isPrintCheckDone: false });
    expect(p1.payFromAccount).toMatchObject({ id: ids.bank, accountName: "Checking" });
    expect(p1.records.map((r: Json) => [r.bill.total, r.amountPaid, r.bill.remainingAmount, r.bill.status])).toEqual([
      ["1200.00", "1200.00", "0.00", "Paid"],
      ["34.56", "34.56", "0.00", "Paid"],
    ]);
    expect(p1.records[0].bill.memo).toBe("Office rent March");
    expect(data.selected).toEqual([]);
  });

  it("keeps the ticked pay bills, date and memo of the query (Update Check without JavaScript)", async () => {
    const data = await (await load(`?vendor=${ids.acme}&payBillIds=${ids.p2}&payBillIds=${ids.p1}&payBillIds=${ids.p3}&memo=Hi`)).json();
    // P3 (Cash) is not the vendor's writable pay bill: dropped.
    expect(data.selected).toEqual([ids.p2, ids.p1]);
    expect(data.memo).toBe("Hi");
  });

  it("answers 404 with the spec's message for a vendor of another company, and 404 for another user's company", async () => {
    const theirs = await load(`?vendor=${ids.otherVendor}`);
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).loadError).toBe(M.notFound);
    const response = await load(`?vendor=${ids.acme}`, intruder);
    expect(response.status).toBe(404);
  });
});

describe("Write Check's action", () => {
  it("refuses Confirm Check with nothing selected, with the Validation Error messages, and writes nothing", async () => {
    const before = await state();
    const response = await post(form("confirm", []));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      title: "Validation Error",
      messages: [M.bankAccountRequired, M.payBillRequired],
      // What was sent comes back, so the form shows it as typed.
      values: { payBillIds: [], checkDate: "", memo: "" },
    });
    expect(await state()).toEqual(before);
  });

  it("saves a draft check that the screen reopens on, and a newer draft replaces it", async () => {
    const before = await state();
    const response = await post(form("draft", [ids.p2], { checkDate: "03/15/2026", memo: "First draft" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(new RegExp(`vendor=${ids.acme}&saved=draft`));
    const after = await state();
    expect(after.checks).toHaveLength(before.checks.length + 1);
    expect(after.checks.at(-1)).toMatchObject({ status: "Draft", total: "300.00", memo: "First draft", checkDate: "2026-03-15" });
    expect(after.lines.at(-1)).toMatchObject({ paymentId: ids.p2, amount: "300.00", confirmed: false });
    expect(await writeDone(ids.p2)).toBe(false);
    // A draft posts nothing.
    expect([after.entries, after.lines_]).toEqual([before.entries, before.lines_]);

    const reopened = await (await load(`?vendor=${ids.acme}&saved=draft`)).json();
    expect(reopened.saved).toBe("draft");
    expect(reopened.selected).toEqual([ids.p2]);
    expect(reopened.checkDate).toBe("2026-03-15");
    expect(reopened.memo).toBe("First draft");

    await post(form("draft", [ids.p2, ids.p6], { memo: "Second draft" }));
    const drafts = (await app.db("checks").where({ companyId: ctx.companyId, status: "Draft" }).select("memo")).map((c) => c.memo);
    expect(drafts).toEqual(["Second draft"]);
  });

  it("confirms a check: the pay bills are write-check done, drafts carrying them go, the books do not move", async () => {
    const before = await state();
    const response = await post(form("confirm", [ids.p1, ids.p2], { checkDate: "03/20/2026", memo: "March rent" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/saved=confirmed/);
    expect(await writeDone(ids.p1)).toBe(true);
    expect(await writeDone(ids.p2)).toBe(true);
    const after = await state();
    const confirmed = after.checks.filter((c) => c.status === "Confirmed");
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({ total: "1534.56", memo: "March rent", checkDate: "2026-03-20" });
    // The draft carrying P2 is superseded; still Not issued until printed.
    expect(after.checks.filter((c) => c.status === "Draft")).toEqual([]);
    expect(after.payments.find((p) => p.id === ids.p1)?.status).toBe("Not issued");
    expect([after.entries, after.lines_]).toEqual([before.entries, before.lines_]);
    // Write Check no longer lists them; the screen says the check is confirmed.
    const data = await (await load(`?vendor=${ids.acme}&saved=confirmed`)).json();
    expect(data.payBills.map((p: Json) => p.id).sort()).toEqual([ids.p5, ids.p6].sort());
    expect(data.selected).toEqual([]);
  });

  it("refuses to confirm a pay bill twice, and a pay bill paid from another account than the check's", async () => {
    const before = await state();
    const again = await post(form("confirm", [ids.p1]));
    expect(again.status).toBe(409);
    const reply = await again.json();
    expect(reply.title).toBe("Confirmation Failed");
    expect(reply.messages).toEqual([M.alreadyWritten("PAY-0001")]);
    // P6 (Checking) selected last: the check is drawn on Checking, and P5 (Savings) cannot be on it.
    const mixed = await post(form("confirm", [ids.p5, ids.p6]));
    expect(mixed.status).toBe(400);
    expect((await mixed.json()).messages).toEqual([M.otherBankAccount("PAY-0005", "Checking")]);
    const draft = await post(form("draft", [ids.p1]));
    expect(draft.status).toBe(409);
    expect(await draft.json()).toMatchObject({
      title: "Save Failed",
      messages: [M.draftFailed, M.alreadyWritten("PAY-0001")],
      values: { payBillIds: [String(ids.p1)] },
    });
    expect(await state()).toEqual(before);
  });

  it("confirms a pay bill once when two confirmations run at the same time", async () => {
    const input = {
      vendorId: ids.acme,
      bankAccountId: ids.savings,
      checkDate: null,
      totalAmount: null,
      memo: "",
      bills: [{ billId: ids.p5 }],
    };
    // On a server, open a connection for each first, so the three run side by side rather than
    // one finishing while the others connect (the embedded database has one connection: they queue).
    if (onPostgres()) await Promise.all([1, 2, 3].map(() => app.db.raw("select pg_sleep(0.1)")));
    const results = await Promise.allSettled([
      confirmCheck(app.db, ctx, input),
      confirmCheck(app.db, ctx, input),
      confirmCheck(app.db, ctx, input),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused.map((r) => [r.reason.status, r.reason.message])).toEqual([
      [409, M.alreadyWritten("PAY-0005")],
      [409, M.alreadyWritten("PAY-0005")],
    ]);
    const lines = await app.db("checkPayBills").where({ companyId: ctx.companyId, paymentId: ids.p5 }).select("confirmed");
    expect(lines).toEqual([{ confirmed: true }]);
  });
});

describe("the Write Check API", () => {
  it("saves a draft check with the spec's payload, refusing amounts that are not the pay bill's total", async () => {
    const body = {
      companyId: ctx.companyId,
      vendorId: ids.acme,
      bankAccountId: ids.bank,
      checkDate: "2026-03-21",
      checkNumber: "TO BE PRINTED",
      totalAmount: "20.00",
      memo: "API draft",
      status: "Draft",
      bills: [{ billId: ids.p6, paymentAmount: "20.00" }],
    };
    const saved = await api(draftApi.action, "/api/checks/draft", body);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      success: true,
      message: "Check has been saved as draft successfully.",
      check: {
        status: "Draft",
        checkNumber: "TO BE PRINTED",
        totalAmount: "20.00",
        bills: [{ billId: ids.p6, paymentNo: "PAY-0006", paymentAmount: "20.00" }],
      },
    });
    const before = await state();
    const wrong = await api(draftApi.action, "/api/checks/draft", { ...body, bills: [{ billId: ids.p6, paymentAmount: "5.00" }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(M.wrongAmount("PAY-0006", "$20.00"));
    const total = await api(draftApi.action, "/api/checks/draft", { ...body, totalAmount: "21.00" });
    expect(total.body.error).toBe(M.wrongTotal("$20.00"));
    const cash = await api(draftApi.action, "/api/checks/draft", { ...body, bills: [{ billId: ids.p3 }] });
    expect(cash.body.error).toBe(M.notCheque("PAY-0003"));
    expect(await state()).toEqual(before);
  });

  it("confirms with the spec's answer, and refuses a missing bank account or pay bill with the spec's messages", async () => {
    const body = { companyId: ctx.companyId, vendorId: ids.acme, bankAccountId: ids.bank, bills: [{ billId: ids.p6 }] };
    const noBank = await api(confirmApi.action, "/api/vendor/pay-bill/confirm-check", { ...body, bankAccountId: null });
    expect(noBank).toMatchObject({ status: 400, body: { error: M.bankAccountRequired } });
    const noBills = await api(confirmApi.action, "/api/vendor/pay-bill/confirm-check", { ...body, bills: [] });
    expect(noBills).toMatchObject({ status: 400, body: { error: M.payBillRequired } });
    const confirmed = await api(confirmApi.action, "/api/vendor/pay-bill/confirm-check", body);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      success: true,
      message: "Check has been confirmed and is ready to print.",
      check: { status: "Confirmed", totalAmount: "20.00" },
    });
    expect(await writeDone(ids.p6)).toBe(true);
    // The API draft of P6 was superseded.
    const [{ n }] = await app.db("checks").where({ companyId: ctx.companyId, status: "Draft" }).count({ n: "*" });
    expect(Number(n)).toBe(0);
    const again = await api(confirmApi.action, "/api/vendor/pay-bill/confirm-check", body);
    expect(again).toMatchObject({ status: 409, body: { error: M.alreadyWritten("PAY-0006") } });
  });

  it("answers 404 for another user's company and for a vendor or pay bill of another company, writing nothing", async () => {
    const before = await state();
    const theirs = {
      companyId: other.companyId,
      vendorId: ids.otherVendor,
      bankAccountId: ids.otherBank,
      bills: [{ billId: ids.otherPayment }],
    };
    expect((await api(confirmApi.action, "/api/vendor/pay-bill/confirm-check", theirs)).status).toBe(404);
    expect((await api(draftApi.action, "/api/checks/draft", theirs)).status).toBe(404);
    // Their vendor named in my company: not found here.
    const mixed = await api(confirmApi.action, "/api/vendor/pay-bill/confirm-check", { ...theirs, companyId: ctx.companyId });
    expect(mixed).toMatchObject({ status: 404, body: { error: M.vendorNotFound } });
    // Their pay bill with my vendor: not in this company.
    const payment = await api(draftApi.action, "/api/checks/draft", {
      companyId: ctx.companyId,
      vendorId: ids.acme,
      bills: [{ billId: ids.otherPayment }],
    });
    expect(payment).toMatchObject({ status: 400, body: { error: M.payBillNotFound(ids.otherPayment) } });
    expect(await state()).toEqual(before);
    expect(await writeDone(ids.p4)).toBe(false);
  });

  it("keeps the service's draft separate per company", async () => {
    await expect(
      saveDraftCheck(app.db, other, {
        vendorId: ids.acme,
        bankAccountId: null,
        checkDate: null,
        totalAmount: null,
        memo: "",
        bills: [{ billId: ids.p4 }],
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
