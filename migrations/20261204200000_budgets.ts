import type { Knex } from "knex";

// Budgets (issue 30 item 2, ADR 0065):
// - budgets: a named budget for one fiscal year, which starts on `start_date` (the 1st of the
//   company's fiscal start month when the budget was made; kept, so a later change of the company's
//   start month does not move a saved budget's months). Its name is unique in the company for that
//   year (trimmed, any case). Edited on its version (ADR 0014).
// - budget_amounts: the grid's cells that are not zero: an account's amount for the budget's month
//   `period` (1 = the fiscal year's first month … 12), on the account's normal side (income and
//   expenses both positive), numeric(14,2) as every amount. A cell left out is zero.
// Keys as everywhere (docs/distribution.md): primary key (company_id, id) for the budget, foreign
// keys carry company_id. One statement per raw(): PGlite runs one at a time.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE budgets (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      budget_name text NOT NULL,
      start_date date NOT NULL,
      version integer NOT NULL DEFAULT 1,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT budgets_start_date_check CHECK (extract(day FROM start_date) = 1),
      CONSTRAINT budgets_name_check CHECK (length(btrim(budget_name)) BETWEEN 1 AND 100)
    )`);
  await knex.raw("CREATE UNIQUE INDEX budgets_name_unique ON budgets (company_id, start_date, lower(btrim(budget_name)))");
  await knex.raw(`
    CREATE TABLE budget_amounts (
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      budget_id integer NOT NULL,
      account_id integer NOT NULL,
      period smallint NOT NULL,
      amount numeric(14, 2) NOT NULL,
      PRIMARY KEY (company_id, budget_id, account_id, period),
      CONSTRAINT budget_amounts_period_check CHECK (period BETWEEN 1 AND 12),
      CONSTRAINT budget_amounts_amount_check CHECK (amount <> 0),
      FOREIGN KEY (company_id, budget_id) REFERENCES budgets (company_id, id) ON DELETE CASCADE
    )`);
  await knex.raw(
    "ALTER TABLE budget_amounts ADD CONSTRAINT budget_amounts_account_id_fk FOREIGN KEY (company_id, account_id) REFERENCES company_accounts (company_id, id) DEFERRABLE INITIALLY IMMEDIATE",
  );
  await knex.raw("CREATE INDEX budget_amounts_account ON budget_amounts (company_id, account_id)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE budget_amounts");
  await knex.raw("DROP TABLE budgets");
}
