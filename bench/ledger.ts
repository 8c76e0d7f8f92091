// Benchmark of the ledger, on PostgreSQL:
//   A. posting journal entries of 2–6 lines through postEntries, BATCH entries per call and
//      transaction (as an import posts), against a floor: the same rows by plain multi-row INSERTs;
//   B. trialBalance over LINES journal lines of one company, against a floor: one hand-written
//      GROUP BY through the bare pg client.
import type { Knex } from "knex";
import type pg from "pg";
import { createUser } from "../app/modules/auth/auth.server";
import { signupSchema } from "../app/modules/auth/schema";
import { createCompany, type CompanyContext } from "../app/modules/companies/companies.server";
import { companyCreateSchema } from "../app/modules/companies/schema";
import { postEntries, trialBalance } from "../app/modules/ledger/ledger.server";
import { createChart, generateEntriesWithLines, generateEntry, insertPlain, LAST_DATE, toPosting, type GenEntry } from "./lib/ledger-data";
import { seededRng } from "./lib/prng";
import { fmtInt, Progress } from "./lib/progress";
import { median } from "./lib/report";
import { benchCompanyFields, SAN_JOSE } from "./lib/company";

export interface LedgerBenchOptions {
  entries: number;
  lines: number;
  batch: number;
  runs: number;
  seed: number;
}

export interface LedgerBenchResult {
  options: LedgerBenchOptions;
  posting: { entries: number; lines: number; seconds: number; entriesPerSecond: number; linesPerSecond: number; nodeCpuSeconds: number };
  postingFloor: { seconds: number; entriesPerSecond: number; linesPerSecond: number; nodeCpuSeconds: number };
  trialBalance: { lines: number; tableLines: number; accounts: number; runsMs: number[]; medianMs: number };
  trialBalanceFloor: { runsMs: number[]; medianMs: number };
}

const companyFields = (name: string) => benchCompanyFields(name, { ...SAN_JOSE, email: "accounts@bench.test" });

const time = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/** Wall time and this process's CPU time (user + system), in ms. */
const timeWithCpu = async (work: () => Promise<unknown>) => {
  const cpu = process.cpuUsage();
  const wall = await time(work);
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
};

const say = (text: string) => process.stderr.write(`${text}\n`);

export async function runLedgerBenchmark(db: Knex, client: pg.Client, options: LedgerBenchOptions): Promise<LedgerBenchResult> {
  const rng = seededRng(options.seed);

  // Two companies with the same chart: one posts through postEntries, the other takes the floor's rows.
  const user = await createUser(
    db,
    signupSchema.parse({ email: "bench@example.com", password: "correct horse battery", firstName: "Bench", lastName: "Runner" }),
  );
  const postingCompany = await createCompany(db, user.id, companyCreateSchema.parse(companyFields("Bench Books")));
  const floorCompany = await createCompany(db, user.id, companyCreateSchema.parse(companyFields("Floor Books")));
  const ctx: CompanyContext = { companyId: postingCompany.id, userId: user.id, today: "2026-11-22" };
  const floorCtx: CompanyContext = { companyId: floorCompany.id, userId: user.id, today: "2026-11-22" };
  const accounts = await createChart(db, ctx);
  const floorAccounts = await createChart(db, floorCtx);

  // ---- A. posting ------------------------------------------------------------------------
  const entries: GenEntry[] = Array.from({ length: options.entries }, () => generateEntry(rng));
  const postedLines = entries.reduce((s, e) => s + e.lines.length, 0);
  say(
    `A. ${fmtInt(options.entries)} entries (${fmtInt(postedLines)} lines), in transactions of ${fmtInt(options.batch)}: postEntries and the plain-INSERT floor, batch by batch`,
  );
  let postingMs = 0;
  let floorMs = 0;
  let postingCpuMs = 0;
  let floorCpuMs = 0;
  const progress = new Progress("posting + floor", options.entries * 2, "entries");
  for (let start = 0, batchNo = 0; start < entries.length; start += options.batch, batchNo++) {
    const batch = entries.slice(start, start + options.batch);
    const postBatch = async () => {
      const t = await timeWithCpu(() =>
        db.transaction((trx) =>
          postEntries(
            trx,
            ctx,
            batch.map((entry) => toPosting(entry, accounts)),
          ),
        ),
      );
      postingMs += t.wall;
      postingCpuMs += t.cpu;
    };
    const floorBatch = async () => {
      const t = await timeWithCpu(() => db.transaction((trx) => insertPlain(trx, floorCompany.id, floorAccounts, batch, start + 1)));
      floorMs += t.wall;
      floorCpuMs += t.cpu;
    };
    // Alternate which goes first, so that neither always meets the other's fresh pages or checkpoint.
    if (batchNo % 2 === 0) {
      await postBatch();
      await floorBatch();
    } else {
      await floorBatch();
      await postBatch();
    }
    progress.tick(batch.length * 2);
  }
  progress.finish();

  // Both companies now hold the same books: same counts, same balance per account of the chart.
  const netsByChart = async (companyId: number, ids: number[]) => {
    const { rows } = await client.query<{ account_id: number; lines: string; net: string }>(
      "SELECT account_id, count(*) AS lines, sum(debit) - sum(credit) AS net FROM journal_lines WHERE company_id = $1 GROUP BY account_id",
      [companyId],
    );
    const byId = new Map(rows.map((r) => [r.account_id, `${r.lines}:${r.net}`]));
    return ids.map((id) => byId.get(id) ?? "0:0").join(",");
  };
  if ((await netsByChart(postingCompany.id, accounts)) !== (await netsByChart(floorCompany.id, floorAccounts))) {
    throw new Error("postEntries and the floor did not write the same books");
  }

  // ---- B. trial balance ------------------------------------------------------------------
  const topUp = generateEntriesWithLines(rng, options.lines - postedLines);
  say(
    `B. adding ${fmtInt(options.lines - postedLines)} lines (${fmtInt(topUp.length)} balanced entries) by bulk INSERTs to reach ${fmtInt(options.lines)} lines in the company`,
  );
  const load = new Progress("bulk loading", options.lines - postedLines, "lines");
  for (let start = 0; start < topUp.length; start += options.batch) {
    const batch = topUp.slice(start, start + options.batch);
    await db.transaction((trx) => insertPlain(trx, postingCompany.id, accounts, batch, options.entries + start + 1));
    load.tick(batch.reduce((s, e) => s + e.lines.length, 0));
  }
  load.finish();
  // Keep the company's JE series in step with the entries loaded by hand.
  await db("documentCounters")
    .where({ companyId: postingCompany.id, documentType: "JE" })
    .update({ lastValue: options.entries + topUp.length });
  say("   VACUUM ANALYZE (as autovacuum would after a load) …");
  await client.query("VACUUM ANALYZE journal_lines");
  await client.query("VACUUM ANALYZE journal_entries");
  await client.query("VACUUM ANALYZE company_accounts");

  const { rows: countRows } = await client.query<{ company: string; total: string }>(
    "SELECT count(*) FILTER (WHERE company_id = $1) AS company, count(*) AS total FROM journal_lines",
    [postingCompany.id],
  );
  const companyLines = Number(countRows[0].company);
  if (companyLines !== options.lines) throw new Error(`expected ${options.lines} lines, found ${companyLines}`);

  const floorSql =
    "SELECT account_id, sum(debit) AS debit, sum(credit) AS credit FROM journal_lines WHERE company_id = $1 GROUP BY account_id";
  type FloorRow = { account_id: number; debit: string; credit: string };
  let tbResult: Awaited<ReturnType<typeof trialBalance>> | undefined;
  let floorRows: FloorRow[] = [];
  const runTb = () => time(async () => (tbResult = await trialBalance(db, postingCompany.id, LAST_DATE)));
  const runFloor = () => time(async () => (floorRows = (await client.query<FloorRow>(floorSql, [postingCompany.id])).rows));
  say(`   trial balance: 1 warm-up and ${options.runs} timed runs each, alternating`);
  await runTb();
  await runFloor();
  const tbMs: number[] = [];
  const floorTbMs: number[] = [];
  for (let i = 0; i < options.runs; i++) {
    if (i % 2 === 0) {
      tbMs.push(await runTb());
      floorTbMs.push(await runFloor());
    } else {
      floorTbMs.push(await runFloor());
      tbMs.push(await runTb());
    }
  }
  // Same figures both ways, and the trial balance balances.
  const tb = tbResult!;
  if (tb.totals.debit !== tb.totals.credit) throw new Error("the trial balance does not balance");
  const cents = (text: string) => Math.round(Number(text) * 100); // sums stay far below 2^53 cents here
  const floorNets = new Map(
    floorRows.map((r): [number, number] => [r.account_id, cents(r.debit) - cents(r.credit)]).filter(([, net]) => net !== 0),
  );
  const tbNets = new Map(tb.rows.map((r) => [r.accountId, r.debit - r.credit]));
  if (JSON.stringify([...tbNets].sort()) !== JSON.stringify([...floorNets].sort()))
    throw new Error("trialBalance and the GROUP BY disagree");

  const postingSeconds = postingMs / 1000;
  const floorSeconds = floorMs / 1000;
  return {
    options,
    posting: {
      entries: options.entries,
      lines: postedLines,
      seconds: postingSeconds,
      entriesPerSecond: options.entries / postingSeconds,
      linesPerSecond: postedLines / postingSeconds,
      nodeCpuSeconds: postingCpuMs / 1000,
    },
    postingFloor: {
      seconds: floorSeconds,
      entriesPerSecond: options.entries / floorSeconds,
      linesPerSecond: postedLines / floorSeconds,
      nodeCpuSeconds: floorCpuMs / 1000,
    },
    trialBalance: {
      lines: companyLines,
      tableLines: Number(countRows[0].total),
      accounts: tb.rows.length,
      runsMs: tbMs,
      medianMs: median(tbMs),
    },
    trialBalanceFloor: { runsMs: floorTbMs, medianMs: median(floorTbMs) },
  };
}
