import type { Knex } from "knex";

// Company Preferences and Email Setup (issue 29 item 5, ADR 0070).
// - companies: the default payment terms offered to new customers and vendors (the company's own
//   terms, checked when saved; no foreign key, as companies is distributed before payment_terms,
//   docs/distribution.md: a trigger clears a default whose term is deleted), and the currency format
//   (symbol, its position, separators, how a negative amount looks).
// - company_mail_settings: one row per company once its Email Setup is saved: the sender's name
//   and addresses, and optionally the company's own SMTP server. Its password is stored sealed
//   (AES-256-GCM under a key derived from the server's secret), never in clear.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE companies
      ADD COLUMN default_customer_payment_term_id integer,
      ADD COLUMN default_vendor_payment_term_id integer,
      ADD COLUMN currency_symbol text NOT NULL DEFAULT '',
      ADD COLUMN currency_symbol_position text NOT NULL DEFAULT 'before',
      ADD COLUMN decimal_separator text NOT NULL DEFAULT '.',
      ADD COLUMN thousand_separator text NOT NULL DEFAULT ',',
      ADD COLUMN negative_format text NOT NULL DEFAULT 'minus',
      ADD CONSTRAINT companies_currency_format_check CHECK (
        currency_symbol_position IN ('before', 'after')
        AND decimal_separator IN ('.', ',')
        AND thousand_separator IN (',', '.', ' ', '''', '')
        AND thousand_separator <> decimal_separator
        AND negative_format IN ('minus', 'parentheses')
        AND length(currency_symbol) <= 5
      )`);
  await knex.raw(`
    CREATE FUNCTION payment_term_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE companies SET default_customer_payment_term_id = NULL
        WHERE id = OLD.company_id AND default_customer_payment_term_id = OLD.id;
      UPDATE companies SET default_vendor_payment_term_id = NULL
        WHERE id = OLD.company_id AND default_vendor_payment_term_id = OLD.id;
      RETURN OLD;
    END $$`);
  await knex.raw(`CREATE TRIGGER payment_terms_clear_company_defaults AFTER DELETE ON payment_terms
    FOR EACH ROW EXECUTE FUNCTION payment_term_deleted()`);
  await knex.raw(`
    CREATE TABLE company_mail_settings (
      company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
      from_name text NOT NULL DEFAULT '',
      from_email text NOT NULL DEFAULT '',
      reply_to text NOT NULL DEFAULT '',
      smtp_url text NOT NULL DEFAULT '',
      smtp_user text NOT NULL DEFAULT '',
      smtp_password_sealed text,
      version integer NOT NULL DEFAULT 1,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE company_mail_settings");
  await knex.raw("DROP TRIGGER payment_terms_clear_company_defaults ON payment_terms");
  await knex.raw("DROP FUNCTION payment_term_deleted()");
  await knex.raw(`
    ALTER TABLE companies
      DROP CONSTRAINT companies_currency_format_check,
      DROP COLUMN negative_format,
      DROP COLUMN thousand_separator,
      DROP COLUMN decimal_separator,
      DROP COLUMN currency_symbol_position,
      DROP COLUMN currency_symbol,
      DROP COLUMN default_vendor_payment_term_id,
      DROP COLUMN default_customer_payment_term_id`);
}
