import type { Knex } from "knex";

// Consultant › Import HR Timesheet (ADR 0086): each imported timesheet line names the
// timesheet_import_batches row (one HR file) that brought it, with the file's Notes; a batch keeps
// the SHA-256 of the file's text, unique in the company, so the same file is refused a second time.

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE timesheet_entries ADD COLUMN batch_id integer");
  await knex.raw("ALTER TABLE timesheet_entries ADD COLUMN notes text NOT NULL DEFAULT ''");
  await knex.raw("ALTER TABLE timesheet_entries ADD CONSTRAINT timesheet_entries_notes_check CHECK (length(notes) <= 500)");
  await knex.raw(
    "ALTER TABLE timesheet_entries ADD CONSTRAINT timesheet_entries_batch_id_fk FOREIGN KEY (company_id, batch_id) " +
      "REFERENCES timesheet_import_batches (company_id, id) DEFERRABLE INITIALLY IMMEDIATE",
  );
  await knex.raw("CREATE INDEX timesheet_entries_batch ON timesheet_entries (company_id, batch_id) WHERE batch_id IS NOT NULL");
  await knex.raw("ALTER TABLE timesheet_import_batches ADD COLUMN content_sha256 text NOT NULL DEFAULT ''");
  await knex.raw(
    "CREATE UNIQUE INDEX timesheet_import_batches_content_unique ON timesheet_import_batches (company_id, content_sha256) WHERE content_sha256 <> ''",
  );
  await knex.raw("CREATE INDEX timesheet_import_batches_created ON timesheet_import_batches (company_id, created_at DESC, id DESC)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX timesheet_import_batches_created");
  await knex.raw("DROP INDEX timesheet_import_batches_content_unique");
  await knex.raw("ALTER TABLE timesheet_import_batches DROP COLUMN content_sha256");
  await knex.raw("ALTER TABLE timesheet_entries DROP COLUMN notes");
  await knex.raw("ALTER TABLE timesheet_entries DROP COLUMN batch_id");
}
