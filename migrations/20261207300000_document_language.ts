import type { Knex } from "knex";

// Settings › Translation (ADR 0080): the language of what the company sends out — the labels printed
// on its customer-facing PDFs (invoices, cash sales, credit memos) — and the company's own text for
// any label, per language: { "es": { "balanceDue": "Saldo pendiente" } }. One row per company that
// chose something (none: English, the built-in text), like document_branding; the translation
// module's own table.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE document_translations (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      language text NOT NULL DEFAULT 'en',
      label_overrides jsonb NOT NULL DEFAULT '{}',
      updated_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT document_translations_company_key UNIQUE (company_id),
      CONSTRAINT document_translations_language_check CHECK (language IN ('en', 'es', 'fr', 'de', 'pt'))
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE document_translations");
}
