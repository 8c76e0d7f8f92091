// Vitest's global setup: one migrated database per test run, the template every test database
// starts from. Migrating a new database costs a few hundred milliseconds on PostgreSQL and seconds
// on the embedded database (initdb included), per test file; copying a migrated one costs far less:
//   PostgreSQL: CREATE DATABASE … TEMPLATE <the migrated one> (nobody connects to the template);
//   PGlite:     a copy of the migrated data folder.
// The template reaches the test processes through vitest's provide/inject; without it (a test run
// that skipped this setup) createTestDatabase migrates from scratch, as before.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { closeDatabase, migrateLatest, openDatabase } from "../../app/utils/db.server";
import { createScratchDatabase } from "./postgres";

export interface DatabaseTemplate {
  /** PostgreSQL: the migrated template database's name. */
  database?: string;
  /** PGlite: the migrated data folder to copy. */
  dataFolder?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, "ledgerline_template");
    const db = openDatabase({ url: scratch.url });
    try {
      await migrateLatest(db);
    } finally {
      await closeDatabase(db);
    }
    project.provide("databaseTemplate", { database: scratch.name });
    return () => scratch.drop();
  }
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-template-"));
  const dataFolder = path.join(tempDir, "pglite");
  const db = openDatabase({ dataFolder });
  try {
    await migrateLatest(db);
  } finally {
    await closeDatabase(db);
  }
  project.provide("databaseTemplate", { dataFolder });
  return async () => fs.rmSync(tempDir, { recursive: true, force: true });
}
