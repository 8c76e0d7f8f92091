import type { Knex } from "knex";

// Statement import and Confirm All Suggested write 100,000 rows at a time (ADR 0077), and each
// foreign key costs a check per row written (a trigger and a lookup in the referenced table). Two
// keys only repeated what another key already says, as journal_lines' did (20261206000000):
// - statement_lines → companies: the line's account key ((company_id, account_id) →
//   company_accounts) already says its company exists. A company's purge reached the lines through
//   that key; the account key now cascades instead (accounts are never deleted but with their
//   company, so nothing else changes).
// - cleared_lines → companies: the mark's journal line key ((company_id, journal_line_id) →
//   journal_lines, cascading) already says it, and a purge reaches the marks through the lines.
// One statement per raw(): PGlite runs one at a time.

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE statement_lines DROP CONSTRAINT statement_lines_account_id_fk");
  await knex.raw(
    `ALTER TABLE statement_lines ADD CONSTRAINT statement_lines_account_id_fk FOREIGN KEY (company_id, account_id)
     REFERENCES company_accounts (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY IMMEDIATE`,
  );
  await knex.raw("ALTER TABLE statement_lines DROP CONSTRAINT statement_lines_company_id_fkey");
  await knex.raw("ALTER TABLE cleared_lines DROP CONSTRAINT cleared_lines_company_id_fkey");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    "ALTER TABLE cleared_lines ADD CONSTRAINT cleared_lines_company_id_fkey FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE",
  );
  await knex.raw(
    "ALTER TABLE statement_lines ADD CONSTRAINT statement_lines_company_id_fkey FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE",
  );
  await knex.raw("ALTER TABLE statement_lines DROP CONSTRAINT statement_lines_account_id_fk");
  await knex.raw(
    `ALTER TABLE statement_lines ADD CONSTRAINT statement_lines_account_id_fk FOREIGN KEY (company_id, account_id)
     REFERENCES company_accounts (company_id, id) DEFERRABLE INITIALLY IMMEDIATE`,
  );
}
