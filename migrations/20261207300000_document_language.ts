import type { Knex } from "knex";

// Settings › Translation (ADR 0080): the language of what the company sends out — the labels printed
// on its customer-facing PDFs (invoices, cash sales, credit memos) — and the company's own text for
// any label, per language: { "es": { "balanceDue": "Saldo pendiente" } }. Two columns of the
// company's row (a setting of the company, read with it), no new table.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("companies", (t) => {
    t.string("document_language", 2).notNullable().defaultTo("en");
    t.jsonb("document_label_overrides").notNullable().defaultTo("{}");
  });
  await knex.raw(
    "ALTER TABLE companies ADD CONSTRAINT companies_document_language_check CHECK (document_language IN ('en', 'es', 'fr', 'de', 'pt'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE companies DROP CONSTRAINT companies_document_language_check");
  await knex.schema.alterTable("companies", (t) => {
    t.dropColumn("document_label_overrides");
    t.dropColumn("document_language");
  });
}
