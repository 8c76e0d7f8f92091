import type { Knex } from "knex";

// Sales persons (spec §2.11, §3): who sells for the company. An invoice, a cash sale and a customer
// may name one (their tables come later and refer to it by (company_id, sales_person_id)); Sales by
// Sales Person reads them. A sales person has a list of addresses, of which the screens use the
// first (position 0). Keys as everywhere (docs/distribution.md): primary key (company_id, id),
// unique keys and foreign keys carry company_id. One statement per raw(): PGlite runs one at a time.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("sales_persons", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("sales_person_name").notNullable();
    t.text("email").notNullable();
    t.text("phone").notNullable();
    t.text("file_as").notNullable().defaultTo("");
    t.text("job_title").notNullable().defaultTo("");
    t.text("webpage").notNullable().defaultTo("");
    t.text("fax").notNullable().defaultTo("");
    t.boolean("active").notNullable().defaultTo(true);
    t.text("gender").notNullable().defaultTo("Unspecified");
    t.date("dob");
    t.date("date_of_hire");
    t.date("date_of_last_review");
    t.date("date_of_release");
    /** An Expense or Other Expense account the sales person's costs go to */
    t.integer("expense_account_id");
    t.integer("version").notNullable().defaultTo(1);
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await knex.raw("ALTER TABLE sales_persons ADD CONSTRAINT sales_persons_pkey PRIMARY KEY (company_id, id)");
  await knex.raw(
    "ALTER TABLE sales_persons ADD CONSTRAINT sales_persons_gender_check CHECK (gender IN ('Unspecified', 'Male', 'Female', 'Other'))",
  );
  await knex.raw(
    "ALTER TABLE sales_persons ADD CONSTRAINT sales_persons_expense_account_id_fk FOREIGN KEY (company_id, expense_account_id) REFERENCES company_accounts (company_id, id) DEFERRABLE INITIALLY IMMEDIATE",
  );
  await knex.raw("CREATE UNIQUE INDEX sales_persons_name_unique ON sales_persons (company_id, lower(btrim(sales_person_name)))");

  await knex.schema.createTable("sales_person_addresses", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.integer("sales_person_id").notNullable();
    /** 0 is the address the screens show and edit */
    t.smallint("position").notNullable().defaultTo(0);
    t.text("address1").notNullable().defaultTo("");
    t.text("address2").notNullable().defaultTo("");
    t.text("city").notNullable().defaultTo("");
    t.text("state").notNullable().defaultTo("");
    t.text("postal_code").notNullable().defaultTo("");
    t.text("country").notNullable().defaultTo("");
  });
  await knex.raw("ALTER TABLE sales_person_addresses ADD CONSTRAINT sales_person_addresses_pkey PRIMARY KEY (company_id, id)");
  await knex.raw(
    "ALTER TABLE sales_person_addresses ADD CONSTRAINT sales_person_addresses_position_unique UNIQUE (company_id, sales_person_id, position)",
  );
  await knex.raw(
    "ALTER TABLE sales_person_addresses ADD CONSTRAINT sales_person_addresses_sales_person_id_fk FOREIGN KEY (company_id, sales_person_id) REFERENCES sales_persons (company_id, id) ON DELETE CASCADE",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("sales_person_addresses");
  await knex.schema.dropTable("sales_persons");
}
