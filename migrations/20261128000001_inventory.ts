import type { Knex } from "knex";

// Inventory: inventory items and assemblies (two more kinds of `items`), warehouses, the stock each
// item holds in each warehouse, every movement of stock, stock adjustments with their rows,
// assembly components and builds.
//
// - item_stock is the running state per item and warehouse — quantity on hand and its value — the
//   average cost is value / quantity. Every change of stock locks its row, writes a stock_movements
//   row (signed quantity and value, dated, with the document that caused it) and updates the state
//   in the same transaction as the document's journal entry, which posts the same value to the
//   item's inventory asset account: the asset account always equals the sum of the values.
// - A movement is never updated; a document that is edited or deleted writes the opposite
//   movements. Valuation as of a date sums the movements up to it (an index-only scan).
// - Keys as everywhere (docs/distribution.md): primary key (company_id, id), unique keys and
//   foreign keys carry company_id. Quantities numeric(14,4), money numeric(14,2).
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

async function companyForeignKey(knex: Knex, table: string, column: string, target: string, onDelete = "") {
  await knex.raw(
    `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fk FOREIGN KEY (company_id, ${column}) REFERENCES ${target} (company_id, id)${onDelete ? ` ON DELETE ${onDelete}` : ""}`,
  );
}

async function companyKey(knex: Knex, table: string) {
  await knex.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_pkey PRIMARY KEY (company_id, id)`);
}

export async function up(knex: Knex): Promise<void> {
  // Items: the inventory kinds and what they need.
  await knex.raw("ALTER TABLE items DROP CONSTRAINT items_type_check");
  await knex.raw("ALTER TABLE items ADD CONSTRAINT items_type_check CHECK (item_type IN ('service', 'product', 'inventory', 'assembly'))");
  await knex.schema.alterTable("items", (t) => {
    /** Inventory Asset (or Fixed Asset) account the item's stock value is kept in */
    t.integer("asset_account_id");
    /** Cost of Goods Sold account a sale of the item is costed to */
    t.integer("cogs_account_id");
    t.decimal("reorder_point", 14, 4);
    /** The date the opening quantity is counted on */
    t.date("as_of_date");
  });
  await companyForeignKey(knex, "items", "asset_account_id", "company_accounts");
  await companyForeignKey(knex, "items", "cogs_account_id", "company_accounts");
  await knex.raw("ALTER TABLE items ADD CONSTRAINT items_reorder_point_check CHECK (reorder_point IS NULL OR reorder_point >= 0)");

  await knex.schema.createTable("warehouses", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("name").notNullable();
    t.text("description").notNullable().defaultTo("");
    t.text("address").notNullable().defaultTo("");
    t.text("city").notNullable().defaultTo("");
    t.text("state").notNullable().defaultTo("");
    t.text("zip_code").notNullable().defaultTo("");
    t.text("country").notNullable().defaultTo("");
    t.text("phone").notNullable().defaultTo("");
    t.text("email").notNullable().defaultTo("");
    t.boolean("is_active").notNullable().defaultTo(true);
    t.integer("version").notNullable().defaultTo(1);
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await companyKey(knex, "warehouses");
  await knex.raw("CREATE UNIQUE INDEX warehouses_name_unique ON warehouses (company_id, lower(btrim(name)))");

  await knex.schema.createTable("item_stock", (t) => {
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.integer("item_id").notNullable();
    t.integer("warehouse_id").notNullable();
    t.decimal("quantity", 14, 4).notNullable().defaultTo(0);
    t.decimal("value", 14, 2).notNullable().defaultTo(0);
  });
  await knex.raw("ALTER TABLE item_stock ADD CONSTRAINT item_stock_pkey PRIMARY KEY (company_id, item_id, warehouse_id)");
  await knex.raw("ALTER TABLE item_stock ADD CONSTRAINT item_stock_quantity_check CHECK (quantity >= 0)");
  await companyForeignKey(knex, "item_stock", "item_id", "items", "CASCADE");
  await companyForeignKey(knex, "item_stock", "warehouse_id", "warehouses");

  await knex.schema.createTable("stock_movements", (t) => {
    t.bigIncrements("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.integer("item_id").notNullable();
    t.integer("warehouse_id").notNullable();
    t.date("movement_date").notNullable();
    /** opening, adjustment, build, bill, cash_purchase, credit_card_charge, cash_expense, vendor_credit, … */
    t.text("source_type").notNullable();
    t.integer("source_id");
    /** Signed: received positive, issued negative */
    t.decimal("quantity", 14, 4).notNullable();
    /** Signed value of the movement at the cost it moved at */
    t.decimal("value", 14, 2).notNullable();
    t.text("memo").notNullable().defaultTo("");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await companyKey(knex, "stock_movements");
  await companyForeignKey(knex, "stock_movements", "item_id", "items", "CASCADE");
  await companyForeignKey(knex, "stock_movements", "warehouse_id", "warehouses");
  // An item's transactions newest first, and its valuation as of a date, from the index alone.
  await knex.raw(
    "CREATE INDEX stock_movements_item_date ON stock_movements (company_id, item_id, movement_date DESC, id DESC) INCLUDE (warehouse_id, quantity, value)",
  );
  await knex.raw("CREATE INDEX stock_movements_source ON stock_movements (company_id, source_type, source_id)");

  await knex.schema.createTable("stock_adjustments", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.integer("warehouse_id").notNullable();
    t.integer("adjustment_account_id").notNullable();
    t.date("adjustment_date").notNullable();
    t.integer("journal_entry_id");
    t.integer("version").notNullable().defaultTo(1);
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await companyKey(knex, "stock_adjustments");
  await companyForeignKey(knex, "stock_adjustments", "warehouse_id", "warehouses");
  await companyForeignKey(knex, "stock_adjustments", "adjustment_account_id", "company_accounts");
  await companyForeignKey(knex, "stock_adjustments", "journal_entry_id", "journal_entries");
  await knex.raw("CREATE INDEX stock_adjustments_date ON stock_adjustments (company_id, adjustment_date DESC, id DESC)");

  await knex.schema.createTable("stock_adjustment_lines", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.integer("stock_adjustment_id").notNullable();
    t.integer("line_no").notNullable();
    t.integer("item_id").notNullable();
    t.text("comment").notNullable().defaultTo("");
    /** On hand before the adjustment */
    t.decimal("current_qty", 14, 4).notNullable();
    /** Signed change */
    t.decimal("adjusted_qty", 14, 4).notNullable();
    /** Value on hand before the adjustment */
    t.decimal("current_value", 14, 2).notNullable();
    /** Cost per unit of an increase */
    t.decimal("rate", 14, 4).notNullable().defaultTo(0);
    /** Signed value the row moved (posted to the asset account) */
    t.decimal("value", 14, 2).notNullable().defaultTo(0);
  });
  await companyKey(knex, "stock_adjustment_lines");
  await companyForeignKey(knex, "stock_adjustment_lines", "stock_adjustment_id", "stock_adjustments", "CASCADE");
  await companyForeignKey(knex, "stock_adjustment_lines", "item_id", "items");
  await knex.raw(
    "ALTER TABLE stock_adjustment_lines ADD CONSTRAINT stock_adjustment_lines_item_once UNIQUE (company_id, stock_adjustment_id, item_id)",
  );

  await knex.schema.createTable("assembly_components", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.integer("assembly_id").notNullable();
    t.integer("line_no").notNullable();
    t.integer("component_item_id").notNullable();
    /** Quantity of the component one assembly needs (0: unlimited, not consumed) */
    t.decimal("quantity", 14, 4).notNullable();
  });
  await companyKey(knex, "assembly_components");
  await companyForeignKey(knex, "assembly_components", "assembly_id", "items", "CASCADE");
  await companyForeignKey(knex, "assembly_components", "component_item_id", "items");
  await knex.raw("ALTER TABLE assembly_components ADD CONSTRAINT assembly_components_quantity_check CHECK (quantity >= 0)");
  await knex.raw(
    "ALTER TABLE assembly_components ADD CONSTRAINT assembly_components_once UNIQUE (company_id, assembly_id, component_item_id)",
  );
  await knex.raw("ALTER TABLE assembly_components ADD CONSTRAINT assembly_components_not_self CHECK (component_item_id <> assembly_id)");

  await knex.schema.createTable("assembly_builds", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.integer("assembly_id").notNullable();
    t.integer("warehouse_id").notNullable();
    t.date("build_date").notNullable();
    t.text("ref_no").notNullable().defaultTo("");
    t.text("comments").notNullable().defaultTo("");
    t.decimal("quantity", 14, 4).notNullable();
    /** Value of the components consumed, which the built assemblies carry */
    t.decimal("value", 14, 2).notNullable();
    t.integer("journal_entry_id");
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await companyKey(knex, "assembly_builds");
  await companyForeignKey(knex, "assembly_builds", "assembly_id", "items");
  await companyForeignKey(knex, "assembly_builds", "warehouse_id", "warehouses");
  await companyForeignKey(knex, "assembly_builds", "journal_entry_id", "journal_entries");
  await knex.raw("ALTER TABLE assembly_builds ADD CONSTRAINT assembly_builds_quantity_check CHECK (quantity > 0)");
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    "assembly_builds",
    "assembly_components",
    "stock_adjustment_lines",
    "stock_adjustments",
    "stock_movements",
    "item_stock",
    "warehouses",
  ]) {
    await knex.schema.dropTable(table);
  }
  await knex.raw("DELETE FROM items WHERE item_type IN ('inventory', 'assembly')");
  await knex.schema.alterTable("items", (t) => {
    t.dropColumn("asset_account_id");
    t.dropColumn("cogs_account_id");
    t.dropColumn("reorder_point");
    t.dropColumn("as_of_date");
  });
  await knex.raw("ALTER TABLE items DROP CONSTRAINT items_type_check");
  await knex.raw("ALTER TABLE items ADD CONSTRAINT items_type_check CHECK (item_type IN ('service', 'product'))");
}
