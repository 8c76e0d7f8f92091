import path from "node:path";
import type { Knex } from "knex";
import { Model } from "objection";
import * as z from "zod";
import { getUserByEmail, type User } from "~/modules/auth/auth.server";
import { companyContext, getMemberCompany, type Company, type CompanyContext } from "~/modules/companies/companies.server";
import type { Permission } from "~/modules/companies/policy";
import { closeDatabase, migrateLatest, openDatabase } from "~/utils/db.server";
import { DomainError } from "~/utils/errors";

export type Env = Record<string, string | undefined>;

export interface Output {
  write(text: string): unknown;
}

/** Where a run of the CLI reads and writes: the process's streams, or buffers in tests. */
export interface CliIO {
  stdout: Output;
  stderr: Output;
  /** For `--password-stdin`: a stream, or the text itself. */
  stdin?: NodeJS.ReadableStream | string;
  env: Env;
  /** Base for relative paths (default process.cwd()). */
  cwd?: string;
}

const globalOptionsSchema = z.object({
  databaseUrl: z.string().trim().min(1, "--database-url must not be empty").optional(),
  dataDir: z.string().trim().min(1, "--data-dir must not be empty").optional(),
  json: z.boolean().default(false),
  verbose: z.boolean().default(false),
  as: z.string().trim().min(1, "--as must not be empty").optional(),
});
export type GlobalOptions = z.infer<typeof globalOptionsSchema>;

export interface DatabaseTarget {
  url?: string;
  dataFolder?: string;
  /** For --verbose: where we are, without the password. */
  description: string;
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

/**
 * --database-url, else DATABASE_URL, else the embedded database in <--data-dir, LEDGERLINE_DATA_DIR
 * or ./data>/pglite — the same resolution as app/utils/config.server.ts, read from this run's env.
 */
export function resolveDatabase(options: GlobalOptions, env: Env, cwd: string): DatabaseTarget {
  const url = options.databaseUrl ?? (env.DATABASE_URL || undefined);
  if (url) return { url, description: describeUrl(url) };
  const dataFolder = path.resolve(cwd, options.dataDir ?? (env.LEDGERLINE_DATA_DIR || "data"), "pglite");
  return { dataFolder, description: `the embedded database in ${dataFolder}` };
}

/** One run of the CLI: its streams, its global options and the database it opens at most once. */
export class CliContext {
  private handle: Knex | undefined;
  private readGlobals: () => unknown = () => ({});

  constructor(readonly io: CliIO) {}

  /** main.ts points this at the program's parsed options. */
  bindGlobals(read: () => unknown) {
    this.readGlobals = read;
  }

  get globals(): GlobalOptions {
    return globalOptionsSchema.parse(this.readGlobals());
  }

  get cwd(): string {
    return this.io.cwd ?? process.cwd();
  }

  out(text: string) {
    this.io.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
  }

  err(text: string) {
    this.io.stderr.write(text.endsWith("\n") ? text : `${text}\n`);
  }

  json(value: unknown) {
    this.out(JSON.stringify(value, null, 2));
  }

  verbose(text: string) {
    if (this.globals.verbose) this.err(text);
  }

  /** Open the database without migrating (for `db migrate`, which reports what it applies). */
  openUnmigrated(): Knex {
    if (!this.handle) {
      const target = resolveDatabase(this.globals, this.io.env, this.cwd);
      this.verbose(`Using ${target.description}`);
      this.handle = openDatabase({ url: target.url, dataFolder: target.dataFolder });
      Model.knex(this.handle);
    }
    return this.handle;
  }

  /** The database with every pending migration applied, so a fresh data folder just works. */
  async db(): Promise<Knex> {
    const db = this.openUnmigrated();
    const applied = await migrateLatest(db);
    if (applied.length) this.verbose(`Applied ${applied.length} pending migration(s): ${applied.join(", ")}`);
    return db;
  }

  /** Close the database (and release the embedded database's lock) if this run opened it. */
  async close(): Promise<void> {
    const db = this.handle;
    this.handle = undefined;
    if (db) await closeDatabase(db);
  }

  async requireUser(db: Knex, email: string): Promise<User> {
    const user = await getUserByEmail(db, email);
    if (!user) throw new DomainError(`No user with email ${email}`, 404);
    return user;
  }

  /**
   * A company by its id, checked as the policy checks a web request (app/modules/companies/policy.ts):
   * with `--as <email>` (or LEDGERLINE_AS) the run is that member's, refused where their role does
   * not allow `permission` and recorded under their name; without it the CLI is the installation's
   * administrator tool and acts as one of the company's owners, with no signed-in user.
   */
  async requireCompany(
    db: Knex,
    companyId: number,
    permission: Permission = "read",
  ): Promise<{ company: Company; context: CompanyContext }> {
    const as = this.globals.as ?? (this.io.env.LEDGERLINE_AS || undefined);
    if (as) {
      const user = await this.requireUser(db, as);
      const company = await getMemberCompany(db, user.id, companyId, permission);
      return { company, context: companyContext(company, user.id) };
    }
    const row: { userId: number } | undefined = await db("companyMembers").where({ companyId, role: "owner" }).first("userId");
    if (!row) throw new DomainError(`No company ${companyId}`, 404);
    const company = await getMemberCompany(db, row.userId, companyId);
    return { company, context: companyContext(company, null) };
  }

  /** Everything on stdin, as text (for `--password-stdin`). */
  async readStdin(): Promise<string> {
    return (await this.readStdinBytes()).toString("utf8");
  }

  /** Everything on stdin, as bytes (an imported file, whose encoding is detected). */
  async readStdinBytes(): Promise<Buffer> {
    const input = this.io.stdin;
    if (input === undefined) return Buffer.alloc(0);
    if (typeof input === "string") return Buffer.from(input);
    const chunks: Buffer[] = [];
    for await (const chunk of input) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
    return Buffer.concat(chunks);
  }
}
