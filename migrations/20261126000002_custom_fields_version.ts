import type { Knex } from "knex";

// Manage Custom Fields saves a company's whole set of definitions at once, so the set has one
// version (ADR 0014), kept on the company's row: the dialog and PUT /api/company/custom-fields send
// the version they read, and a save made on a set someone else has saved since is refused (409)
// instead of silently dropping their fields. Separate from companies.version, which the company's
// own edits claim.

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE companies ADD COLUMN custom_fields_version integer NOT NULL DEFAULT 1 CHECK (custom_fields_version > 0)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE companies DROP COLUMN custom_fields_version");
}
