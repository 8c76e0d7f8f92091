// The schema stays ready to distribute by company (docs/distribution.md): read from the catalog of
// the migrated database, every table but the global ones carries company_id, its primary key is
// (company_id, id), every unique key includes company_id, and every foreign key between business
// tables pairs company_id with company_id — what Citus needs to distribute the tables by
// company_id, colocated with companies (distributed by its own id). A migration that forgets the
// rule fails here, naming the table and the key. The distribution plan in the docs lists every
// table once, in an order Citus accepts.
import fs from "node:fs";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationSource } from "../../migrations/index";
import { createTestDatabase, type TestDatabase } from "../support/db";

/** Tables of no company: one copy on every node of a cluster (Citus reference tables). */
const GLOBAL_TABLES = ["users", "sessions", "api_tokens", "login_failures", "print_daemons"];
/** Knex's own bookkeeping, which stays on the node that runs the migrations. */
const MIGRATION_TABLES = ["knex_migrations", "knex_migrations_lock"];
/** The tenant table: distributed by its own id, which is the company id. */
const TENANT_TABLE = "companies";

const KEYS_MIGRATION = "20261125000001_company_keys";
const PLAN = new URL("../../docs/distribution.md", import.meta.url);

const distributionColumn = (table: string) => (table === TENANT_TABLE ? "id" : "company_id");
const list = (columns: string[]) => `(${columns.join(", ")})`;

interface Catalog {
  tables: string[];
  columns: Map<string, Set<string>>;
  keys: { table: string; name: string; primary: boolean; exclusion: boolean; columns: string[] }[];
  foreignKeys: {
    table: string;
    name: string;
    references: string;
    columns: string[];
    referencedColumns: string[];
    onDelete: string;
    onUpdate: string;
  }[];
}

// raw() rows are not camel-cased by the mappers: every column is aliased as the code reads it.
async function readCatalog(db: Knex): Promise<Catalog> {
  const { rows: tables } = await db.raw(`SELECT relname AS "name" FROM pg_class
    WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') ORDER BY relname`);
  const { rows: columns } = await db.raw(`SELECT table_name AS "table", column_name AS "column"
    FROM information_schema.columns WHERE table_schema = 'public'`);
  // A key's columns as pg_get_indexdef names them: a plain column, or an expression's text.
  const { rows: keys } = await db.raw(`SELECT t.relname AS "table", i.relname AS "name", x.indisprimary AS "primary",
      x.indisexclusion AS "exclusion",
      ARRAY(SELECT pg_get_indexdef(x.indexrelid, k, true) FROM generate_series(1, x.indnkeyatts) AS k ORDER BY k) AS "columns"
    FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
    WHERE t.relnamespace = 'public'::regnamespace AND (x.indisunique OR x.indisexclusion)
    ORDER BY t.relname, i.relname`);
  const { rows: foreignKeys } = await db.raw(`SELECT src.relname AS "table", c.conname AS "name", dst.relname AS "references",
      ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
              JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.n) AS "columns",
      ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, n)
              JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.n) AS "referencedColumns",
      c.confdeltype::text AS "onDelete", c.confupdtype::text AS "onUpdate"
    FROM pg_constraint c JOIN pg_class src ON src.oid = c.conrelid JOIN pg_class dst ON dst.oid = c.confrelid
    WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
    ORDER BY src.relname, c.conname`);
  const byTable = new Map<string, Set<string>>();
  for (const { table, column } of columns as { table: string; column: string }[]) {
    byTable.set(table, (byTable.get(table) ?? new Set()).add(column));
  }
  return { tables: (tables as { name: string }[]).map((t) => t.name), columns: byTable, keys, foreignKeys };
}

/** Every way the catalog breaks the rule, one line each, naming the table and the key; by table. */
function distributionViolations(catalog: Catalog): string[] {
  const isBusiness = (table: string) => !GLOBAL_TABLES.includes(table) && !MIGRATION_TABLES.includes(table);
  const violations: string[] = [];

  for (const table of catalog.tables.filter(isBusiness)) {
    const column = distributionColumn(table);
    if (!catalog.columns.get(table)?.has(column)) {
      violations.push(`${table}: no ${column} column (a business table needs one; a global table is listed in GLOBAL_TABLES)`);
    }
    if (!catalog.keys.some((key) => key.table === table && key.primary)) violations.push(`${table}: no primary key`);
  }

  for (const key of catalog.keys.filter((k) => isBusiness(k.table))) {
    const column = distributionColumn(key.table);
    if (key.primary) {
      const expected = key.table === TENANT_TABLE ? ["id"] : catalog.columns.get(key.table)?.has("id") ? ["company_id", "id"] : undefined;
      if (expected ? list(key.columns) !== list(expected) : !key.columns.includes(column)) {
        violations.push(
          `${key.table}: primary key ${key.name} is ${list(key.columns)}, not ${expected ? list(expected) : `one that includes ${column}`}`,
        );
      }
    } else if (!key.columns.includes(column)) {
      const kind = key.exclusion ? "exclusion constraint" : "unique index";
      violations.push(`${key.table}: ${kind} ${key.name} on ${list(key.columns)} does not include ${column}`);
    }
  }

  for (const fk of catalog.foreignKeys.filter((f) => !MIGRATION_TABLES.includes(f.table))) {
    const at = `${fk.table}: foreign key ${fk.name} ${list(fk.columns)} → ${fk.references} ${list(fk.referencedColumns)}`;
    if (!isBusiness(fk.table)) {
      if (isBusiness(fk.references)) violations.push(`${at} points from a global table at a business table`);
      continue;
    }
    const column = distributionColumn(fk.table);
    const place = fk.columns.indexOf(column);
    if (isBusiness(fk.references) && (place < 0 || fk.referencedColumns[place] !== distributionColumn(fk.references))) {
      violations.push(`${at} does not pair ${fk.table}.${column} with ${fk.references}.${distributionColumn(fk.references)}`);
    }
    // Citus would have to change the distribution column: SET NULL/SET DEFAULT on delete, and
    // CASCADE/SET NULL/SET DEFAULT on update, are refused on a key that includes it.
    if (place >= 0 && (["n", "d"].includes(fk.onDelete) || ["c", "n", "d"].includes(fk.onUpdate))) {
      violations.push(`${at} would change ${column} (ON DELETE SET NULL/DEFAULT or ON UPDATE CASCADE/SET NULL/DEFAULT)`);
    }
  }
  return violations.sort();
}

interface PlannedTable {
  table: string;
  call: string;
}

/** The `SELECT create_…_table(…)` calls of the distribution plan, in order. */
function plannedCalls(markdown: string): PlannedTable[] {
  return [...markdown.matchAll(/^SELECT (create_(?:reference|distributed)_table\(([^)]*)\));$/gm)].map((m) => ({
    call: m[1],
    table: /^'([a-z_]+)'/.exec(m[2])?.[1] ?? m[2],
  }));
}

function planViolations(catalog: Catalog, plan: PlannedTable[]): string[] {
  const expectedCall = (table: string) =>
    GLOBAL_TABLES.includes(table)
      ? `create_reference_table('${table}')`
      : table === TENANT_TABLE
        ? `create_distributed_table('${table}', 'id')`
        : `create_distributed_table('${table}', 'company_id', colocate_with => '${TENANT_TABLE}')`;
  const violations: string[] = [];
  const tables = catalog.tables.filter((t) => !MIGRATION_TABLES.includes(t));
  for (const table of tables) {
    const calls = plan.filter((p) => p.table === table);
    if (calls.length === 0) violations.push(`docs/distribution.md: no call for ${table}; add SELECT ${expectedCall(table)};`);
    else if (calls.length > 1) violations.push(`docs/distribution.md: ${table} is distributed ${calls.length} times`);
    else if (calls[0].call !== expectedCall(table)) {
      violations.push(`docs/distribution.md: ${table} has ${calls[0].call}, expected ${expectedCall(table)}`);
    }
  }
  for (const { table } of plan) {
    if (!tables.includes(table)) violations.push(`docs/distribution.md: ${table} is not a table of the schema`);
  }
  // A table's foreign keys must point at tables Citus already knows when it is distributed.
  const position = new Map(plan.map((p, i) => [p.table, i]));
  for (const fk of catalog.foreignKeys) {
    const from = position.get(fk.table);
    const to = position.get(fk.references);
    if (from !== undefined && to !== undefined && to > from) {
      violations.push(`docs/distribution.md: ${fk.table} comes before ${fk.references}, which its foreign key ${fk.name} references`);
    }
  }
  return violations;
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.cleanup();
});

describe("the schema, ready to distribute by company", () => {
  it("keys every business table by company: primary keys, unique keys and foreign keys include company_id", async () => {
    const catalog = await readCatalog(t.db);
    expect(catalog.tables).toEqual(expect.arrayContaining([...GLOBAL_TABLES, TENANT_TABLE, "journal_lines", "vendor_custom_values"]));
    expect(catalog.keys.length).toBeGreaterThan(20);
    expect(catalog.foreignKeys.length).toBeGreaterThan(20);
    expect(distributionViolations(catalog)).toEqual([]);
  });

  it("has a distribution plan that lists every table once, each referenced table before the tables that reference it", async () => {
    const catalog = await readCatalog(t.db);
    const plan = plannedCalls(fs.readFileSync(PLAN, "utf8"));
    expect(plan.map((p) => p.table)).toEqual(expect.arrayContaining(GLOBAL_TABLES));
    expect(planViolations(catalog, plan)).toEqual([]);
  });

  it("names the table and the key of a new table that forgets the rule", async () => {
    const ddl = [
      "CREATE TABLE distribution_probe (id serial PRIMARY KEY, company_id integer NOT NULL, vendor_id integer, code text UNIQUE)",
      `ALTER TABLE distribution_probe ADD CONSTRAINT distribution_probe_vendor_fk
        FOREIGN KEY (vendor_id, company_id) REFERENCES vendors (company_id, id)`,
      `ALTER TABLE distribution_probe ADD CONSTRAINT distribution_probe_company_fk
        FOREIGN KEY (company_id) REFERENCES companies (id) ON UPDATE CASCADE`,
      "CREATE TABLE distribution_probe_notes (id serial PRIMARY KEY, note text NOT NULL)",
      "ALTER TABLE sessions ADD COLUMN probe_company_id integer REFERENCES companies (id)",
    ];
    try {
      for (const statement of ddl) await t.db.raw(statement);
      expect(distributionViolations(await readCatalog(t.db))).toEqual([
        "distribution_probe: foreign key distribution_probe_company_fk (company_id) → companies (id) would change company_id (ON DELETE SET NULL/DEFAULT or ON UPDATE CASCADE/SET NULL/DEFAULT)",
        "distribution_probe: foreign key distribution_probe_vendor_fk (vendor_id, company_id) → vendors (company_id, id) does not pair distribution_probe.company_id with vendors.company_id",
        "distribution_probe: primary key distribution_probe_pkey is (id), not (company_id, id)",
        "distribution_probe: unique index distribution_probe_code_key on (code) does not include company_id",
        "distribution_probe_notes: no company_id column (a business table needs one; a global table is listed in GLOBAL_TABLES)",
        "distribution_probe_notes: primary key distribution_probe_notes_pkey is (id), not (company_id, id)",
        "sessions: foreign key sessions_probe_company_id_fkey (probe_company_id) → companies (id) points from a global table at a business table",
      ]);
    } finally {
      await t.db.raw("ALTER TABLE sessions DROP COLUMN IF EXISTS probe_company_id");
      await t.db.raw("DROP TABLE IF EXISTS distribution_probe_notes");
      await t.db.raw("DROP TABLE IF EXISTS distribution_probe");
    }
  });

  it(`did not hold before ${KEYS_MIGRATION}, and its rollback restores the keys it replaced`, async () => {
    // A database of its own, migrated up to the one before, so no later migration is in the way.
    const earlier = await createTestDatabase({ migrate: false, bindModels: false });
    try {
      const names = await migrationSource.getMigrations([]);
      for (const _ of names.slice(0, names.indexOf(KEYS_MIGRATION))) await earlier.db.migrate.up({ migrationSource });
      const before = await readCatalog(earlier.db);
      expect(distributionViolations(before)).toEqual(
        expect.arrayContaining([
          "companies: unique index companies_owner_name_unique on (owner_id, lower(company_name)) does not include id",
          "company_accounts: primary key company_accounts_pkey is (id), not (company_id, id)",
          "journal_lines: primary key journal_lines_pkey is (id), not (company_id, id)",
          "users: foreign key users_current_company_id_foreign (current_company_id) → companies (id) points from a global table at a business table",
          "vendor_addresses: unique index vendor_addresses_vendor_id_type_unique on (vendor_id, type) does not include company_id",
          "vendor_contacts: unique index vendor_contacts_one_primary on (vendor_id) does not include company_id",
          "vendor_custom_values: primary key vendor_custom_values_pkey is (vendor_id, definition_id), not one that includes company_id",
        ]),
      );

      await earlier.db.migrate.up({ migrationSource });
      expect(await earlier.db("knex_migrations").orderBy("id", "desc").first("name")).toEqual({ name: KEYS_MIGRATION });
      expect(distributionViolations(await readCatalog(earlier.db))).toEqual([]);

      await earlier.db.migrate.down({ migrationSource });
      const after = await readCatalog(earlier.db);
      expect(after.keys).toEqual(before.keys);
      expect(after.foreignKeys).toEqual(before.foreignKeys);
    } finally {
      await earlier.cleanup();
    }
    // It runs the migrations one at a time from an empty database: near a minute on PGlite on two loaded cores.
  }, 240_000);
});
