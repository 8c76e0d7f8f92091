import type { Knex } from "knex";

// Banking's foundation (issue 27): a bank or card account's line marked cleared, and later
// reconciled. Journal lines are immutable (the ledger's trigger), so the mark lives beside them:
// one row per cleared line, keyed like every business table by (company_id, …) (docs/distribution.md).
// A row with a reconciliation_id is reconciled; the reconciliations table and its key come with
// the reconciliation's own migration. One statement per raw(): PGlite runs one at a time.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE cleared_lines (
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      journal_line_id bigint NOT NULL,
      account_id integer NOT NULL,
      reconciliation_id integer,
      cleared_by integer REFERENCES users (id) ON DELETE SET NULL,
      cleared_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, journal_line_id),
      FOREIGN KEY (company_id, journal_line_id) REFERENCES journal_lines (company_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY IMMEDIATE,
      FOREIGN KEY (company_id, account_id) REFERENCES company_accounts (company_id, id) DEFERRABLE INITIALLY IMMEDIATE
    )`);
  await knex.raw("CREATE INDEX cleared_lines_account ON cleared_lines (company_id, account_id, reconciliation_id)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE cleared_lines");
}
