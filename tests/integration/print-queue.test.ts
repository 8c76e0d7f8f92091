// The print queue and the print daemon's calls, in-process: which printers a company is offered
// (recent daemons of its owner, virtual printers never), Print queuing one job per check all or
// nothing with the spec's and our messages, two daemons claiming at once never getting the same
// job, the PDF only for the daemon holding the job, failures retried a bounded number of times,
// and other users' companies and jobs answering 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { createApiToken } from "../../app/modules/auth/auth.server";
import { createCompanyKey } from "../../app/modules/team/api-keys.server";
import { confirmCheck } from "../../app/modules/checks/checks.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { cancelPrintJobs, listPrinters, printJobsOf } from "../../app/modules/printing/print-jobs.server";
import { queuePrintJobs } from "../../app/modules/checks/check-print-queue.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import * as checkInApi from "../../app/routes/api+/print-daemon.check-in";
import * as claimApi from "../../app/routes/api+/print-daemon.claim";
import * as pdfApi from "../../app/routes/api+/print-daemon.jobs.$id.pdf";
import * as reportApi from "../../app/routes/api+/print-daemon.jobs.$id.report";
import * as printersApi from "../../app/routes/api+/system.printers";
import * as printPdfApi from "../../app/routes/api+/system.print-pdf";
import { call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";
import { readPdf } from "../support/pdf-text";

type Json = any;

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let cookie: string;
let intruder: string;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const OFFICE_PRINTERS = [
  { name: "Office_Laser", isDefault: false, state: "idle", stateReasons: [], deviceUri: "ipp://10.0.0.5/ipp/print" },
  { name: "Fairfax_Branch", isDefault: true, state: "idle", stateReasons: [], deviceUri: "socket://10.0.0.6" },
  { name: "LedgerlinePDF", isDefault: false, state: "idle", stateReasons: [], deviceUri: "cups-pdf:/" },
  { name: "Microsoft Print to PDF", isDefault: false, state: "idle", stateReasons: [], deviceUri: "PORTPROMPT:" },
  { name: "Fax", isDefault: false, state: "idle", stateReasons: [], deviceUri: "fax:/" },
  { name: "Archive", isDefault: false, state: "idle", stateReasons: [], deviceUri: "file:///tmp/out" },
];

const account = async (c: CompanyContext, fields: Record<string, unknown>) =>
  (await createAccount(app.db, c, accountCreateSchema.parse(fields))).id;

async function chequePayment(c: CompanyContext, vendorId: number, bank: number, rent: number, amount: string, method = "Cheque") {
  const bill = await createPurchaseDocument(
    app.db,
    c,
    "bill",
    DOCUMENT_SCHEMAS.bill.parse({
      vendorId,
      date: "2026-03-02",
      dueDate: "2030-01-01",
      accountRecords: [{ accountId: rent, amount }],
    }) as never,
  );
  const saved = await payBills(
    app.db,
    c,
    billPaymentSchema.parse({
      vendorId,
      payFromAccountId: bank,
      date: "2026-03-10",
      paymentMethod: method,
      bills: [{ billId: bill.id, amount }],
    }),
  );
  return saved.id;
}

const written = (c: CompanyContext, vendorId: number, bank: number, paymentIds: number[]) =>
  confirmCheck(app.db, c, {
    vendorId,
    bankAccountId: bank,
    checkDate: "2026-03-11",
    totalAmount: null,
    memo: "",
    bills: paymentIds.map((billId) => ({ billId })),
  });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function checkIn(token: string, printers: unknown[], name = "office-pc") {
  const response = await call(checkInApi.action, "/api/print-daemon/check-in", {
    method: "POST",
    headers: bearer(token),
    body: { name, platform: "linux-cups", printers },
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function claim(token: string) {
  const response = await call(claimApi.action, "/api/print-daemon/claim", { method: "POST", headers: bearer(token), body: {} });
  return { status: response.status, job: response.status === 200 ? ((await response.json()) as Json).job : null, response };
}

async function report(token: string, jobId: number, body: unknown) {
  const response = await call(reportApi.action, `/api/print-daemon/jobs/${jobId}/report`, {
    method: "POST",
    params: { id: String(jobId) },
    headers: bearer(token),
    body: body as object,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function printers(who = cookie, companyId = ctx.companyId) {
  const response = await call(printersApi.loader, `/api/system/printers?companyId=${companyId}`, { headers: { Cookie: who } });
  return { status: response.status, body: (await response.json()) as Json };
}

async function printPdf(body: unknown, who = cookie) {
  const response = await call(printPdfApi.action, "/api/system/print-pdf", {
    method: "POST",
    headers: { Cookie: who, "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const jobRows = () =>
  app.db("printJobs").where({ companyId: ctx.companyId }).orderBy("id").select("id", "paymentId", "state", "attempts", "error");

beforeAll(async () => {
  app = await startTestApp();
  const mine = await signedInOwner(app.db);
  const theirs = await signedInOwner(app.db);
  ({ ctx, cookie } = mine);
  ({ ctx: other, cookie: intruder } = theirs);
  // The office's daemons run on print keys of the company (ADR 0069), as the README says.
  const owner = { companyId: ctx.companyId, userId: mine.user.id, role: "owner" as const };
  tokens.a = (await createCompanyKey(app.db, owner, { name: "office A", scope: "print" })).token;
  tokens.b = (await createCompanyKey(app.db, owner, { name: "office B", scope: "print" })).token;
  tokens.stranger = (await createApiToken(app.db, theirs.user.id, "their office")).token;

  const bankFields = {
    accountType: "Bank",
    accountNumber: "1010",
    accountName: "Checking",
    bankName: "First Bank",
    bankAccountType: "Checking",
    bankAccountNumber: "1010",
    openingBalance: "100000.00",
    asOf: "2026-01-01",
  };
  ids.bank = await account(ctx, bankFields);
  ids.rent = await account(ctx, { accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  ids.acme = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }))).id;
  ids.p1 = await chequePayment(ctx, ids.acme, ids.bank, ids.rent, "100.00");
  ids.p2 = await chequePayment(ctx, ids.acme, ids.bank, ids.rent, "200.00");
  ids.unwritten = await chequePayment(ctx, ids.acme, ids.bank, ids.rent, "300.00");
  ids.cash = await chequePayment(ctx, ids.acme, ids.bank, ids.rent, "40.00", "Cash");
  const many: number[] = [];
  for (let i = 0; i < 12; i++) many.push(await chequePayment(ctx, ids.acme, ids.bank, ids.rent, `${10 + i}.00`));
  ids.manyFirst = many[0];
  await written(ctx, ids.acme, ids.bank, [ids.p1, ids.p2]);
  await written(ctx, ids.acme, ids.bank, many);
  (globalThis as Json).__many = many;

  ids.otherBank = await account(other, bankFields);
  ids.otherRent = await account(other, { accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  ids.otherVendor = (await createVendor(app.db, other, vendorCreateSchema.parse({ vendorId: "THEM", vendorName: "Their Vendor" }))).id;
  ids.otherPayment = await chequePayment(other, ids.otherVendor, ids.otherBank, ids.otherRent, "10.00");
  await written(other, ids.otherVendor, ids.otherBank, [ids.otherPayment]);
});
afterAll(() => app?.cleanup());

describe("the printers a company is offered", () => {
  it("are none before a print daemon checks in", async () => {
    const { status, body } = await printers();
    expect(status).toBe(200);
    expect(body.printers).toEqual([]);
  });

  it("are the real printers of its owner's recent daemons, the default first; virtual ones never", async () => {
    const { status, body } = await checkIn(tokens.a, OFFICE_PRINTERS);
    expect(status).toBe(200);
    expect(body.daemon.printers).toEqual(["Fairfax_Branch", "Office_Laser"]);
    const listed = await printers();
    expect(listed.body.printers.map((p: Json) => [p.name, p.isDefault, p.status])).toEqual([
      ["Fairfax_Branch", true, "idle"],
      ["Office_Laser", false, "idle"],
    ]);
    expect(listed.body.printers[0]).toMatchObject({
      id: "Fairfax_Branch",
      displayName: "Fairfax_Branch (office-pc)",
      source: { kind: "daemon", daemonName: "office-pc" },
    });
  });

  it("are not another user's: their company is a 404, and their daemon's printers are not offered here", async () => {
    expect((await printers(intruder)).status).toBe(404);
    await checkIn(
      tokens.stranger,
      [{ name: "Their_Printer", isDefault: true, state: "idle", stateReasons: [], deviceUri: "ipp://x/ipp/print" }],
      "their-pc",
    );
    expect((await printers()).body.printers.map((p: Json) => p.name)).toEqual(["Fairfax_Branch", "Office_Laser"]);
    expect((await printers(intruder, other.companyId)).body.printers.map((p: Json) => p.name)).toEqual(["Their_Printer"]);
  });

  it("drop a daemon's printers once it stops checking in", async () => {
    await app
      .db("printDaemons")
      .where({ name: "their-pc" })
      .update({ lastSeenAt: new Date(Date.now() - 60_000) });
    expect((await printers(intruder, other.companyId)).body.printers).toEqual([]);
  });

  it("refuse a check-in without an API token or with a malformed printer list, clearly", async () => {
    const session = await call(checkInApi.action, "/api/print-daemon/check-in", {
      method: "POST",
      headers: { Cookie: cookie },
      body: { name: "x", platform: "linux", printers: [] },
    });
    expect(session.status).toBe(401);
    expect(((await session.json()) as Json).error).toMatch(/API token/);
    const bad = await checkIn(tokens.a, [{ isDefault: true }]);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBeTruthy();
    const notList = await call(checkInApi.action, "/api/print-daemon/check-in", {
      method: "POST",
      headers: bearer(tokens.a),
      body: { name: "x", platform: "linux", printers: "all" },
    });
    expect(notList.status).toBe(400);
    expect(((await notList.json()) as Json).error).toMatch(/printers must be a list/);
  });
});

describe("Print: POST /api/system/print-pdf", () => {
  it("refuses bad requests with a clear message and queues nothing", async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ companyId: ctx.companyId, payBillIds: [ids.p1] }, 400, /Please select a printer before printing\./],
      [{ companyId: ctx.companyId, payBillIds: [], printer: "Office_Laser" }, 400, /Please select at least one check to print\./],
      [{ companyId: ctx.companyId, payBillIds: [ids.p1], printer: "Nowhere" }, 400, /The printer "Nowhere" is not available/],
      [{ companyId: ctx.companyId, payBillIds: [ids.p1], printer: "LedgerlinePDF" }, 400, /The printer "LedgerlinePDF" is not available/],
      [{ companyId: ctx.companyId, payBillIds: [ids.p1, ids.unwritten], printer: "Office_Laser" }, 400, /has not been written yet/],
      [{ companyId: ctx.companyId, payBillIds: [ids.cash], printer: "Office_Laser" }, 400, /is not paid by Cheque/],
      [{ companyId: ctx.companyId, payBillIds: "all", printer: "Office_Laser" }, 400, /Please select at least one check to print\./],
      ["{not json", 400, /not valid JSON/],
      [{ companyId: ctx.companyId, payBillIds: [ids.otherPayment], printer: "Office_Laser" }, 404, /Pay bill not found/],
      [{ companyId: other.companyId, payBillIds: [ids.otherPayment], printer: "Office_Laser" }, 404, /not found/i],
    ];
    for (const [body, status, message] of cases) {
      const answer = await printPdf(body);
      expect([answer.status, answer.body.error]).toEqual([status, expect.stringMatching(message)]);
    }
    expect(await jobRows()).toEqual([]);
  });

  it("queues one job per check, all or nothing, and refuses a check already waiting", async () => {
    const { status, body } = await printPdf({ companyId: ctx.companyId, payBillIds: [ids.p1, ids.p2], printer: "Office_Laser" });
    expect(status).toBe(202);
    expect(body.message).toBe("2 check(s) have been sent to the printer.");
    expect(body.jobs.map((j: Json) => [j.paymentId, j.printer, j.state, j.attempts])).toEqual([
      [ids.p1, "Office_Laser", "queued", 0],
      [ids.p2, "Office_Laser", "queued", 0],
    ]);
    const again = await printPdf({ companyId: ctx.companyId, payBillIds: [ids.manyFirst, ids.p2], printer: "Office_Laser" });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/already waiting to print/);
    expect((await jobRows()).map((j) => j.paymentId)).toEqual([ids.p1, ids.p2]);
    const followed = await printJobsOf(
      app.db,
      ctx.companyId,
      body.jobs.map((j: Json) => j.id),
    );
    expect(followed.map((j) => j.paymentNumber)).toEqual(body.jobs.map((j: Json) => j.paymentNumber));
    // Not another company's jobs.
    expect(
      await printJobsOf(
        app.db,
        other.companyId,
        body.jobs.map((j: Json) => j.id),
      ),
    ).toEqual([]);
  });
});

describe("the daemon's claim, PDF and report", () => {
  it("gives the PDF of a held job to its daemon only; other users' daemons see no job at all", async () => {
    const mine = await claim(tokens.a);
    expect(mine.status).toBe(200);
    expect(mine.job).toMatchObject({ printer: "Office_Laser", attempt: 1, maxAttempts: 3, companyId: ctx.companyId });
    expect(mine.job.title).toMatch(/Acme Supplies/);
    const pdf = await call(pdfApi.loader, mine.job.pdfPath, { params: { id: String(mine.job.id) }, headers: bearer(tokens.a) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).pages[0].texts.map((t) => t.text).join(" ");
    expect(text).toContain("Acme Supplies");
    expect(text).toContain("100.00");
    // B checked in with the printer too: it may not fetch A's job.
    await checkIn(tokens.b, OFFICE_PRINTERS, "office-pc-2");
    const notHeld = await call(pdfApi.loader, mine.job.pdfPath, { params: { id: String(mine.job.id) }, headers: bearer(tokens.b) });
    expect(notHeld.status).toBe(409);
    await checkIn(
      tokens.stranger,
      [{ name: "Office_Laser", isDefault: true, state: "idle", stateReasons: [], deviceUri: "ipp://x" }],
      "their-pc",
    );
    const theirs = await call(pdfApi.loader, mine.job.pdfPath, { params: { id: String(mine.job.id) }, headers: bearer(tokens.stranger) });
    expect(theirs.status).toBe(404);
    expect((await claim(tokens.stranger)).status).toBe(204);
    expect((await report(tokens.stranger, mine.job.id, { outcome: "printed" })).status).toBe(404);

    expect(
      (await report(tokens.a, mine.job.id, { outcome: "printed", systemJobId: "Office_Laser-123456789012345678901234" })).body.job.state,
    ).toBe("printed");
    // Printed by the daemon is not "Yes, Done": the pay bill stays not printed until the user says so.
    expect((await app.db("billPayments").where({ companyId: ctx.companyId, id: ids.p1 }).first("isPrintCheckDone")).isPrintCheckDone).toBe(
      false,
    );
  });

  it("retries a failed job a bounded number of times, then leaves it failed with its error", async () => {
    const [job] = await jobRows().then((rows) => rows.filter((r) => r.state === "queued"));
    const bad = await report(tokens.a, job.id, { outcome: "exploded" });
    expect(bad.status).toBe(400);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await app
        .db("printJobs")
        .where({ companyId: ctx.companyId, id: job.id })
        .update({ availableAt: new Date(Date.now() - 1000) });
      const claimed = await claim(tokens.a);
      expect([claimed.job?.id, claimed.job?.attempt]).toEqual([job.id, attempt]);
      const answer = await report(tokens.a, job.id, { outcome: "failed", error: "Printer Office_Laser is stopped (paused)." });
      expect(answer.body.job).toMatchObject({
        state: attempt < 3 ? "queued" : "failed",
        attempts: attempt,
        error: "Printer Office_Laser is stopped (paused).",
      });
      // A retry waits: nothing to claim right away.
      expect((await claim(tokens.a)).status).toBe(204);
    }
    expect((await report(tokens.a, job.id, { outcome: "printed" })).status).toBe(409);
  });

  it("lets a released job go back to the queue without spending an attempt", async () => {
    const queued = await printPdf({ companyId: ctx.companyId, payBillIds: [ids.p2], printer: "Fairfax_Branch" });
    expect(queued.status).toBe(202);
    const claimed = await claim(tokens.b);
    expect(claimed.job.printer).toBe("Fairfax_Branch");
    const released = await report(tokens.b, claimed.job.id, { outcome: "released" });
    expect(released.body.job).toMatchObject({ state: "queued", attempts: 0 });
    const again = await claim(tokens.a);
    expect([again.job.id, again.job.attempt]).toEqual([claimed.job.id, 1]);
    await report(tokens.a, again.job.id, { outcome: "printed" });
  });

  it("never gives one job to two daemons claiming at once, and gives every job to one of them", async () => {
    const many: number[] = (globalThis as Json).__many;
    const queued = await printPdf({ companyId: ctx.companyId, payBillIds: many, printer: "Office_Laser" });
    expect(queued.status).toBe(202);
    const claimedBy = new Map<number, string>();
    const worker = async (name: "a" | "b") => {
      for (;;) {
        const { status, job } = await claim(tokens[name]);
        if (status === 204) return;
        expect(claimedBy.has(job.id)).toBe(false);
        claimedBy.set(job.id, name);
      }
    };
    await Promise.all([worker("a"), worker("b"), worker("a"), worker("b")]);
    expect([...claimedBy.keys()].sort((x, y) => x - y)).toEqual(queued.body.jobs.map((j: Json) => j.id));
    const states = await app
      .db("printJobs")
      .whereIn("id", [...claimedBy.keys()])
      .pluck("state");
    expect(new Set(states)).toEqual(new Set(["sent"]));
  });

  it("cancels a waiting job (a check taken back), leaves a job a daemon holds alone, and lets the check be queued again", async () => {
    const [queued] = await queuePrintJobs(app.db, ctx, { paymentIds: [ids.p2], printer: "Office_Laser" });
    const held = (await jobRows()).find((j) => j.state === "sent");
    const cancelled = await cancelPrintJobs(app.db, ctx.companyId, [
      { kind: "billPayment", id: ids.p2 },
      { kind: "billPayment", id: held!.paymentId },
    ]);
    expect(cancelled.map((j) => [j.id, j.state])).toEqual([[queued.id, "cancelled"]]);
    expect((await jobRows()).find((j) => j.id === held!.id)?.state).toBe("sent");
    expect(await cancelPrintJobs(app.db, other.companyId, [{ kind: "billPayment", id: ids.p2 }])).toEqual([]);
    const again = await queuePrintJobs(app.db, ctx, { paymentIds: [ids.p2], printer: "Office_Laser" });
    expect(again[0].state).toBe("queued");
  });

  it("offers a printer only while a daemon reports it, and listPrinters agrees with the API", async () => {
    expect((await listPrinters(app.db, ctx)).map((p) => p.name)).toEqual(["Fairfax_Branch", "Office_Laser"]);
    await expect(queuePrintJobs(app.db, ctx, { paymentIds: [ids.p2], printer: "Gone_Printer" })).rejects.toThrow(/not available/);
  });

  it("prints each job with the stub choices of the moment Print was pressed, and the saved ones when none were sent", async () => {
    await cancelPrintJobs(app.db, ctx.companyId, [{ kind: "billPayment", id: ids.p2 }]);
    const [chosen, plain] = [
      await chequePayment(ctx, ids.acme, ids.bank, ids.rent, "61.00"),
      await chequePayment(ctx, ids.acme, ids.bank, ids.rent, "62.00"),
    ];
    await written(ctx, ids.acme, ids.bank, [chosen, plain]);
    const queued = await printPdf({
      companyId: ctx.companyId,
      payBillIds: [chosen],
      printer: "Office_Laser",
      stubFieldVisibility: { totalPayment: false },
      showStubTitles: false,
    });
    expect(queued.status).toBe(202);
    expect((await printPdf({ companyId: ctx.companyId, payBillIds: [plain], printer: "Office_Laser" })).status).toBe(202);

    const pdfText = async () => {
      const { job } = await claim(tokens.a);
      const pdf = await call(pdfApi.loader, job.pdfPath, { params: { id: String(job.id) }, headers: bearer(tokens.a) });
      const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).pages[0].texts.map((t) => t.text).join(" ");
      return { paymentId: job.paymentId ?? null, text };
    };
    const first = await pdfText();
    expect(first.text).toContain("61.00");
    expect(first.text).not.toContain("REMITTANCE ADVICE");
    expect(first.text).not.toContain("Total Payment");
    expect(first.text).toContain("Acme Supplies");
    // No choices sent: the saved layout's (every stub field, the titles on).
    const second = await pdfText();
    expect(second.text).toContain("62.00");
    expect(second.text).toContain("REMITTANCE ADVICE (First Stub – Vendor Copy)");
    expect(second.text).toContain("Total Payment");
  });
});
