import type { Knex } from "knex";

// A customer names its sales person (issue 26 item 2): customers.sales_person_id, a reference to
// one of the company's sales persons by (company_id, id) as every key is (docs/distribution.md),
// DEFERRABLE INITIALLY IMMEDIATE like the other NO ACTION keys (a company's purge checks them at
// commit, migration 20261129000002). One statement per raw(): PGlite runs one at a time.

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE customers ADD COLUMN sales_person_id integer");
  await knex.raw(
    "ALTER TABLE customers ADD CONSTRAINT customers_sales_person_fk FOREIGN KEY (company_id, sales_person_id) REFERENCES sales_persons (company_id, id) DEFERRABLE INITIALLY IMMEDIATE",
  );
  await knex.raw("CREATE INDEX customers_sales_person ON customers (company_id, sales_person_id) WHERE sales_person_id IS NOT NULL");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX customers_sales_person");
  await knex.raw("ALTER TABLE customers DROP CONSTRAINT customers_sales_person_fk");
  await knex.raw("ALTER TABLE customers DROP COLUMN sales_person_id");
}
