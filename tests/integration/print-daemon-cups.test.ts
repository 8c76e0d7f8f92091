import { CHECKING } from "../support/accounts";
// The print daemon against a real CUPS: the IPP printer emulator (ippeveprinter) behind a CUPS
// queue keeps every file it receives, so a test reads the printed check back with pdftotext.
// The daemon runs in-process (createDaemon with the CUPS implementation) and talks HTTP to the
// API routes served by a real node:http server. Checked: the check's PDF arrives at the printer
// with its payee and amount, a cups-pdf queue is never reported, a stopped printer fails the job
// with a clear error (and the job waits to be retried), two daemons never print one job twice,
// and the server going away and coming back is survived.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { createCompanyKey } from "../../app/modules/team/api-keys.server";
import { confirmCheck } from "../../app/modules/checks/checks.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { queuePrintJobs } from "../../app/modules/checks/check-print-queue.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { httpClient } from "../../print-daemon/client";
import { CupsPrinting } from "../../print-daemon/cups";
import { createDaemon } from "../../print-daemon/daemon";
import { startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany } from "../support/books";
import { startApiServer, type ApiServer } from "../support/api-server";
import { cupsCommand, ensureCups, PDF_QUEUE, pdfText, spooledPdfs, TEST_PRINTER, type TestCups } from "../support/cups";

let app: TestApp;
let server: ApiServer;
let cups: TestCups;
let ctx: CompanyContext;
const tokens: string[] = [];
const ids: Record<string, number> = {};
// The emulator's spool is shared with other runs: this run's checks carry this mark in their payee.
const mark = randomBytes(4).toString("hex");
const vendorName = `Spool ${mark} Supplies`;
const printing = new CupsPrinting();
const logs: string[] = [];

function daemon(token: string, name = "test-daemon", jobTimeoutMs = 30_000) {
  return createDaemon(httpClient(server.url, token), printing, {
    name,
    intervalS: 0.2,
    once: true,
    jobTimeoutMs,
    log: (l) => logs.push(`${name} ${l}`),
  });
}

async function newCheques(count: number, firstAmount = 100): Promise<number[]> {
  const paymentIds: number[] = [];
  for (let i = 0; i < count; i++) {
    const amount = `${firstAmount + i}.25`;
    const bill = await createPurchaseDocument(
      app.db,
      ctx,
      "bill",
      DOCUMENT_SCHEMAS.bill.parse({
        vendorId: ids.vendor,
        date: "2026-03-02",
        dueDate: "2030-01-01",
        accountRecords: [{ accountId: ids.rent, amount }],
      }) as never,
    );
    const payment = await payBills(
      app.db,
      ctx,
      billPaymentSchema.parse({
        vendorId: ids.vendor,
        payFromAccountId: ids.bank,
        date: "2026-03-10",
        paymentMethod: "Cheque",
        bills: [{ billId: bill.id, amount }],
      }),
    );
    paymentIds.push(payment.id);
  }
  await confirmCheck(app.db, ctx, {
    vendorId: ids.vendor,
    bankAccountId: ids.bank,
    checkDate: "2026-03-11",
    totalAmount: null,
    memo: "",
    bills: paymentIds.map((billId) => ({ billId })),
  });
  return paymentIds;
}

const ours = () => spooledPdfs(cups.spool).filter((f) => f.includes(mark));
const jobStates = (jobIds: number[]) =>
  app
    .db("printJobs")
    .where({ companyId: ctx.companyId })
    .whereIn("id", jobIds)
    .orderBy("id")
    .select("id", "state", "attempts", "error", "claimedBy");

async function waitFor<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  cups = ensureCups();
  app = await startTestApp();
  server = await startApiServer();
  const made = await ownerAndCompany(app.db);
  ctx = made.ctx;
  // Print keys of the company, as the print daemon's README says to run it (ADR 0069).
  const owner = { companyId: ctx.companyId, userId: made.user.id, role: "owner" as const };
  for (const name of ["daemon 1", "daemon 2"]) tokens.push((await createCompanyKey(app.db, owner, { name, scope: "print" })).token);
  ids.bank = (
    await createAccount(
      app.db,
      ctx,
      accountCreateSchema.parse({
        ...CHECKING,
        bankAccountNumber: "1010",
        openingBalance: "100000.00",
        asOf: "2026-01-01",
      }),
    )
  ).id;
  ids.rent = (
    await createAccount(app.db, ctx, accountCreateSchema.parse({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" }))
  ).id;
  ids.vendor = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "SPOOL", vendorName }))).id;
}, 120_000);

afterAll(async () => {
  if (cups) cupsCommand("cupsenable", TEST_PRINTER);
  await server?.close();
  await app?.cleanup();
});

describe("ledgerline-print with CUPS and the IPP printer emulator", () => {
  it("reports the CUPS printers but never the cups-pdf queue", async () => {
    const all = await printing.listPrinters();
    expect(all.map((p) => p.name)).toEqual(expect.arrayContaining([TEST_PRINTER, PDF_QUEUE]));
    expect(all.find((p) => p.name === PDF_QUEUE)?.deviceUri).toMatch(/^cups-pdf:/);
    await daemon(tokens[0]).run();
    const reported = await app.db("printDaemons").where({ name: "test-daemon" }).first("printers");
    const names = (reported.printers as { name: string }[]).map((p) => p.name);
    expect(names).toContain(TEST_PRINTER);
    expect(names).not.toContain(PDF_QUEUE);
    expect(reported.printers.find((p: { name: string }) => p.name === TEST_PRINTER)).toMatchObject({ state: "idle" });
  });

  it("prints a queued check: its PDF arrives at the printer with the payee and the amount", async () => {
    const paymentIds = await newCheques(2, 100);
    const jobs = await queuePrintJobs(app.db, ctx, { paymentIds, printer: TEST_PRINTER });
    await daemon(tokens[0]).run();
    expect((await jobStates(jobs.map((j) => j.id))).map((j) => [j.state, j.attempts, j.error])).toEqual([
      ["printed", 1, null],
      ["printed", 1, null],
    ]);
    const files = await waitFor(ours, (f) => f.length >= 2);
    expect(files).toHaveLength(2);
    const texts = files.map((f) => pdfText(path.join(cups.spool, f)));
    expect(texts.every((t) => t.includes(vendorName))).toBe(true);
    expect(texts.some((t) => t.includes("100.25"))).toBe(true);
    expect(texts.some((t) => t.includes("101.25"))).toBe(true);
    expect(texts[0]).toContain("REMITTANCE ADVICE");
    expect(logs.filter((l) => / printed as LedgerlineTestPrinter-\d+ /.test(l))).toHaveLength(2);
  });

  it("fails the job cleanly on a stopped printer; the job waits to be tried again and prints nothing", async () => {
    const before = ours().length;
    const [paymentId] = await newCheques(1, 300);
    const [job] = await queuePrintJobs(app.db, ctx, { paymentIds: [paymentId], printer: TEST_PRINTER });
    cupsCommand("cupsdisable", "-r", "Out of checks", TEST_PRINTER);
    try {
      await daemon(tokens[0]).run();
    } finally {
      cupsCommand("cupsenable", TEST_PRINTER);
    }
    const [row] = await jobStates([job.id]);
    expect(row).toMatchObject({ state: "queued", attempts: 1, claimedBy: null });
    expect(row.error).toMatch(/Printer LedgerlineTestPrinter is stopped/);
    expect(row.error).toMatch(/Out of checks/);
    expect(ours().length).toBe(before);
    // Its retry comes later; once due, the enabled printer prints it.
    await app
      .db("printJobs")
      .where({ companyId: ctx.companyId, id: job.id })
      .update({ availableAt: new Date(Date.now() - 1000) });
    await daemon(tokens[0]).run();
    expect((await jobStates([job.id]))[0]).toMatchObject({ state: "printed", attempts: 2 });
    expect(
      await waitFor(
        () => ours().length,
        (n) => n === before + 1,
      ),
    ).toBe(before + 1);
  });

  it("gives up a job for a printer that does not answer after the timeout, and cancels it in CUPS", async () => {
    const unreachable = `LedgerlineUnreachable${mark}`;
    cupsCommand("lpadmin", "-p", unreachable, "-E", "-v", "ipp://127.0.0.1:9/ipp/print");
    try {
      await daemon(tokens[0]).run(); // reports the new printer
      const [paymentId] = await newCheques(1, 400);
      const [job] = await queuePrintJobs(app.db, ctx, { paymentIds: [paymentId], printer: unreachable });
      await daemon(tokens[0], "test-daemon", 3_000).run();
      const [row] = await jobStates([job.id]);
      expect(row).toMatchObject({ state: "queued", attempts: 1 });
      expect(row.error).toMatch(new RegExp(`CUPS job ${unreachable}-\\d+ did not finish within 3 s; it was cancelled`));
    } finally {
      cupsCommand("lpadmin", "-x", unreachable);
    }
  });

  it("never prints one job twice with two daemons running at once", async () => {
    const before = ours().length;
    const paymentIds = await newCheques(6, 500);
    const jobs = await queuePrintJobs(app.db, ctx, { paymentIds, printer: TEST_PRINTER });
    await Promise.all([daemon(tokens[0], "daemon-1").run(), daemon(tokens[1], "daemon-2").run()]);
    const rows = await jobStates(jobs.map((j) => j.id));
    expect(rows.map((r) => [r.state, r.attempts])).toEqual(rows.map(() => ["printed", 1]));
    const files = await waitFor(ours, (f) => f.length >= before + 6);
    expect(files.length).toBe(before + 6);
    // Each amount printed exactly once.
    const amounts = files.map((f) => pdfText(path.join(cups.spool, f))).flatMap((t) => /\b50\d\.25\b/.exec(t) ?? []);
    expect(amounts.sort()).toEqual(["500.25", "501.25", "502.25", "503.25", "504.25", "505.25"]);
  });

  it("waits while the server is away and prints once it is back", async () => {
    const before = ours().length;
    const [paymentId] = await newCheques(1, 700);
    const [job] = await queuePrintJobs(app.db, ctx, { paymentIds: [paymentId], printer: TEST_PRINTER });
    server.setAway(true);
    const running = createDaemon(httpClient(server.url, tokens[0]), printing, {
      name: "patient",
      intervalS: 0.1,
      once: false,
      jobTimeoutMs: 30_000,
      log: (l) => logs.push(`patient ${l}`),
    });
    const done = running.run();
    await waitFor(
      () => logs.filter((l) => l.startsWith("patient") && l.includes("answered 503")).length,
      (n) => n >= 2,
    );
    server.setAway(false);
    const printed = await waitFor(
      () => jobStates([job.id]),
      (r) => r[0]?.state === "printed",
    );
    running.stop();
    await done;
    expect(printed[0].state).toBe("printed");
    expect(logs.some((l) => l.startsWith("patient") && l.includes("resuming"))).toBe(true);
    expect(
      await waitFor(
        () => ours().length,
        (n) => n === before + 1,
      ),
    ).toBe(before + 1);
  });
});
