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

export interface OpenOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite in `dataFolder` is used. */
  url?: string;
  dataFolder?: string;
}

const releaseLocks = new WeakMap<Knex, () => void>();

/** Open a knex handle (without migrating). Callers own it and close it with `closeDatabase`. */
export function openDatabase(options: OpenOptions = {}): Knex {
  const knex = knexPkg as unknown as typeof knexPkg.knex;
  if (options.url) {
    return knex({ client: "pg", connection: options.url, pool: { min: 0, max: 10 }, ...knexSnakeCaseMappers() });
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

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
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
