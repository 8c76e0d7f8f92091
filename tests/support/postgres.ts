// Scratch databases on a PostgreSQL server, for tests that run against DATABASE_URL. The URL
// given to the test run names a server (and a database we never touch): every test run makes a
// new, uniquely named database there and drops it afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  name: string;
  /** DATABASE_URL for the new database (same server, user and options as the server URL). */
  url: string;
  /** Drop the database, disconnecting anyone still connected to it. */
  drop(): Promise<void>;
}

/** The same server and credentials, pointed at another database. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** The name of the database a connection string points at. */
export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ""));
}

async function withMaintenanceClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrlFor(serverUrl, "postgres") });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Names are `<prefix>_<random hex>`: lower case, so they need no quoting rules beyond "…". */
export function scratchDatabaseName(prefix: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`Bad database name prefix: ${prefix}`);
  return `${prefix}_${randomBytes(6).toString("hex")}`;
}

/**
 * Create a new database on the server that `serverUrl` points at: empty, or a copy of `template`
 * (a database nobody is connected to).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = scratchDatabaseName(prefix);
  const from = template ? ` TEMPLATE "${template.replaceAll('"', '""')}"` : "";
  await withMaintenanceClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"${from}`));
  return {
    name,
    url: databaseUrlFor(serverUrl, name),
    drop: () => dropDatabase(serverUrl, name),
  };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withMaintenanceClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`));
}

export async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  return withMaintenanceClient(serverUrl, async (client) => {
    const result = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    return result.rowCount === 1;
  });
}
