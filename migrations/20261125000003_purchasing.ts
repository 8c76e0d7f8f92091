import type { Knex } from "knex";

// Purchasing: the items a company buys (and may sell), the purchase documents — bills, credit card
// charges, cash expenses, cash purchases, vendor credits — with their account and item rows, and
// bill payments with what each paid of which bill and which vendor credits they applied.
//
// Keys as everywhere (docs/distribution.md): primary key (company_id, id), unique keys and foreign
// keys carry company_id, so a row can only point into its own company.
// Money numeric(14,2), quantities numeric(14,4). A document's figures that change as it is paid
// (amount_paid) are kept on its row and updated under the row's lock in the paying transaction;
// CHECK constraints keep them between 0 and the total, so two payments can never pay a bill twice.
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

const quoted = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");

/** Payment methods of purchases and bill payments: the vendor's list and Paypal. */
const PAYMENT_METHODS = [
  "Cash",
  "Cheque",
  "Credit Card",
  "Direct Deposit",
  "Master card",
  "Online Banking",
  "Standing Order",
  "Switch/Maestro",
  "Paypal",
];

/** Add a foreign key on (company_id, column) into `target`'s (company_id, id). */
async function companyForeignKey(knex: Knex, table: string, column: string, target: string, onDelete = "") {
  await knex.raw(
    `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fk FOREIGN KEY (company_id, ${column}) REFERENCES ${target} (company_id, id)${onDelete ? ` ON DELETE ${onDelete}` : ""}`,
  );
}

export async function up(knex: Knex): Promise<void> {
  // Items: a vendor service or product item now; the inventory migration adds its kinds and columns.
  await knex.schema.createTable("items", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("item_type").notNullable();
    t.text("name").notNullable();
    t.boolean("is_subitem").notNullable().defaultTo(false);
    t.integer("parent_item_id");
    t.boolean("sells").notNullable().defaultTo(false);
    t.text("sales_description").notNullable().defaultTo("");
    t.decimal("sales_price", 14, 2).notNullable().defaultTo(0);
    t.integer("income_account_id");
    t.boolean("taxable").notNullable().defaultTo(true);
    t.boolean("commission_item").notNullable().defaultTo(false);
    t.boolean("buys").notNullable().defaultTo(true);
    t.text("purchase_description").notNullable().defaultTo("");
    t.decimal("purchase_price", 14, 2).notNullable().defaultTo(0);
    t.integer("expense_account_id");
    t.decimal("standard_cost", 14, 2).notNullable().defaultTo(0);
    t.integer("item_group_id");
    t.integer("preferred_vendor_id");
    t.text("vendor_item_no").notNullable().defaultTo("");
    t.decimal("weight", 14, 4).notNullable().defaultTo(0);
    t.boolean("active").notNullable().defaultTo(true);
    t.integer("version").notNullable().defaultTo(1);
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await knex.raw("ALTER TABLE items ADD CONSTRAINT items_pkey PRIMARY KEY (company_id, id)");
  await knex.raw("ALTER TABLE items ADD CONSTRAINT items_type_check CHECK (item_type IN ('service', 'product'))");
  await knex.raw(
    "ALTER TABLE items ADD CONSTRAINT items_amounts_check CHECK (sales_price >= 0 AND purchase_price >= 0 AND standard_cost >= 0 AND weight >= 0)",
  );
  await knex.raw("ALTER TABLE items ADD CONSTRAINT items_parent_check CHECK (parent_item_id IS NULL OR parent_item_id <> id)");
  await knex.raw("CREATE UNIQUE INDEX items_name_unique ON items (company_id, lower(btrim(name)))");
  await knex.raw("CREATE INDEX items_company_type ON items (company_id, item_type, active)");
  await companyForeignKey(knex, "items", "parent_item_id", "items");
  await companyForeignKey(knex, "items", "income_account_id", "company_accounts");
  await companyForeignKey(knex, "items", "expense_account_id", "company_accounts");
  await companyForeignKey(knex, "items", "item_group_id", "item_groups");
  await companyForeignKey(knex, "items", "preferred_vendor_id", "vendors");

  // Purchase documents: one table for the five kinds, which share their header and rows.
  await knex.schema.createTable("purchase_documents", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("kind").notNullable();
    t.text("number").notNullable(); // its journal entry's number (BILL-0001, CCE-0001, …); DRAFT until a draft bill posts
    t.integer("vendor_id");
    t.text("contact_name").notNullable().defaultTo("");
    t.text("phone").notNullable().defaultTo("");
    t.text("bill_to").notNullable().defaultTo("");
    t.date("doc_date").notNullable();
    t.date("due_date");
    t.date("delivery_date");
    t.integer("payment_term_id");
    t.text("vendor_reference").notNullable().defaultTo(""); // the vendor's own invoice number (bills)
    t.text("payment_method"); // cash purchases
    t.boolean("to_be_printed").notNullable().defaultTo(false);
    t.text("cheque_no").notNullable().defaultTo("");
    t.integer("pay_from_account_id"); // what pays: cash expenses, card charges, cash purchases
    t.integer("refund_account_id"); // vendor credits refunded into a bank account
    t.text("comments").notNullable().defaultTo("");
    t.decimal("total", 14, 2).notNullable().defaultTo(0);
    t.decimal("amount_paid", 14, 2).notNullable().defaultTo(0); // bills: paid and credited; vendor credits: applied
    t.text("status").notNullable();
    t.integer("journal_entry_id");
    t.integer("version").notNullable().defaultTo(1);
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await knex.raw("ALTER TABLE purchase_documents ADD CONSTRAINT purchase_documents_pkey PRIMARY KEY (company_id, id)");
  await knex.raw(`ALTER TABLE purchase_documents ADD CONSTRAINT purchase_documents_kind_check
    CHECK (kind IN ('bill', 'credit_card_charge', 'cash_expense', 'cash_purchase', 'vendor_credit'))`);
  await knex.raw(`ALTER TABLE purchase_documents ADD CONSTRAINT purchase_documents_status_check
    CHECK (status IN ('draft', 'open', 'paid', 'posted', 'void'))`);
  await knex.raw(`ALTER TABLE purchase_documents ADD CONSTRAINT purchase_documents_payment_method_check
    CHECK (payment_method IS NULL OR payment_method IN (${quoted(PAYMENT_METHODS)}))`);
  await knex.raw(`ALTER TABLE purchase_documents ADD CONSTRAINT purchase_documents_amounts_check
    CHECK (total >= 0 AND amount_paid >= 0 AND amount_paid <= total)`);
  await knex.raw(
    "CREATE UNIQUE INDEX purchase_documents_number_unique ON purchase_documents (company_id, kind, number) WHERE status <> 'draft'",
  );
  await knex.raw("CREATE INDEX purchase_documents_vendor ON purchase_documents (company_id, vendor_id, kind, status)");
  await knex.raw("CREATE INDEX purchase_documents_date ON purchase_documents (company_id, kind, doc_date)");
  await companyForeignKey(knex, "purchase_documents", "vendor_id", "vendors");
  await companyForeignKey(knex, "purchase_documents", "payment_term_id", "payment_terms");
  await companyForeignKey(knex, "purchase_documents", "pay_from_account_id", "company_accounts");
  await companyForeignKey(knex, "purchase_documents", "refund_account_id", "company_accounts");
  await companyForeignKey(knex, "purchase_documents", "journal_entry_id", "journal_entries");

  await knex.schema.createTable("purchase_document_lines", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable();
    t.integer("document_id").notNullable();
    t.integer("line_no").notNullable();
    t.text("line_type").notNullable(); // account | item
    t.integer("account_id");
    t.integer("item_id");
    t.text("description").notNullable().defaultTo("");
    t.decimal("quantity", 14, 4);
    t.decimal("unit_price", 14, 2);
    t.decimal("amount", 14, 2).notNullable();
  });
  await knex.raw("ALTER TABLE purchase_document_lines ADD CONSTRAINT purchase_document_lines_pkey PRIMARY KEY (company_id, id)");
  await knex.raw(`ALTER TABLE purchase_document_lines ADD CONSTRAINT purchase_document_lines_type_check
    CHECK ((line_type = 'account' AND account_id IS NOT NULL AND item_id IS NULL)
        OR (line_type = 'item' AND item_id IS NOT NULL AND quantity > 0 AND unit_price >= 0))`);
  await knex.raw("ALTER TABLE purchase_document_lines ADD CONSTRAINT purchase_document_lines_amount_check CHECK (amount >= 0)");
  await knex.raw("CREATE INDEX purchase_document_lines_document ON purchase_document_lines (company_id, document_id)");
  await knex.raw("CREATE INDEX purchase_document_lines_item ON purchase_document_lines (company_id, item_id) WHERE item_id IS NOT NULL");
  await companyForeignKey(knex, "purchase_document_lines", "document_id", "purchase_documents", "CASCADE");
  await companyForeignKey(knex, "purchase_document_lines", "account_id", "company_accounts");
  await companyForeignKey(knex, "purchase_document_lines", "item_id", "items");

  // Bill payments (Pay Bill): cash from one account to one vendor, settling one or more bills.
  await knex.schema.createTable("bill_payments", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("number").notNullable(); // PAY-0001
    t.integer("vendor_id").notNullable();
    t.integer("pay_from_account_id").notNullable();
    t.date("pay_date").notNullable();
    t.text("payment_method").notNullable();
    t.text("status").notNullable(); // Not issued (a cheque not yet printed), Issued, Void
    t.date("issue_date");
    t.text("comments").notNullable().defaultTo("");
    t.decimal("total", 14, 2).notNullable(); // the money paid out
    t.decimal("credits_applied", 14, 2).notNullable().defaultTo(0);
    t.integer("journal_entry_id");
    t.boolean("is_write_check_done").notNullable().defaultTo(false);
    t.boolean("is_print_check_done").notNullable().defaultTo(false);
    t.integer("version").notNullable().defaultTo(1);
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await knex.raw("ALTER TABLE bill_payments ADD CONSTRAINT bill_payments_pkey PRIMARY KEY (company_id, id)");
  await knex.raw(`ALTER TABLE bill_payments ADD CONSTRAINT bill_payments_status_check CHECK (status IN ('Not issued', 'Issued', 'Void'))`);
  await knex.raw(
    `ALTER TABLE bill_payments ADD CONSTRAINT bill_payments_payment_method_check CHECK (payment_method IN (${quoted(PAYMENT_METHODS)}))`,
  );
  await knex.raw("ALTER TABLE bill_payments ADD CONSTRAINT bill_payments_amounts_check CHECK (total >= 0 AND credits_applied >= 0)");
  await knex.raw("CREATE UNIQUE INDEX bill_payments_number_unique ON bill_payments (company_id, number)");
  await knex.raw("CREATE INDEX bill_payments_vendor ON bill_payments (company_id, vendor_id, pay_date)");
  await knex.raw("CREATE INDEX bill_payments_date ON bill_payments (company_id, pay_date)");
  await companyForeignKey(knex, "bill_payments", "vendor_id", "vendors");
  await companyForeignKey(knex, "bill_payments", "pay_from_account_id", "company_accounts");
  await companyForeignKey(knex, "bill_payments", "journal_entry_id", "journal_entries");

  // What a payment settled of each bill: money paid and vendor credit applied.
  await knex.schema.createTable("bill_payment_records", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable();
    t.integer("payment_id").notNullable();
    t.integer("bill_id").notNullable();
    t.decimal("amount_paid", 14, 2).notNullable().defaultTo(0);
    t.decimal("credit_applied", 14, 2).notNullable().defaultTo(0);
  });
  await knex.raw("ALTER TABLE bill_payment_records ADD CONSTRAINT bill_payment_records_pkey PRIMARY KEY (company_id, id)");
  await knex.raw(`ALTER TABLE bill_payment_records ADD CONSTRAINT bill_payment_records_amounts_check
    CHECK (amount_paid >= 0 AND credit_applied >= 0 AND amount_paid + credit_applied > 0)`);
  await knex.raw("CREATE UNIQUE INDEX bill_payment_records_unique ON bill_payment_records (company_id, payment_id, bill_id)");
  await knex.raw("CREATE INDEX bill_payment_records_bill ON bill_payment_records (company_id, bill_id)");
  await companyForeignKey(knex, "bill_payment_records", "payment_id", "bill_payments", "CASCADE");
  await companyForeignKey(knex, "bill_payment_records", "bill_id", "purchase_documents");

  // Vendor credits a payment applied, and how much of each.
  await knex.schema.createTable("vendor_credit_applications", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable();
    t.integer("payment_id").notNullable();
    t.integer("credit_id").notNullable();
    t.decimal("amount", 14, 2).notNullable();
  });
  await knex.raw("ALTER TABLE vendor_credit_applications ADD CONSTRAINT vendor_credit_applications_pkey PRIMARY KEY (company_id, id)");
  await knex.raw("ALTER TABLE vendor_credit_applications ADD CONSTRAINT vendor_credit_applications_amount_check CHECK (amount > 0)");
  await knex.raw("CREATE UNIQUE INDEX vendor_credit_applications_unique ON vendor_credit_applications (company_id, payment_id, credit_id)");
  await companyForeignKey(knex, "vendor_credit_applications", "payment_id", "bill_payments", "CASCADE");
  await companyForeignKey(knex, "vendor_credit_applications", "credit_id", "purchase_documents");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("vendor_credit_applications");
  await knex.schema.dropTable("bill_payment_records");
  await knex.schema.dropTable("bill_payments");
  await knex.schema.dropTable("purchase_document_lines");
  await knex.schema.dropTable("purchase_documents");
  await knex.schema.dropTable("items");
}
