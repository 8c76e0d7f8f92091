// `npm run bench`: Ledgerline's benchmarks, on PostgreSQL only. Each figure is reported against
// a floor measured in the same run on the same database (a ratio), never as an absolute target.
//
//   DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
//                  a fresh database ledgerline_bench_<random> is made there and dropped at the end
//   BENCH_SCALE    scales the sizes for a quick run (e.g. 0.05); bench/RESULTS.md is written only
//                  at the issue's sizes (scale 1: 100,000 posted entries, 1,000,000 lines)
//   BENCH_SEED     seed of the generated books (default 20261122)
//   BENCH_BATCH    entries per transaction (default 1,000)
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { Model } from "objection";
import { closeDatabase, migrateLatest, openDatabase } from "../app/utils/db.server";
import { runLedgerBenchmark, type LedgerBenchResult } from "./ledger";
import { connect, createBenchDatabase, dropBenchDatabase, serverUrl, urlFor } from "./lib/database";
import { fmtInt } from "./lib/progress";
import { describeMachine, markdownTable, textTable, type Machine } from "./lib/report";

const RESULTS = fileURLToPath(new URL("./RESULTS.md", import.meta.url));

function numberFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${text}"`);
  return value;
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

function resultsMarkdown(r: LedgerBenchResult, machine: Machine, date: Date, wallSeconds: number, load: { before: number[]; after: number[] }): string {
  const { header, body } = rows(r);
  const o = r.options;
  return `# Benchmark results

Written by \`npm run bench\` (\`bench/run.ts\`) on ${date.toISOString()}. Every figure is compared with
a floor measured in the same run, on the same database; the ratio is the figure to read, not the
absolute numbers.

## Machine

| | |
|---|---|
| CPU | ${machine.cpu} |
| cores | ${machine.cores} |
| memory | ${machine.memoryGiB} GiB |
| OS | ${machine.platform} |
| Node | ${machine.node} |
| PostgreSQL | ${machine.postgres} |
| PostgreSQL settings | ${Object.entries(machine.settings).map(([k, v]) => `${k}=${v}`).join(", ")} |
| load average (1, 5, 15 min) | before ${loadText(load.before)}; after ${loadText(load.after)} (the server and the benchmark share these cores with whatever else runs) |

## Ledger (issue 3)

${markdownTable(header, body)}

Sizes: ${fmtInt(o.entries)} entries posted, ${fmtInt(o.lines)} lines in the trial-balance company
(the table holds ${fmtInt(r.trialBalance.tableLines)} lines in all: the floor's company has its own copy of
the posted entries), ${r.trialBalance.accounts} accounts with a balance, seed ${o.seed}; the run took ${fmt(wallSeconds / 60, 1)} min.

**A. Posting.** Entries of 2–6 lines (uniform; amounts 1–1,000,000 cents on 20 accounts of
mixed types; dates over 2024–2026), generated from a seeded PRNG, posted one by one through
\`postEntry(trx, ctx, posting)\` in transactions of ${fmtInt(o.batch)} entries, which is how a bulk import
would run (validation against the company's accounts, the locked counter row for the JE number,
the entry and its lines; the deferred balance trigger at each commit). Floor: the same rows (the
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

Where postEntry's time goes, step by step: \`node --import tsx bench/profile-posting.ts\`.
`;
}

async function main() {
  const scale = numberFromEnv("BENCH_SCALE", 1);
  const options = {
    entries: Math.max(10, Math.round(100_000 * scale)),
    lines: Math.max(100, Math.round(1_000_000 * scale)),
    batch: Math.round(numberFromEnv("BENCH_BATCH", 1_000)),
    runs: 5,
    seed: Math.round(numberFromEnv("BENCH_SEED", 20261122)),
  };
  const server = serverUrl();
  const started = performance.now();
  const loadBefore = os.loadavg();
  const name = await createBenchDatabase(server);
  process.stderr.write(`Benchmark database ${name} on ${new URL(server).host}${scale !== 1 ? ` (BENCH_SCALE=${scale})` : ""}\n`);
  const db = openDatabase({ url: urlFor(server, name) });
  const client = await connect(server, name);
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await client.end().catch(() => {});
    await closeDatabase(db).catch(() => {});
    await dropBenchDatabase(server, name);
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
    const result = await runLedgerBenchmark(db, client, options);
    const wallSeconds = (performance.now() - started) / 1000;
    const date = new Date();
    const { header, body } = rows(result);
    console.log("");
    console.log(`Ledgerline benchmark — ${date.toISOString()}`);
    console.log(`${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.postgres.split(" on ")[0]}`);
    console.log("");
    console.log(textTable(header, body));
    console.log("");
    console.log(`trialBalance runs (ms): ${result.trialBalance.runsMs.map((ms) => fmt(ms, 1)).join(", ")}`);
    console.log(`floor GROUP BY runs (ms): ${result.trialBalanceFloor.runsMs.map((ms) => fmt(ms, 1)).join(", ")}`);
    console.log(`load average before: ${loadText(loadBefore)}; after: ${loadText(os.loadavg())}`);
    if (scale === 1) {
      fs.writeFileSync(RESULTS, resultsMarkdown(result, machine, date, wallSeconds, { before: loadBefore, after: os.loadavg() }));
      console.log(`\nWritten to bench/RESULTS.md (${fmt(wallSeconds / 60, 1)} min).`);
    } else {
      console.log(`\nScaled run (BENCH_SCALE=${scale}): bench/RESULTS.md is only written at the full sizes.`);
    }
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
