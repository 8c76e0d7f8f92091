import type { Knex } from "knex";

// Purging a company (or deleting its owner) deletes its row and lets the foreign keys cascade to
// everything it owns. PostgreSQL checks a NO ACTION key at the end of each cascaded delete, one
// table at a time: when company_accounts went before purchase_document_lines, the lines' key to
// their account refused the purge (issue 25, item 6). Every NO ACTION key becomes DEFERRABLE
// INITIALLY IMMEDIATE: it is checked as before in every other transaction, and the purge says
// SET CONSTRAINTS ALL DEFERRED, so its keys are checked once, at commit, when all is gone.
// A test holds every NO ACTION key between company tables deferrable, for the tables to come.

const alterAll = (deferrable: boolean) => `
  DO $$
  DECLARE r record;
  BEGIN
    FOR r IN
      SELECT c.conrelid::regclass AS tbl, c.conname
        FROM pg_constraint c
       WHERE c.contype = 'f' AND c.confdeltype = 'a' AND c.condeferrable = ${deferrable ? "false" : "true"}
         AND c.connamespace = current_schema()::regnamespace
    LOOP
      EXECUTE format('ALTER TABLE %s ALTER CONSTRAINT %I ${deferrable ? "DEFERRABLE INITIALLY IMMEDIATE" : "NOT DEFERRABLE"}', r.tbl, r.conname);
    END LOOP;
  END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(alterAll(true));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(alterAll(false));
}
