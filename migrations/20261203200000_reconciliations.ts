import type { Knex } from "knex";

// Bank reconciliation (issue 27 item 6, ADR 0060):
// - reconciliations: one account's statement (date, ending balance, service charge and interest
//   with their accounts) reconciled against the books. In progress while the bookkeeper ticks
//   (one at a time per account), finished when the cleared balance meets the ending balance (or an
//   adjustment entry makes it), undone when the last one is taken back. Its service charge,
//   interest and adjustment post journal entries when it finishes; an undo reverses them.
// - reconciliation_lines: what a finished reconciliation held, as it was then (the line's date,
//   account and debit − credit): the report's detail, and what the Reconciliation Discrepancy
//   report compares the books with afterwards. Kept after an undo.
// - cleared_lines.reconciliation_id gets its key.
// Keys as everywhere (docs/distribution.md): primary key (company_id, id), foreign keys carry
// company_id. One statement per raw(): PGlite runs one at a time.

async function companyForeignKey(knex: Knex, table: string, column: string, target: string) {
  await knex.raw(
    `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fk FOREIGN KEY (company_id, ${column}) REFERENCES ${target} (company_id, id) DEFERRABLE INITIALLY IMMEDIATE`,
  );
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE reconciliations (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      account_id integer NOT NULL,
      statement_date date NOT NULL,
      beginning_balance numeric(14, 2) NOT NULL DEFAULT 0,
      ending_balance numeric(14, 2) NOT NULL,
      service_charge numeric(14, 2) NOT NULL DEFAULT 0,
      service_charge_account_id integer,
      interest_earned numeric(14, 2) NOT NULL DEFAULT 0,
      interest_account_id integer,
      adjustment numeric(14, 2) NOT NULL DEFAULT 0,
      adjustment_account_id integer,
      cleared_balance numeric(14, 2),
      status text NOT NULL DEFAULT 'in_progress',
      service_charge_entry_id integer,
      interest_entry_id integer,
      adjustment_entry_id integer,
      version integer NOT NULL DEFAULT 1,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      finished_by integer REFERENCES users (id) ON DELETE SET NULL,
      finished_at timestamptz,
      undone_by integer REFERENCES users (id) ON DELETE SET NULL,
      undone_at timestamptz,
      PRIMARY KEY (company_id, id),
      CONSTRAINT reconciliations_status_check CHECK (status IN ('in_progress', 'finished', 'undone')),
      CONSTRAINT reconciliations_amounts_check CHECK (service_charge >= 0 AND interest_earned >= 0),
      CONSTRAINT reconciliations_service_charge_check CHECK (service_charge = 0 OR service_charge_account_id IS NOT NULL),
      CONSTRAINT reconciliations_interest_check CHECK (interest_earned = 0 OR interest_account_id IS NOT NULL)
    )`);
  await knex.raw("CREATE UNIQUE INDEX reconciliations_one_open ON reconciliations (company_id, account_id) WHERE status = 'in_progress'");
  await knex.raw("CREATE INDEX reconciliations_account ON reconciliations (company_id, account_id, statement_date DESC, id DESC)");
  await knex.raw("CREATE INDEX reconciliations_date ON reconciliations (company_id, statement_date DESC, id DESC)");
  await companyForeignKey(knex, "reconciliations", "account_id", "company_accounts");
  await companyForeignKey(knex, "reconciliations", "service_charge_account_id", "company_accounts");
  await companyForeignKey(knex, "reconciliations", "interest_account_id", "company_accounts");
  await companyForeignKey(knex, "reconciliations", "adjustment_account_id", "company_accounts");
  await companyForeignKey(knex, "reconciliations", "service_charge_entry_id", "journal_entries");
  await companyForeignKey(knex, "reconciliations", "interest_entry_id", "journal_entries");
  await companyForeignKey(knex, "reconciliations", "adjustment_entry_id", "journal_entries");

  await knex.raw(`
    CREATE TABLE reconciliation_lines (
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      reconciliation_id integer NOT NULL,
      journal_line_id bigint NOT NULL,
      account_id integer NOT NULL,
      entry_date date NOT NULL,
      net numeric(14, 2) NOT NULL,
      PRIMARY KEY (company_id, reconciliation_id, journal_line_id),
      FOREIGN KEY (company_id, reconciliation_id) REFERENCES reconciliations (company_id, id) ON DELETE CASCADE
    )`);
  await knex.raw("CREATE INDEX reconciliation_lines_line ON reconciliation_lines (company_id, journal_line_id)");
  await companyForeignKey(knex, "cleared_lines", "reconciliation_id", "reconciliations");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE cleared_lines DROP CONSTRAINT cleared_lines_reconciliation_id_fk");
  await knex.raw("DROP TABLE reconciliation_lines");
  await knex.raw("DROP TABLE reconciliations");
}
