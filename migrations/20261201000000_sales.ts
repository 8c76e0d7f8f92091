import type { Knex } from "knex";
import { PAYMENT_METHODS } from "./20261122000004_vendors";

// Sales and receivables (issue 26): the customer's side of the books, in the purchase side's shape.
// - sales_tax_rates: the company's sales tax rates (name, percentage, the agency it is owed to, the
//   liability account its tax is credited to).
// - sales_documents: invoices, cash sales (sales receipts) and credit memos, which share their
//   header and rows, like purchase_documents; a document's figures that change as it is paid or
//   applied (amount_paid: an invoice's payments and credits; a credit memo's applications and
//   refunds) are kept on its row and updated under its row lock in the paying transaction; CHECK
//   constraints keep them between 0 and the total, so two payments can never over-apply.
// - customer_payments: Receive Payment and prepayments: money received from a customer into a
//   deposit account (a bank, cash, Paypal or Undeposited Funds), posted Dr deposit / Cr Accounts
//   Receivable for the whole amount; what it settled of which invoice is in
//   customer_payment_applications; what it left unapplied is the customer's credit, used later
//   (credit_used) by another payment's credit applications or a refund.
// - customer_credit_applications: a credit (a credit memo, or a payment's unapplied amount) applied
//   to an invoice by a Receive Payment. Applying a credit posts nothing: both sides are the
//   customer's Accounts Receivable.
// - customer_refunds and customer_refund_sources: a customer's credit paid back from a bank, cash or
//   Paypal account, posted Dr Accounts Receivable / Cr the paying account.
// Keys as everywhere (docs/distribution.md): primary key (company_id, id), foreign keys carry
// company_id and are DEFERRABLE INITIALLY IMMEDIATE when NO ACTION (a purge checks them at commit).
// A sales document that is no longer a draft is guarded as a purchase document is (migration
// 20261129103000): its posted figures are frozen, it never becomes a draft again, and it is deleted
// only with its company. One statement per raw(): PGlite's extended protocol runs one at a time.

const SALES_PAYMENT_METHODS = [...PAYMENT_METHODS, "Paypal"];
const quoted = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");

async function companyForeignKey(knex: Knex, table: string, column: string, target: string, onDelete = "") {
  await knex.raw(
    `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fk FOREIGN KEY (company_id, ${column}) REFERENCES ${target} (company_id, id)` +
      (onDelete ? ` ON DELETE ${onDelete}` : " DEFERRABLE INITIALLY IMMEDIATE"),
  );
}

const FROZEN_COLUMNS = ["kind", "number", "customer_id", "doc_date", "total", "tax_amount", "deposit_to_account_id"];
const COMPANY_GONE = "NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id)";
const refuse = (message: string, ...args: string[]) =>
  `RAISE EXCEPTION '${message}'${args.map((a) => `, ${a}`).join("")} USING ERRCODE = 'restrict_violation';`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("sales_tax_rates", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("name").notNullable();
    t.decimal("rate", 7, 4).notNullable(); // a percentage: 8.2500 is 8.25 %
    t.text("agency").notNullable().defaultTo("");
    t.integer("liability_account_id").notNullable();
    t.boolean("active").notNullable().defaultTo(true);
    t.integer("version").notNullable().defaultTo(1);
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await knex.raw("ALTER TABLE sales_tax_rates ADD CONSTRAINT sales_tax_rates_pkey PRIMARY KEY (company_id, id)");
  await knex.raw("ALTER TABLE sales_tax_rates ADD CONSTRAINT sales_tax_rates_rate_check CHECK (rate >= 0 AND rate <= 100)");
  await knex.raw("CREATE UNIQUE INDEX sales_tax_rates_name_unique ON sales_tax_rates (company_id, lower(btrim(name)))");
  await companyForeignKey(knex, "sales_tax_rates", "liability_account_id", "company_accounts");

  await knex.schema.createTable("sales_documents", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("kind").notNullable();
    t.text("number").notNullable(); // its journal entry's number (INV-0001, CS-0001, CM-0001); DRAFT until a draft posts
    t.integer("customer_id");
    t.text("contact_name").notNullable().defaultTo("");
    t.text("bill_to").notNullable().defaultTo("");
    t.text("ship_to").notNullable().defaultTo("");
    t.date("doc_date").notNullable();
    t.date("due_date");
    t.date("ship_date");
    t.integer("payment_term_id");
    t.integer("sales_person_id");
    t.integer("shipping_method_id");
    t.text("customer_reference").notNullable().defaultTo(""); // the customer's P.O. number
    t.text("payment_method"); // cash sales
    t.text("payment_reference").notNullable().defaultTo(""); // a cash sale's cheque or card reference
    t.integer("deposit_to_account_id"); // cash sales: the bank, cash, Paypal or Undeposited Funds account
    t.text("memo").notNullable().defaultTo(""); // shown on the document
    t.text("customer_message").notNullable().defaultTo("");
    t.decimal("subtotal", 14, 2).notNullable().defaultTo(0);
    t.decimal("discount_percent", 7, 4);
    t.decimal("discount_amount", 14, 2).notNullable().defaultTo(0);
    t.integer("discount_account_id");
    t.integer("tax_rate_id");
    t.decimal("taxable_amount", 14, 2).notNullable().defaultTo(0); // what the tax was worked out on
    t.decimal("tax_amount", 14, 2).notNullable().defaultTo(0);
    t.decimal("total", 14, 2).notNullable().defaultTo(0);
    t.decimal("amount_paid", 14, 2).notNullable().defaultTo(0); // invoices: paid and credited; credit memos: applied and refunded
    t.text("status").notNullable();
    t.integer("journal_entry_id");
    t.integer("void_entry_id");
    t.integer("version").notNullable().defaultTo(1);
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await knex.raw("ALTER TABLE sales_documents ADD CONSTRAINT sales_documents_pkey PRIMARY KEY (company_id, id)");
  await knex.raw(
    "ALTER TABLE sales_documents ADD CONSTRAINT sales_documents_kind_check CHECK (kind IN ('invoice', 'cash_sale', 'credit_memo'))",
  );
  await knex.raw(
    "ALTER TABLE sales_documents ADD CONSTRAINT sales_documents_status_check CHECK (status IN ('draft', 'open', 'paid', 'posted', 'void'))",
  );
  await knex.raw(`ALTER TABLE sales_documents ADD CONSTRAINT sales_documents_payment_method_check
    CHECK (payment_method IS NULL OR payment_method IN (${quoted(SALES_PAYMENT_METHODS)}))`);
  await knex.raw(`ALTER TABLE sales_documents ADD CONSTRAINT sales_documents_amounts_check
    CHECK (subtotal >= 0 AND discount_amount >= 0 AND discount_amount <= subtotal AND taxable_amount >= 0 AND tax_amount >= 0
       AND total >= 0 AND amount_paid >= 0 AND amount_paid <= total)`);
  await knex.raw(
    "ALTER TABLE sales_documents ADD CONSTRAINT sales_documents_discount_percent_check CHECK (discount_percent IS NULL OR (discount_percent >= 0 AND discount_percent <= 100))",
  );
  await knex.raw("CREATE UNIQUE INDEX sales_documents_number_unique ON sales_documents (company_id, kind, number) WHERE status <> 'draft'");
  await knex.raw("CREATE INDEX sales_documents_customer ON sales_documents (company_id, customer_id, kind, status)");
  await knex.raw(
    "CREATE INDEX sales_documents_list ON sales_documents (company_id, kind, doc_date DESC, id DESC) INCLUDE (status, due_date, customer_id, total, amount_paid)",
  );
  await knex.raw(`CREATE INDEX sales_documents_open_invoices ON sales_documents (company_id, customer_id, due_date, doc_date, id)
    INCLUDE (total, amount_paid) WHERE kind = 'invoice' AND status = 'open'`);
  await companyForeignKey(knex, "sales_documents", "customer_id", "customers");
  await companyForeignKey(knex, "sales_documents", "payment_term_id", "payment_terms");
  await companyForeignKey(knex, "sales_documents", "sales_person_id", "sales_persons");
  await companyForeignKey(knex, "sales_documents", "shipping_method_id", "shipping_methods");
  await companyForeignKey(knex, "sales_documents", "deposit_to_account_id", "company_accounts");
  await companyForeignKey(knex, "sales_documents", "discount_account_id", "company_accounts");
  await companyForeignKey(knex, "sales_documents", "tax_rate_id", "sales_tax_rates");
  await companyForeignKey(knex, "sales_documents", "journal_entry_id", "journal_entries");
  await companyForeignKey(knex, "sales_documents", "void_entry_id", "journal_entries");

  await knex.schema.createTable("sales_document_lines", (t) => {
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
    t.boolean("taxable").notNullable().defaultTo(false);
  });
  await knex.raw("ALTER TABLE sales_document_lines ADD CONSTRAINT sales_document_lines_pkey PRIMARY KEY (company_id, id)");
  await knex.raw(`ALTER TABLE sales_document_lines ADD CONSTRAINT sales_document_lines_type_check
    CHECK ((line_type = 'account' AND account_id IS NOT NULL AND item_id IS NULL)
        OR (line_type = 'item' AND item_id IS NOT NULL AND quantity > 0 AND unit_price >= 0))`);
  await knex.raw("ALTER TABLE sales_document_lines ADD CONSTRAINT sales_document_lines_amount_check CHECK (amount >= 0)");
  await knex.raw("CREATE INDEX sales_document_lines_document ON sales_document_lines (company_id, document_id)");
  await knex.raw("CREATE INDEX sales_document_lines_item ON sales_document_lines (company_id, item_id) WHERE item_id IS NOT NULL");
  await companyForeignKey(knex, "sales_document_lines", "document_id", "sales_documents", "CASCADE");
  await companyForeignKey(knex, "sales_document_lines", "account_id", "company_accounts");
  await companyForeignKey(knex, "sales_document_lines", "item_id", "items");

  await knex.schema.createTable("customer_payments", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("kind").notNullable(); // payment (Receive Payment) | prepayment
    t.text("number").notNullable(); // RP-0001, PP-0001
    t.integer("customer_id").notNullable();
    t.integer("deposit_to_account_id").notNullable();
    t.date("pay_date").notNullable();
    t.text("payment_method").notNullable();
    t.text("reference").notNullable().defaultTo("");
    t.text("memo").notNullable().defaultTo("");
    t.decimal("total", 14, 2).notNullable(); // the money received
    t.decimal("applied", 14, 2).notNullable().defaultTo(0); // of it, applied to invoices by this payment
    t.decimal("credit_used", 14, 2).notNullable().defaultTo(0); // of its unapplied rest, used later (applied or refunded)
    t.text("status").notNullable().defaultTo("posted");
    t.integer("journal_entry_id");
    t.integer("void_entry_id");
    t.integer("version").notNullable().defaultTo(1);
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await knex.raw("ALTER TABLE customer_payments ADD CONSTRAINT customer_payments_pkey PRIMARY KEY (company_id, id)");
  await knex.raw("ALTER TABLE customer_payments ADD CONSTRAINT customer_payments_kind_check CHECK (kind IN ('payment', 'prepayment'))");
  await knex.raw("ALTER TABLE customer_payments ADD CONSTRAINT customer_payments_status_check CHECK (status IN ('posted', 'void'))");
  await knex.raw(
    `ALTER TABLE customer_payments ADD CONSTRAINT customer_payments_payment_method_check CHECK (payment_method IN (${quoted(SALES_PAYMENT_METHODS)}))`,
  );
  await knex.raw(`ALTER TABLE customer_payments ADD CONSTRAINT customer_payments_amounts_check
    CHECK (total >= 0 AND applied >= 0 AND credit_used >= 0 AND applied + credit_used <= total)`);
  await knex.raw("CREATE UNIQUE INDEX customer_payments_number_unique ON customer_payments (company_id, kind, number)");
  await knex.raw("CREATE INDEX customer_payments_customer ON customer_payments (company_id, customer_id, pay_date)");
  await knex.raw("CREATE INDEX customer_payments_date ON customer_payments (company_id, pay_date DESC, id DESC)");
  await companyForeignKey(knex, "customer_payments", "customer_id", "customers");
  await companyForeignKey(knex, "customer_payments", "deposit_to_account_id", "company_accounts");
  await companyForeignKey(knex, "customer_payments", "journal_entry_id", "journal_entries");
  await companyForeignKey(knex, "customer_payments", "void_entry_id", "journal_entries");

  await knex.schema.createTable("customer_payment_applications", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable();
    t.integer("payment_id").notNullable();
    t.integer("invoice_id").notNullable();
    t.decimal("amount", 14, 2).notNullable();
  });
  await knex.raw(
    "ALTER TABLE customer_payment_applications ADD CONSTRAINT customer_payment_applications_pkey PRIMARY KEY (company_id, id)",
  );
  await knex.raw("ALTER TABLE customer_payment_applications ADD CONSTRAINT customer_payment_applications_amount_check CHECK (amount > 0)");
  await knex.raw(
    "CREATE UNIQUE INDEX customer_payment_applications_unique ON customer_payment_applications (company_id, payment_id, invoice_id)",
  );
  await knex.raw("CREATE INDEX customer_payment_applications_invoice ON customer_payment_applications (company_id, invoice_id)");
  await companyForeignKey(knex, "customer_payment_applications", "payment_id", "customer_payments", "CASCADE");
  await companyForeignKey(knex, "customer_payment_applications", "invoice_id", "sales_documents");

  await knex.schema.createTable("customer_credit_applications", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable();
    t.integer("payment_id").notNullable(); // the Receive Payment that applied it
    t.integer("invoice_id").notNullable();
    t.integer("credit_memo_id"); // the credit: a credit memo …
    t.integer("source_payment_id"); // … or an earlier payment's unapplied amount
    t.decimal("amount", 14, 2).notNullable();
  });
  await knex.raw("ALTER TABLE customer_credit_applications ADD CONSTRAINT customer_credit_applications_pkey PRIMARY KEY (company_id, id)");
  await knex.raw("ALTER TABLE customer_credit_applications ADD CONSTRAINT customer_credit_applications_amount_check CHECK (amount > 0)");
  await knex.raw(`ALTER TABLE customer_credit_applications ADD CONSTRAINT customer_credit_applications_source_check
    CHECK ((credit_memo_id IS NULL) <> (source_payment_id IS NULL))`);
  await knex.raw("CREATE INDEX customer_credit_applications_payment ON customer_credit_applications (company_id, payment_id)");
  await knex.raw("CREATE INDEX customer_credit_applications_invoice ON customer_credit_applications (company_id, invoice_id)");
  await companyForeignKey(knex, "customer_credit_applications", "payment_id", "customer_payments", "CASCADE");
  await companyForeignKey(knex, "customer_credit_applications", "invoice_id", "sales_documents");
  await companyForeignKey(knex, "customer_credit_applications", "credit_memo_id", "sales_documents");
  await companyForeignKey(knex, "customer_credit_applications", "source_payment_id", "customer_payments");

  await knex.schema.createTable("customer_refunds", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("number").notNullable(); // RF-0001
    t.integer("customer_id").notNullable();
    t.integer("pay_from_account_id").notNullable();
    t.date("refund_date").notNullable();
    t.text("payment_method").notNullable();
    t.boolean("to_be_printed").notNullable().defaultTo(false);
    t.text("cheque_no").notNullable().defaultTo("");
    t.text("memo").notNullable().defaultTo("");
    t.decimal("total", 14, 2).notNullable();
    t.text("status").notNullable().defaultTo("posted");
    t.integer("journal_entry_id");
    t.integer("void_entry_id");
    t.integer("version").notNullable().defaultTo(1);
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await knex.raw("ALTER TABLE customer_refunds ADD CONSTRAINT customer_refunds_pkey PRIMARY KEY (company_id, id)");
  await knex.raw("ALTER TABLE customer_refunds ADD CONSTRAINT customer_refunds_status_check CHECK (status IN ('posted', 'void'))");
  await knex.raw(
    `ALTER TABLE customer_refunds ADD CONSTRAINT customer_refunds_payment_method_check CHECK (payment_method IN (${quoted(SALES_PAYMENT_METHODS)}))`,
  );
  await knex.raw("ALTER TABLE customer_refunds ADD CONSTRAINT customer_refunds_total_check CHECK (total > 0)");
  await knex.raw("CREATE UNIQUE INDEX customer_refunds_number_unique ON customer_refunds (company_id, number)");
  await knex.raw("CREATE INDEX customer_refunds_customer ON customer_refunds (company_id, customer_id, refund_date)");
  await companyForeignKey(knex, "customer_refunds", "customer_id", "customers");
  await companyForeignKey(knex, "customer_refunds", "pay_from_account_id", "company_accounts");
  await companyForeignKey(knex, "customer_refunds", "journal_entry_id", "journal_entries");
  await companyForeignKey(knex, "customer_refunds", "void_entry_id", "journal_entries");

  await knex.schema.createTable("customer_refund_sources", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable();
    t.integer("refund_id").notNullable();
    t.integer("credit_memo_id");
    t.integer("source_payment_id");
    t.decimal("amount", 14, 2).notNullable();
  });
  await knex.raw("ALTER TABLE customer_refund_sources ADD CONSTRAINT customer_refund_sources_pkey PRIMARY KEY (company_id, id)");
  await knex.raw("ALTER TABLE customer_refund_sources ADD CONSTRAINT customer_refund_sources_amount_check CHECK (amount > 0)");
  await knex.raw(`ALTER TABLE customer_refund_sources ADD CONSTRAINT customer_refund_sources_source_check
    CHECK ((credit_memo_id IS NULL) <> (source_payment_id IS NULL))`);
  await knex.raw("CREATE INDEX customer_refund_sources_refund ON customer_refund_sources (company_id, refund_id)");
  await companyForeignKey(knex, "customer_refund_sources", "refund_id", "customer_refunds", "CASCADE");
  await companyForeignKey(knex, "customer_refund_sources", "credit_memo_id", "sales_documents");
  await companyForeignKey(knex, "customer_refund_sources", "source_payment_id", "customer_payments");

  // A posted sales document keeps what it posted (as purchase documents, migration 20261129103000).
  const frozen = `ARRAY[${FROZEN_COLUMNS.map((c) => `'${c}'`).join(", ")}]`;
  await knex.raw(`CREATE FUNCTION sales_documents_posted_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE frozen constant text[] := ${frozen};
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF OLD.status = 'draft' OR ${COMPANY_GONE} THEN RETURN OLD; END IF;
        ${refuse("sales document % is %: it cannot be deleted; void it instead", "OLD.number", "OLD.status")}
      END IF;
      IF OLD.status = 'draft' THEN RETURN NEW; END IF;
      IF NEW.status = 'draft' THEN
        ${refuse("sales document % is %: it cannot become a draft again", "OLD.number", "OLD.status")}
      END IF;
      FOR i IN 1 .. array_length(frozen, 1) LOOP
        IF (to_jsonb(NEW) -> frozen[i]) IS DISTINCT FROM (to_jsonb(OLD) -> frozen[i]) THEN
          ${refuse("sales document % is %: its % cannot be changed; void it or enter a new document", "OLD.number", "OLD.status", "frozen[i]")}
        END IF;
      END LOOP;
      IF OLD.journal_entry_id IS NOT NULL AND NEW.journal_entry_id IS DISTINCT FROM OLD.journal_entry_id THEN
        ${refuse("sales document % is %: its journal entry cannot be changed", "OLD.number", "OLD.status")}
      END IF;
      RETURN NEW;
    END $$`);
  await knex.raw(
    "CREATE TRIGGER sales_documents_posted_guard BEFORE UPDATE OR DELETE ON sales_documents FOR EACH ROW EXECUTE FUNCTION sales_documents_posted_guard()",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TRIGGER sales_documents_posted_guard ON sales_documents");
  await knex.raw("DROP FUNCTION sales_documents_posted_guard()");
  for (const table of [
    "customer_refund_sources",
    "customer_refunds",
    "customer_credit_applications",
    "customer_payment_applications",
    "customer_payments",
    "sales_document_lines",
    "sales_documents",
    "sales_tax_rates",
  ]) {
    await knex.schema.dropTable(table);
  }
}
