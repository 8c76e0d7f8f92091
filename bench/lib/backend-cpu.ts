// CPU time of the PostgreSQL backends serving one database, read from /proc (Linux, the server on
// this machine): what a benchmark's statements cost the server, apart from the machine's other
// load (the wall time on a shared machine says little). null when /proc cannot be read.
import fs from "node:fs";
import type { Knex } from "knex";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) so far of each backend of the current database, by pid. */
export async function backendCpu(db: Knex): Promise<Map<number, number> | null> {
  const { rows } = (await db.raw(`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)) as { rows: { pid: number }[] };
  const cpu = new Map<number, number>();
  try {
    for (const { pid } of rows) {
      // Fields 14 and 15 (utime, stime) after the command name, which is in parentheses.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      cpu.set(Number(pid), (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    }
  } catch {
    return null;
  }
  return cpu;
}

/** The backends' CPU seconds between two readings (a backend that has gone since is not counted). */
export function backendCpuSince(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let seconds = 0;
  for (const [pid, used] of after) seconds += used - (before.get(pid) ?? 0);
  return seconds;
}

/** Time a piece of work: wall seconds, this Node process's CPU seconds and the database's backends' CPU seconds. */
export async function timedWork<T>(
  db: Knex,
  work: () => Promise<T>,
): Promise<{ value: T; seconds: number; cpuSeconds: number; pgCpuSeconds: number | null }> {
  const pgBefore = await backendCpu(db);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const pgCpuSeconds = backendCpuSince(pgBefore, await backendCpu(db));
  return { value, seconds, cpuSeconds: (used.user + used.system) / 1e6, pgCpuSeconds };
}
