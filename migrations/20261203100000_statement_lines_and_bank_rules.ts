import type { Knex } from "knex";

// Bank statement import, matching and bank rules (issue 27 item 5, ADR 0058):
// - statement_lines: the lines of a bank or card account's statements, imported from OFX/QFX or
//   CSV, each once: `dedupe_key` is the OFX FITID, else the date, amount and description with the
//   occurrence of that triple in its file, so an overlapping file adds only what is new. A line is
//   matched to one journal line of the account (`matched_line_id`, one statement line per journal
//   line); the amount is signed as the account's journal line would be (money in: debit, +).
// - statement_csv_mappings: how an account's bank writes its CSV (the columns, the date format),
//   saved at its first import.
// - bank_rules: a company's rules (payee text contains, money in or out, an amount range) that
//   pre-fill the expense, deposit or transfer an unmatched line is recorded as.
// Keys as everywhere (docs/distribution.md): (company_id, …), foreign keys carry company_id. One
// statement per raw(): PGlite runs one at a time.

async function companyForeignKey(knex: Knex, table: string, column: string, target: string, onDelete = "") {
  await knex.raw(
    `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fk FOREIGN KEY (company_id, ${column}) REFERENCES ${target} (company_id, id)` +
      (onDelete ? ` ON DELETE ${onDelete}` : " DEFERRABLE INITIALLY IMMEDIATE"),
  );
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE statement_lines (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      account_id integer NOT NULL,
      posted_on date NOT NULL,
      amount numeric(14, 2) NOT NULL,
      description text NOT NULL DEFAULT '',
      memo text NOT NULL DEFAULT '',
      check_number text NOT NULL DEFAULT '',
      fit_id text,
      dedupe_key text NOT NULL,
      source text NOT NULL,
      file_name text NOT NULL DEFAULT '',
      file_line integer NOT NULL,
      matched_line_id bigint,
      matched_by integer REFERENCES users (id) ON DELETE SET NULL,
      matched_at timestamptz,
      imported_by integer REFERENCES users (id) ON DELETE SET NULL,
      imported_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT statement_lines_source_check CHECK (source IN ('ofx', 'csv')),
      CONSTRAINT statement_lines_amount_check CHECK (amount <> 0)
    )`);
  await knex.raw("CREATE UNIQUE INDEX statement_lines_dedupe ON statement_lines (company_id, account_id, dedupe_key)");
  await knex.raw("CREATE INDEX statement_lines_account ON statement_lines (company_id, account_id, posted_on, id)");
  await knex.raw(
    "CREATE UNIQUE INDEX statement_lines_matched_once ON statement_lines (company_id, matched_line_id) WHERE matched_line_id IS NOT NULL",
  );
  await companyForeignKey(knex, "statement_lines", "account_id", "company_accounts");
  await knex.raw(
    `ALTER TABLE statement_lines ADD CONSTRAINT statement_lines_matched_line_id_fk FOREIGN KEY (company_id, matched_line_id)
     REFERENCES journal_lines (company_id, id) DEFERRABLE INITIALLY IMMEDIATE`,
  );

  await knex.raw(`
    CREATE TABLE statement_csv_mappings (
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      account_id integer NOT NULL,
      date_column text NOT NULL,
      description_column text NOT NULL,
      amount_column text NOT NULL DEFAULT '',
      debit_column text NOT NULL DEFAULT '',
      credit_column text NOT NULL DEFAULT '',
      check_number_column text NOT NULL DEFAULT '',
      memo_column text NOT NULL DEFAULT '',
      date_format text NOT NULL,
      amounts_inverted boolean NOT NULL DEFAULT false,
      updated_by integer REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, account_id),
      CONSTRAINT statement_csv_mappings_date_format_check CHECK (date_format IN ('MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD')),
      CONSTRAINT statement_csv_mappings_amount_check CHECK (amount_column <> '' OR (debit_column <> '' AND credit_column <> ''))
    )`);
  await companyForeignKey(knex, "statement_csv_mappings", "account_id", "company_accounts", "CASCADE");

  await knex.raw(`
    CREATE TABLE bank_rules (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      name text NOT NULL,
      payee_contains text NOT NULL,
      direction text NOT NULL DEFAULT 'out',
      amount_min numeric(14, 2),
      amount_max numeric(14, 2),
      account_id integer NOT NULL,
      vendor_id integer,
      memo text NOT NULL DEFAULT '',
      version integer NOT NULL DEFAULT 1,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT bank_rules_direction_check CHECK (direction IN ('in', 'out')),
      CONSTRAINT bank_rules_amounts_check CHECK (amount_min IS NULL OR amount_max IS NULL OR amount_min <= amount_max)
    )`);
  await knex.raw("CREATE UNIQUE INDEX bank_rules_name_unique ON bank_rules (company_id, lower(name))");
  await companyForeignKey(knex, "bank_rules", "account_id", "company_accounts");
  await companyForeignKey(knex, "bank_rules", "vendor_id", "vendors");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE bank_rules");
  await knex.raw("DROP TABLE statement_csv_mappings");
  await knex.raw("DROP TABLE statement_lines");
}
