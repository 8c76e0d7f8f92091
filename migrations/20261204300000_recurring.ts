import type { Knex } from "knex";

// Recurring transactions and reminders (issue 30 item 3, ADR 0066):
// - recurring_schedules: a memorized document (journal entry, bill, invoice, cash expense, cash
//   purchase, credit card charge or transfer) kept as the input its save service takes
//   (`template`, JSON, the date left out), and when it comes again: every `interval` days, weeks,
//   months or years counted from `anchor_date` (occurrence n is anchor + n × interval, so a month
//   end stays one: Jan 31, Feb 28, Mar 31), the next one due (`next_date`, null when finished),
//   until `end_date` or `occurrence_limit` occurrences; automatic (`ledgerline recurring run`) or a
//   reminder shown `remind_days_before` days ahead. Paused when not active; deleted schedules are
//   archived (`deleted_at`), so the documents they made keep their schedule.
// - recurring_occurrences: one row per (schedule, occurrence date), created or skipped, claimed in
//   the transaction that saves the document: the primary key is what makes an occurrence post once,
//   even when two runs overlap (the second finds the row and moves on).
// Keys as everywhere (docs/distribution.md): primary key (company_id, id), foreign keys carry
// company_id. One statement per raw(): PGlite runs one at a time.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE recurring_schedules (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      name text NOT NULL,
      kind text NOT NULL,
      template jsonb NOT NULL,
      amount numeric(14, 2) NOT NULL DEFAULT 0,
      party_name text NOT NULL DEFAULT '',
      frequency text NOT NULL,
      repeat_every integer NOT NULL DEFAULT 1,
      anchor_date date NOT NULL,
      anchor_index integer NOT NULL DEFAULT 0,
      next_date date,
      last_date date,
      end_date date,
      occurrence_limit integer,
      occurrences_done integer NOT NULL DEFAULT 0,
      mode text NOT NULL DEFAULT 'reminder',
      remind_days_before integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true,
      deleted_at timestamptz,
      version integer NOT NULL DEFAULT 1,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT recurring_schedules_kind_check CHECK (kind IN ('journal_entry', 'bill', 'invoice', 'cash_expense', 'cash_purchase', 'credit_card_charge', 'transfer')),
      CONSTRAINT recurring_schedules_frequency_check CHECK (frequency IN ('daily', 'weekly', 'monthly', 'yearly')),
      CONSTRAINT recurring_schedules_mode_check CHECK (mode IN ('automatic', 'reminder')),
      CONSTRAINT recurring_schedules_every_check CHECK (repeat_every BETWEEN 1 AND 999),
      CONSTRAINT recurring_schedules_remind_check CHECK (remind_days_before BETWEEN 0 AND 365),
      CONSTRAINT recurring_schedules_limit_check CHECK (occurrence_limit IS NULL OR occurrence_limit >= 1)
    )`);
  await knex.raw("CREATE UNIQUE INDEX recurring_schedules_name ON recurring_schedules (company_id, lower(name)) WHERE deleted_at IS NULL");
  await knex.raw("CREATE INDEX recurring_schedules_due ON recurring_schedules (company_id, next_date) WHERE deleted_at IS NULL");

  await knex.raw(`
    CREATE TABLE recurring_occurrences (
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      schedule_id integer NOT NULL,
      occurrence_date date NOT NULL,
      status text NOT NULL,
      document_kind text NOT NULL,
      document_id integer,
      document_number text NOT NULL DEFAULT '',
      journal_entry_id integer,
      amount numeric(14, 2) NOT NULL DEFAULT 0,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, schedule_id, occurrence_date),
      CONSTRAINT recurring_occurrences_status_check CHECK (status IN ('created', 'skipped')),
      FOREIGN KEY (company_id, schedule_id) REFERENCES recurring_schedules (company_id, id) DEFERRABLE INITIALLY IMMEDIATE,
      FOREIGN KEY (company_id, journal_entry_id) REFERENCES journal_entries (company_id, id) DEFERRABLE INITIALLY IMMEDIATE
    )`);
  await knex.raw("CREATE INDEX recurring_occurrences_created ON recurring_occurrences (company_id, created_at DESC)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE IF EXISTS recurring_occurrences");
  await knex.raw("DROP TABLE IF EXISTS recurring_schedules");
}
