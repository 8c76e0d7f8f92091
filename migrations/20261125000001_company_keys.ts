import type { Knex } from "knex";

// Keys that a distributed PostgreSQL (Citus) can keep with every business table distributed by
// company_id (docs/distribution.md). Citus enforces a primary key or unique index only when it
// contains the distribution column, a foreign key between distributed tables only when both sides
// carry it in the same place, and it refuses any foreign key from a reference table (users) to a
// distributed one.
// - Every business table's primary key becomes (company_id, id). The UNIQUE (company_id, id) that
//   foreign keys used to reference would then duplicate it: those foreign keys are dropped,
//   re-created with the same names and definitions (now resolved to the primary key), and the
//   duplicate dropped.
// - Unique keys that left the company out get it: one primary contact per (company, vendor), one
//   address of a type per (company, vendor), one custom value per (company, vendor, field).
// - companies is distributed by its own id, so "a user's live companies have distinct names" spans
//   shards and cannot be an index: the companies service checks it under a lock on the owner's
//   users row.
// - users.current_company_id loses its foreign key (users is a reference table, companies is
//   distributed); the app clears it when a company is archived or purged and reads a dangling
//   value as no current company.
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

/** Business tables whose primary key was `id` alone. */
const KEYED_BY_ID = [
  "company_accounts",
  "journal_entries",
  "journal_lines",
  "vendor_groups",
  "customer_groups",
  "item_groups",
  "invoice_frequencies",
  "shipping_methods",
  "payment_terms",
  "vendors",
  "vendor_contacts",
  "vendor_addresses",
  "custom_field_definitions",
] as const;

/** Those of them that had a UNIQUE (company_id, id) for other tables' foreign keys to reference. */
const HAD_COMPANY_ID_UNIQUE = new Set<string>([
  "company_accounts",
  "journal_entries",
  "vendor_groups",
  "customer_groups",
  "item_groups",
  "invoice_frequencies",
  "shipping_methods",
  "payment_terms",
  "vendors",
  "custom_field_definitions",
]);

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** The foreign keys that reference `table` (its own included), as the catalog defines them. */
async function foreignKeysInto(knex: Knex, table: string): Promise<ForeignKey[]> {
  const { rows } = await knex.raw(
    `SELECT conrelid::regclass::text AS "table", conname AS "name", pg_get_constraintdef(oid) AS "definition"
       FROM pg_constraint WHERE contype = 'f' AND confrelid = ?::regclass ORDER BY conname`,
    [table],
  );
  return rows as ForeignKey[];
}

/**
 * Swap `table`'s primary key for `columns`: the foreign keys that reference the table are dropped
 * first and re-created last, so they attach to whichever unique key matches them afterwards.
 */
async function rekey(knex: Knex, table: string, columns: string, between: () => Promise<void>) {
  const referencing = await foreignKeysInto(knex, table);
  for (const fk of referencing) await knex.raw(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name}`);
  await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey`);
  await knex.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_pkey PRIMARY KEY (${columns})`);
  await between();
  for (const fk of referencing) await knex.raw(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.definition}`);
}

export async function up(knex: Knex): Promise<void> {
  for (const table of KEYED_BY_ID) {
    await rekey(knex, table, "company_id, id", async () => {
      if (HAD_COMPANY_ID_UNIQUE.has(table)) await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_company_id_id_unique`);
    });
  }

  await knex.raw("ALTER TABLE vendor_custom_values DROP CONSTRAINT vendor_custom_values_pkey");
  await knex.raw(
    "ALTER TABLE vendor_custom_values ADD CONSTRAINT vendor_custom_values_pkey PRIMARY KEY (company_id, vendor_id, definition_id)",
  );
  await knex.raw("ALTER TABLE vendor_addresses DROP CONSTRAINT vendor_addresses_vendor_id_type_unique");
  await knex.raw(
    "ALTER TABLE vendor_addresses ADD CONSTRAINT vendor_addresses_company_id_vendor_id_type_unique UNIQUE (company_id, vendor_id, type)",
  );
  await knex.raw("DROP INDEX vendor_contacts_one_primary");
  await knex.raw("CREATE UNIQUE INDEX vendor_contacts_one_primary ON vendor_contacts (company_id, vendor_id) WHERE is_primary");

  await knex.raw("DROP INDEX companies_owner_name_unique");
  await knex.raw("ALTER TABLE users DROP CONSTRAINT users_current_company_id_foreign");
}

export async function down(knex: Knex): Promise<void> {
  // Without the foreign key a purge by hand (SQL) may have left a dangling current company.
  await knex.raw(`UPDATE users SET current_company_id = NULL
    WHERE current_company_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = users.current_company_id)`);
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_current_company_id_foreign
    FOREIGN KEY (current_company_id) REFERENCES companies (id) ON DELETE SET NULL`);
  await knex.raw("CREATE UNIQUE INDEX companies_owner_name_unique ON companies (owner_id, lower(company_name)) WHERE archived_at IS NULL");

  await knex.raw("DROP INDEX vendor_contacts_one_primary");
  await knex.raw("CREATE UNIQUE INDEX vendor_contacts_one_primary ON vendor_contacts (vendor_id) WHERE is_primary");
  await knex.raw("ALTER TABLE vendor_addresses DROP CONSTRAINT vendor_addresses_company_id_vendor_id_type_unique");
  await knex.raw("ALTER TABLE vendor_addresses ADD CONSTRAINT vendor_addresses_vendor_id_type_unique UNIQUE (vendor_id, type)");
  await knex.raw("ALTER TABLE vendor_custom_values DROP CONSTRAINT vendor_custom_values_pkey");
  await knex.raw("ALTER TABLE vendor_custom_values ADD CONSTRAINT vendor_custom_values_pkey PRIMARY KEY (vendor_id, definition_id)");

  for (const table of [...KEYED_BY_ID].reverse()) {
    await rekey(knex, table, "id", async () => {
      if (HAD_COMPANY_ID_UNIQUE.has(table)) {
        await knex.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_company_id_id_unique UNIQUE (company_id, id)`);
      }
    });
  }
}
