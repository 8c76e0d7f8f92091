// Print Check's rules and API: which pay bills have a check to print, Yes, Done (the pay bill
// Issued with its check number and printer, once only), the print history, voiding a printed check
// as an accounting event (the payment's entry reversed: the trial balance, the bank, Accounts
// Payable and the vendor's balance back to what they were before the payment; its bills open
// again and its vendor credit unapplied), a second void refused even when two run at once, the saved
// layout templates, and 404/400 answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { createApiToken } from "../../app/modules/auth/auth.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { saveCheckLayout } from "../../app/modules/checks/check-layouts.server";
import { confirmCheck } from "../../app/modules/checks/checks.server";
import { DEFAULT_LAYOUT } from "../../app/modules/checks/layout";
import { markChecksPrinted, printablePayBills, printHistory } from "../../app/modules/checks/print-check.server";
import { PRINT_CHECK_MESSAGES as M } from "../../app/modules/checks/schema";
import { voidCheck } from "../../app/modules/checks/void-check.server";
import { companyContext, type CompanyContext } from "../../app/modules/companies/companies.server";
import { accountNets, trialBalance } from "../../app/modules/ledger/ledger.server";
import { cancelPrintJobs, checkIn } from "../../app/modules/printing/print-jobs.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor, getVendor } from "../../app/modules/vendors/vendors.server";
import * as historyApi from "../../app/routes/api+/vendor.pay-bill.print-history.$companyId";
import * as printStatusApi from "../../app/routes/api+/vendor.pay-bill.update-print-status";
import * as voidApi from "../../app/routes/api+/vendor.pay-bill.void-check";
import * as templatesApi from "../../app/routes/api+/vendor.$companyId.templates";
import * as templateApi from "../../app/routes/api+/vendor.$companyId.templates_.$templateId";
import * as layoutApi from "../../app/routes/api+/vendor.$companyId.field-adjustments";
import * as screen from "../../app/routes/company.$companyId.dashboard+/_checks+/vendors.print-check/route";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { companyOf, signedInOwner } from "../support/books";

type Json = any;

let app: TestApp;
let ctx: CompanyContext;
let cookie: string;
let intruder: string;
const ids: Record<string, number> = {};

const account = async (c: CompanyContext, fields: Record<string, unknown>) =>
  (await createAccount(app.db, c, accountCreateSchema.parse(fields))).id;

async function bill(c: CompanyContext, vendorId: number, amount: string, rent = ids.rent) {
  return (
    await createPurchaseDocument(
      app.db,
      c,
      "bill",
      DOCUMENT_SCHEMAS.bill.parse({
        vendorId,
        date: "2026-03-02",
        dueDate: "2030-01-01",
        accountRecords: [{ accountId: rent, amount }],
      }) as never,
    )
  ).id;
}

async function pay(
  c: CompanyContext,
  fields: { vendorId: number; from: number; method: string; bills: [number, string, string?][]; credits?: [number, string][] },
) {
  return payBills(
    app.db,
    c,
    billPaymentSchema.parse({
      vendorId: fields.vendorId,
      payFromAccountId: fields.from,
      date: "2026-03-10",
      paymentMethod: fields.method,
      bills: fields.bills.map(([billId, amount, creditApplied]) => ({ billId, amount, creditApplied })),
      credits: (fields.credits ?? []).map(([creditId, amount]) => ({ creditId, amount })),
    }),
  );
}

const confirm = (c: CompanyContext, vendorId: number, bankAccountId: number, payBillIds: number[]) =>
  confirmCheck(app.db, c, {
    vendorId,
    bankAccountId,
    checkDate: "2026-03-11",
    totalAmount: null,
    memo: "",
    bills: payBillIds.map((billId) => ({ billId })),
  });

async function balanceOf(accountId: number, c = ctx) {
  return (await accountNets(app.db, c.companyId, { accountIds: [accountId] })).get(accountId) ?? 0;
}

const books = async () => {
  const tb = await trialBalance(app.db, ctx.companyId, "2100-12-31");
  return {
    rows: tb.rows.map((r) => [r.accountName, r.debit, r.credit]),
    vendor: (await getVendor(app.db, ctx.companyId, ids.acme)).balance,
  };
};

const documentState = async (id: number) =>
  app.db("purchaseDocuments").where({ companyId: ctx.companyId, id }).first("amountPaid", "status");

async function apiCall(
  handler: unknown,
  url: string,
  init: { method?: string; body?: unknown; params?: Record<string, string> } = {},
  who = cookie,
) {
  const response = await call(handler, url, {
    method: init.method ?? "GET",
    headers: { Cookie: who },
    body: init.body as never,
    params: init.params,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

beforeAll(async () => {
  app = await startTestApp();
  const { user } = await makeUser(app.db, { firstName: "Pat" });
  ctx = companyContext(await companyOf(app.db, user.id), user.id);
  ids.owner = user.id;
  cookie = await sessionCookie(user);
  ({ cookie: intruder } = await signedInOwner(app.db));

  ids.bank = await account(ctx, {
    accountType: "Bank",
    accountNumber: "1010",
    accountName: "Checking",
    bankName: "First Bank",
    bankAccountType: "Checking",
    bankAccountNumber: "1010",
    openingBalance: "10000.00",
    asOf: "2026-01-01",
  });
  ids.rent = await account(ctx, { accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  ids.acme = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }))).id;

  ids.b1 = await bill(ctx, ids.acme, "1200.00");
  ids.b2 = await bill(ctx, ids.acme, "100.00");
  ids.b3 = await bill(ctx, ids.acme, "300.00");
  ids.b4 = await bill(ctx, ids.acme, "40.00");
  ids.b5 = await bill(ctx, ids.acme, "25.00");
  ids.credit = (
    await createPurchaseDocument(
      app.db,
      ctx,
      "vendor_credit",
      DOCUMENT_SCHEMAS.vendor_credit.parse({
        vendorId: ids.acme,
        date: "2026-03-03",
        accountRecords: [{ accountId: ids.rent, amount: "30.00" }],
      }) as never,
    )
  ).id;
});
afterAll(() => app?.cleanup());

describe("printable checks and Yes, Done", () => {
  it("lists only Cheque pay bills whose check is confirmed and not printed, and marks them printed once", async () => {
    const p1 = await pay(ctx, { vendorId: ids.acme, from: ids.bank, method: "Cheque", bills: [[ids.b1, "1200.00"]] });
    const p2 = await pay(ctx, { vendorId: ids.acme, from: ids.bank, method: "Cheque", bills: [[ids.b2, "100.00"]] });
    const cash = await pay(ctx, { vendorId: ids.acme, from: ids.bank, method: "Cash", bills: [[ids.b4, "40.00"]] });
    ids.p1 = p1.id;
    ids.p2 = p2.id;
    // Not confirmed yet (Write Check): nothing to print.
    expect(await printablePayBills(app.db, ctx.companyId, ids.acme, ctx.today)).toEqual([]);
    await confirm(ctx, ids.acme, ids.bank, [ids.p1, ids.p2]);
    const listed = await printablePayBills(app.db, ctx.companyId, ids.acme, ctx.today);
    expect(listed.map((p) => [p.number, p.total, p.status])).toEqual([
      [p1.number, "1200.00", "Not issued"],
      [p2.number, "100.00", "Not issued"],
    ]);

    // A Cash payment has no check: refused, nothing marked.
    await expect(markChecksPrinted(app.db, ctx, { paymentIds: [ids.p1, cash.id], printerName: "Office" })).rejects.toThrow(
      M.notPrintable(cash.number),
    );
    expect((await app.db("billPayments").where({ id: ids.p1 }).first("isPrintCheckDone")).isPrintCheckDone).toBe(false);

    const printed = await markChecksPrinted(app.db, ctx, { paymentIds: [ids.p1], printerName: "Office Laser", printDate: "2026-03-12" });
    expect(printed).toEqual([{ id: ids.p1, number: p1.number, checkNumber: "CHK-0001", issueDate: "2026-03-12" }]);
    const row = await app.db("billPayments").where({ id: ids.p1 }).first("status", "issueDate", "isPrintCheckDone", "printerName");
    expect(row).toEqual({ status: "Issued", issueDate: "2026-03-12", isPrintCheckDone: true, printerName: "Office Laser" });
    expect((await printablePayBills(app.db, ctx.companyId, ids.acme, ctx.today)).map((p) => p.id)).toEqual([ids.p2]);

    // Twice: refused with 409.
    await expect(markChecksPrinted(app.db, ctx, { paymentIds: [ids.p1], printerName: "Office Laser" })).rejects.toMatchObject({
      status: 409,
      message: M.alreadyPrinted(p1.number),
    });
  });

  it("lets two simultaneous Yes, Done of one check mark it once", async () => {
    const results = await Promise.allSettled([
      markChecksPrinted(app.db, ctx, { paymentIds: [ids.p2], printerName: "A" }),
      markChecksPrinted(app.db, ctx, { paymentIds: [ids.p2], printerName: "B" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason.status).toBe(409);
    // One check number only was taken.
    const numbers = await app.db("billPayments").where({ companyId: ctx.companyId }).whereNotNull("checkNumber").select("checkNumber");
    expect(numbers.map((r) => r.checkNumber).sort()).toEqual(["CHK-0001", "CHK-0002"]);
  });

  it("shows the printed checks in the history, newest first", async () => {
    const history = await printHistory(app.db, ctx.companyId, 20);
    expect(history.map((h) => [h.checkNumber, h.amount, h.status, h.vendor.vendorName])).toEqual([
      ["CHK-0002", "100.00", "Printed", "Acme Supplies"],
      ["CHK-0001", "1200.00", "Printed", "Acme Supplies"],
    ]);
    expect((await printHistory(app.db, ctx.companyId, 1)).length).toBe(1);
  });
});

describe("void", () => {
  it("reverses the payment: the books, the bank, Accounts Payable and the vendor's balance as before it; its bills and credit open again", async () => {
    const before = await books();
    const bankBefore = await balanceOf(ids.bank);
    const p3 = await pay(ctx, {
      vendorId: ids.acme,
      from: ids.bank,
      method: "Cheque",
      bills: [
        [ids.b3, "300.00"],
        [ids.b5, "0.00", "25.00"],
      ],
      credits: [[ids.credit, "25.00"]],
    });
    await confirm(ctx, ids.acme, ids.bank, [p3.id]);
    await markChecksPrinted(app.db, ctx, { paymentIds: [p3.id], printerName: "Office" });
    expect(await balanceOf(ids.bank)).toBe(bankBefore - 30_000);
    expect(await documentState(ids.b3)).toEqual({ amountPaid: "300.00", status: "paid" });
    expect(await documentState(ids.b5)).toEqual({ amountPaid: "25.00", status: "paid" });
    expect((await documentState(ids.credit)).amountPaid).toBe("25.00");
    expect(await books()).not.toEqual(before);

    const voided = await voidCheck(app.db, ctx, { paymentId: p3.id, reason: "Lost in the mail" });
    expect(voided).toMatchObject({ checkNumber: "CHK-0003", voidDate: ctx.today >= "2026-03-10" ? ctx.today : "2026-03-10" });
    // The trial balance and the vendor's balance are back to what they were before the payment.
    expect(await books()).toEqual(before);
    expect(await balanceOf(ids.bank)).toBe(bankBefore);
    expect(await documentState(ids.b3)).toEqual({ amountPaid: "0.00", status: "open" });
    expect(await documentState(ids.b5)).toEqual({ amountPaid: "0.00", status: "open" });
    expect((await documentState(ids.credit)).amountPaid).toBe("0.00");
    // A reversing entry, dated the void date; the original is cancelled and keeps its lines.
    const reversal = await app.db("journalEntries").where({ companyId: ctx.companyId, id: voided.voidEntryId }).first();
    expect(reversal.reversesEntryId).toBe(p3.journalEntryId);
    expect(reversal.entryDate).toBe(voided.voidDate);
    expect((await app.db("journalEntries").where({ id: p3.journalEntryId }).first("status")).status).toBe("cancelled");
    expect(await app.db("billPayments").where({ id: p3.id }).first("status", "voidReason", "voidedBy")).toEqual({
      status: "Void",
      voidReason: "Lost in the mail",
      voidedBy: ctx.userId,
    });
    const [top] = await printHistory(app.db, ctx.companyId, 20);
    expect(top).toMatchObject({ checkNumber: "CHK-0003", status: "Voided", isVoided: true, voidedBy: expect.stringContaining("Pat") });

    // A void is final: a second one is refused and changes nothing.
    const after = await books();
    await expect(voidCheck(app.db, ctx, { paymentId: p3.id })).rejects.toMatchObject({ status: 409, message: M.alreadyVoid("CHK-0003") });
    expect(await books()).toEqual(after);
  });

  it("lets exactly one of two simultaneous voids through", async () => {
    const before = await books();
    const p = await pay(ctx, { vendorId: ids.acme, from: ids.bank, method: "Cheque", bills: [[ids.b3, "300.00"]] });
    await confirm(ctx, ids.acme, ids.bank, [p.id]);
    await markChecksPrinted(app.db, ctx, { paymentIds: [p.id], printerName: "Office" });
    const results = await Promise.allSettled([voidCheck(app.db, ctx, { paymentId: p.id }), voidCheck(app.db, ctx, { paymentId: p.id })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason as Json).status).toBe(409);
    expect(await books()).toEqual(before);
    expect(await documentState(ids.b3)).toEqual({ amountPaid: "0.00", status: "open" });
    expect(Number((await app.db("journalEntries").where({ reversesEntryId: p.journalEntryId }).count({ n: "*" }))[0].n)).toBe(1);
  });

  it("refuses to void a check that was not printed", async () => {
    const p = await pay(ctx, { vendorId: ids.acme, from: ids.bank, method: "Cheque", bills: [[ids.b3, "10.00"]] });
    await expect(voidCheck(app.db, ctx, { paymentId: p.id })).rejects.toMatchObject({ status: 400, message: M.notPrinted(p.number) });
  });
});

describe("the API", () => {
  it("marks checks printed, lists the history and voids through the calls; another user's company is a 404; bad bodies 400", async () => {
    const p = await pay(ctx, { vendorId: ids.acme, from: ids.bank, method: "Cheque", bills: [[ids.b3, "20.00"]] });
    await confirm(ctx, ids.acme, ids.bank, [p.id]);

    const stranger = await apiCall(
      printStatusApi.action,
      "/api/vendor/pay-bill/update-print-status",
      { method: "POST", body: { billIds: [p.id], printerName: "X" } },
      intruder,
    );
    expect(stranger.status).toBe(404);
    const bad = await apiCall(printStatusApi.action, "/api/vendor/pay-bill/update-print-status", {
      method: "POST",
      body: { billIds: "nope" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Pay bill must be an id/);

    const done = await apiCall(printStatusApi.action, "/api/vendor/pay-bill/update-print-status", {
      method: "POST",
      body: { billIds: [p.id], checkNumbers: ["5001"], printerName: "Front Desk", printDate: "2026-03-15T10:00:00.000Z" },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, data: [{ id: p.id, checkNumber: "5001", issueDate: "2026-03-15" }] });

    const history = await apiCall(historyApi.loader, `/api/vendor/pay-bill/print-history/${ctx.companyId}?limit=2`, {
      params: { companyId: String(ctx.companyId) },
    });
    expect(history.status).toBe(200);
    expect(history.body.data.map((h: Json) => [h.checkNumber, h.printerName, h.status])).toEqual([
      ["5001", "Front Desk", "Printed"],
      expect.any(Array),
    ]);
    expect(
      (
        await apiCall(
          historyApi.loader,
          `/api/vendor/pay-bill/print-history/${ctx.companyId}`,
          { params: { companyId: String(ctx.companyId) } },
          intruder,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await apiCall(historyApi.loader, `/api/vendor/pay-bill/print-history/${ctx.companyId}?limit=500`, {
          params: { companyId: String(ctx.companyId) },
        })
      ).status,
    ).toBe(400);

    expect(
      (await apiCall(voidApi.action, "/api/vendor/pay-bill/void-check", { method: "POST", body: { billId: p.id } }, intruder)).status,
    ).toBe(404);
    expect((await apiCall(voidApi.action, "/api/vendor/pay-bill/void-check", { method: "POST", body: { billId: "x" } })).status).toBe(400);
    const voided = await apiCall(voidApi.action, "/api/vendor/pay-bill/void-check", {
      method: "POST",
      body: { billId: p.id, reason: "Wrong amount", voidedBy: "Current User" },
    });
    expect(voided.status).toBe(200);
    expect(voided.body.message).toContain("Check #5001 is void");
    const again = await apiCall(voidApi.action, "/api/vendor/pay-bill/void-check", { method: "POST", body: { billId: p.id } });
    expect(again).toEqual({ status: 409, body: { error: M.alreadyVoid("5001") } });
  });

  it("lists and deletes saved layouts; deleting default brings back the default layout", async () => {
    const params = { companyId: String(ctx.companyId) };
    await saveCheckLayout(app.db, ctx, { fields: { date: { ...DEFAULT_LAYOUT.date, x: 300 } } });
    const listed = await apiCall(templatesApi.loader, `/api/vendor/${ctx.companyId}/templates`, { params });
    expect(listed.body.data.map((t: Json) => t.templateName)).toEqual(["default"]);
    expect((await apiCall(templatesApi.loader, `/api/vendor/${ctx.companyId}/templates`, { params }, intruder)).status).toBe(404);
    const layoutUrl = `/api/vendor/${ctx.companyId}/field-adjustments`;
    expect((await apiCall(layoutApi.loader, layoutUrl, { params })).body.data.fieldAdjustments.date.x).toBe(300);

    const url = `/api/vendor/${ctx.companyId}/templates/${listed.body.data[0].id}`;
    const tParams = { ...params, templateId: String(listed.body.data[0].id) };
    expect((await apiCall(templateApi.action, url, { method: "DELETE", params: tParams }, intruder)).status).toBe(404);
    const deleted = await apiCall(templateApi.action, url, { method: "DELETE", params: tParams });
    expect(deleted.status).toBe(200);
    const layout = (await apiCall(layoutApi.loader, layoutUrl, { params })).body.data;
    expect(layout).toMatchObject({ exists: false, fieldAdjustments: DEFAULT_LAYOUT });
    expect((await apiCall(templateApi.action, url, { method: "DELETE", params: tParams })).status).toBe(404);
    expect((await apiCall(templatesApi.loader, `/api/vendor/${ctx.companyId}/templates`, { params })).body.data).toEqual([]);
  });
});

describe("the Print Check screen", () => {
  const path = (search = "") => `/company/${ctx.companyId}/dashboard/vendors/print-check${search}`;
  const post = (body: URLSearchParams, who = cookie) =>
    call(screen.action, path(`?vendor=${ids.acme}`), {
      method: "POST",
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: who },
      body,
    });

  it("loads the vendor's checks to print with the selection's previews and the printers of the owner's print daemon; another user's company is a 404", async () => {
    const token = await createApiToken(app.db, ids.owner, "front office");
    await checkIn(
      app.db,
      { tokenId: token.id, userId: ids.owner },
      {
        name: "front-office-pc",
        platform: "linux-cups",
        printers: [{ name: "Front_Desk_Laser", isDefault: true, state: "idle", stateReasons: [], deviceUri: "ipp://10.0.0.9/ipp/print" }],
      },
    );
    const p = await pay(ctx, { vendorId: ids.acme, from: ids.bank, method: "Cheque", bills: [[ids.b3, "15.00"]] });
    await confirm(ctx, ids.acme, ids.bank, [p.id]);
    ids.screenPayment = p.id;
    const response = await call(screen.loader, path(`?vendor=${ids.acme}&payBillIds=${p.id}`), {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.payBills.map((b: Json) => [b.number, b.total])).toEqual([[p.number, "15.00"]]);
    expect(data.selected).toEqual([p.id]);
    expect(data.total).toBe("$15.00");
    expect(data.checks[0].print).toMatchObject({ payee: "Acme Supplies", amount: "15.00", amountInWords: "Fifteen Dollars and 00/100" });
    expect(data.checks[0].problems).toEqual([]);
    expect(data.printers[0]).toMatchObject({
      name: "Front_Desk_Laser",
      isDefault: true,
      source: { kind: "daemon", daemonName: "front-office-pc" },
    });
    const stranger = await call(screen.loader, path(), { params: { companyId: String(ctx.companyId) }, headers: { Cookie: intruder } });
    expect(stranger.status).toBe(404);
  });

  it("after Download PDF the Print Job Completed dialog says the checks were downloaded and asks whether they printed", async () => {
    const completed = async (query: string) => {
      const response = await call(screen.loader, path(`?vendor=${ids.acme}&sent=${ids.screenPayment}${query}`), {
        params: { companyId: String(ctx.companyId) },
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(200);
      const data = await response.json();
      expect(data.sent.map((s: Json) => s.id)).toEqual([ids.screenPayment]);
      return data.completed;
    };
    const pdf = await completed("&via=pdf");
    expect(pdf.message).toBe(M.completedDownloaded(1));
    expect(pdf.message).toMatch(/downloaded/);
    expect(pdf.message).not.toMatch(/sent to the printer/);
    expect(pdf.ask).toBe("Did the checks print correctly from the PDF?");
    const printed = await completed("&printer=Front_Desk_Laser");
    expect(printed).toEqual({ message: "1 check(s) have been sent to the printer", ask: M.completedAsk });
  });

  it("refuses Print without a printer, and a layout past the limits, with the spec's messages, changing nothing", async () => {
    const print = new URLSearchParams({ intent: "print", vendor: String(ids.acme), printer: "" });
    print.append("payBillIds", String(ids.screenPayment));
    const refused = await post(print);
    expect(refused.status).toBe(400);
    expect((await refused.json()).messages).toEqual([M.printerRequired]);

    const layout = new URLSearchParams({ intent: "layout", vendor: String(ids.acme), "memo.fontSize": "40", "memo.x": "90" });
    const bad = await post(layout);
    expect(bad.status).toBe(400);
    const reply = await bad.json();
    expect(reply.title).toBe("Save Failed");
    expect(reply.messages).toContain("Failed to save field adjustments. Please try again.");
    expect(reply.messages.join("\n")).toContain("fontSize must be between 8 and 24");
    expect(await app.db("checkLayouts").where({ companyId: ctx.companyId }).first()).toBeUndefined();

    const good = new URLSearchParams({
      intent: "layout",
      vendor: String(ids.acme),
      "memo.fontSize": "10",
      "memo.x": "90",
      showStubTitles: "on",
    });
    good.append("stub", "vendorName");
    const saved = await post(good);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toContain("layout=saved");
    const row = await app.db("checkLayouts").where({ companyId: ctx.companyId }).first("fields", "stubFields");
    const fields = typeof row.fields === "string" ? JSON.parse(row.fields) : row.fields;
    const stubs = typeof row.stubFields === "string" ? JSON.parse(row.stubFields) : row.stubFields;
    expect(fields.memo).toMatchObject({ x: 90, fontSize: 10 });
    expect(stubs).toMatchObject({ vendorName: true, billNumber: false });
  });

  it("queues Print with the preview's stub choices, saved or not", async () => {
    const print = new URLSearchParams({ intent: "print", vendor: String(ids.acme), printer: "Front_Desk_Laser", stubs: "1" });
    print.append("payBillIds", String(ids.screenPayment));
    print.append("stub", "vendorName");
    print.append("stub", "amountPaid");
    const queued = await post(print);
    expect(queued.status).toBe(302);
    const job = await app.db("printJobs").where({ companyId: ctx.companyId, paymentId: ids.screenPayment, state: "queued" }).first();
    const kept = typeof job.renderOptions === "string" ? JSON.parse(job.renderOptions) : job.renderOptions;
    expect(kept.showStubTitles).toBe(false);
    expect(
      Object.entries(kept.stubFields)
        .filter(([, shown]) => shown)
        .map(([flag]) => flag)
        .sort(),
    ).toEqual(["amountPaid", "vendorName"]);
    await cancelPrintJobs(app.db, ctx.companyId, [{ kind: "billPayment", id: ids.screenPayment }]);
  });

  it("marks the checks printed on Yes, Done and voids through the forms", async () => {
    const done = new URLSearchParams({ intent: "done", vendor: String(ids.acme), printer: "PDF" });
    done.append("payBillIds", String(ids.screenPayment));
    const marked = await post(done);
    expect(marked.status).toBe(302);
    expect(marked.headers.get("Location")).toContain("status=updated&n=1");
    const again = await post(done);
    expect(again.status).toBe(409);
    expect((await again.json()).title).toBe(M.updateFailedTitle);

    const voided = await post(new URLSearchParams({ intent: "void", vendor: String(ids.acme), payBillId: String(ids.screenPayment) }));
    expect(voided.status).toBe(302);
    const twice = await post(new URLSearchParams({ intent: "void", vendor: String(ids.acme), payBillId: String(ids.screenPayment) }));
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ title: M.voidFailedTitle });
  });
});
