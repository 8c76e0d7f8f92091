import type { Knex } from "knex";

// journal_lines had two keys to its company: journal_lines_company_fk (company_id → companies) and
// journal_lines_entry_fk ((company_id, journal_entry_id) → journal_entries), whose entry has its own
// key to the company (journal_entries_company_id_foreign). The second already says the line's
// company exists, and both cascade a company's purge (companies → entries → lines), so the first
// only cost a foreign-key check on every line posted: about a fifth of a journal line's insert,
// the hottest insert of posting and of every import (ADR 0072). The lines keep their company_id
// (every key and index includes it) and keep the entry key.

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE journal_lines DROP CONSTRAINT journal_lines_company_fk");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    "ALTER TABLE journal_lines ADD CONSTRAINT journal_lines_company_fk FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE",
  );
}
