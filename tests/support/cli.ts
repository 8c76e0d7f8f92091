// Run the `ledgerline` CLI against a test's database: a PGlite folder under `tempDir`, or the
// scratch PostgreSQL database `pg` on PostgreSQL runs. By default the CLI runs in the test's own
// process (cli/main.ts `runCli(argv, io)`: the same commander program, streams as buffers), which
// spares a Node start per call; `process: true` (or `viaBin`) runs it as a real process, for what
// only a process shows (the binary, signals, another process holding the database).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { Knex } from "knex";
import { Model } from "objection";
import { afterAll, beforeAll } from "vitest";
import { createUser } from "../../app/modules/auth/auth.server";
import { createCompany } from "../../app/modules/companies/companies.server";
import { companyCreateSchema } from "../../app/modules/companies/schema";
import { closeDatabase, openDatabase } from "../../app/utils/db.server";
import { runCli as runCliInProcess } from "../../cli/main";
import { repoRoot } from "./child";
import { companyFields } from "./company-fields";
import { copyTemplateDataFolder, createTestDatabase, onPostgres, type TestDatabase } from "./db";

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
  /** Run through cli/bin.js (the npx entry) in its own process. */
  viaBin?: boolean;
  /** Run `node --import tsx cli/main.ts` in its own process instead of in this one. */
  process?: boolean;
  /** Leave out the database options (the test gives its own). */
  noDatabaseArgs?: boolean;
  timeoutMs?: number;
}

/**
 * A migrated database for a CLI test: a new PostgreSQL database on PostgreSQL runs, otherwise an
 * embedded one in `<tempDir>/pglite` (a copy of the run's template). Clean up with `removeCliTarget`.
 */
export async function createCliTarget(prefix: string): Promise<CliTarget> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  if (onPostgres()) return { tempDir, pg: await createTestDatabase({ bindModels: false }) };
  copyTemplateDataFolder(path.join(tempDir, "pglite"));
  return { tempDir };
}

export async function removeCliTarget(target: CliTarget | undefined): Promise<void> {
  if (!target) return;
  await target.pg?.cleanup();
  fs.rmSync(target.tempDir, { recursive: true, force: true });
}

/** The global options that point the CLI at the test's database. */
export function databaseArgs(target: CliTarget): string[] {
  return target.pg ? ["--database-url", target.pg.url!] : ["--data-dir", target.tempDir];
}

export function runCli(target: CliTarget, args: string[], options: CliRunOptions = {}): Promise<CliRun> {
  return options.viaBin || options.process ? runCliProcess(target, args, options) : runCliHere(target, args, options);
}

/** The environment a CLI run sees: this process's, without the settings that would point it elsewhere. */
function cliEnv(target: CliTarget, options: CliRunOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.LEDGERLINE_DATA_DIR;
  delete env.LEDGERLINE_PASSWORD;
  delete env.LEDGERLINE_AS;
  if (!target.pg || options.noDatabaseArgs) delete env.DATABASE_URL;
  return Object.assign(env, options.env);
}

async function runCliHere(target: CliTarget, args: string[], options: CliRunOptions): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const stdin = new PassThrough();
  stdin.end(options.input ?? "");
  // The CLI binds Objection's models to the database it opens; the test's binding comes back after.
  const boundBefore = Model.knex();
  try {
    const code = await runCliInProcess([...(options.noDatabaseArgs ? [] : databaseArgs(target)), ...args], {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      stdin,
      env: cliEnv(target, options),
      cwd: options.cwd ?? repoRoot,
    });
    return { code, stdout, stderr };
  } finally {
    Model.knex(boundBefore);
  }
}

function runCliProcess(target: CliTarget, args: string[], options: CliRunOptions): Promise<CliRun> {
  const entry = options.viaBin ? [path.join(repoRoot, "cli/bin.js")] : ["--import", "tsx", "cli/main.ts"];
  const child = spawn(process.execPath, [...entry, ...(options.noDatabaseArgs ? [] : databaseArgs(target)), ...args], {
    cwd: options.cwd ?? repoRoot,
    env: cliEnv(target, options),
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

export interface CliSuite {
  /** The suite's database (made by its `beforeAll`). */
  target(): CliTarget;
  cli(args: string[], options?: CliRunOptions): Promise<CliRun>;
  withDb<T>(fn: (db: Knex) => Promise<T>): Promise<T>;
  /** Write `text` to `name` in the suite's temp folder; its path. */
  writeFile(name: string, text: string): string;
}

/**
 * One database for a CLI test file: made (`createCliTarget(prefix)`, then `setup` on it) in a
 * `beforeAll` registered where this is called, removed in an `afterAll`. The tests share it and
 * run in order.
 */
export function cliSuite(prefix: string, setup?: (db: Knex, target: CliTarget) => Promise<void>, setupTimeoutMs?: number): CliSuite {
  let current: CliTarget | undefined;
  beforeAll(async () => {
    current = await createCliTarget(prefix);
    const made = current;
    if (setup) await withCliDatabase(made, (db) => setup(db, made));
  }, setupTimeoutMs);
  afterAll(() => removeCliTarget(current));
  const target = () => {
    if (!current) throw new Error(`the CLI test database ${prefix} is made in beforeAll: use it inside a test or hook`);
    return current;
  };
  return {
    target,
    cli: (args, options = {}) => runCli(target(), args, options),
    withDb: (fn) => withCliDatabase(target(), fn),
    writeFile: (name, text) => {
      const file = path.join(target().tempDir, name);
      fs.writeFileSync(file, text);
      return file;
    },
  };
}

/** A user (password "correct horse battery") for a CLI test's books, and a way to give them companies. */
export async function cliOwner(db: Knex, person: { email: string; firstName: string; lastName: string }) {
  const user = await createUser(db, { ...person, password: "correct horse battery" });
  /** A new company of the user's (the setup form's fields, with `overrides`). */
  const newCompany = (overrides: Record<string, unknown> = {}) =>
    createCompany(db, user.id, companyCreateSchema.parse(companyFields(overrides)));
  return { user, newCompany };
}
