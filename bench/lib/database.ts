// The benchmark's own database: a fresh `ledgerline_bench_<random>` on the PostgreSQL server
// named by DATABASE_URL (default: the local server), migrated like the app's, dropped at the end.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const DEFAULT_SERVER_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export function serverUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_SERVER_URL;
}

export function urlFor(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** A bare pg client on `database` of the server (default: the maintenance database). */
export async function connect(server: string, database = "postgres"): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: urlFor(server, database) });
  await client.connect();
  return client;
}

export async function createBenchDatabase(server: string): Promise<string> {
  const name = `ledgerline_bench_${randomBytes(6).toString("hex")}`;
  const client = await connect(server);
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return name;
}

export async function dropBenchDatabase(server: string, name: string): Promise<void> {
  if (!/^ledgerline_bench_[0-9a-f]+$/.test(name)) throw new Error(`Refusing to drop ${name}`);
  const client = await connect(server);
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
