// A fresh, migrated database for one test file (or one test): a new database on the PostgreSQL
// server named by DATABASE_URL when it is set, otherwise an embedded PGlite in a new temp folder.
// Migrated databases are copies of the run's template (tests/support/database-template.ts).
//
//   let t: TestDatabase;
//   beforeAll(async () => { t = await createTestDatabase(); });
//   afterAll(() => t.cleanup());
//   … services take t.db; Objection models are bound to it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Knex } from "knex";
import { Model } from "objection";
import { inject } from "vitest";
import { closeDatabase, migrateLatest, openDatabase } from "../../app/utils/db.server";
import type { DatabaseTemplate } from "./database-template";
import { createScratchDatabase } from "./postgres";

export interface TestDatabase {
  db: Knex;
  /** Set on PostgreSQL runs: the new database's connection string. */
  url?: string;
  /** Set on PGlite runs: the embedded database's folder (its lock file sits beside it). */
  dataFolder?: string;
  /** Close the handle and drop the database (PostgreSQL) or remove the folder (PGlite). */
  cleanup(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /** Bind Objection's models to this database (default true). */
  bindModels?: boolean;
}

/** True when the tests run against a PostgreSQL server rather than the embedded database. */
export function onPostgres(): boolean {
  return Boolean(process.env.DATABASE_URL);
}

/** The run's migrated template, when vitest's global setup made one. */
function databaseTemplate(): DatabaseTemplate | null {
  try {
    return inject("databaseTemplate") ?? null;
  } catch {
    return null; // outside a vitest worker
  }
}

/**
 * Make `dataFolder` a migrated embedded database by copying the run's template; false when there
 * is no template (the first open then migrates).
 */
export function copyTemplateDataFolder(dataFolder: string): boolean {
  const template = databaseTemplate();
  if (!template?.dataFolder) return false;
  fs.cpSync(template.dataFolder, dataFolder, { recursive: true });
  return true;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const { migrate = true, bindModels = true } = options;
  const serverUrl = process.env.DATABASE_URL;
  const template = migrate ? databaseTemplate() : null;
  let db: Knex;
  let result: Omit<TestDatabase, "cleanup" | "db">;
  let dispose: () => Promise<void>;

  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, "ledgerline_test", template?.database);
    db = openDatabase({ url: scratch.url });
    result = { url: scratch.url };
    dispose = async () => {
      try {
        await closeDatabase(db);
      } finally {
        await scratch.drop();
      }
    };
  } else {
    const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-test-"));
    const dataFolder = path.join(tempDir, "pglite");
    if (migrate) copyTemplateDataFolder(dataFolder);
    db = openDatabase({ dataFolder });
    result = { dataFolder };
    dispose = async () => {
      try {
        await closeDatabase(db);
      } finally {
        fs.rmSync(tempDir, { recursive: true, force: true });
      }
    };
  }

  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await dispose();
  };

  try {
    // On a copy of the template this finds nothing pending and writes nothing.
    if (migrate) await migrateLatest(db);
  } catch (error) {
    await cleanup();
    throw error;
  }
  if (bindModels) Model.knex(db);
  return { db, ...result, cleanup };
}
