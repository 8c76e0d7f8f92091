import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, DatabaseInUseError, migrateLatest, openDatabase } from "~/utils/db.server";
import { migrationSource } from "../../migrations/index";
import { type ChildExit, spawnTsx } from "../support/child";
import { createTestDatabase, onPostgres, type TestDatabase } from "../support/db";
import { databaseExists, databaseNameOf } from "../support/postgres";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.cleanup();
});

async function userTables(db: TestDatabase["db"]): Promise<string[]> {
  const rows: { tableName: string }[] = await db("information_schema.tables")
    .where({ tableSchema: "public" })
    .whereNot("tableName", "like", "knex_migrations%")
    .orderBy("tableName")
    .select("tableName");
  return rows.map((row) => row.tableName);
}

describe("migrations", () => {
  it("apply every migration, roll back completely and apply again", async () => {
    const all = await migrationSource.getMigrations([]);
    expect(all.length).toBeGreaterThan(0);
    expect(await t.db("knex_migrations").orderBy("id").pluck("name")).toEqual(all);
    expect(await userTables(t.db)).toContain("users");
    expect(await migrateLatest(t.db)).toEqual([]);

    // Every migration is reversible: rolling all of them back leaves no table behind.
    await t.db.migrate.rollback({ migrationSource }, true);
    expect(await userTables(t.db)).toEqual([]);
    expect(await migrateLatest(t.db)).toEqual(all);
    expect(await userTables(t.db)).toContain("companies");
  });
});

describe("types coming back from the database", () => {
  it("money as a numeric string, dates as YYYY-MM-DD, counts as numbers", async () => {
    await t.db.schema.createTable("type_probes", (table) => {
      table.increments("id");
      table.decimal("amount", 14, 2).notNullable();
      table.date("posted_on").notNullable();
    });
    try {
      await t.db("type_probes").insert([
        { amount: "1.5", postedOn: "2026-01-01" },
        { amount: "1234567.05", postedOn: "2026-12-31" },
      ]);
      const rows = await t.db("type_probes").orderBy("id").select("amount", "postedOn");
      expect(rows).toEqual([
        { amount: "1.50", postedOn: "2026-01-01" },
        { amount: "1234567.05", postedOn: "2026-12-31" },
      ]);

      const counted = await t.db("type_probes").count({ n: "*" }).first();
      expect(counted).toEqual({ n: 2 });
      expect(typeof counted?.n).toBe("number");

      const total = await t.db("type_probes").sum({ total: "amount" }).first();
      expect(total).toEqual({ total: "1234568.55" });
    } finally {
      await t.db.schema.dropTable("type_probes");
    }
  });
});

describe("test databases", () => {
  it("each createTestDatabase() is a new database, and cleanup removes it", async () => {
    const extra = await createTestDatabase({ migrate: false, bindModels: false });
    if (onPostgres()) {
      const serverUrl = process.env.DATABASE_URL!;
      const name = databaseNameOf(extra.url!);
      expect(name).toMatch(/^ledgerline_test_[0-9a-f]{12}$/);
      expect(name).not.toBe(databaseNameOf(t.url!));
      expect(await databaseExists(serverUrl, name)).toBe(true);
      await extra.cleanup();
      expect(await databaseExists(serverUrl, name)).toBe(false);
    } else {
      expect(extra.dataFolder).not.toBe(t.dataFolder);
      await extra.db.raw("select 1");
      expect(fs.existsSync(extra.dataFolder!)).toBe(true);
      await extra.cleanup();
      expect(fs.existsSync(path.dirname(extra.dataFolder!))).toBe(false);
    }
  });
});

if (onPostgres()) {
  describe("on a PostgreSQL server (DATABASE_URL)", () => {
    it("tests never use the database DATABASE_URL names, only a new one on that server", async () => {
      const { rows } = await t.db.raw("select current_database() as name");
      expect(rows[0].name).toMatch(/^ledgerline_test_[0-9a-f]{12}$/);
      expect(rows[0].name).toBe(databaseNameOf(t.url!));
      expect(rows[0].name).not.toBe(databaseNameOf(process.env.DATABASE_URL!));
    });

    it("several handles (processes) share one database: no lock file, writes are seen by the other", async () => {
      const second = openDatabase({ url: t.url });
      try {
        await second.schema.createTable("shared_probes", (table) => table.text("note"));
        await second("shared_probes").insert({ note: "written by the second handle" });
        expect(await t.db("shared_probes").pluck("note")).toEqual(["written by the second handle"]);
      } finally {
        await second.schema.dropTableIfExists("shared_probes");
        await closeDatabase(second);
      }
    });
  });
} else {
  describe("the embedded database (PGlite)", () => {
    it("is refused while another live process has the folder open, and opens once it stops", async () => {
      const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-lock-test-"));
      const folder = path.join(tempDir, "pglite");
      try {
        const holder = await spawnTsx("tests/support/hold-database.ts", [folder], { readyLine: "ready", timeoutMs: 60_000 });
        let exit: ChildExit;
        try {
          expect(fs.readFileSync(`${folder}.lock`, "utf8").trim()).toBe(String(holder.child.pid));
          expect(() => openDatabase({ dataFolder: folder })).toThrow(DatabaseInUseError);
          expect(() => openDatabase({ dataFolder: folder })).toThrow(/in use/);
        } finally {
          exit = await holder.stop();
        }
        // The holder closes its database on SIGTERM and exits cleanly, releasing the lock.
        expect(exit).toEqual({ code: 0, signal: null });
        expect(fs.existsSync(`${folder}.lock`)).toBe(false);

        // The holder is gone: the folder opens, with what the holder migrated still there.
        const db = openDatabase({ dataFolder: folder });
        try {
          expect(await migrateLatest(db)).toEqual([]);
          expect(await userTables(db)).toContain("users");
        } finally {
          await closeDatabase(db);
        }
      } finally {
        fs.rmSync(tempDir, { recursive: true, force: true });
      }
    });
  });
}
