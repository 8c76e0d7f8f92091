// The `ledgerline` CLI against a fresh, unmigrated database (a new PGlite folder, or a new PostgreSQL
// database when DATABASE_URL is set): in this process, and for real through the npx binary and
// beside another process holding the database. The tests share one database and run in order.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticateToken, getUserByEmail, listApiTokens } from "~/modules/auth/auth.server";
import { createCompany } from "~/modules/companies/companies.server";
import { companyCreateSchema } from "~/modules/companies/schema";
import { migrationSource } from "../../migrations/index";
import { runCli, withCliDatabase, type CliRunOptions } from "../support/cli";
import { spawnTsx } from "../support/child";
import { createTestDatabase, onPostgres, type TestDatabase } from "../support/db";

const SLOW = 180_000;

let tempDir: string;
let pg: TestDatabase | undefined; // PostgreSQL runs: the scratch database (the test process stays connected)

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-cli-"));
  if (onPostgres()) pg = await createTestDatabase({ migrate: false, bindModels: false });
});

afterAll(async () => {
  await pg?.cleanup();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

const target = () => ({ tempDir, pg });
const cli = (args: string[], options: CliRunOptions = {}) => runCli(target(), args, options);
const withDb = <T>(fn: (db: Knex) => Promise<T>) => withCliDatabase(target(), fn);

const ADA = { email: "ada@example.com", password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" };
const userArgs = (u: typeof ADA) => ["--email", u.email, "--first-name", u.firstName, "--last-name", u.lastName];

describe("ledgerline CLI", () => {
  it("db migrate applies every migration to a fresh database, then says it is up to date", { timeout: SLOW }, async () => {
    const all = await migrationSource.getMigrations([]);
    const first = await cli(["db", "migrate"]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(`Applied ${all.length} migration${all.length === 1 ? "" : "s"}:\n${all.map((m) => `  ${m}\n`).join("")}`);

    const again = await cli(["db", "migrate"]);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe("Database is up to date\n");
  });

  it("users create makes an account (password from stdin) and prints it as JSON", { timeout: SLOW }, async () => {
    const run = await cli(["--json", "users", "create", ...userArgs(ADA), "--password-stdin"], { input: `${ADA.password}\n` });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const user = JSON.parse(run.stdout);
    expect(user).toEqual({
      id: expect.any(Number),
      email: ADA.email,
      username: null,
      firstName: "Ada",
      lastName: "Lovelace",
      companyWebsite: null,
    });
  });

  it("bad input is refused with the spec's message, exit 1 and nothing written", { timeout: SLOW }, async () => {
    const grace = { email: "grace@example.com", password: "long enough pass", firstName: "Grace", lastName: "Hopper" };

    const badEmail = await cli(["users", "create", ...userArgs({ ...grace, email: "grace-at-example" }), "--password", grace.password]);
    expect(badEmail).toEqual({ code: 1, stdout: "", stderr: "error: Invalid email format (--email)\n" });

    const shortPassword = await cli(["users", "create", ...userArgs(grace)], { env: { LEDGERLINE_PASSWORD: "short" } });
    expect(shortPassword).toEqual({ code: 1, stdout: "", stderr: "error: Password must be at least 8 characters (--password)\n" });

    const both = await cli(["users", "create", "--email", "nope", "--password", "x", "--first-name", "G", "--last-name", "H"]);
    expect(both.code).toBe(1);
    expect(both.stderr).toBe(
      "error: invalid options:\n  --email: Invalid email format\n  --password: Password must be at least 8 characters\n",
    );

    // A real process for these two: its exit status and what reaches its stderr.
    const duplicate = await cli(["users", "create", ...userArgs({ ...grace, email: "ADA@example.com" })], {
      env: { LEDGERLINE_PASSWORD: grace.password },
      process: true,
    });
    expect(duplicate).toEqual({ code: 1, stdout: "", stderr: "error: An account with this email already exists.\n" });
    expect(duplicate.stderr).not.toMatch(/\bat\b.*\.ts:\d+/); // no stack trace without --verbose

    const usage = await cli(["users", "create", "--email", grace.email, "--first-name", "Grace"], { process: true });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toBe("error: required option '--last-name <name>' not specified\n");

    // Still exactly one user. Read through cli/bin.js (the npx entry) from another directory.
    const list = await cli(["users", "list", "--json"], { viaBin: true, cwd: os.tmpdir() });
    expect(list.stderr).toBe("");
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout).map((u: { email: string }) => u.email)).toEqual([ADA.email]);
  });

  it("tokens create prints only a working token; revoke (by id or by token) stops it", { timeout: SLOW }, async () => {
    const created = await cli(["tokens", "create", "--email", ADA.email, "--name", "print daemon"]);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^llt_[A-Za-z0-9_-]{20,}\n$/);
    expect(created.stderr).toMatch(/shown only once/);
    const token = created.stdout.trim();

    const second = await cli(["--json", "tokens", "create", "--email", ADA.email]);
    expect(second.code).toBe(0);
    const other = JSON.parse(second.stdout) as { id: number; token: string; name: string };
    expect(other.name).toBe("CLI token");

    const tokenId = await withDb(async (db) => {
      expect((await authenticateToken(db, token))?.email).toBe(ADA.email);
      expect((await authenticateToken(db, other.token))?.email).toBe(ADA.email);
      const user = await getUserByEmail(db, ADA.email);
      const tokens = await listApiTokens(db, user!.id);
      expect(tokens.map((t) => t.name)).toEqual(["print daemon", "CLI token"]);
      return tokens[0].id as number;
    });

    const byId = await cli(["tokens", "revoke", "--email", ADA.email, "--id", String(tokenId)]);
    expect(byId).toEqual({ code: 0, stdout: `Revoked token ${tokenId}\n`, stderr: "" });
    const byToken = await cli(["tokens", "revoke", "--email", ADA.email, "--token", other.token]);
    expect(byToken).toEqual({ code: 0, stdout: `Revoked token ${other.id}\n`, stderr: "" });

    await withDb(async (db) => {
      expect(await authenticateToken(db, token)).toBeNull();
      expect(await authenticateToken(db, other.token)).toBeNull();
    });

    const again = await cli(["tokens", "revoke", "--email", ADA.email, "--id", String(tokenId)]);
    expect(again).toEqual({ code: 1, stdout: "", stderr: `error: No active token ${tokenId} for ${ADA.email}\n` });

    const list = await cli(["tokens", "list", "--email", ADA.email]);
    expect(list.code).toBe(0);
    const rows = list.stdout.trim().split("\n");
    expect(rows[0]).toMatch(/^ID\s+NAME\s+SCOPE\s+CREATED\s+LAST USED\s+STATUS$/);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(new RegExp(`^${tokenId}\\s+print daemon\\s+user\\s+.*\\brevoked\\b`));

    const nobody = await cli(["tokens", "create", "--email", "nobody@example.com"]);
    expect(nobody).toEqual({ code: 1, stdout: "", stderr: "error: No user with email nobody@example.com\n" });
  });

  it("companies list shows the user's companies, as a table or JSON", { timeout: SLOW }, async () => {
    await withDb(async (db) => {
      const user = await getUserByEmail(db, ADA.email);
      const input = companyCreateSchema.parse({
        companyName: "Analytical Engines",
        legalName: "Analytical Engines Ltd",
        federalId: "12-3456789",
        phone: "+44 1494 000000",
        email: "office@analytical.example",
        country: "United Kingdom",
        region: "Buckinghamshire",
        addressLine1: "1 Difference Way",
        city: "High Wycombe",
        zipCode: "HP11 1AA",
        timezone: "UTC+00:00 London, Dublin, Lisbon",
        primaryCurrency: "USD",
      });
      await createCompany(db, user!.id, input);
    });

    const json = await cli(["companies", "list", "--email", ADA.email, "--json"]);
    expect(json.stderr).toBe("");
    expect(json.code).toBe(0);
    const companies = JSON.parse(json.stdout);
    expect(companies).toHaveLength(1);
    expect(companies[0]).toMatchObject({
      id: expect.any(Number),
      name: "Analytical Engines",
      companyName: "Analytical Engines",
      legalName: "Analytical Engines Ltd",
      primaryCurrency: "USD",
      country: "United Kingdom",
    });
    expect(companies[0]).not.toHaveProperty("encryptionPasswordHash");

    const text = await cli(["companies", "list", "--email", ADA.email]);
    expect(text.code).toBe(0);
    expect(text.stdout.split("\n")[0]).toMatch(/^ID\s+NAME\s+LEGAL NAME\s+INDUSTRY\s+CURRENCY$/);
    expect(text.stdout.split("\n")[1]).toMatch(
      new RegExp(`^${companies[0].id}\\s+Analytical Engines\\s+Analytical Engines Ltd\\s+Ad agency or marketing\\s+USD$`),
    );
  });

  it("tokens create --company scopes a key (a role no higher than the user's, or --print); list shows it", { timeout: SLOW }, async () => {
    const companyId = await withDb(async (db) => {
      const user = await getUserByEmail(db, ADA.email);
      const [company] = await db("companyMembers").where({ userId: user!.id }).select("companyId");
      // Babbage reads the books only.
      const [babbage] = await db("users")
        .insert({ email: "babbage@example.com", firstName: "Charles", lastName: "Babbage", passwordHash: "x" })
        .returning("id");
      await db("companyMembers").insert({ companyId: company.companyId, userId: babbage.id, role: "viewer" });
      return Number(company.companyId);
    });
    const company = String(companyId);

    const print = await cli(["tokens", "create", "--email", ADA.email, "--company", company, "--print", "--name", "front office"]);
    expect(print.code).toBe(0);
    expect(print.stdout).toMatch(/^llt_[A-Za-z0-9_-]{20,}\n$/);
    expect(print.stderr).toMatch(new RegExp(`\\(company ${companyId}, Print only\\)`));
    const viewer = await cli(["--json", "tokens", "create", "--email", ADA.email, "--company", company, "--role", "viewer"]);
    expect(JSON.parse(viewer.stdout)).toMatchObject({ companyId, scope: "viewer", token: expect.stringMatching(/^llt_/) });

    const above = await cli(["tokens", "create", "--email", "babbage@example.com", "--company", company, "--role", "admin"]);
    expect(above).toEqual({ code: 1, stdout: "", stderr: "error: You do not have permission to give a key a role above your own.\n" });
    const both = await cli(["tokens", "create", "--email", ADA.email, "--company", company, "--role", "viewer", "--print"]);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/exactly one of --role or --print/);
    const stranger = await cli(["tokens", "create", "--email", ADA.email, "--company", String(companyId + 100), "--role", "viewer"]);
    expect(stranger).toEqual({ code: 1, stdout: "", stderr: `error: ${ADA.email} is not a member of company ${companyId + 100}\n` });

    const list = await cli(["tokens", "list", "--email", ADA.email]);
    const rows = list.stdout.trim().split("\n");
    expect(rows.find((row) => row.includes("front office"))).toMatch(
      new RegExp(`front office\\s+company ${companyId}: Print only\\s+.*\\bnever\\s+active$`),
    );
    expect(rows.find((row) => row.includes("CLI token") && row.includes("Viewer"))).toMatch(/\bactive$/);

    const token = print.stdout.trim();
    const id = JSON.parse(viewer.stdout).id;
    const revoke = await cli(["tokens", "revoke", "--email", ADA.email, "--token", token]);
    expect(revoke.code).toBe(0);
    expect((await cli(["tokens", "revoke", "--email", ADA.email, "--id", String(id)])).stdout).toBe(`Revoked token ${id}\n`);
    await withDb(async (db) => expect(await authenticateToken(db, token)).toBeNull());
  });

  it("refuses an embedded database that another live process holds", { timeout: SLOW }, async () => {
    const dataDir = path.join(tempDir, "locked");
    const folder = path.join(dataDir, "pglite");
    fs.mkdirSync(dataDir, { recursive: true });
    const holder = await spawnTsx("tests/support/hold-database.ts", [folder], { readyLine: "ready", timeoutMs: 150_000 });
    try {
      const refused = await cli(["--data-dir", dataDir, "users", "list"], { noDatabaseArgs: true });
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toMatch(
        new RegExp(`^error: The database in .*pglite is in use by another Ledgerline process \\(pid ${holder.child.pid}\\)\\.`),
      );
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    } finally {
      await holder.stop();
    }
    // Once the holder has gone, the folder is usable again.
    const after = await cli(["--data-dir", dataDir, "db", "migrate"], { noDatabaseArgs: true });
    expect(after).toEqual({ code: 0, stdout: "Database is up to date\n", stderr: "" });
  });
});
