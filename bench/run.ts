// `npm run bench`: Ledgerline's benchmarks, on PostgreSQL only. Each figure is reported against
// a floor measured in the same run on the same database (a ratio), never as an absolute target.
//
//   DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
//                  a fresh database ledgerline_bench_<random> is made there and dropped at the end
//   BENCH_SCALE    scales the sizes for a quick run (e.g. 0.05); bench/RESULTS.md is written only
//                  at the issue's sizes (scale 1: 100,000 posted entries, 1,000,000 lines)
//   BENCH_SEED     seed of the generated books (default 20261122)
//   BENCH_BATCH    entries per transaction (default 1,000)
//   BENCH_ONLY     one of BENCH_PARTS (ledger, vendors, …, statements, dashboard): run one benchmark (bench/RESULTS.md
//                  is then not written; the part's section is printed, to paste into it)
//   BENCH_CHECKS   checks in the printing benchmark (default 300, scaled by BENCH_SCALE); it needs CUPS (scripts/cups-test-env.sh)
//   BENCH_KEEP     keep the benchmark database afterwards (its name is printed), to EXPLAIN queries on it
//   BENCH_BANKING  "statement": the banking part measures only the statement import and matching (the
//                  register pages are skipped; the 1,000,000 lines are loaded all the same)
//   --profile      instead of the benchmarks, where posting's and a page's time goes (bench/profile.ts)
//
// The vendors benchmark starts the app server from the production build: `npm run bench` builds first.
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { Model } from "objection";
import { closeDatabase, migrateLatest, openDatabase } from "../app/utils/db.server";
import { journalImportMarkdown, journalImportRows, runJournalImportBenchmark } from "./journal-import";
import { runLedgerBenchmark, type LedgerBenchResult } from "./ledger";
import { checksPrintMarkdown, checksPrintRows, runChecksPrintBenchmark } from "./checks-print";
import { purchasingMarkdown, purchasingRows, runPurchasingBenchmark } from "./purchasing";
import { runSalesBenchmark, salesMarkdown, salesRows } from "./sales";
import { runSalesBooksBenchmark, salesBooksRows } from "./sales-books";
import { runStatementsBenchmark, statementsMarkdown, statementsRows } from "./statements";
import { bankingMarkdown, bankingRows, runBankingBenchmark } from "./banking";
import { dashboardMarkdown, dashboardRows, runDashboardBenchmark } from "./dashboard";
import { inventoryMarkdown, inventoryRows, runInventoryBenchmark } from "./inventory";
import { profilePage, profilePosting, vendorsListPage } from "./profile";
import { runVendorBenchmark, type VendorBenchResult } from "./vendors";
import { everyScreenMarkdown, pageWeightMarkdown, pageWeightText } from "./page-weight";
import { connect, createBenchDatabase, dropBenchDatabase, serverUrl, urlFor } from "./lib/database";
import { fmtInt } from "./lib/progress";
import { BROWSER_ACCEPT_ENCODING } from "./lib/load";
import { p99TargetNote } from "./lib/pages";
import { stackFloorMarkdown, stackFloorRows } from "./lib/stack-floor";
import { cpuTicks, describeMachine, markdownTable, stealShare, textTable, type Machine } from "./lib/report";

const RESULTS = fileURLToPath(new URL("./RESULTS.md", import.meta.url));

function numberFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${text}"`);
  return value;
}

/** BENCH_BANKING: "statement" for the banking part's statement import and matching alone. */
function bankingPart(): "all" | "statement" {
  const part = process.env.BENCH_BANKING ?? "";
  if (part === "" || part === "all") return "all";
  if (part === "statement") return part;
  throw new Error(`BENCH_BANKING must be "statement" (or unset), not "${part}"`);
}

const fmt = (n: number, digits: number) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

function rows(r: LedgerBenchResult) {
  const postingRatio = r.posting.entriesPerSecond / r.postingFloor.entriesPerSecond;
  const tbRatio = r.trialBalanceFloor.medianMs / r.trialBalance.medianMs;
  const header = ["measure", "Ledgerline", "floor (same run)", "ratio (Ledgerline speed / floor speed)"];
  const body = [
    [
      `A. post ${fmtInt(r.posting.entries)} entries (${fmtInt(r.posting.lines)} lines), entries/s`,
      fmt(r.posting.entriesPerSecond, 0),
      fmt(r.postingFloor.entriesPerSecond, 0),
      `${fmt(postingRatio, 3)} (floor is ${fmt(1 / postingRatio, 1)}× faster)`,
    ],
    ["   the same in lines/s", fmt(r.posting.linesPerSecond, 0), fmt(r.postingFloor.linesPerSecond, 0), fmt(postingRatio, 3)],
    ["   total time, s", fmt(r.posting.seconds, 1), fmt(r.postingFloor.seconds, 1), ""],
    ["   Node process CPU time meanwhile, s", fmt(r.posting.nodeCpuSeconds, 1), fmt(r.postingFloor.nodeCpuSeconds, 1), ""],
    [
      `B. trial balance over ${fmtInt(r.trialBalance.lines)} lines, median ms`,
      fmt(r.trialBalance.medianMs, 1),
      fmt(r.trialBalanceFloor.medianMs, 1),
      `${fmt(tbRatio, 3)} (trialBalance takes ${fmt(1 / tbRatio, 2)}× the floor's time)`,
    ],
  ];
  return { header, body, postingRatio, tbRatio };
}

const loadText = (load: number[]) => load.map((l) => l.toFixed(2)).join(", ");

/** The steal share of a run, as the report says it: on a virtual machine sharing its host, the figures move with it. */
function stealText(steal: number | null): string {
  if (steal === null) return "not measured (no /proc/stat)";
  return `${fmt(steal * 100, 1)}% of the cores' time during the run${steal >= 0.05 ? " — the host was busy: absolute figures and p99s are less steady than on a quiet run" : ""}`;
}

function resultsMarkdown(
  sections: string[],
  machine: Machine,
  date: Date,
  wallSeconds: number,
  load: { before: number[]; after: number[]; steal: number | null },
): string {
  return `# Benchmark results

Written by \`npm run bench\` (\`bench/run.ts\`) on ${date.toISOString()}. Every figure is compared with
a floor measured in the same run, on the same database; the ratio is the figure to read, not the
absolute numbers. The whole run took ${fmt(wallSeconds / 60, 1)} min.

## Machine

| | |
|---|---|
| CPU | ${machine.cpu} |
| cores | ${machine.cores} |
| memory | ${machine.memoryGiB} GiB |
| OS | ${machine.platform} |
| Node | ${machine.node} |
| PostgreSQL | ${machine.postgres} |
| PostgreSQL settings | ${Object.entries(machine.settings)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ")} |
| load average (1, 5, 15 min) | before ${loadText(load.before)}; after ${loadText(load.after)} (the server and the benchmark share these cores with whatever else runs) |
| CPU time taken by the hypervisor (steal) | ${stealText(load.steal)} |

${sections.join("\n")}`;
}

function ledgerMarkdown(r: LedgerBenchResult, seconds: number): string {
  const { header, body } = rows(r);
  const o = r.options;
  return `## Ledger

${markdownTable(header, body)}

Sizes: ${fmtInt(o.entries)} entries posted, ${fmtInt(o.lines)} lines in the trial-balance company
(the table holds ${fmtInt(r.trialBalance.tableLines)} lines in all: the floor's company has its own copy of
the posted entries), ${r.trialBalance.accounts} accounts with a balance, seed ${o.seed}; this part took ${fmt(seconds / 60, 1)} min.

**A. Posting.** Entries of 2–6 lines (uniform; amounts 1–1,000,000 cents on 20 accounts of
mixed types; dates over 2024–2026), generated from a seeded PRNG, posted through
\`postEntries(trx, ctx, postings)\`, ${fmtInt(o.batch)} entries per call and transaction, which is how an
import posts (every posting's lines checked, the batch's accounts in one query, its JE numbers
reserved by one counter update, the entries and their lines written set-based; the deferred
balance trigger checks each entry at commit). Targets: at least 5,000 entries/s and at least
0.5 of the floor: ${r.posting.entriesPerSecond >= 5_000 && r.posting.entriesPerSecond / r.postingFloor.entriesPerSecond >= 0.5 ? "met" : "**not met**"} in this run. Floor: the same rows (the
entries with their JE numbers and their lines) for a second company with the same chart, written by
plain multi-row INSERTs — one for a transaction's entries, one for their lines — with no
validation and no counter row, in transactions of the same size. The table's foreign keys, CHECK,
indexes and deferred balance trigger apply to both. Batches alternate between the two (and which
goes first), so both write into tables of the same size; the time includes BEGIN and COMMIT.
Both companies' balances are checked to be identical afterwards.

**B. Trial balance.** The company's lines are brought to ${fmtInt(o.lines)} by bulk INSERTs of random balanced
entries (same generator), then \`VACUUM ANALYZE\`. \`trialBalance(db, companyId, '2026-12-31')\`
(every line is on or before that date) through the app's knex handle, against one hand-written
\`SELECT account_id, sum(debit), sum(credit) FROM journal_lines WHERE company_id = $1 GROUP BY
account_id\` through a bare \`pg\` client. One warm-up each, then ${o.runs} runs each, alternating; the
median is reported. Both give the same balances (checked).

Runs (ms): trialBalance ${r.trialBalance.runsMs.map((ms) => fmt(ms, 1)).join(", ")}; floor ${r.trialBalanceFloor.runsMs.map((ms) => fmt(ms, 1)).join(", ")}.

Where posting's time goes, step by step: \`npm run bench -- --profile\`.
`;
}

/** Issue 12's target for the Vendors list page, its search and the API: p99 at most 3× the floor's. */
const VENDOR_P99_TARGET = 3;

function vendorRows(r: VendorBenchResult) {
  const header = ["measure (32 concurrent connections)", "Ledgerline", "floor (same SQL, bare pg)", "ratio (Ledgerline / floor)"];
  const scenarios = r.scenarios.flatMap((s) => [
    [
      `${s.name}, requests/s`,
      fmt(s.app.requestsPerSecond, 0),
      fmt(s.floor.requestsPerSecond, 0),
      fmt(s.app.requestsPerSecond / s.floor.requestsPerSecond, 3),
    ],
    [
      "   median latency, ms",
      fmt(s.app.medianMs, 1),
      fmt(s.floor.medianMs, 1),
      `${fmt(s.app.medianMs / s.floor.medianMs, 2)}× the floor's time`,
    ],
    [
      "   p99 latency, ms",
      fmt(s.app.p99Ms, 1),
      fmt(s.floor.p99Ms, 1),
      `${fmt(s.app.p99Ms / s.floor.p99Ms, 2)}× the floor's time${p99TargetNote(s.app, s.floor, VENDOR_P99_TARGET)}`,
    ],
  ]);
  const body = [...scenarios, ...stackFloorRows(r.stackFloor, r.scenarios, VENDOR_P99_TARGET, r.stackFloorRendered)];
  return { header, body };
}

function vendorMarkdown(r: VendorBenchResult, seconds: number): string {
  const { header, body } = vendorRows(r);
  const o = r.options;
  return `## Vendors list (issue 4)

${markdownTable(header, body)}

Sizes: ${fmtInt(o.vendors)} vendors (one in ten inactive), ${fmtInt(o.postings)} vendor postings (journal entries of two
lines — bills Dr Office Supplies / Cr Accounts Payable and, one in five, payments Dr Accounts Payable / Cr Checking —
each with its Accounts Payable line tagged with the vendor, dated over 2025–2026); the search "${r.search}" matches
${fmtInt(r.searchMatches)} active vendors. Seeding took ${fmt(r.seedSeconds, 0)} s; this part took ${fmt(seconds / 60, 1)} min.

**How.** The app server runs in its own process from the production build (\`node --import tsx server.ts\`, on
this run's database), on the same two cores as PostgreSQL and the load generator. ${o.concurrency} workers on
keep-alive connections each send a request and wait for the whole answer before sending the next:
${fmt(o.warmupMs / 1000, 0)} s of warm-up, then ${fmt(o.durationMs / 1000, 0)} s measured, per scenario and per side.
The page requests carry a session cookie and render the whole HTML document (Active view, page 1 of 10 rows,
with the six month columns, year to date and balance); the API request carries a bearer token and answers JSON.
Every request says \`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\` as a browser does, and the answer is decoded
before it is checked, as a browser would read it: the server compresses (${r.pageEncoding}) and the client decodes.
**Floor:** the same loop over a pool of ${o.concurrency} bare \`pg\` clients, each request sending exactly the
SQL \`listVendors\` sends — the Accounts Payable lookup, the count and the page (from \`vendorListQueries\`, the
function the app itself uses) — with nothing else: no session, no company check, no rendering, no HTTP, and no
compression. The floor does not compress a copy of the page either: that would make the floor slower as the page
grows, so a fatter page would look better against it; compressing is counted as the app's own cost.

**Reading the ratios.** The API answer runs the same queries as the floor plus the bearer-token and company checks
and HTTP. The page adds the session, the dashboard layout's loader, Remix's route matching and rendering the whole
document: ${fmtInt(Math.round(r.pageBytes / 1024))} KB of HTML per request uncompressed, ${fmt(r.pageWireBytes / 1024, 1)} KB on the wire (${r.pageEncoding}).
A CPU profile of the server (\`node --cpu-prof\`) shows where the rest goes.

${stackFloorMarkdown(r.stackFloor, r.scenarios, VENDOR_P99_TARGET, r.stackFloorRendered)}
`;
}

/** `npm run bench -- --profile`: where posting's and a page's time goes (bench/profile.ts), then stop. */
async function profile() {
  const server = serverUrl();
  const name = await createBenchDatabase(server);
  const db = openDatabase({ url: urlFor(server, name) });
  try {
    await migrateLatest(db);
    Model.knex(db);
    const entries = Math.round(numberFromEnv("PROFILE_ENTRIES", 20_000));
    const requests = Math.round(numberFromEnv("PROFILE_REQUESTS", 200));
    console.log(await profilePosting(db, entries));
    console.log(await profilePage(await vendorsListPage(db, 2_000), requests));
  } finally {
    await closeDatabase(db).catch(() => {});
    await dropBenchDatabase(server, name);
  }
}

/** The benchmarks, each run alone by BENCH_ONLY=<part>. */
const BENCH_PARTS = [
  "ledger",
  "vendors",
  "import",
  "purchasing",
  "sales",
  "checks-print",
  "inventory",
  "banking",
  "statements",
  "dashboard",
];

async function main() {
  if (process.argv.includes("--profile")) return profile();
  const scale = numberFromEnv("BENCH_SCALE", 1);
  const only = process.env.BENCH_ONLY ?? "";
  if (only && !BENCH_PARTS.includes(only)) {
    throw new Error(`BENCH_ONLY must be one of ${BENCH_PARTS.join(", ")}, not "${only}"`);
  }
  const runs = (part: string) => !only || only === part;
  const options = {
    entries: Math.max(10, Math.round(100_000 * scale)),
    lines: Math.max(100, Math.round(1_000_000 * scale)),
    batch: Math.round(numberFromEnv("BENCH_BATCH", 1_000)),
    runs: 5,
    seed: Math.round(numberFromEnv("BENCH_SEED", 20261122)),
  };
  const vendorOptions = {
    vendors: Math.max(50, Math.round(10_000 * scale)),
    postings: Math.max(200, Math.round(200_000 * scale)),
    concurrency: 32,
    warmupMs: scale === 1 ? 3_000 : 1_000,
    durationMs: scale === 1 ? 15_000 : 3_000,
  };
  const purchasingOptions = {
    vendors: Math.max(50, Math.round(10_000 * scale)),
    bills: Math.max(500, Math.round(200_000 * scale)),
    payments: Math.max(200, Math.round(100_000 * scale)),
    vendorOpenBills: Math.max(50, Math.round(2_000 * scale)),
    importLines: Math.max(500, Math.round(50_000 * scale)),
    concurrency: 32,
    warmupMs: vendorOptions.warmupMs,
    durationMs: vendorOptions.durationMs,
  };
  const server = serverUrl();
  const started = performance.now();
  const loadBefore = os.loadavg();
  const ticksBefore = cpuTicks();
  const name = await createBenchDatabase(server);
  process.stderr.write(`Benchmark database ${name} on ${new URL(server).host}${scale !== 1 ? ` (BENCH_SCALE=${scale})` : ""}\n`);
  const databaseUrl = urlFor(server, name);
  const db = openDatabase({ url: databaseUrl });
  const client = await connect(server, name);
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await client.end().catch(() => {});
    await closeDatabase(db).catch(() => {});
    if (process.env.BENCH_KEEP) process.stderr.write(`Kept the database ${name}\n`);
    else await dropBenchDatabase(server, name);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: dropping ${name}\n`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  try {
    await migrateLatest(db);
    Model.knex(db);
    const machine = await describeMachine(client);
    const sections: string[] = [];
    const printed: string[] = [];
    // Each part's report is printed as soon as it is done, and a part that fails is reported as failed
    // (with its error) while the others still run: a long run is never lost to its last part.
    const part = async (name: string, work: () => Promise<void>) => {
      if (!runs(name)) return;
      const reported = printed.length;
      try {
        await work();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        process.stderr.write(`The ${name} part failed: ${message}\n`);
        sections.push(`## ${name}: this part failed\n\nThe run stopped this part with: \`${message.split("\n")[0]}\`\n`);
        printed.push(`${name}: FAILED (${message.split("\n")[0]})`, "");
      }
      console.log(printed.slice(reported).join("\n"));
    };
    await part("ledger", async () => {
      process.stderr.write("Ledger benchmark\n");
      const partStarted = performance.now();
      const result = await runLedgerBenchmark(db, client, options);
      const { header, body } = rows(result);
      sections.push(ledgerMarkdown(result, (performance.now() - partStarted) / 1000));
      printed.push(
        textTable(header, body),
        `trialBalance runs (ms): ${result.trialBalance.runsMs.map((ms) => fmt(ms, 1)).join(", ")}`,
        `floor GROUP BY runs (ms): ${result.trialBalanceFloor.runsMs.map((ms) => fmt(ms, 1)).join(", ")}`,
        "",
      );
    });
    await part("vendors", async () => {
      process.stderr.write("Vendors benchmark\n");
      const partStarted = performance.now();
      const result = await runVendorBenchmark(db, databaseUrl, vendorOptions);
      const { header, body } = vendorRows(result);
      sections.push(
        vendorMarkdown(result, (performance.now() - partStarted) / 1000),
        pageWeightMarkdown(result.weights),
        everyScreenMarkdown(),
      );
      printed.push(textTable(header, body), "", pageWeightText(result.weights), "");
    });
    await part("import", async () => {
      process.stderr.write("Journal import benchmark\n");
      const partStarted = performance.now();
      const result = await runJournalImportBenchmark(db, client, { entries: options.entries, seed: options.seed });
      const { header, body } = journalImportRows(result);
      sections.push(journalImportMarkdown(result, (performance.now() - partStarted) / 1000));
      printed.push(textTable(header, body), "");
    });
    await part("purchasing", async () => {
      process.stderr.write("Purchasing benchmark\n");
      const partStarted = performance.now();
      const result = await runPurchasingBenchmark(db, databaseUrl, purchasingOptions);
      const { header, body } = purchasingRows(result);
      sections.push(purchasingMarkdown(result, (performance.now() - partStarted) / 1000));
      printed.push(textTable(header, body), "");
    });
    await part("sales", async () => {
      process.stderr.write("Sales benchmark (receivables screens, invoices import)\n");
      const partStarted = performance.now();
      const load = os.loadavg();
      const books = await runSalesBooksBenchmark(db, client, {
        customers: Math.max(50, Math.round(10_000 * scale)),
        invoiceLines: Math.max(2_000, Math.round(500_000 * scale)),
        payments: Math.max(200, Math.round(200_000 * scale)),
        bigOpen: Math.max(50, Math.round(2_000 * scale)),
        perPage: 50,
        runs: options.runs,
      });
      const result = await runSalesBenchmark(db, {
        importLines: Math.max(500, Math.round(50_000 * scale)),
        customers: Math.max(50, Math.round(1_000 * Math.min(1, scale * 20))),
      });
      const booksTable = salesBooksRows(books);
      const { header, body } = salesRows(result);
      sections.push(salesMarkdown(result, books, (performance.now() - partStarted) / 1000, load));
      printed.push(textTable(booksTable.header, booksTable.body), "", textTable(header, body), "");
    });
    await part("statements", async () => {
      process.stderr.write("Financial statements benchmark\n");
      const partStarted = performance.now();
      const result = await runStatementsBenchmark(db, client, { lines: options.lines, batch: options.batch, runs: 9, seed: options.seed });
      const { header, body } = statementsRows(result);
      sections.push(statementsMarkdown(result, (performance.now() - partStarted) / 1000));
      printed.push(textTable(header, body), "");
    });
    await part("inventory", async () => {
      process.stderr.write("Inventory benchmark\n");
      const partStarted = performance.now();
      const result = await runInventoryBenchmark(db, databaseUrl, {
        items: Math.max(100, Math.round(50_000 * scale)),
        movements: Math.max(2_000, Math.round(1_000_000 * scale)),
        concurrency: 32,
        warmupMs: vendorOptions.warmupMs,
        durationMs: vendorOptions.durationMs,
      });
      const { header, body } = inventoryRows(result);
      sections.push(inventoryMarkdown(result, (performance.now() - partStarted) / 1000));
      printed.push(textTable(header, body), "");
    });
    await part("banking", async () => {
      process.stderr.write("Banking benchmark (the register)\n");
      const partStarted = performance.now();
      const result = await runBankingBenchmark(db, client, {
        lines: Math.max(1_000, Math.round(1_000_000 * scale)),
        perPage: 50,
        runs: options.runs,
        statementLines: Math.max(100, Math.round(100_000 * scale)),
        statementOnly: bankingPart() === "statement",
      });
      const { header, body } = bankingRows(result);
      sections.push(bankingMarkdown(result, (performance.now() - partStarted) / 1000));
      printed.push(textTable(header, body), "");
    });
    await part("dashboard", async () => {
      process.stderr.write("Dashboard benchmark (every widget)\n");
      const partStarted = performance.now();
      const result = await runDashboardBenchmark(db, databaseUrl, {
        entries: Math.max(1_000, Math.round(100_000 * scale)),
        concurrency: 32,
        warmupMs: vendorOptions.warmupMs,
        durationMs: vendorOptions.durationMs,
      });
      const { header, body } = dashboardRows(result);
      sections.push(dashboardMarkdown(result, (performance.now() - partStarted) / 1000));
      printed.push(textTable(header, body), "");
    });
    await part("checks-print", async () => {
      process.stderr.write("Printing checks benchmark\n");
      const partStarted = performance.now();
      const result = await runChecksPrintBenchmark(db, databaseUrl, {
        checks: Math.max(10, Math.round(numberFromEnv("BENCH_CHECKS", 300) * scale)),
      });
      const { header, body } = checksPrintRows(result);
      sections.push(checksPrintMarkdown(result, (performance.now() - partStarted) / 1000));
      printed.push(textTable(header, body), "");
    });
    const wallSeconds = (performance.now() - started) / 1000;
    const date = new Date();
    console.log("");
    console.log(`Ledgerline benchmark — ${date.toISOString()}`);
    console.log(
      `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.postgres.split(" on ")[0]}`,
    );
    console.log("");
    console.log(printed.join("\n"));
    const steal = stealShare(ticksBefore, cpuTicks());
    console.log(`load average before: ${loadText(loadBefore)}; after: ${loadText(os.loadavg())}; steal: ${stealText(steal)}`);
    if (scale === 1 && !only) {
      fs.writeFileSync(RESULTS, resultsMarkdown(sections, machine, date, wallSeconds, { before: loadBefore, after: os.loadavg(), steal }));
      console.log(`\nWritten to bench/RESULTS.md (${fmt(wallSeconds / 60, 1)} min).`);
    } else {
      console.log(
        `\nA partial run (BENCH_SCALE=${scale}${only ? `, BENCH_ONLY=${only}` : ""}): bench/RESULTS.md is only written by a full run.`,
      );
      if (only && scale === 1) console.log(`Its section of bench/RESULTS.md:\n\n${sections.join("\n")}`);
    }
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
