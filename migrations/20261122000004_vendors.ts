import type { Knex } from "knex";

// Vendors: the vendor, its contacts and addresses, and custom fields. Every table carries
// company_id and references use (company_id, id), so a vendor can only point at its own company's
// account, group, payment term and shipping method. The support-lists in-use guard reads
// vendors.vendor_group_id, vendors.shipping_method_id and vendors.payment_term_id.

export const PAYMENT_METHODS = [
  "Cash",
  "Cheque",
  "Credit Card",
  "Direct Deposit",
  "Master card",
  "Online Banking",
  "Standing Order",
  "Switch/Maestro",
] as const;

const quoted = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("vendors", (t) => {
    t.increments("id");
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("vendor_id").notNullable();
    t.text("vendor_name").notNullable();
    t.boolean("active").notNullable().defaultTo(true);
    t.date("vendor_since");
    t.text("tax_id").notNullable().defaultTo("");
    t.decimal("opening_balance", 14, 2).notNullable().defaultTo(0);
    t.date("balance_as_of");
    t.text("phone").notNullable().defaultTo("");
    t.text("email").notNullable().defaultTo("");
    t.text("fax").notNullable().defaultTo("");
    t.text("webpage").notNullable().defaultTo("");
    t.text("notes").notNullable().defaultTo("");
    t.integer("account_id");
    t.decimal("credit_limit", 14, 2).notNullable().defaultTo(0);
    t.integer("shipping_method_id");
    t.text("payment_method").notNullable().defaultTo("Cash");
    t.integer("payment_term_id");
    t.text("account_number").notNullable().defaultTo("");
    t.text("bank_name").notNullable().defaultTo("");
    t.text("bank_branch").notNullable().defaultTo("");
    t.integer("vendor_group_id");
    t.text("tax_registration_number").notNullable().defaultTo("");
    t.text("tax_code").notNullable().defaultTo("");
    t.text("service_tax_registration_no").notNullable().defaultTo("");
    t.text("address").notNullable().defaultTo(""); // the selected address type
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
    t.unique(["company_id", "id"]);
    t.index(["company_id", "vendor_name"]);
  });
  await knex.raw(`ALTER TABLE vendors ADD CONSTRAINT vendors_payment_method_check CHECK (payment_method IN (${quoted(PAYMENT_METHODS)}))`);
  await knex.raw("ALTER TABLE vendors ADD CONSTRAINT vendors_amounts_check CHECK (opening_balance >= 0 AND credit_limit >= 0)");
  await knex.raw(`ALTER TABLE vendors
    ADD CONSTRAINT vendors_account_fk FOREIGN KEY (company_id, account_id) REFERENCES company_accounts (company_id, id),
    ADD CONSTRAINT vendors_group_fk FOREIGN KEY (company_id, vendor_group_id) REFERENCES vendor_groups (company_id, id),
    ADD CONSTRAINT vendors_term_fk FOREIGN KEY (company_id, payment_term_id) REFERENCES payment_terms (company_id, id),
    ADD CONSTRAINT vendors_shipping_fk FOREIGN KEY (company_id, shipping_method_id) REFERENCES shipping_methods (company_id, id)`);
  await knex.raw("CREATE UNIQUE INDEX vendors_vendor_id_unique ON vendors (company_id, lower(btrim(vendor_id)))");

  await knex.schema.createTable("vendor_contacts", (t) => {
    t.increments("id");
    t.integer("company_id").notNullable();
    t.integer("vendor_id").notNullable();
    t.integer("position").notNullable().defaultTo(0);
    t.text("name").notNullable();
    t.text("title").notNullable().defaultTo("");
    t.text("phone").notNullable().defaultTo("");
    t.text("email").notNullable().defaultTo("");
    t.boolean("is_primary").notNullable().defaultTo(false);
    t.index(["company_id", "vendor_id"]);
  });
  await knex.raw(`ALTER TABLE vendor_contacts ADD CONSTRAINT vendor_contacts_vendor_fk
    FOREIGN KEY (company_id, vendor_id) REFERENCES vendors (company_id, id) ON DELETE CASCADE`);
  await knex.raw("CREATE UNIQUE INDEX vendor_contacts_one_primary ON vendor_contacts (vendor_id) WHERE is_primary");

  await knex.schema.createTable("vendor_addresses", (t) => {
    t.increments("id");
    t.integer("company_id").notNullable();
    t.integer("vendor_id").notNullable();
    t.text("type").notNullable();
    t.text("address1").notNullable().defaultTo("");
    t.text("address2").notNullable().defaultTo("");
    t.text("city").notNullable().defaultTo("");
    t.text("state").notNullable().defaultTo("");
    t.text("postal_code").notNullable().defaultTo("");
    t.text("country").notNullable().defaultTo("");
    t.unique(["vendor_id", "type"]);
  });
  await knex.raw(
    "ALTER TABLE vendor_addresses ADD CONSTRAINT vendor_addresses_type_check CHECK (type IN ('Billing', 'Shipping', 'Other'))",
  );
  await knex.raw(`ALTER TABLE vendor_addresses ADD CONSTRAINT vendor_addresses_vendor_fk
    FOREIGN KEY (company_id, vendor_id) REFERENCES vendors (company_id, id) ON DELETE CASCADE`);

  await knex.schema.createTable("custom_field_definitions", (t) => {
    t.increments("id");
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("name").notNullable();
    t.boolean("client").notNullable().defaultTo(false);
    t.boolean("vendor").notNullable().defaultTo(false);
    t.boolean("employee").notNullable().defaultTo(false);
    t.unique(["company_id", "id"]);
  });
  await knex.raw("CREATE UNIQUE INDEX custom_field_definitions_name_unique ON custom_field_definitions (company_id, lower(btrim(name)))");

  await knex.schema.createTable("vendor_custom_values", (t) => {
    t.integer("company_id").notNullable();
    t.integer("vendor_id").notNullable();
    t.integer("definition_id").notNullable();
    t.text("value").notNullable().defaultTo("");
    t.primary(["vendor_id", "definition_id"]);
  });
  await knex.raw(`ALTER TABLE vendor_custom_values
    ADD CONSTRAINT vendor_custom_values_vendor_fk FOREIGN KEY (company_id, vendor_id) REFERENCES vendors (company_id, id) ON DELETE CASCADE,
    ADD CONSTRAINT vendor_custom_values_definition_fk FOREIGN KEY (company_id, definition_id)
      REFERENCES custom_field_definitions (company_id, id) ON DELETE CASCADE`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("vendor_custom_values");
  await knex.schema.dropTable("custom_field_definitions");
  await knex.schema.dropTable("vendor_addresses");
  await knex.schema.dropTable("vendor_contacts");
  await knex.schema.dropTable("vendors");
}
