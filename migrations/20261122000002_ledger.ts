import type { Knex } from "knex";
import { ACCOUNT_TYPES } from "../app/modules/ledger/account-types";

// Chart of accounts and the double-entry ledger. Every table carries company_id, and foreign keys
// include it, so a line can never point at another company's account or entry.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("company_accounts", (t) => {
    t.increments("id");
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("account_type").notNullable();
    t.text("account_number").notNullable();
    t.text("account_name").notNullable();
    t.text("description").notNullable().defaultTo("");
    t.text("comments").notNullable().defaultTo("");
    t.boolean("active").notNullable().defaultTo(true);
    t.boolean("is_sub_account").notNullable().defaultTo(false);
    t.integer("parent_account_id");
    t.text("bank_name");
    t.text("bank_account_type");
    t.text("bank_account_number");
    t.decimal("credit_limit", 14, 2);
    t.text("card_or_loan_number");
    t.text("paypal_email");
    t.date("as_of");
    t.decimal("opening_balance", 14, 2).notNullable().defaultTo(0);
    t.boolean("is_system").notNullable().defaultTo(false); // created by the ledger (Opening Balance Equity)
    t.timestamps(true, true);
    t.unique(["company_id", "id"]);
    t.index(["company_id", "account_type"]);
  });
  // DDL takes no bind parameters: the type names are our own constants, quoted here.
  const typeList = ACCOUNT_TYPES.map((type) => `'${type.replace(/'/g, "''")}'`).join(", ");
  await knex.raw(`ALTER TABLE company_accounts ADD CONSTRAINT company_accounts_type_check CHECK (account_type IN (${typeList}))`);
  await knex.raw(`ALTER TABLE company_accounts ADD CONSTRAINT company_accounts_parent_fk
    FOREIGN KEY (company_id, parent_account_id) REFERENCES company_accounts (company_id, id)`);
  await knex.raw("CREATE UNIQUE INDEX company_accounts_number_unique ON company_accounts (company_id, btrim(account_number))");
  await knex.raw("CREATE UNIQUE INDEX company_accounts_name_unique ON company_accounts (company_id, lower(btrim(account_name)))");
  await knex.raw(`CREATE UNIQUE INDEX company_accounts_bank_number_unique ON company_accounts (company_id, btrim(bank_account_number))
    WHERE account_type = 'Bank' AND bank_account_number IS NOT NULL`);

  // Per-company gapless document numbers: the row is locked by the transaction that takes a number.
  await knex.schema.createTable("document_counters", (t) => {
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("document_type").notNullable();
    t.integer("last_value").notNullable();
    t.primary(["company_id", "document_type"]);
  });

  await knex.schema.createTable("journal_entries", (t) => {
    t.increments("id");
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.text("entry_type").notNullable(); // JE, OB (opening balance), DEP (deposit), and the purchase documents' types
    t.text("entry_no").notNullable(); // shown number: JE-0001 (drafts get theirs when posted)
    t.date("entry_date").notNullable();
    t.text("comments").notNullable().defaultTo("");
    t.text("status").notNullable(); // draft | posted | cancelled
    t.jsonb("draft_lines"); // a draft's rows; posted entries keep their rows in journal_lines
    t.text("source_type"); // the document that posted this entry (account, vendor, bill, …)
    t.integer("source_id");
    t.integer("reverses_entry_id");
    t.integer("reversed_by_entry_id");
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("posted_at", { useTz: true });
    t.timestamp("cancelled_at", { useTz: true });
    t.unique(["company_id", "id"]);
    t.index(["company_id", "entry_date"]);
    t.index(["company_id", "source_type", "source_id"]);
  });
  await knex.raw(`ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_status_check
    CHECK (status IN ('draft', 'posted', 'cancelled'))`);
  await knex.raw(`CREATE UNIQUE INDEX journal_entries_number_unique ON journal_entries (company_id, entry_type, entry_no)
    WHERE status <> 'draft'`);
  await knex.raw(`ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_reverses_fk
    FOREIGN KEY (company_id, reverses_entry_id) REFERENCES journal_entries (company_id, id)`);

  await knex.schema.createTable("journal_lines", (t) => {
    t.bigIncrements("id");
    t.integer("company_id").notNullable();
    t.integer("journal_entry_id").notNullable();
    t.integer("line_no").notNullable();
    t.integer("account_id").notNullable();
    t.date("entry_date").notNullable(); // the entry's date, kept on the line for registers and reports
    t.decimal("debit", 14, 2).notNullable().defaultTo(0);
    t.decimal("credit", 14, 2).notNullable().defaultTo(0);
    t.text("memo").notNullable().defaultTo("");
    t.integer("vendor_id"); // sub-ledger tags, filled by purchasing and inventory
    t.integer("item_id");
    t.index(["company_id", "account_id", "entry_date", "id"]);
    t.index(["company_id", "journal_entry_id"]);
  });
  await knex.raw(`ALTER TABLE journal_lines
    ADD CONSTRAINT journal_lines_entry_fk FOREIGN KEY (company_id, journal_entry_id)
      REFERENCES journal_entries (company_id, id) ON DELETE CASCADE,
    ADD CONSTRAINT journal_lines_account_fk FOREIGN KEY (company_id, account_id)
      REFERENCES company_accounts (company_id, id),
    ADD CONSTRAINT journal_lines_company_fk FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE,
    ADD CONSTRAINT journal_lines_amounts_check CHECK (debit >= 0 AND credit >= 0 AND (debit = 0) <> (credit = 0))`);

  // The database's own guard: at commit, every entry that received lines must balance, with at
  // least one debit and one credit. Posted lines are never changed: corrections are new entries.
  await knex.raw(`
    CREATE FUNCTION journal_entry_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      d numeric; c numeric;
    BEGIN
      SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO d, c
        FROM journal_lines WHERE company_id = NEW.company_id AND journal_entry_id = NEW.journal_entry_id;
      IF d <> c OR d = 0 THEN
        RAISE EXCEPTION 'journal entry % does not balance (debits %, credits %)', NEW.journal_entry_id, d, c
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_must_balance()`);
  // One statement per raw(): PGlite's extended protocol runs a single statement at a time.
  await knex.raw(`
    CREATE FUNCTION journal_lines_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Deleting a whole company (the delete cascades here) is the only way lines go away.
      IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'posted journal lines cannot be changed; post a reversing entry instead'
        USING ERRCODE = 'restrict_violation';
    END $$`);
  await knex.raw(`
    CREATE TRIGGER journal_lines_immutable BEFORE UPDATE OR DELETE ON journal_lines
      FOR EACH ROW EXECUTE FUNCTION journal_lines_are_immutable()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE IF EXISTS journal_lines");
  await knex.raw("DROP FUNCTION IF EXISTS journal_lines_are_immutable()");
  await knex.raw("DROP FUNCTION IF EXISTS journal_entry_must_balance()");
  await knex.schema.dropTable("journal_entries");
  await knex.schema.dropTable("document_counters");
  await knex.schema.dropTable("company_accounts");
}
