import { createHash } from "node:crypto";
import type { Knex } from "knex";

/**
 * A digest of every row of every table but the bookkeeping of sign-in (sessions, tokens, failed
 * logins) and of migrations: equal before and after a refused request when nothing was written.
 */
export async function databaseHash(db: Knex): Promise<string> {
  const result = await db.raw(
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
  );
  const tables = (result.rows as { tableName?: string; table_name?: string }[])
    .map((r) => r.tableName ?? r.table_name ?? "")
    .filter((t) => !/^(knex_migrations|sessions|api_tokens|login_failures)/.test(t));
  const hash = createHash("sha256");
  for (const table of tables) {
    const rows = (await db.raw(`select * from "${table}"`)).rows as unknown[];
    hash.update(
      table +
        rows
          .map((r) => JSON.stringify(r))
          .sort()
          .join("\n"),
    );
  }
  return hash.digest("hex");
}
