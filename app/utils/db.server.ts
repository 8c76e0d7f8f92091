import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import knexPkg from "knex";
import type { Knex } from "knex";
import ClientPgLite from "knex-pglite";
import { knexSnakeCaseMappers, Model } from "objection";
import pg from "pg";
import { migrationSource } from "../../migrations/index";
import { databaseUrl, dataDir } from "./config.server";

export type Db = Knex;
export type Trx = Knex.Transaction;

// Both drivers must hand back the same JS types: counts and bigints as numbers, accounting dates as
// 'YYYY-MM-DD' strings (never Date objects, which shift with the time zone), NUMERIC money as strings.
const INT8 = 20;
const DATE = 1082;
const parseInt8 = (value: string) => Number(value);
const keepDate = (value: string) => value;
pg.types.setTypeParser(INT8, parseInt8);
pg.types.setTypeParser(DATE, keepDate);

export class DatabaseInUseError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has one connection and no server: two processes on one folder silently lose writes.
 * Take a lock file holding our pid; refuse while another live process holds it.
 */
function lockDataFolder(folder: string): () => void {
  const lockFile = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockFile, "utf8").trim());
      if (holder && holder !== process.pid && processAlive(holder)) {
        throw new DatabaseInUseError(
          `The database in ${folder} is in use by another Ledgerline process (pid ${holder}). ` +
            `Stop that process first (the embedded database allows one process at a time), ` +
            `or set DATABASE_URL to use a PostgreSQL server.`,
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale lock of a process that is gone
    }
  }
  throw new DatabaseInUseError(`Could not lock the database folder ${folder}.`);
}

/** DATABASE_URL is not a PostgreSQL connection string. */
export class DatabaseConfigError extends Error {}

/** The database server cannot be reached or refuses us: one line saying where and why. */
export class DatabaseConnectionError extends Error {}

/** The schema is behind and this login may not migrate it (a least-privilege role). */
export class DatabaseMigrationError extends Error {}

/** Where a URL points, never with its password: `host:5432/database`. */
function whereOf(url: URL): string {
  return `${url.hostname || "localhost"}:${url.port || "5432"}${url.pathname && url.pathname !== "/" ? url.pathname : ""}`;
}

/**
 * Check a PostgreSQL connection string before any driver sees it: only postgres:// and
 * postgresql:// URLs (a mysql:// URL would otherwise be tried as PostgreSQL). Messages never
 * repeat the password.
 */
function checkDatabaseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new DatabaseConfigError("DATABASE_URL is not a valid URL; it must look like postgres://user:password@host:5432/database");
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    const shown = `${url.protocol}//${url.host}${url.pathname === "/" ? "" : url.pathname}`;
    throw new DatabaseConfigError(`DATABASE_URL must be a postgres:// URL; got ${shown}`);
  }
  if (!url.hostname && !url.searchParams.get("host")) {
    throw new DatabaseConfigError("DATABASE_URL names no host; it must look like postgres://user:password@host:5432/database");
  }
  return url;
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host not found",
  ETIMEDOUT: "timed out",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ECONNRESET: "connection reset",
  "28P01": "password authentication failed",
  "28000": "login refused",
  "3D000": "the database does not exist",
  "53300": "too many connections",
  "57P03": "the server is starting up or shutting down",
};

/** Failures the driver names only in words: what they mean, and what to check. */
const MESSAGE_REASONS: [RegExp, string][] = [
  [
    /does not support SSL/i,
    "the server does not accept SSL connections: take sslmode=require (or ssl=true) out of the URL, or turn SSL on in the server",
  ],
  [
    /Connection terminated unexpectedly/i,
    "the server closed the connection at once: check that the host and port are a PostgreSQL server's and that it accepts this client",
  ],
];

/**
 * A driver's failure to connect as one clear line (a DatabaseConnectionError); any other error as
 * it was. Knex may wrap the driver's error, and a failed DNS lookup or refused socket may come as
 * an AggregateError: the codes of all of them are read.
 */
function connectionError(error: unknown, rawUrl: string | undefined): unknown {
  if (!rawUrl || error instanceof DatabaseConnectionError) return error;
  const codes: string[] = [];
  const seen = new Set<unknown>();
  const visit = (e: unknown) => {
    if (!e || typeof e !== "object" || seen.has(e)) return;
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    for (const inner of (e as { errors?: unknown[] }).errors ?? []) visit(inner);
    visit((e as { cause?: unknown }).cause);
    visit((e as { originalError?: unknown }).originalError);
  };
  visit(error);
  const code = codes.find((c) => c in REASONS);
  const serverSays = (wanted: string) => {
    const found = [...seen].find((e) => (e as { code?: unknown }).code === wanted);
    return found instanceof Error ? found.message.split("\n")[0] : undefined;
  };
  const timedOut = error instanceof Error && error.name === "KnexTimeoutError";
  const said = code ? undefined : MESSAGE_REASONS.find(([pattern]) => [...seen].some((e) => e instanceof Error && pattern.test(e.message)));
  if (!code && !timedOut && !said) return error;
  let where = "the configured server";
  try {
    where = whereOf(new URL(rawUrl));
  } catch {
    /* checked before opening */
  }
  let reason = code ? REASONS[code] : (said?.[1] ?? "timed out");
  if (code === "28P01" || code === "28000" || code === "3D000") {
    const url = new URL(rawUrl);
    if (code === "28P01") reason = `password authentication failed for user "${decodeURIComponent(url.username) || "(none)"}"`;
    if (code === "28000") reason = serverSays("28000") ?? reason;
    if (code === "3D000") reason = `database "${decodeURIComponent(url.pathname.slice(1))}" does not exist`;
  }
  return new DatabaseConnectionError(`Cannot connect to the database at ${where} (${reason}). Check DATABASE_URL.`);
}

export interface OpenOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite in `dataFolder` is used. */
  url?: string;
  dataFolder?: string;
}

const releaseLocks = new WeakMap<Knex, () => void>();
const connectionUrls = new WeakMap<Knex, string>();

/** Open a knex handle (without migrating). Callers own it and close it with `closeDatabase`. */
export function openDatabase(options: OpenOptions = {}): Knex {
  const knex = knexPkg as unknown as typeof knexPkg.knex;
  if (options.url) {
    checkDatabaseUrl(options.url);
    const db = knex({
      client: "pg",
      connection: options.url,
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: 15_000,
      // A failed connection reaches the caller as a DatabaseConnectionError (one line); knex would
      // also log it with the driver's stack.
      log: {
        warn: (message: string) => {
          if (!String(message).startsWith("Acquire connection error")) console.warn(message);
        },
      },
      ...knexSnakeCaseMappers(),
    });
    connectionUrls.set(db, options.url);
    return db;
  }
  const folder = path.resolve(options.dataFolder ?? path.join(dataDir(), "pglite"));
  fs.mkdirSync(folder, { recursive: true });
  const release = lockDataFolder(folder);
  const pglite = new PGlite(folder, { parsers: { [INT8]: parseInt8, [DATE]: keepDate } });
  const db = knex({
    client: ClientPgLite as unknown as typeof knexPkg.Client,
    dialect: "postgres",
    connection: () => ({ pglite }) as object,
    ...knexSnakeCaseMappers(),
  } as Knex.Config);
  releaseLocks.set(db, release);
  return db;
}

/** Close a handle from `openDatabase` and release the embedded database's lock. */
export async function closeDatabase(db: Knex): Promise<void> {
  try {
    await db.destroy();
  } finally {
    releaseLocks.get(db)?.();
  }
}

/**
 * Apply pending migrations. When none is pending nothing is written (no migration lock), so the
 * server may run as a least-privilege role on a current schema; a schema that is behind, with a
 * role that may not change it, is a clear DatabaseMigrationError. Connection failures are one line.
 */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const url = connectionUrls.get(db);
  try {
    const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown[], unknown[]];
    if (pending.length === 0) return [];
    try {
      const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
      return applied;
    } catch (error) {
      if ((error as { code?: string }).code === "42501") {
        throw new DatabaseMigrationError(
          `The database schema has ${pending.length} pending migration(s) and this login may not apply them ` +
            "(a least-privilege role): run `ledgerline db migrate` with the owner's DATABASE_URL, then start again.",
        );
      }
      throw error;
    }
  } catch (error) {
    throw connectionError(error, url);
  }
}

declare global {
  var __ledgerlineDb: Promise<Knex> | undefined;
}

/**
 * The app's one database handle, migrated and bound to Objection. Kept on globalThis so dev
 * rebuilds reuse it instead of opening the embedded database twice.
 */
export function getDb(): Promise<Knex> {
  if (!globalThis.__ledgerlineDb) {
    globalThis.__ledgerlineDb = (async () => {
      const db = openDatabase({ url: databaseUrl() });
      try {
        await migrateLatest(db);
      } catch (error) {
        await closeDatabase(db);
        throw error;
      }
      Model.knex(db);
      return db;
    })();
    globalThis.__ledgerlineDb.catch(() => {
      globalThis.__ledgerlineDb = undefined;
    });
  }
  return globalThis.__ledgerlineDb;
}

export async function closeDb(): Promise<void> {
  const pending = globalThis.__ledgerlineDb;
  globalThis.__ledgerlineDb = undefined;
  if (pending) await closeDatabase(await pending);
}

/**
 * Create (or update) a LOGIN role for the running app with only SELECT/INSERT/UPDATE/DELETE on the
 * tables and USAGE on the sequences — not their owner, so it cannot ALTER, DROP or TRUNCATE them,
 * nor disable their triggers. The migration tables are read-only to it (it checks the schema is
 * current, never migrates). Tables made by later migrations (run by the owner) are granted too,
 * through the owner's default privileges. Run as the tables' owner, on PostgreSQL only.
 */
export async function createAppRole(db: Knex, name: string, password: string): Promise<{ created: boolean; database: string }> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new DatabaseConfigError("The role name must be lower-case letters, digits and _, starting with a letter or _ (at most 63)");
  }
  return db.transaction(async (trx) => {
    const { rows: me } = await trx.raw("SELECT current_user AS owner, current_database() AS database");
    const { owner, database } = me[0] as { owner: string; database: string };
    if (name === owner) throw new DatabaseConfigError(`The app role must not be the tables' owner (${owner})`);
    const { rows: existing } = await trx.raw("SELECT rolsuper, rolcreaterole FROM pg_roles WHERE rolname = ?", [name]);
    if (existing[0]?.rolsuper || existing[0]?.rolcreaterole) {
      throw new DatabaseConfigError(`The role ${name} exists and is a superuser or may create roles: choose another name`);
    }
    const { rows: owns } = await trx.raw("SELECT count(*) AS n FROM pg_tables WHERE schemaname = current_schema() AND tableowner = ?", [
      name,
    ]);
    if (Number(owns[0].n) > 0) throw new DatabaseConfigError(`The role ${name} owns tables of this database: choose another name`);
    // DDL takes no bind parameters: format() quotes the name (%I) and the password (%L).
    const ddl = async (template: string, ...args: string[]) => {
      const { rows } = await trx.raw(`SELECT format(?, ${args.map(() => "?::text").join(", ")}) AS sql`, [template, ...args]);
      await trx.raw(rows[0].sql);
    };
    if (existing.length) await ddl("ALTER ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD %L", name, password);
    else await ddl("CREATE ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD %L", name, password);
    await ddl("GRANT CONNECT ON DATABASE %I TO %I", database, name);
    await ddl("GRANT USAGE ON SCHEMA public TO %I", name);
    await ddl("REVOKE CREATE ON SCHEMA public FROM %I", name);
    await ddl("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %I", name);
    await ddl("REVOKE INSERT, UPDATE, DELETE ON knex_migrations, knex_migrations_lock FROM %I", name);
    await ddl("GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO %I", name);
    await ddl("ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %I", name);
    await ddl("ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE ON SEQUENCES TO %I", name);
    // A table its migration comments as append-only (the activity log, ADR 0068): the app may only
    // read and insert. Its company's cascade still deletes its rows (a foreign key acts as the owner).
    const { rows: appendOnly } = await trx.raw(
      "SELECT c.relname AS name FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace AND obj_description(c.oid, 'pg_class') LIKE 'append-only%'",
    );
    for (const table of appendOnly as { name: string }[]) await ddl("REVOKE UPDATE, DELETE, TRUNCATE ON %I FROM %I", table.name, name);
    return { created: existing.length === 0, database };
  });
}

/** The URL for the app role: the owner's URL with the role's name and password (for printing: pass no password). */
export function appRoleUrl(ownerUrl: string, name: string, password?: string): string {
  const url = new URL(ownerUrl);
  url.username = name;
  url.password = password ?? "";
  return url.toString();
}
