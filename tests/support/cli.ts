// Run the real `ledgerline` CLI in its own process against a test's database: a PGlite folder
// under `tempDir`, or the scratch PostgreSQL database `pg` on PostgreSQL runs.
import { spawn } from "node:child_process";
import path from "node:path";
import type { Knex } from "knex";
import { closeDatabase, openDatabase } from "../../app/utils/db.server";
import { repoRoot } from "./child";
import type { TestDatabase } from "./db";

export interface CliTarget {
  tempDir: string;
  pg?: TestDatabase;
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliRunOptions {
  input?: string;
  env?: Record<string, string>;
  cwd?: string;
  /** Run through cli/bin.js (the npx entry) instead of `node --import tsx cli/main.ts`. */
  viaBin?: boolean;
  /** Leave out the database options (the test gives its own). */
  noDatabaseArgs?: boolean;
  timeoutMs?: number;
}

/** The global options that point the CLI at the test's database. */
export function databaseArgs(target: CliTarget): string[] {
  return target.pg ? ["--database-url", target.pg.url!] : ["--data-dir", target.tempDir];
}

export function runCli(target: CliTarget, args: string[], options: CliRunOptions = {}): Promise<CliRun> {
  const entry = options.viaBin ? [path.join(repoRoot, "cli/bin.js")] : ["--import", "tsx", "cli/main.ts"];
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.LEDGERLINE_DATA_DIR;
  delete env.LEDGERLINE_PASSWORD;
  if (!target.pg || options.noDatabaseArgs) delete env.DATABASE_URL;
  Object.assign(env, options.env);
  const child = spawn(process.execPath, [...entry, ...(options.noDatabaseArgs ? [] : databaseArgs(target)), ...args], {
    cwd: options.cwd ?? repoRoot,
    env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.input ?? "");
  const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 120_000);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The test's database from the test process: directly on PostgreSQL; on PGlite only while no CLI runs. */
export async function withCliDatabase<T>(target: CliTarget, fn: (db: Knex) => Promise<T>): Promise<T> {
  if (target.pg) return fn(target.pg.db);
  const db = openDatabase({ dataFolder: path.join(target.tempDir, "pglite") });
  try {
    return await fn(db);
  } finally {
    await closeDatabase(db);
  }
}
