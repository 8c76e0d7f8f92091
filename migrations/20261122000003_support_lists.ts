import type { Knex } from "knex";

// The six support lists: vendor, customer and item groups, invoice frequencies,
// payment terms, preferred shipping methods. Each belongs to one company; names are unique per
// company, compared trimmed and case-insensitively. (company_id, id) is unique so that later
// tables (vendors, items, invoices) can reference an entry together with its company.

const NAMED_TABLES = ["vendor_groups", "customer_groups", "item_groups", "invoice_frequencies"] as const;

function common(knex: Knex, t: Knex.CreateTableBuilder) {
  t.increments("id");
  t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
  t.text("name").notNullable();
  t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.unique(["company_id", "id"]);
}

export async function up(knex: Knex): Promise<void> {
  for (const table of NAMED_TABLES) {
    await knex.schema.createTable(table, (t) => common(knex, t));
  }
  await knex.schema.createTable("shipping_methods", (t) => {
    common(knex, t);
    t.text("description").notNullable().defaultTo("");
  });
  await knex.schema.createTable("payment_terms", (t) => {
    common(knex, t);
    t.text("type").notNullable().defaultTo("fixed"); // fixed (days) | date (day of the month)
    t.text("description").notNullable().defaultTo("");
    t.integer("net_due_in"); // days after the invoice date (fixed)
    t.integer("net_due_before"); // day of the month (date driven)
    t.decimal("discount_percent", 5, 2).notNullable().defaultTo(0);
    t.integer("discount_if_paid_within"); // days (fixed)
    t.integer("discount_if_paid_before"); // day of the month (date driven)
  });
  await knex.raw(`ALTER TABLE payment_terms ADD CONSTRAINT payment_terms_type_check
    CHECK ((type = 'fixed' AND net_due_in > 0) OR (type = 'date' AND net_due_before BETWEEN 1 AND 31))`);
  await knex.raw(`ALTER TABLE payment_terms ADD CONSTRAINT payment_terms_discount_check
    CHECK (discount_percent >= 0 AND discount_percent <= 100)`);
  for (const table of [...NAMED_TABLES, "shipping_methods", "payment_terms"]) {
    await knex.raw(`CREATE UNIQUE INDEX ${table}_name_unique ON ${table} (company_id, lower(btrim(name)))`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ["payment_terms", "shipping_methods", ...NAMED_TABLES.slice().reverse()]) {
    await knex.schema.dropTable(table);
  }
}
