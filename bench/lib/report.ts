// The machine a benchmark ran on, and the table it prints and writes into bench/RESULTS.md.
import fs from "node:fs";
import os from "node:os";
import type pg from "pg";

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  postgres: string;
  settings: Record<string, string>;
  platform: string;
}

export async function describeMachine(client: pg.Client): Promise<Machine> {
  const cpus = os.cpus();
  const { rows } = await client.query<{ v: string }>("SELECT version() AS v");
  const settings: Record<string, string> = {};
  for (const name of ["shared_buffers", "work_mem", "synchronous_commit", "max_parallel_workers_per_gather", "jit"]) {
    const result = await client.query(`SHOW ${name}`);
    settings[name] = String(Object.values(result.rows[0])[0]);
  }
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres: rows[0].v,
    settings,
    platform: `${os.type()} ${os.release()} (${os.arch()})`,
  };
}

/** A plain-text table with right-aligned columns after the first. */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map((_, i) => (i === 0 ? "---" : "---:"))), ...rows.map(line)].join("\n");
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The machine's CPU time so far, in clock ticks (Linux /proc/stat; null elsewhere): all of it, and what the hypervisor took (steal). */
export function cpuTicks(): { total: number; steal: number } | null {
  try {
    const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user)
    return { total: fields.slice(0, 8).reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

/** The share of the cores' time the hypervisor took between two readings (a virtual machine sharing its host), or null. */
export function stealShare(before: ReturnType<typeof cpuTicks>, after: ReturnType<typeof cpuTicks>): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return (after.steal - before.steal) / (after.total - before.total);
}
