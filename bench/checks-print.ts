// Benchmark of printing checks (issue 14, item 8), on PostgreSQL, with a real CUPS and the IPP
// printer emulator (scripts/cups-test-env.sh starts them where they are not running). A company
// with N cheque pay bills (default 300: an office's batch), each with its check written; then
//   1. render each check's PDF (checkPdf, what the daemon downloads): per-check and batch time;
//   2. print the batch through the queue: queuePrintJobs, then a `ledgerline-print` daemon
//      (in-process, CUPS implementation) claims, downloads from the app server (production build, its
//      own process), prints and follows each job, until the last file lands in the emulator's spool;
// against a floor measured in the same run: `lp` of the same PDFs, one after another, straight to
// the same CUPS queue, until the last file lands.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Knex } from "knex";
import { createAccount } from "../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../app/modules/accounts/schema";
import { createApiToken } from "../app/modules/auth/auth.server";
import { checkPdf } from "../app/modules/checks/check-kinds.server";
import { confirmCheck } from "../app/modules/checks/checks.server";
import { queuePrintJobs } from "../app/modules/checks/check-print-queue.server";
import { payBills } from "../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../app/modules/purchases/documents.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS } from "../app/modules/purchases/schema";
import { vendorCreateSchema } from "../app/modules/vendors/schema";
import { createVendor } from "../app/modules/vendors/vendors.server";
import { httpClient } from "../print-daemon/client";
import { CupsPrinting } from "../print-daemon/cups";
import { createDaemon } from "../print-daemon/daemon";
import { startAppServer } from "./lib/app-server";
import { fmtInt, Progress } from "./lib/progress";
import { markdownTable, median } from "./lib/report";
import { benchChecking, benchCompanyFields, benchOwnedCompany } from "./lib/company";

const PRINTER = "LedgerlineTestPrinter";

export interface ChecksPrintResult {
  checks: number;
  renderMs: number[];
  renderBatchSeconds: number;
  pdfBytes: number;
  daemonSeconds: number;
  floorSeconds: number;
  seedSeconds: number;
}

const fmt = (n: number, digits: number) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

function startCups(): string {
  const output = execFileSync(path.resolve(import.meta.dirname, "../scripts/cups-test-env.sh"), { encoding: "utf8" });
  const spool = /^SPOOL=(.*)$/m.exec(output)?.[1];
  if (!spool) throw new Error(`scripts/cups-test-env.sh named no spool folder: ${output}`);
  return spool;
}

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`${what}: not done within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function runChecksPrintBenchmark(db: Knex, databaseUrl: string, options: { checks: number }): Promise<ChecksPrintResult> {
  const spool = startCups();
  const mark = `b${Date.now().toString(36)}`;
  const landed = (tag: string) => fs.readdirSync(spool).filter((f) => f.endsWith(".pdf") && f.includes(tag)).length;

  const seedStarted = performance.now();
  const { user, ctx } = await benchOwnedCompany(
    db,
    { email: `bench-print-${mark}@example.com`, firstName: "Bench", lastName: "Print" },
    { ...companyBase(), companyName: `Print bench ${mark}` },
  );
  const bank = await benchChecking(db, ctx, "1010", { openingBalance: "10000000.00", asOf: "2026-01-01" });
  const rent = (
    await createAccount(db, ctx, accountCreateSchema.parse({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" }))
  ).id;
  const vendorId = (await createVendor(db, ctx, vendorCreateSchema.parse({ vendorId: "PRINT", vendorName: `Vendor ${mark}` }))).id;
  const seeding = new Progress("Seeding cheque pay bills", options.checks, "pay bills");
  const paymentIds: number[] = [];
  for (let i = 0; i < options.checks; i++) {
    const amount = `${100 + i}.${String(i % 100).padStart(2, "0")}`;
    const bill = await createPurchaseDocument(
      db,
      ctx,
      "bill",
      DOCUMENT_SCHEMAS.bill.parse({
        vendorId,
        date: "2026-03-02",
        dueDate: "2030-01-01",
        accountRecords: [{ accountId: rent, amount }],
      }) as never,
    );
    const payment = await payBills(
      db,
      ctx,
      billPaymentSchema.parse({
        vendorId,
        payFromAccountId: bank,
        date: "2026-03-10",
        paymentMethod: "Cheque",
        bills: [{ billId: bill.id, amount }],
      }),
    );
    paymentIds.push(payment.id);
    seeding.tick(1);
  }
  seeding.finish();
  await confirmCheck(db, ctx, {
    vendorId,
    bankAccountId: bank,
    checkDate: "2026-03-11",
    totalAmount: null,
    memo: "",
    bills: paymentIds.map((billId) => ({ billId })),
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // 1. Rendering.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-bench-print-"));
  const renderMs: number[] = [];
  const files: string[] = [];
  let pdfBytes = 0;
  const renderStarted = performance.now();
  for (const id of paymentIds) {
    const t = performance.now();
    const pdf = await checkPdf(db, ctx.companyId, { kind: "billPayment", id }, ctx.today);
    renderMs.push(performance.now() - t);
    pdfBytes += pdf.byteLength;
    const file = path.join(folder, `${id}.pdf`);
    fs.writeFileSync(file, pdf);
    files.push(file);
  }
  const renderBatchSeconds = (performance.now() - renderStarted) / 1000;

  // 2. Through the queue and the daemon, against the app server.
  const { token } = await createApiToken(db, user.id, "bench daemon");
  const app = await startAppServer({ DATABASE_URL: databaseUrl, SESSION_SECRET: "bench-print" });
  let daemonSeconds: number;
  try {
    const daemon = createDaemon(httpClient(app.base, token), new CupsPrinting(), {
      name: "bench",
      intervalS: 0.5,
      once: false,
      jobTimeoutMs: 120_000,
      log: () => undefined,
    });
    const running = daemon.run();
    await until("the daemon's check-in", async () => Boolean(await db("printDaemons").where({ userId: user.id }).first("id")), 30_000);
    const progress = new Progress("Printing through ledgerline-print", options.checks, "checks");
    const before = landed(mark.toLowerCase());
    const started = performance.now();
    await queuePrintJobs(db, ctx, { paymentIds, printer: PRINTER });
    let seen = 0;
    await until(
      "the daemon's batch",
      () => {
        const n = landed(mark.toLowerCase()) - before;
        if (n > seen) progress.tick(n - seen);
        seen = n;
        return n >= options.checks;
      },
      30 * 60_000,
    );
    daemonSeconds = (performance.now() - started) / 1000;
    progress.finish();
    daemon.stop();
    await running;
  } finally {
    await app.stop();
  }

  // The floor: the same PDFs with `lp`, straight to the queue.
  const floorTag = `${mark}floor`;
  const floorProgress = new Progress("Floor: lp straight to CUPS", options.checks, "checks");
  const floorStarted = performance.now();
  files.forEach((file, i) =>
    execFileSync("lp", ["-d", PRINTER, "-t", `${floorTag}-${i}`, file], { env: { ...process.env, LANG: "C" }, stdio: "ignore" }),
  );
  let floorSeen = 0;
  await until(
    "the floor's batch",
    () => {
      const n = landed(floorTag.toLowerCase());
      if (n > floorSeen) floorProgress.tick(n - floorSeen);
      floorSeen = n;
      return n >= options.checks;
    },
    30 * 60_000,
  );
  const floorSeconds = (performance.now() - floorStarted) / 1000;
  floorProgress.finish();
  fs.rmSync(folder, { recursive: true, force: true });
  return { checks: options.checks, renderMs, renderBatchSeconds, pdfBytes, daemonSeconds, floorSeconds, seedSeconds };
}

const companyBase = () => benchCompanyFields("Print bench", { legalName: "Print bench LLC", phone: "01494 123456" });

export function checksPrintRows(r: ChecksPrintResult) {
  const header = ["measure", "Ledgerline", "floor (same run)", "ratio (Ledgerline / floor)"];
  const body = [
    [`render one check's PDF, median ms (of ${fmtInt(r.checks)})`, fmt(median(r.renderMs), 1), "", ""],
    ["   p95 ms", fmt(p95(r.renderMs), 1), "", ""],
    [`render ${fmtInt(r.checks)} checks, batch s`, fmt(r.renderBatchSeconds, 2), "", ""],
    [
      `print ${fmtInt(r.checks)} checks until the last lands at the printer, s`,
      fmt(r.daemonSeconds, 1),
      fmt(r.floorSeconds, 1),
      `${fmt(r.daemonSeconds / r.floorSeconds, 2)}× the floor's time`,
    ],
    ["   checks per second", fmt(r.checks / r.daemonSeconds, 1), fmt(r.checks / r.floorSeconds, 1), ""],
  ];
  return { header, body };
}

export function checksPrintMarkdown(r: ChecksPrintResult, seconds: number): string {
  const { header, body } = checksPrintRows(r);
  return `## Printing checks (issue 14)

${markdownTable(header, body)}

Sizes: ${fmtInt(r.checks)} cheque pay bills of one vendor, each with its check written (seeding took ${fmt(r.seedSeconds, 0)} s); the PDFs
average ${fmtInt(r.pdfBytes / r.checks / 1024)} KB; this part took ${fmt(seconds / 60, 1)} min.

**How.** Rendering: \`checkPdf\` (what the daemon downloads) for each pay bill, one after another. Printing: the batch is
queued (\`queuePrintJobs\`), and one \`ledgerline-print\` daemon (in-process, the CUPS implementation) claims each job from the
app server (production build, its own process), downloads the PDF, submits it with \`lp\` and follows it over IPP until CUPS says
completed; the time runs until the emulator (\`ippeveprinter\`, keeping each file) has the last one. The floor is \`lp\` of the
same PDFs, one after another, straight to the same CUPS queue, timed the same way. The daemon prints one job at a time and
waits for each to complete (that is how it knows a check printed), where the floor hands CUPS the whole batch at once.
`;
}
