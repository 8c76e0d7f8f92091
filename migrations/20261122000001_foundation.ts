import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("users", (t) => {
    t.increments("id");
    t.text("email").notNullable();
    t.text("username");
    t.text("first_name").notNullable();
    t.text("last_name").notNullable();
    t.text("company_website");
    t.text("password_hash"); // null for accounts that only sign in with Google
    t.text("google_subject");
    t.integer("current_company_id");
    t.timestamps(true, true);
  });
  await knex.raw("CREATE UNIQUE INDEX users_email_unique ON users (lower(email))");
  await knex.raw("CREATE UNIQUE INDEX users_username_unique ON users (lower(username)) WHERE username IS NOT NULL");

  await knex.schema.createTable("sessions", (t) => {
    t.text("id").primary(); // sha256 of the random id in the cookie
    t.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.specificType("unlocked_company_ids", "integer[]").notNullable().defaultTo("{}");
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id"]);
  });

  await knex.schema.createTable("api_tokens", (t) => {
    t.increments("id");
    t.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("name").notNullable();
    t.text("token_hash").notNullable().unique(); // sha256 of the bearer token; the token itself is never stored
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("last_used_at", { useTz: true });
    t.timestamp("revoked_at", { useTz: true });
    t.index(["user_id"]);
  });

  // Failed sign-ins per account key (lower-cased email), whether or not the account exists,
  // so throttling never tells an attacker which emails are registered.
  await knex.schema.createTable("login_failures", (t) => {
    t.text("account_key").primary();
    t.integer("failures").notNullable().defaultTo(0);
    t.timestamp("window_started_at", { useTz: true }).notNullable();
    t.timestamp("locked_until", { useTz: true });
  });

  await knex.schema.createTable("companies", (t) => {
    t.increments("id");
    t.integer("owner_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("company_name").notNullable();
    t.text("legal_name").notNullable();
    t.text("federal_id").notNullable().defaultTo("");
    t.text("country").notNullable();
    t.text("region").notNullable().defaultTo("");
    t.text("address_line1").notNullable();
    t.text("address_line2").notNullable().defaultTo("");
    t.text("city").notNullable();
    t.text("zip_code").notNullable();
    t.text("phone").notNullable();
    t.text("fax").notNullable().defaultTo("");
    t.text("email").notNullable();
    t.text("website").notNullable().defaultTo("");
    t.text("timezone").notNullable();
    t.integer("industry_id").notNullable().defaultTo(1);
    t.text("customer_term").notNullable().defaultTo("Customer");
    t.text("vendor_term").notNullable().defaultTo("Vendor");
    t.boolean("create_quotes").notNullable().defaultTo(false);
    t.text("primary_currency").notNullable().defaultTo("USD");
    t.integer("currency_id").notNullable().defaultTo(1);
    t.boolean("enable_multi_currency").notNullable().defaultTo(false);
    t.text("fiscal_year_start").notNullable().defaultTo("January");
    t.text("cash_flow_tracking").notNullable().defaultTo("no");
    t.text("offer_type").notNullable().defaultTo("both");
    t.boolean("enable_inventory").notNullable().defaultTo(false);
    t.boolean("multiple_warehouses").notNullable().defaultTo(false);
    t.boolean("enable_units").notNullable().defaultTo(false);
    t.text("inventory_scheme").notNullable().defaultTo("average");
    t.boolean("enable_tax").notNullable().defaultTo(false);
    t.text("tax_item_type").notNullable().defaultTo("transaction");
    t.boolean("track_tax_paid").notNullable().defaultTo(false);
    t.jsonb("cost_of_goods_sold")
      .notNullable()
      .defaultTo(JSON.stringify({ inventory: false, labor: false, materials: false }));
    t.jsonb("expenses")
      .notNullable()
      .defaultTo(JSON.stringify({ telephone: false, travel: false, utilities: false }));
    t.jsonb("other_income")
      .notNullable()
      .defaultTo(JSON.stringify({ financeCharge: false, insurance: false, interest: false, assetSales: false }));
    t.boolean("bill_tracking").notNullable().defaultTo(true);
    t.boolean("enable_encryption").notNullable().defaultTo(false);
    t.text("encryption_password_hash");
    t.text("password_hint").notNullable().defaultTo("");
    t.timestamps(true, true);
    t.index(["owner_id"]);
  });
  await knex.raw("CREATE UNIQUE INDEX companies_owner_name_unique ON companies (owner_id, lower(company_name))");
  await knex.schema.alterTable("users", (t) => {
    t.foreign("current_company_id").references("companies.id").onDelete("SET NULL");
  });

  // Which dashboard widgets a user shows in a company (absent row: all 18).
  await knex.schema.createTable("dashboard_preferences", (t) => {
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.specificType("widgets", "text[]").notNullable();
    t.primary(["company_id", "user_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("dashboard_preferences");
  await knex.schema.alterTable("users", (t) => t.dropForeign(["current_company_id"]));
  await knex.schema.dropTable("companies");
  await knex.schema.dropTable("login_failures");
  await knex.schema.dropTable("api_tokens");
  await knex.schema.dropTable("sessions");
  await knex.schema.dropTable("users");
}
