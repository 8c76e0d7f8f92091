// A wrong DATABASE_URL, for the CLI and the server: one clear line, exit status 1, no stack trace
// and never the password; a URL of another database system is refused, not tried as PostgreSQL.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../support/child";
import { runCli } from "../support/cli";
import { onPostgres } from "../support/db";
import { databaseUrlFor } from "../support/postgres";

let tempDir: string;
beforeAll(() => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-dburl-"));
});
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

const SECRET = "s3cret-Pa55";
const stackLine = /^\s+at /m;

const cases: { url: string; message: string }[] = [
  {
    url: `mysql://root:${SECRET}@db.example.com:3306/books`,
    message: "DATABASE_URL must be a postgres:// URL; got mysql://db.example.com:3306/books",
  },
  { url: "sqlite:///var/books.db", message: "DATABASE_URL must be a postgres:// URL; got sqlite:///var/books.db" },
  {
    url: `postgres//user:${SECRET}@host/db`,
    message: "DATABASE_URL is not a valid URL; it must look like postgres://user:password@host:5432/database",
  },
  {
    url: `postgres://ledger:${SECRET}@127.0.0.1:1/books`,
    message: "Cannot connect to the database at 127.0.0.1:1/books (connection refused). Check DATABASE_URL.",
  },
  {
    url: `postgresql://ledger:${SECRET}@no-such-host.invalid:5432/books`,
    message: "Cannot connect to the database at no-such-host.invalid:5432/books (host not found). Check DATABASE_URL.",
  },
];
if (onPostgres()) {
  const missing = databaseUrlFor(process.env.DATABASE_URL!, "ledgerline_no_such_database");
  cases.push({
    url: missing,
    message: `Cannot connect to the database at ${new URL(missing).hostname}:${new URL(missing).port || "5432"}/ledgerline_no_such_database (database "ledgerline_no_such_database" does not exist). Check DATABASE_URL.`,
  });
  cases.push({
    url: databaseUrlFor(process.env.DATABASE_URL!, "postgres")
      .replace("//", `//no_such_role_x:${SECRET}@`)
      .replace(/@[^@]*@/, "@"),
    message: 'role "no_such_role_x" does not exist',
  });
}

describe("a wrong DATABASE_URL", () => {
  for (const { url, message } of cases) {
    it(`the CLI says so in one line: ${message}`, { timeout: 120_000 }, async () => {
      const run = await runCli({ tempDir }, ["users", "list"], { noDatabaseArgs: true, env: { DATABASE_URL: url } });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain(message);
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).not.toMatch(stackLine);
      expect(run.stderr).not.toContain(SECRET);
    });
  }

  it("the server says so in one line and exits 1 before listening", { timeout: 120_000 }, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `postgres://ledger:${SECRET}@127.0.0.1:1/books`, PORT: "3600" };
    const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe("Cannot connect to the database at 127.0.0.1:1/books (connection refused). Check DATABASE_URL.");
    expect(output).not.toContain("Ledgerline is running");

    const mysql = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      cwd: repoRoot,
      env: { ...env, DATABASE_URL: `mysql://root:${SECRET}@db.example.com/books` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let said = "";
    mysql.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
    expect(await new Promise<number | null>((resolve) => mysql.once("close", resolve))).toBe(1);
    expect(said.trim()).toBe("DATABASE_URL must be a postgres:// URL; got mysql://db.example.com/books");
  });
});

describe("a server that is not the PostgreSQL the URL expects (issue 25, item 15)", () => {
  // Stand-ins on this machine: one answers "no SSL" to the driver's SSL request, as a PostgreSQL
  // without SSL does; the other closes every connection at once, as a server of another kind may.
  const servers: net.Server[] = [];
  const ports: Record<"noSsl" | "hangsUp", number> = { noSsl: 0, hangsUp: 0 };
  const listen = async (onConnection: (socket: net.Socket) => void) => {
    const server = net.createServer(onConnection);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as net.AddressInfo).port;
  };
  beforeAll(async () => {
    ports.noSsl = await listen((socket) => socket.once("data", () => socket.write("N")));
    ports.hangsUp = await listen((socket) => socket.destroy());
  });
  afterAll(() => servers.forEach((server) => server.close()));

  const expectOneLine = async (url: string, message: string) => {
    const run = await runCli({ tempDir }, ["users", "list"], { noDatabaseArgs: true, env: { DATABASE_URL: url } });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`error: ${message}`);
    expect(run.stderr).not.toContain(SECRET);
  };

  it("asks for SSL where the server has none: says to take sslmode=require out", { timeout: 120_000 }, async () => {
    await expectOneLine(
      `postgres://ledger:${SECRET}@127.0.0.1:${ports.noSsl}/books?sslmode=require`,
      `Cannot connect to the database at 127.0.0.1:${ports.noSsl}/books (the server does not accept SSL connections: take sslmode=require (or ssl=true) out of the URL, or turn SSL on in the server). Check DATABASE_URL.`,
    );
  });

  it("hangs up at once: says to check the host and port", { timeout: 120_000 }, async () => {
    await expectOneLine(
      `postgres://ledger:${SECRET}@127.0.0.1:${ports.hangsUp}/books`,
      `Cannot connect to the database at 127.0.0.1:${ports.hangsUp}/books (the server closed the connection at once: check that the host and port are a PostgreSQL server's and that it accepts this client). Check DATABASE_URL.`,
    );
  });
});
