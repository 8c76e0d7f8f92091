import type { Knex } from "knex";
import { PAYMENT_METHODS } from "./20261122000004_vendors";

// Customers: the party module's second configuration (ADR 0034), in the vendor's shape — the
// customer, its contacts and addresses (one per type), its custom values — with its own columns
// (company name, customer group, invoice frequency, tax exemption and resale number), and the
// receivable sub-ledger: journal lines tagged with a customer (Accounts Receivable), read per
// customer by its own partial index. Keys as everywhere (docs/distribution.md): primary key
// (company_id, id), unique keys and foreign keys carry company_id; the NO ACTION keys are
// DEFERRABLE INITIALLY IMMEDIATE (a company's purge checks them at commit, migration
// 20261129000002). One statement per raw(): PGlite's extended protocol runs one at a time.

const quoted = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");

async function companyForeignKey(knex: Knex, table: string, name: string, column: string, target: string, onDelete = "") {
  await knex.raw(
    `ALTER TABLE ${table} ADD CONSTRAINT ${name} FOREIGN KEY (company_id, ${column}) REFERENCES ${target} (company_id, id)` +
      (onDelete ? ` ON DELETE ${onDelete}` : " DEFERRABLE INITIALLY IMMEDIATE"),
  );
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("customers", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("customer_id").notNullable();
    t.text("customer_name").notNullable();
    t.text("company_name").notNullable().defaultTo("");
    t.boolean("active").notNullable().defaultTo(true);
    t.date("customer_since");
    t.decimal("opening_balance", 14, 2).notNullable().defaultTo(0);
    t.date("balance_as_of");
    t.text("phone").notNullable().defaultTo("");
    t.text("email").notNullable().defaultTo("");
    t.text("fax").notNullable().defaultTo("");
    t.text("webpage").notNullable().defaultTo("");
    t.text("notes").notNullable().defaultTo("");
    t.decimal("credit_limit", 14, 2).notNullable().defaultTo(0);
    t.text("payment_method").notNullable().defaultTo("Cash");
    t.integer("payment_term_id");
    t.integer("customer_group_id");
    t.integer("invoice_frequency_id");
    t.boolean("tax_exempt").notNullable().defaultTo(false);
    t.text("resale_number").notNullable().defaultTo("");
    t.text("tax_id").notNullable().defaultTo("");
    t.text("address").notNullable().defaultTo(""); // the selected address type
    t.integer("version").notNullable().defaultTo(1);
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await knex.raw("ALTER TABLE customers ADD CONSTRAINT customers_pkey PRIMARY KEY (company_id, id)");
  await knex.raw(
    `ALTER TABLE customers ADD CONSTRAINT customers_payment_method_check CHECK (payment_method IN (${quoted(PAYMENT_METHODS)}))`,
  );
  await knex.raw("ALTER TABLE customers ADD CONSTRAINT customers_amounts_check CHECK (opening_balance >= 0 AND credit_limit >= 0)");
  await companyForeignKey(knex, "customers", "customers_term_fk", "payment_term_id", "payment_terms");
  await companyForeignKey(knex, "customers", "customers_group_fk", "customer_group_id", "customer_groups");
  await companyForeignKey(knex, "customers", "customers_frequency_fk", "invoice_frequency_id", "invoice_frequencies");
  await knex.raw("CREATE UNIQUE INDEX customers_customer_id_unique ON customers (company_id, lower(btrim(customer_id)))");
  await knex.raw("CREATE INDEX customers_name_order ON customers (company_id, lower(customer_name), id)");

  await knex.schema.createTable("customer_contacts", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable();
    t.integer("customer_id").notNullable();
    t.integer("position").notNullable().defaultTo(0);
    t.text("name").notNullable();
    t.text("title").notNullable().defaultTo("");
    t.text("phone").notNullable().defaultTo("");
    t.text("email").notNullable().defaultTo("");
    t.boolean("is_primary").notNullable().defaultTo(false);
  });
  await knex.raw("ALTER TABLE customer_contacts ADD CONSTRAINT customer_contacts_pkey PRIMARY KEY (company_id, id)");
  await knex.raw("CREATE INDEX customer_contacts_customer ON customer_contacts (company_id, customer_id)");
  await companyForeignKey(knex, "customer_contacts", "customer_contacts_customer_fk", "customer_id", "customers", "CASCADE");
  await knex.raw("CREATE UNIQUE INDEX customer_contacts_one_primary ON customer_contacts (company_id, customer_id) WHERE is_primary");

  await knex.schema.createTable("customer_addresses", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable();
    t.integer("customer_id").notNullable();
    t.text("type").notNullable();
    t.text("address1").notNullable().defaultTo("");
    t.text("address2").notNullable().defaultTo("");
    t.text("city").notNullable().defaultTo("");
    t.text("state").notNullable().defaultTo("");
    t.text("postal_code").notNullable().defaultTo("");
    t.text("country").notNullable().defaultTo("");
  });
  await knex.raw("ALTER TABLE customer_addresses ADD CONSTRAINT customer_addresses_pkey PRIMARY KEY (company_id, id)");
  await knex.raw("CREATE UNIQUE INDEX customer_addresses_customer_id_type_unique ON customer_addresses (company_id, customer_id, type)");
  await knex.raw(
    "ALTER TABLE customer_addresses ADD CONSTRAINT customer_addresses_type_check CHECK (type IN ('Billing', 'Shipping', 'Other'))",
  );
  await companyForeignKey(knex, "customer_addresses", "customer_addresses_customer_fk", "customer_id", "customers", "CASCADE");

  await knex.schema.createTable("customer_custom_values", (t) => {
    t.integer("company_id").notNullable();
    t.integer("customer_id").notNullable();
    t.integer("definition_id").notNullable();
    t.text("value").notNullable().defaultTo("");
  });
  await knex.raw(
    "ALTER TABLE customer_custom_values ADD CONSTRAINT customer_custom_values_pkey PRIMARY KEY (company_id, customer_id, definition_id)",
  );
  await companyForeignKey(knex, "customer_custom_values", "customer_custom_values_customer_fk", "customer_id", "customers", "CASCADE");
  await companyForeignKey(
    knex,
    "customer_custom_values",
    "customer_custom_values_definition_fk",
    "definition_id",
    "custom_field_definitions",
    "CASCADE",
  );

  // The receivable sub-ledger: a line of Accounts Receivable names its customer.
  await knex.raw("ALTER TABLE journal_lines ADD COLUMN customer_id integer");
  await knex.raw(
    "CREATE INDEX journal_lines_customer ON journal_lines (company_id, customer_id, account_id, entry_date) WHERE customer_id IS NOT NULL",
  );
  await companyForeignKey(knex, "journal_lines", "journal_lines_customer_fk", "customer_id", "customers");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE journal_lines DROP CONSTRAINT journal_lines_customer_fk");
  await knex.raw("DROP INDEX journal_lines_customer");
  await knex.raw("ALTER TABLE journal_lines DROP COLUMN customer_id");
  await knex.schema.dropTable("customer_custom_values");
  await knex.schema.dropTable("customer_addresses");
  await knex.schema.dropTable("customer_contacts");
  await knex.schema.dropTable("customers");
}
