// The database's CHECK on each document table's `kind` lists exactly the kinds the catalog says
// the table stores (document-catalog/catalog.ts, ADR 0033): a kind added to a module without its
// migration, or a migration that widens the CHECK without a descriptor, fails here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kindsByTable } from "../../app/modules/document-catalog/catalog";
import { createTestDatabase, type TestDatabase } from "../support/db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ bindModels: false });
});
afterAll(async () => {
  await t?.cleanup();
});

/** The values a `CHECK (kind IN (…))` allows, read from the migrated database. */
async function checkedKinds(table: string): Promise<string[]> {
  const { rows } = await t.db.raw(
    `SELECT pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_class r ON r.oid = c.conrelid
      WHERE r.relname = ? AND c.contype = 'c' AND pg_get_constraintdef(c.oid) ~ '\\mkind\\M'`,
    [table],
  );
  expect(rows, `one CHECK on ${table}.kind`).toHaveLength(1);
  const definition: string = rows[0].definition;
  return [...definition.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

describe("document kinds in the database", () => {
  for (const [table, kinds] of kindsByTable()) {
    it(`${table}'s kind CHECK lists the catalog's kinds of ${table}`, async () => {
      expect((await checkedKinds(table)).sort()).toEqual([...kinds].sort());
    });
  }
});
