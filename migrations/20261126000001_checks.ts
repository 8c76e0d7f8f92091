import type { Knex } from "knex";

// Checks (issue 14): the checks written for pay bills made by Cheque, which pay bills each carries,
// and each company's check layout (where the check's fields print and what the stubs show).
//
// Keys as everywhere (docs/distribution.md): primary key (company_id, id), unique keys and foreign
// keys carry company_id. A check is a Draft (saved to finish later) or Confirmed (its pay bills are
// write-check done). A pay bill is on at most one confirmed check: the confirming transaction's
// conditional update of bill_payments.is_write_check_done refuses the second, and the partial
// unique index check_pay_bills_confirmed stands behind it.
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

async function companyForeignKey(knex: Knex, table: string, column: string, target: string, onDelete = "") {
  await knex.raw(
    `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fk FOREIGN KEY (company_id, ${column}) REFERENCES ${target} (company_id, id)${onDelete ? ` ON DELETE ${onDelete}` : ""}`,
  );
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("checks", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("status").notNullable(); // Draft, Confirmed
    t.text("check_number").notNullable().defaultTo("TO BE PRINTED"); // the number is on the pre-printed stock
    t.integer("vendor_id").notNullable();
    t.integer("bank_account_id"); // a draft may not have one yet
    t.date("check_date").notNullable();
    t.decimal("total", 14, 2).notNullable();
    t.text("memo").notNullable().defaultTo("");
    t.timestamp("confirmed_at", { useTz: true });
    t.integer("version").notNullable().defaultTo(1);
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await knex.raw("ALTER TABLE checks ADD CONSTRAINT checks_pkey PRIMARY KEY (company_id, id)");
  await knex.raw("ALTER TABLE checks ADD CONSTRAINT checks_status_check CHECK (status IN ('Draft', 'Confirmed'))");
  await knex.raw("ALTER TABLE checks ADD CONSTRAINT checks_total_check CHECK (total >= 0)");
  await knex.raw(
    "ALTER TABLE checks ADD CONSTRAINT checks_confirmed_check CHECK (status = 'Draft' OR (bank_account_id IS NOT NULL AND confirmed_at IS NOT NULL AND total > 0))",
  );
  await knex.raw("CREATE INDEX checks_vendor ON checks (company_id, vendor_id, status)");
  await companyForeignKey(knex, "checks", "vendor_id", "vendors");
  await companyForeignKey(knex, "checks", "bank_account_id", "company_accounts");

  // The pay bills a check carries, with the amount of each (its total).
  await knex.schema.createTable("check_pay_bills", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable();
    t.integer("check_id").notNullable();
    t.integer("payment_id").notNullable();
    t.decimal("amount", 14, 2).notNullable();
    t.boolean("confirmed").notNullable().defaultTo(false); // its check's status, so the index below can hold the rule
  });
  await knex.raw("ALTER TABLE check_pay_bills ADD CONSTRAINT check_pay_bills_pkey PRIMARY KEY (company_id, id)");
  await knex.raw("ALTER TABLE check_pay_bills ADD CONSTRAINT check_pay_bills_amount_check CHECK (amount > 0)");
  await knex.raw("CREATE UNIQUE INDEX check_pay_bills_unique ON check_pay_bills (company_id, check_id, payment_id)");
  await knex.raw("CREATE UNIQUE INDEX check_pay_bills_confirmed ON check_pay_bills (company_id, payment_id) WHERE confirmed");
  await knex.raw("CREATE INDEX check_pay_bills_payment ON check_pay_bills (company_id, payment_id)");
  await companyForeignKey(knex, "check_pay_bills", "check_id", "checks", "CASCADE");
  await companyForeignKey(knex, "check_pay_bills", "payment_id", "bill_payments");

  // Where the check's fields print and what the remittance stubs show, per company and template.
  await knex.schema.createTable("check_layouts", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("template_name").notNullable();
    t.text("description").notNullable().defaultTo("");
    t.jsonb("fields").notNullable(); // { date|amount|payee|memo|amountInWords: { x, y, width, height, fontSize } }
    t.jsonb("stub_fields").notNullable(); // { vendorName: true, … }
    t.boolean("show_stub_titles").notNullable().defaultTo(true);
    t.integer("version").notNullable().defaultTo(1);
    t.integer("updated_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await knex.raw("ALTER TABLE check_layouts ADD CONSTRAINT check_layouts_pkey PRIMARY KEY (company_id, id)");
  await knex.raw("CREATE UNIQUE INDEX check_layouts_template ON check_layouts (company_id, template_name)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("check_layouts");
  await knex.schema.dropTable("check_pay_bills");
  await knex.schema.dropTable("checks");
}
