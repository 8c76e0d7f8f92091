// A refund to a customer paid by cheque is a check like the others (issue 26, ADR 0059): Print
// Check lists it beside the vendors' checks (payee the customer, amount, date, RF number); Print
// queues a job the daemon claims, whose PDF is the customer's cheque (name, billing address,
// amount in figures and words, the credits it paid back on the stubs); Yes, Done gives it the next
// check number of the company's one series, so it leaves the list and its number shows in the
// refund and the Customer Center. Refused: printed, void, waiting, not by cheque, not to be
// printed, another company's. Two simultaneous Prints queue one job; printing posts nothing.
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { createApiToken } from "../../app/modules/auth/auth.server";
import { checksToPrint } from "../../app/modules/checks/check-kinds.server";
import { queuePrintJobs } from "../../app/modules/checks/check-print-queue.server";
import { confirmCheck } from "../../app/modules/checks/checks.server";
import { markChecksPrinted } from "../../app/modules/checks/print-check.server";
import { cancelPrintJobs } from "../../app/modules/printing/print-jobs.server";
import { PRINT_CHECK_MESSAGES as M, REFUND_CHECK_MESSAGES as R } from "../../app/modules/checks/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { customerTransactions } from "../../app/modules/customers/customer-transactions.server";
import { customerCreateSchema } from "../../app/modules/customers/schema";
import { customerService } from "../../app/modules/customers/customers.server";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { billPaymentSchema } from "../../app/modules/purchases/schema";
import { refundSchema } from "../../app/modules/sales/customer-payment-schema";
import { createSalesDocument, type SalesDocumentInput } from "../../app/modules/sales/documents.server";
import { SALES_KIND } from "../../app/modules/sales/kinds";
import { refundView } from "../../app/modules/sales/refund-views.server";
import { refundCredits } from "../../app/modules/sales/refund.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import * as toPrintApi from "../../app/routes/api+/checks.to-print.$companyId";
import * as refundApi from "../../app/routes/api+/customer.refunds_.$id";
import * as checkInApi from "../../app/routes/api+/print-daemon.check-in";
import * as claimApi from "../../app/routes/api+/print-daemon.claim";
import * as pdfApi from "../../app/routes/api+/print-daemon.jobs.$id.pdf";
import * as reportApi from "../../app/routes/api+/print-daemon.jobs.$id.report";
import * as printPdfApi from "../../app/routes/api+/system.print-pdf";
import * as printStatusApi from "../../app/routes/api+/vendor.pay-bill.update-print-status";
import * as screen from "../../app/routes/company.$companyId.dashboard+/_checks+/vendors.print-check/route";
import * as screenPdf from "../../app/routes/company.$companyId.dashboard+/_checks+/vendors.print-check_.pdf";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { CHECKING } from "../support/accounts";
import { makeAccounts, ownerWithTwoCompanies, saveBill } from "../support/books";
import { readPdf } from "../support/pdf-text";

type Json = any;

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let cookie: string;
let token: string;
const ids: Record<string, number> = {};
const PRINTER = "Front_Desk_Laser";

const bank = async (c: CompanyContext) =>
  (await createAccount(app.db, c, accountCreateSchema.parse({ ...CHECKING, openingBalance: "5000.00", asOf: "2026-01-01" }))).id;

/** A credit memo of one income row for the customer: the credit a refund pays back. */
const creditMemo = (c: CompanyContext, customerId: number, amount: string, income: number) =>
  createSalesDocument(
    app.db,
    c,
    "credit_memo",
    SALES_KIND.credit_memo.schema.parse({
      customerId,
      date: "2026-11-02",
      accountRecords: [{ accountId: income, amount }],
    }) as SalesDocumentInput,
  );

/** A refund of part of a credit memo, by cheque to be printed unless told otherwise. */
const refund = (
  c: CompanyContext,
  fields: { customerId: number; memoId: number; amount: string; method?: string; toBePrinted?: boolean },
) =>
  refundCredits(
    app.db,
    c,
    refundSchema.parse({
      customerId: fields.customerId,
      payFromAccountId: c === ctx ? ids.bank : ids.otherBank,
      date: "2026-11-20",
      paymentMethod: fields.method ?? "Cheque",
      toBePrinted: fields.toBePrinted ?? true,
      memo: "",
      credits: [{ creditMemoId: fields.memoId, amount: fields.amount }],
    }),
  );

const bearer = { Authorization: `Bearer ${"(set in beforeAll)"}` };
const asUser = () => ({ Cookie: cookie });

async function api(handler: unknown, path: string, init: { method?: string; body?: unknown; params?: Record<string, string> } = {}) {
  const response = await call(handler, path, {
    method: init.method ?? "GET",
    headers: asUser(),
    body: init.body as never,
    params: init.params,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** The daemon's claim and its PDF's text (every text run of the page, in order). */
async function claimAndRead() {
  const claimed = await call(claimApi.action, "/api/print-daemon/claim", { method: "POST", headers: bearer, body: {} });
  expect(claimed.status).toBe(200);
  const { job } = (await claimed.json()) as Json;
  const pdf = await call(pdfApi.loader, job.pdfPath, { params: { id: String(job.id) }, headers: bearer });
  expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
  const bytes = new Uint8Array(await pdf.arrayBuffer());
  const text = (await readPdf(bytes)).pages[0].texts.map((t) => t.text).join(" | ");
  // What a PDF reader sees too (poppler's pdftotext, the one the CUPS tests use).
  const layout = execFileSync("pdftotext", ["-layout", "-", "-"], { input: Buffer.from(bytes), encoding: "utf8" });
  return { job, text, layout };
}

const refundsListed = async () =>
  (await checksToPrint(app.db, ctx.companyId, ctx.today, { limit: 500, kind: "customerRefund" })).map((c) => c.number);

const jobsOf = (refundId: number) =>
  app.db("printJobs").where({ companyId: ctx.companyId, refundId }).orderBy("id").select("id", "state", "paymentId");

beforeAll(async () => {
  app = await startTestApp();
  let user;
  ({ user, ctx, other } = await ownerWithTwoCompanies(app.db, "2026-11-22"));
  cookie = await sessionCookie(user);
  token = (await createApiToken(app.db, user.id, "front office")).token;
  bearer.Authorization = `Bearer ${token}`;
  ids.bank = await bank(ctx);
  ids.otherBank = await bank(other);
  const accounts = await makeAccounts(app.db, ctx, { sales: ["Income", "4000", "Sales"], rent: ["Expense", "6100", "Rent"] });
  const otherAccounts = await makeAccounts(app.db, other, { sales: ["Income", "4000", "Sales"] });
  ids.rent = accounts.rent;
  const dune = await customerService.create(
    app.db,
    ctx,
    customerCreateSchema.parse({
      customerId: "DUNE",
      customerName: "Dune Stores",
      contacts: [{ name: "Dana Dune", title: "Owner", phone: "555-0142", email: "dana@dune.test", primary: true }],
      addresses: [
        { type: "Billing", address1: "9 Elm St", address2: "", city: "Springfield", state: "IL", postalCode: "62701", country: "USA" },
      ],
    }),
  );
  ids.dune = dune.id;
  ids.memo = (await creditMemo(ctx, ids.dune, "900.00", accounts.sales)).id;
  const theirs = await customerService.create(
    app.db,
    other,
    customerCreateSchema.parse({ customerId: "THEM", customerName: "Their Customer" }),
  );
  ids.theirMemo = (await creditMemo(other, theirs.id, "50.00", otherAccounts.sales)).id;
  ids.theirRefund = (await refund(other, { customerId: theirs.id, memoId: ids.theirMemo, amount: "20.00" })).id;

  // A vendor's cheque ready to print, for the batches that mix both kinds.
  ids.acme = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }))).id;
  const bill = await saveBill(app.db, ctx, { vendorId: ids.acme, accountId: ids.rent, amount: "75.00", date: "2026-11-03" });
  const paid = await payBills(
    app.db,
    ctx,
    billPaymentSchema.parse({
      vendorId: ids.acme,
      payFromAccountId: ids.bank,
      date: "2026-11-10",
      paymentMethod: "Cheque",
      bills: [{ billId: bill.id, amount: "75.00" }],
    }),
  );
  ids.payBill = paid.id;
  const check = { vendorId: ids.acme, bankAccountId: ids.bank, checkDate: "2026-11-11", totalAmount: null, memo: "" };
  await confirmCheck(app.db, ctx, { ...check, bills: [{ billId: paid.id }] });

  // The office's print daemon, with one real printer.
  const checkedIn = await call(checkInApi.action, "/api/print-daemon/check-in", {
    method: "POST",
    headers: bearer,
    body: {
      name: "office-pc",
      platform: "linux-cups",
      printers: [{ name: PRINTER, isDefault: true, state: "idle", stateReasons: [], deviceUri: "ipp://10.0.0.9/ipp/print" }],
    },
  });
  expect(checkedIn.status).toBe(200);
});
afterAll(() => app?.cleanup());

describe("a refund by cheque on Print Check", () => {
  it("is listed with the customer as payee, its amount, date and RF number; a refund not by cheque, or not to be printed, never is", async () => {
    const cheque = await refund(ctx, { customerId: ids.dune, memoId: ids.memo, amount: "120.00" });
    ids.refund = cheque.id;
    const cash = await refund(ctx, { customerId: ids.dune, memoId: ids.memo, amount: "10.00", method: "Cash" });
    const handWritten = await refund(ctx, { customerId: ids.dune, memoId: ids.memo, amount: "11.00", toBePrinted: false });
    ids.cash = cash.id;
    ids.handWritten = handWritten.id;
    expect(cheque).toMatchObject({ number: "RF-0001", toBePrinted: true });
    expect(cash.toBePrinted).toBe(false);

    const listed = await checksToPrint(app.db, ctx.companyId, ctx.today, { limit: 500 });
    expect(listed.map((c) => [c.target.kind, c.number, c.payee.name, c.amount, c.date])).toEqual([
      ["billPayment", expect.stringMatching(/^PAY-/), "Acme Supplies", "75.00", "2026-11-10"],
      ["customerRefund", "RF-0001", "Dune Stores", "120.00", "2026-11-20"],
    ]);

    // The API lists the same; another user's company is a 404; the vendor's checks are its pay bills' only.
    const all = await api(toPrintApi.loader, `/api/checks/to-print/${ctx.companyId}`, { params: { companyId: String(ctx.companyId) } });
    expect(all.status).toBe(200);
    expect(all.body.checks.map((c: Json) => [c.target, c.number, c.payee])).toEqual([
      [{ kind: "billPayment", id: ids.payBill }, expect.any(String), { kind: "vendor", id: ids.acme, name: "Acme Supplies" }],
      [{ kind: "customerRefund", id: ids.refund }, "RF-0001", { kind: "customer", id: ids.dune, name: "Dune Stores" }],
    ]);
    const vendorsOnly = await api(toPrintApi.loader, `/api/checks/to-print/${ctx.companyId}?vendorId=${ids.acme}`, {
      params: { companyId: String(ctx.companyId) },
    });
    expect(vendorsOnly.body.checks.map((c: Json) => c.target.kind)).toEqual(["billPayment"]);
    const badKind = await api(toPrintApi.loader, `/api/checks/to-print/${ctx.companyId}?kind=invoice`, {
      params: { companyId: String(ctx.companyId) },
    });
    expect([badKind.status, badKind.body.error]).toEqual([400, expect.stringMatching(/kind must be one of billPayment, customerRefund/)]);

    // The screen lists it under Refund Cheques with no vendor chosen, and previews it when selected.
    const response = await call(screen.loader, `/company/${ctx.companyId}/dashboard/vendors/print-check?refundIds=${ids.refund}`, {
      params: { companyId: String(ctx.companyId) },
      headers: asUser(),
    });
    expect(response.status).toBe(200);
    const loaded = (await response.json()) as Json;
    expect(loaded.refunds).toEqual([{ id: ids.refund, number: "RF-0001", date: "2026-11-20", total: "120.00", payee: "Dune Stores" }]);
    expect(loaded.selectedRefunds).toEqual([ids.refund]);
    expect(loaded.total).toBe("$120.00");
    expect(loaded.checks[0]).toMatchObject({
      number: "RF-0001",
      problems: [],
      print: {
        payee: "Dune Stores",
        amount: "120.00",
        amountInWords: "One Hundred Twenty Dollars and 00/100",
        vendorAddress: ["9 Elm St", "Springfield, IL 62701"],
        vendorPhone: "555-0142",
        billRecords: [expect.objectContaining({ billNumber: expect.stringMatching(/^CM-/), billAmount: "$900.00", amountPaid: "$120.00" })],
        headings: { number: "Credit #", date: "Credit Date", amount: "Credit Amount", paid: "Amount Refunded" },
      },
    });
  });

  it("queues a print job the daemon claims; its PDF is the customer's cheque; the daemon's report is not Yes, Done", async () => {
    const queued = await api(printPdfApi.action, "/api/system/print-pdf", {
      method: "POST",
      body: { companyId: ctx.companyId, refundIds: [ids.refund], printer: PRINTER },
    });
    expect(queued.status).toBe(202);
    expect(queued.body.jobs).toEqual([
      expect.objectContaining({
        target: { kind: "customerRefund", id: ids.refund },
        number: "RF-0001",
        paymentNumber: "RF-0001",
        paymentId: null,
        refundId: ids.refund,
        state: "queued",
      }),
    ]);

    const { job, text, layout } = await claimAndRead();
    expect(layout).toContain("Dune Stores");
    expect(layout).toContain("**120.00");
    expect(layout).toContain("One Hundred Twenty Dollars and 00/100");
    expect(job).toMatchObject({
      target: { kind: "customerRefund", id: ids.refund },
      title: "RF-0001 Dune Stores",
      printer: PRINTER,
      attempt: 1,
    });
    for (const shown of [
      "Dune Stores",
      "**120.00",
      "One Hundred Twenty Dollars and 00/100",
      "9 Elm St",
      "Springfield, IL 62701",
      "555-0142",
    ]) {
      expect(text).toContain(shown);
    }
    // The stubs list the credit it paid back under the credits' headings.
    expect(text).toContain("Credit #");
    expect(text).toContain("Amount Refunded");
    expect(text).toMatch(/CM-\d{4}/);
    expect(text).toContain("Credit memo");
    expect(text).not.toContain("Bill #");

    const reported = await call(reportApi.action, `/api/print-daemon/jobs/${job.id}/report`, {
      method: "POST",
      params: { id: String(job.id) },
      headers: bearer,
      body: { outcome: "printed" },
    });
    expect(((await reported.json()) as Json).job).toMatchObject({ state: "printed", refundId: ids.refund, number: "RF-0001" });
    // The printer's "done" is not the user's: the cheque is still to print until Yes, Done.
    expect(await refundsListed()).toEqual(["RF-0001"]);
    expect((await refundView(app.db, ctx.companyId, ids.refund))!.chequeNo).toBe("");
  });

  it("refuses to queue a refund that has no cheque to print, naming it, and queues nothing", async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ refundIds: [ids.cash] }, 400, R.notCheque("RF-0002")],
      [{ refundIds: [ids.handWritten] }, 400, R.notToBePrinted("RF-0003")],
      [{ refundIds: [ids.theirRefund] }, 404, R.noneFound],
      [{ refundIds: ["x"] }, 400, "refundIds.0: Must be a number"],
      [{ refundIds: [] }, 400, "Please select at least one check to print."],
    ];
    const before = await app.db("printJobs").count({ n: "*" }).first();
    for (const [body, status, message] of cases) {
      const answer = await api(printPdfApi.action, "/api/system/print-pdf", {
        method: "POST",
        body: { companyId: ctx.companyId, printer: PRINTER, ...body },
      });
      expect([answer.status, answer.body.error]).toEqual([status, message]);
    }
    expect(await app.db("printJobs").count({ n: "*" }).first()).toEqual(before);
  });

  it("queues one job when two Prints of the same refund cheque run at once; a third is refused while it waits", async () => {
    const results = await Promise.allSettled([
      queuePrintJobs(app.db, ctx, { refundIds: [ids.refund], printer: PRINTER }),
      queuePrintJobs(app.db, ctx, { refundIds: [ids.refund], printer: PRINTER }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = (results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason;
    expect(refused.message).toMatch(/already waiting to print/);
    expect((await jobsOf(ids.refund)).filter((j) => j.state === "queued")).toHaveLength(1);
    await expect(queuePrintJobs(app.db, ctx, { refundIds: [ids.refund], printer: PRINTER })).rejects.toThrow(R.waiting("RF-0001"));
  });

  it("prints with a vendor's check in one batch: one job each, in order; Yes, Done numbers both from one series and takes them off the list", async () => {
    const trialBefore = await trialBalance(app.db, ctx.companyId, "2100-12-31");
    // The job still waiting from the test before is taken back; then the screen's Print sends both.
    await cancelPrintJobs(app.db, ctx.companyId, [{ kind: "customerRefund", id: ids.refund }]);
    const print = new URLSearchParams({ intent: "print", vendor: String(ids.acme), printer: PRINTER });
    print.append("payBillIds", String(ids.payBill));
    print.append("refundIds", String(ids.refund));
    const printed = await call(screen.action, `/company/${ctx.companyId}/dashboard/vendors/print-check?vendor=${ids.acme}`, {
      method: "POST",
      params: { companyId: String(ctx.companyId) },
      headers: asUser(),
      body: print,
    });
    expect(printed.status).toBe(302);
    const jobs = await app
      .db("printJobs")
      .where({ companyId: ctx.companyId, state: "queued" })
      .orderBy("id")
      .select("id", "paymentId", "refundId", "title");
    expect(jobs.map((j) => [j.paymentId, j.refundId, j.title])).toEqual([
      [ids.payBill, null, expect.stringMatching(/^PAY-\d{4} Acme Supplies$/)],
      [null, ids.refund, "RF-0001 Dune Stores"],
    ]);
    // The Print Job Completed dialog asks about both.
    const asked = new URL(printed.headers.get("Location")!, "http://x").search;
    expect(asked).toContain(`sent=${ids.payBill}`);
    expect(asked).toContain(`sentRefund=${ids.refund}`);
    const dialog = (await (
      await call(screen.loader, `/company/${ctx.companyId}/dashboard/vendors/print-check${asked}`, {
        params: { companyId: String(ctx.companyId) },
        headers: asUser(),
      })
    ).json()) as Json;
    expect(dialog.sent.map((c: Json) => [c.kind, c.id])).toEqual([
      ["billPayment", ids.payBill],
      ["customerRefund", ids.refund],
    ]);
    expect(dialog.jobs.map((j: Json) => [j.number, j.state])).toEqual([
      [expect.stringMatching(/^PAY-/), "queued"],
      ["RF-0001", "queued"],
    ]);

    const done = await api(printStatusApi.action, "/api/vendor/pay-bill/update-print-status", {
      method: "POST",
      body: { billIds: [ids.payBill], refundIds: [ids.refund], printerName: PRINTER },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(M.statusUpdated(2));
    expect(done.body.data.map((d: Json) => [d.id, d.checkNumber])).toEqual([
      [ids.payBill, "CHK-0001"],
      [ids.refund, "CHK-0002"],
    ]);
    // Off the list; no job left waiting to print either of them again.
    expect(await checksToPrint(app.db, ctx.companyId, ctx.today, { limit: 500 })).toEqual([]);
    expect((await jobsOf(ids.refund)).map((j) => j.state)).toEqual(["printed", "cancelled", "cancelled"]);
    // Printing posts nothing: the refund's money left when it was saved.
    expect(await trialBalance(app.db, ctx.companyId, "2100-12-31")).toEqual(trialBefore);

    // Once printed: refused again (409), refused on the queue, and the PDF link refuses it.
    await expect(markChecksPrinted(app.db, ctx, { refundIds: [ids.refund], printerName: PRINTER })).rejects.toMatchObject({
      status: 409,
      message: R.alreadyPrinted("RF-0001"),
    });
    await expect(queuePrintJobs(app.db, ctx, { refundIds: [ids.refund], printer: PRINTER })).rejects.toThrow(R.printed("RF-0001"));
    const pdf = await call(screenPdf.loader, `/company/${ctx.companyId}/dashboard/vendors/print-check/pdf?refundIds=${ids.refund}`, {
      params: { companyId: String(ctx.companyId) },
      headers: asUser(),
    });
    expect([pdf.status, await pdf.text()]).toEqual([400, R.alreadyPrinted("RF-0001")]);
  });

  it("shows the printed cheque's number in the refund, its API and the Customer Center", async () => {
    expect(await refundView(app.db, ctx.companyId, ids.refund)).toMatchObject({
      number: "RF-0001",
      toBePrinted: false,
      chequeNo: "CHK-0002",
      printedAt: expect.any(String),
    });
    const read = await api(refundApi.loader, `/api/customer/refunds/${ids.refund}`, { params: { id: String(ids.refund) } });
    expect(read.status).toBe(200);
    expect(read.body.refund).toMatchObject({ number: "RF-0001", chequeNo: "CHK-0002", customerName: "Dune Stores", total: "120.00" });
    const theirs = await api(refundApi.loader, `/api/customer/refunds/${ids.theirRefund}`, { params: { id: String(ids.theirRefund) } });
    expect(theirs.status).toBe(200); // the same owner's other company
    const { user: stranger } = await makeUser(app.db);
    const theirView = await call(refundApi.loader, `/api/customer/refunds/${ids.refund}`, {
      params: { id: String(ids.refund) },
      headers: { Cookie: await sessionCookie(stranger) },
    });
    expect([theirView.status, ((await theirView.json()) as Json).error]).toEqual([404, "Refund not found."]);

    const rows = await customerTransactions(app.db, ctx.companyId, ids.dune, { today: ctx.today });
    const refunds = rows.items.filter((r) => r.type === "Refund").map((r) => [r.number, r.reference, r.amount]);
    expect(refunds).toEqual(
      expect.arrayContaining([
        ["RF-0001", "CHK-0002", "120.00"],
        ["RF-0002", "", "10.00"],
      ]),
    );
  });

  it("refuses a void refund's cheque, and a stock number another check already carries, changing nothing", async () => {
    const voidable = await refund(ctx, { customerId: ids.dune, memoId: ids.memo, amount: "5.00" });
    await app.db("customerRefunds").where({ companyId: ctx.companyId, id: voidable.id }).update({ status: "void" });
    await expect(queuePrintJobs(app.db, ctx, { refundIds: [voidable.id], printer: PRINTER })).rejects.toThrow(R.voided(voidable.number));
    await expect(markChecksPrinted(app.db, ctx, { refundIds: [voidable.id], printerName: PRINTER })).rejects.toThrow(
      R.notPrintable(voidable.number),
    );
    expect(await refundsListed()).toEqual([]);

    const next = await refund(ctx, { customerId: ids.dune, memoId: ids.memo, amount: "6.00" });
    await expect(
      markChecksPrinted(app.db, ctx, { refundIds: [next.id], printerName: PRINTER, checkNumbers: ["CHK-0001"] }),
    ).rejects.toMatchObject({ status: 409, message: M.checkNumberTaken("CHK-0001") });
    expect((await refundView(app.db, ctx.companyId, next.id))!.chequeNo).toBe("");
    expect(await markChecksPrinted(app.db, ctx, { refundIds: [next.id], printerName: PRINTER, checkNumbers: ["7001"] })).toEqual([
      { id: next.id, number: next.number, checkNumber: "7001", issueDate: ctx.today },
    ]);
  });
});
