import type { Knex } from "knex";

// Consultant › Import HR Timesheet, replace mode (ADR 0086, update 2026-11-30): a batch records
// whether its file added hours (today's import) or replaced hours an earlier HR import wrote, and
// how many of its lines replaced such hours.

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE timesheet_import_batches ADD COLUMN mode text NOT NULL DEFAULT 'add'");
  await knex.raw(
    "ALTER TABLE timesheet_import_batches ADD CONSTRAINT timesheet_import_batches_mode_check CHECK (mode IN ('add', 'replace'))",
  );
  await knex.raw("ALTER TABLE timesheet_import_batches ADD COLUMN replaced_count integer NOT NULL DEFAULT 0");
  await knex.raw(
    "ALTER TABLE timesheet_import_batches ADD CONSTRAINT timesheet_import_batches_replaced_check CHECK (replaced_count >= 0 AND replaced_count <= row_count)",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE timesheet_import_batches DROP COLUMN replaced_count");
  await knex.raw("ALTER TABLE timesheet_import_batches DROP COLUMN mode");
}
