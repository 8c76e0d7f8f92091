// `ledgerline companies purge` (archived companies past 30 days, with confirmation) and
// `ledgerline db create-app-role` (a least-privilege login, PostgreSQL runs only).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Knex } from "knex";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "~/modules/accounts/accounts.server";
import { accountCreateSchema } from "~/modules/accounts/schema";
import { createUser } from "~/modules/auth/auth.server";
import { companyContext, createCompany } from "~/modules/companies/companies.server";
import { companyCreateSchema } from "~/modules/companies/schema";
import { cancelJournalEntry, createJournalEntry } from "~/modules/journal/journal-entries.server";
import { journalEntrySchema } from "~/modules/journal/schema";
import { appRoleUrl, closeDatabase, migrateLatest, openDatabase } from "~/utils/db.server";
import { runCli, withCliDatabase, type CliRunOptions } from "../support/cli";
import { createTestDatabase, onPostgres, type TestDatabase } from "../support/db";
import { companyFields } from "../support/company-fields";
import { databaseUrlFor } from "../support/postgres";

const SLOW = 300_000;
let tempDir: string;
let pgDb: TestDatabase | undefined;

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-purge-"));
  if (onPostgres()) pgDb = await createTestDatabase({ bindModels: false });
});
afterAll(async () => {
  await pgDb?.cleanup();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

const target = () => ({ tempDir, pg: pgDb });
const cli = (args: string[], options: CliRunOptions = {}) => runCli(target(), args, options);
const withDb = <T>(fn: (db: Knex) => Promise<T>) => withCliDatabase(target(), fn);

/** A company with one posted entry, its cancellation (two entries more) and an account. */
async function companyWithBooks(db: Knex, email: string, name: string) {
  const user = await createUser(db, { email, password: "correct horse battery", firstName: "Pat", lastName: "Owner" });
  const company = await createCompany(db, user.id, companyCreateSchema.parse(companyFields({ companyName: name })));
  const ctx = companyContext(company, user.id);
  const make = async (fields: Record<string, unknown>) =>
    (await createAccount(db, ctx, accountCreateSchema.parse({ accountType: "Expense", ...fields }))).id;
  const rent = await make({ accountNumber: "5100", accountName: "Rent" });
  const sales = await make({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  const posted = await createJournalEntry(
    db,
    ctx,
    journalEntrySchema.parse({
      entryDate: "11/02/2026",
      entries: [
        { accountId: rent, debit: "10.00" },
        { accountId: sales, credit: "10.00" },
      ],
    }),
  );
  await cancelJournalEntry(db, ctx, posted.id);
  return { user, company, ctx, rent, sales };
}

describe("ledgerline companies purge", () => {
  // Each CLI run starts its own embedded database (seconds each): the steps share the data and run in order.
  let ids: { old: number; recent: number };

  it("lists what it would destroy and refuses without --yes when stdin is not a terminal", { timeout: SLOW }, async () => {
    ids = await withDb(async (db) => {
      await migrateLatest(db);
      const old = await companyWithBooks(db, "old@example.com", "Old Books");
      const recent = await companyWithBooks(db, "recent@example.com", "Recent Books");
      await db("companies")
        .where({ id: old.company.id })
        .update({ archivedAt: db.raw("now() - interval '40 days'") });
      await db("companies")
        .where({ id: recent.company.id })
        .update({ archivedAt: db.raw("now() - interval '2 days'") });
      return { old: old.company.id, recent: recent.company.id };
    });
    const refused = await cli(["companies", "purge"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("Old Books");
    expect(refused.stderr).toContain("old@example.com");
    expect(refused.stderr).not.toContain("Recent Books");
    expect(refused.stderr).toContain(
      "error: this would destroy 1 archived company and their books for good; run it on a terminal to confirm, or add --yes",
    );
  });

  it("with --yes destroys only the companies archived past the period, with their books", { timeout: SLOW }, async () => {
    const nothing = await cli(["companies", "purge", "--company", String(ids.recent), "--yes"]);
    expect(nothing.code).toBe(0);
    expect(nothing.stdout).toContain(`Company ${ids.recent} is not an archived company deleted at least 30 days ago: nothing to purge`);

    const done = await cli(["companies", "purge", "--yes"]);
    expect(done.stderr).toBe("");
    expect(done.code).toBe(0);
    expect(done.stdout).toContain("Old Books");
    expect(done.stdout).toContain("Purged 1 archived company");
  });

  it("--older-than-days chooses the period; the other company's books were untouched until then", { timeout: SLOW }, async () => {
    await withDb(async (db) => {
      expect(await db("companies").where({ id: ids.old })).toEqual([]);
      expect(await db("journalLines").where({ companyId: ids.old })).toEqual([]);
      expect(await db("journalEntries").where({ companyId: ids.recent })).toHaveLength(2);
    });
    const shorter = await cli(["--json", "companies", "purge", "--older-than-days", "1", "--yes"]);
    expect(shorter.code).toBe(0);
    expect(JSON.parse(shorter.stdout)).toEqual({ purged: [ids.recent], count: 1 });
  });
});

describe("ledgerline db create-app-role", () => {
  if (!onPostgres()) {
    it("says the embedded database needs none", { timeout: SLOW }, async () => {
      const run = await cli(["db", "create-app-role", "--name", "ledgerline_app"]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("an app role is not needed");
    });
    return;
  }

  it("creates a login that posts and cancels but cannot disable the triggers or rewrite a posted entry", { timeout: SLOW }, async () => {
    const role = `ledgerline_app_${randomBytes(4).toString("hex")}`;
    const run = await cli(["db", "create-app-role", "--name", role, "--password-stdin"], { input: "app-role-pass\n" });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Created role ${role}`);
    expect(run.stdout).not.toContain("app-role-pass");

    const app = openDatabase({ url: appRoleUrl(pgDb!.url!, role, "app-role-pass") });
    try {
      const [{ who }] = (await app.raw("SELECT current_user AS who")).rows;
      expect(who).toBe(role);
      expect(await migrateLatest(app)).toEqual([]); // the schema is current: nothing to do, nothing written

      // What the app does works as the role: sign-up, a company, accounts, posting and cancelling.
      const { company, ctx, rent, sales } = await companyWithBooks(app, "role@example.com", "Role Books");
      const entry = await createJournalEntry(
        app,
        ctx,
        journalEntrySchema.parse({
          entryDate: "11/03/2026",
          entries: [
            { accountId: rent, debit: "7.00" },
            { accountId: sales, credit: "7.00" },
          ],
        }),
      );
      expect(entry.status).toBe("posted");

      await expect(app.raw("ALTER TABLE journal_entries DISABLE TRIGGER ALL")).rejects.toThrow(/must be owner/);
      await expect(app.raw("ALTER TABLE journal_lines DISABLE TRIGGER USER")).rejects.toThrow(/must be owner/);
      await expect(app.raw("DROP TRIGGER journal_entries_header_guard ON journal_entries")).rejects.toThrow(/must be owner/);
      await expect(app.raw("TRUNCATE journal_lines")).rejects.toThrow(/permission denied/);
      // The activity log (ADR 0068): the role inserted the entry's row, and may neither change nor delete one.
      const [{ n }] = (await app.raw("SELECT count(*)::int AS n FROM activity_log WHERE company_id = ?", [company.id])).rows;
      expect(n).toBeGreaterThan(0);
      await expect(app.raw("UPDATE activity_log SET record_name = 'x' WHERE company_id = ?", [company.id])).rejects.toThrow(
        /permission denied/,
      );
      await expect(app.raw("DELETE FROM activity_log WHERE company_id = ?", [company.id])).rejects.toThrow(/permission denied/);
      await expect(app.raw("UPDATE journal_entries SET entry_date = '2020-01-01' WHERE id = ?", [entry.id])).rejects.toThrow(
        /cannot be changed/,
      );
      await expect(app.raw("DELETE FROM knex_migrations")).rejects.toThrow(/permission denied/);
      await expect(app.raw("CREATE TABLE sneaky (id int)")).rejects.toThrow(/permission denied/);
      const [{ date }] = (await app.raw("SELECT entry_date::text AS date FROM journal_entries WHERE id = ?", [entry.id])).rows;
      expect(date).toBe("2026-11-03");
      expect(company.id).toBeGreaterThan(0);
    } finally {
      await closeDatabase(app);
      const admin = new pg.Client({ connectionString: databaseUrlFor(process.env.DATABASE_URL!, "postgres") });
      await admin.connect();
      try {
        // The role's grants live in the scratch database, dropped by afterAll; then the role goes.
        await pgDb!.cleanup();
        await admin.query(`DROP ROLE IF EXISTS "${role}"`);
      } finally {
        await admin.end();
      }
    }
  });
});
