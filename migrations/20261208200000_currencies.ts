import type { Knex } from "knex";

// Company › Manage Currency (ADR 0085): the foreign currencies a company added (the home currency
// is the company's primary currency, never a row here) and each one's dated exchange rates,
// "1 <foreign> = rate <home>", at most one a day. The currencies module's own tables; purged with
// the company (ON DELETE CASCADE), distributed by company_id.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE company_currencies (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      code text NOT NULL,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT company_currencies_code_key UNIQUE (company_id, code),
      CONSTRAINT company_currencies_code_check CHECK (code ~ '^[A-Z]{3}$')
    )`);
  await knex.raw(`
    CREATE TABLE currency_rates (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      currency_id integer NOT NULL,
      rate_date date NOT NULL,
      rate numeric(18, 8) NOT NULL,
      updated_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      FOREIGN KEY (company_id, currency_id) REFERENCES company_currencies (company_id, id) ON DELETE CASCADE,
      CONSTRAINT currency_rates_date_key UNIQUE (company_id, currency_id, rate_date),
      CONSTRAINT currency_rates_rate_check CHECK (rate > 0)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE currency_rates");
  await knex.raw("DROP TABLE company_currencies");
}
