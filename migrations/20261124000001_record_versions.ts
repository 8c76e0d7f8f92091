import type { Knex } from "knex";

// Optimistic concurrency (ADR 0014): every record that can be edited carries a version, sent with
// the edit (a form's hidden input, an API body) and checked by the update itself
// (`… SET version = version + 1 WHERE … AND version = ?`), so an edit made on a stale copy is
// refused instead of silently overwriting another user's save. The support lists have no edit
// screen yet; their tables get the column now so the screen that adds one finds it in place.

const VERSIONED_TABLES = [
  "companies",
  "company_accounts",
  "journal_entries",
  "vendors",
  "custom_field_definitions",
  "vendor_groups",
  "customer_groups",
  "item_groups",
  "invoice_frequencies",
  "shipping_methods",
  "payment_terms",
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await knex.raw(`ALTER TABLE ${table} ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0)`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...VERSIONED_TABLES].reverse()) {
    await knex.raw(`ALTER TABLE ${table} DROP COLUMN version`);
  }
}
