// `node --import tsx bench/documents-import.ts`: only the documents' imports of `npm run bench` —
// the bills import of bench/purchasing.ts (with its floor) and the invoices import of
// bench/sales.ts (issue 26, item 11: ≥ 5,000 lines/s) — without the screens those parts also
// measure, to iterate on the imports. A fresh database as bench/run.ts makes (dropped at the end).
//
//   DATABASE_URL   the PostgreSQL server (as bench/run.ts)
//   BENCH_SCALE    scales the 50,000 lines of each import (e.g. 0.4: 20,000)
//   BENCH_IMPORTS  bills, invoices or both (default)
//   BENCH_SQL      1: also print each kind of statement's time (knex query events; the COMMIT,
//                  with the deferred checks of every entry's balance, is not among them)
//   BENCH_EXPLAIN  1: the server's log gets the plan of every statement over 50 ms, with its
//                  triggers' and foreign keys' times (auto_explain, set on the benchmark's database)
//
// Prints lines/s, the wall time, the Node process's CPU time and the PostgreSQL backends' CPU time
// (bench/lib/backend-cpu.ts), each also per 1,000 lines: on a shared machine the CPU times say
// more than the wall time. Not written to bench/RESULTS.md.
import os from "node:os";
import { Model } from "objection";
import { createUser } from "../app/modules/auth/auth.server";
import { closeDatabase, migrateLatest, openDatabase } from "../app/utils/db.server";
import { connect, createBenchDatabase, dropBenchDatabase, serverUrl, urlFor } from "./lib/database";
import { timeSql } from "./lib/sql-timer";
import { runBillsImport } from "./purchasing";
import { runSalesBenchmark } from "./sales";

const scale = Number(process.env.BENCH_SCALE || 1);
const which = process.env.BENCH_IMPORTS || "both";
if (!["bills", "invoices", "both"].includes(which)) throw new Error(`BENCH_IMPORTS must be bills, invoices or both, not "${which}"`);
const lines = Math.max(500, Math.round(50_000 * scale));
const fmt = (n: number, digits = 1) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

function report(name: string, run: { lines: number; seconds: number; nodeCpuSeconds: number; pgCpuSeconds: number | null }) {
  const per = (seconds: number) => `${fmt(seconds)} s (${fmt((seconds * 1000) / (run.lines / 1000), 0)} ms per 1,000 lines)`;
  console.log(`${name}: ${run.lines.toLocaleString("en-US")} lines, ${fmt(run.lines / run.seconds, 0)} lines/s`);
  console.log(`   wall ${per(run.seconds)}; Node CPU ${per(run.nodeCpuSeconds)}`);
  console.log(`   PostgreSQL backends' CPU ${run.pgCpuSeconds === null ? "not readable" : per(run.pgCpuSeconds)}`);
}

async function main() {
  const server = serverUrl();
  const name = await createBenchDatabase(server);
  if (process.env.BENCH_EXPLAIN === "1") {
    const client = await connect(server);
    await client.query(`ALTER DATABASE "${name}" SET session_preload_libraries = 'auto_explain'`);
    for (const [setting, value] of Object.entries({ log_min_duration: "50ms", log_analyze: "on", log_triggers: "on", log_buffers: "on" }))
      await client.query(`ALTER DATABASE "${name}" SET auto_explain.${setting} = '${value}'`);
    await client.end();
  }
  const db = openDatabase({ url: urlFor(server, name) });
  try {
    await migrateLatest(db);
    Model.knex(db);
    const sql = process.env.BENCH_SQL === "1" ? timeSql(db, (text) => text.replace(/\s+/g, " ").slice(0, 60)) : null;
    const showSql = () => {
      if (!sql) return;
      const top = [...sql.byLabel].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15);
      for (const [label, { ms, count }] of top) console.log(`   ${fmt(ms, 0).padStart(7)} ms ${String(count).padStart(6)}×  ${label}`);
      sql.reset();
    };
    const load = os.loadavg()[0];
    if (which !== "invoices") {
      const user = await createUser(db, {
        email: "bench-bills@example.com",
        password: "correct horse battery",
        firstName: "Be",
        lastName: "Nch",
      });
      sql?.reset();
      const r = await runBillsImport(db, user.id, { vendors: 1_000, importLines: lines });
      report("bills import", r.import);
      console.log(`   floor (plain INSERTs): ${fmt(r.importFloor.linesPerSecond, 0)} lines/s, ${fmt(r.importFloor.seconds)} s`);
      showSql();
    }
    if (which !== "bills") {
      sql?.reset();
      const r = await runSalesBenchmark(db, { importLines: lines, customers: 1_000 });
      report("invoices import", r);
      showSql();
    }
    console.log(`load average ${fmt(load, 1)} → ${fmt(os.loadavg()[0], 1)}`);
  } finally {
    await closeDatabase(db).catch(() => {});
    await dropBenchDatabase(server, name);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
