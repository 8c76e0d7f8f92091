import type { Knex } from "knex";

// A customer's own document language (ADR 0087): null is the company's (Settings › Translation);
// otherwise one of the five languages the labels' catalogue has built in. Its invoices, cash sales,
// credit memos and statement print in it.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE customers
      ADD COLUMN document_language text,
      ADD CONSTRAINT customers_document_language_check CHECK (document_language IN ('en', 'es', 'fr', 'de', 'pt'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE customers DROP COLUMN document_language");
}
