import type { Knex } from "knex";
import { PAYMENT_METHODS } from "./20261122000004_vendors";

// Banking's own documents (issue 27, ADR 0057):
// - bank_transfers: Transfer Funds, money moved from one bank, cash, card or Paypal account to
//   another, posted Dr to / Cr from (TRF-0001, the number of its entry);
// - bank_deposits and bank_deposit_lines: Make Deposit, posted Dr the bank (the total less the cash
//   back), Dr the cash back account, Cr Undeposited Funds for the payments and cash sales deposited
//   and Cr each other row's account (DEP-0001). A line that deposits a customer payment or a cash
//   sale names it, and a partial unique index lets each be deposited by one deposit at a time: the
//   lines of a void deposit are marked `voided` in the voiding transaction, which frees what they held.
// A posted transfer or deposit keeps what it posted (as the sales and purchase documents do): only
// its void (status, the reversing entry, who and when) changes it, and it is deleted only with its
// company; a deposit's lines change only to be marked voided. Keys as everywhere (docs/distribution.md):
// primary key (company_id, id), foreign keys carry company_id. One statement per raw(): PGlite runs
// one at a time.

const METHODS = [...PAYMENT_METHODS, "Paypal"];
const quoted = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
const COMPANY_GONE = "NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id)";
const refuse = (message: string, ...args: string[]) =>
  `RAISE EXCEPTION '${message}'${args.map((a) => `, ${a}`).join("")} USING ERRCODE = 'restrict_violation';`;

async function companyForeignKey(knex: Knex, table: string, column: string, target: string, onDelete = "") {
  await knex.raw(
    `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fk FOREIGN KEY (company_id, ${column}) REFERENCES ${target} (company_id, id)` +
      (onDelete ? ` ON DELETE ${onDelete}` : " DEFERRABLE INITIALLY IMMEDIATE"),
  );
}

/** What a void may change on a posted transfer or deposit; every other column is frozen (its entry is set once, after it posts). */
const VOID_COLUMNS = ["status", "void_entry_id", "voided_at", "voided_by", "updated_at", "version"];

async function postedGuard(knex: Knex, table: string, noun: string) {
  await knex.raw(`CREATE FUNCTION ${table}_posted_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE free constant text[] := ARRAY[${quoted(VOID_COLUMNS)}];
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF ${COMPANY_GONE} THEN RETURN OLD; END IF;
        ${refuse(`${noun} % cannot be deleted; void it instead`, "OLD.number")}
      END IF;
      IF OLD.status = 'void' THEN
        ${refuse(`${noun} % is void: it cannot be changed`, "OLD.number")}
      END IF;
      IF OLD.journal_entry_id IS NOT NULL AND NEW.journal_entry_id IS DISTINCT FROM OLD.journal_entry_id
         OR (to_jsonb(NEW) - free - 'journal_entry_id') IS DISTINCT FROM (to_jsonb(OLD) - free - 'journal_entry_id') THEN
        ${refuse(`${noun} % is posted: only its void may change it`, "OLD.number")}
      END IF;
      RETURN NEW;
    END $$`);
  await knex.raw(
    `CREATE TRIGGER ${table}_posted_guard BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_posted_guard()`,
  );
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE bank_transfers (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      number text NOT NULL,
      transfer_date date NOT NULL,
      from_account_id integer NOT NULL,
      to_account_id integer NOT NULL,
      amount numeric(14, 2) NOT NULL,
      memo text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'posted',
      journal_entry_id integer,
      void_entry_id integer,
      voided_at timestamptz,
      voided_by integer REFERENCES users (id) ON DELETE SET NULL,
      version integer NOT NULL DEFAULT 1,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT bank_transfers_status_check CHECK (status IN ('posted', 'void')),
      CONSTRAINT bank_transfers_amount_check CHECK (amount > 0),
      CONSTRAINT bank_transfers_accounts_check CHECK (from_account_id <> to_account_id)
    )`);
  await knex.raw("CREATE UNIQUE INDEX bank_transfers_number_unique ON bank_transfers (company_id, number)");
  await knex.raw("CREATE INDEX bank_transfers_date ON bank_transfers (company_id, transfer_date DESC, id DESC)");
  await companyForeignKey(knex, "bank_transfers", "from_account_id", "company_accounts");
  await companyForeignKey(knex, "bank_transfers", "to_account_id", "company_accounts");
  await companyForeignKey(knex, "bank_transfers", "journal_entry_id", "journal_entries");
  await companyForeignKey(knex, "bank_transfers", "void_entry_id", "journal_entries");
  await postedGuard(knex, "bank_transfers", "transfer");

  await knex.raw(`
    CREATE TABLE bank_deposits (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      number text NOT NULL,
      deposit_date date NOT NULL,
      account_id integer NOT NULL,
      memo text NOT NULL DEFAULT '',
      total numeric(14, 2) NOT NULL,
      cash_back_account_id integer,
      cash_back_memo text NOT NULL DEFAULT '',
      cash_back_amount numeric(14, 2) NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'posted',
      journal_entry_id integer,
      void_entry_id integer,
      voided_at timestamptz,
      voided_by integer REFERENCES users (id) ON DELETE SET NULL,
      version integer NOT NULL DEFAULT 1,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT bank_deposits_status_check CHECK (status IN ('posted', 'void')),
      CONSTRAINT bank_deposits_amounts_check CHECK (cash_back_amount >= 0 AND total - cash_back_amount > 0),
      CONSTRAINT bank_deposits_cash_back_check CHECK (cash_back_amount = 0 OR cash_back_account_id IS NOT NULL)
    )`);
  await knex.raw("CREATE UNIQUE INDEX bank_deposits_number_unique ON bank_deposits (company_id, number)");
  await knex.raw("CREATE INDEX bank_deposits_date ON bank_deposits (company_id, deposit_date DESC, id DESC)");
  await companyForeignKey(knex, "bank_deposits", "account_id", "company_accounts");
  await companyForeignKey(knex, "bank_deposits", "cash_back_account_id", "company_accounts");
  await companyForeignKey(knex, "bank_deposits", "journal_entry_id", "journal_entries");
  await companyForeignKey(knex, "bank_deposits", "void_entry_id", "journal_entries");
  await postedGuard(knex, "bank_deposits", "deposit");

  await knex.raw(`
    CREATE TABLE bank_deposit_lines (
      id serial NOT NULL,
      company_id integer NOT NULL,
      deposit_id integer NOT NULL,
      line_no integer NOT NULL,
      customer_payment_id integer,
      sales_document_id integer,
      customer_id integer,
      vendor_id integer,
      account_id integer NOT NULL,
      payment_method text NOT NULL DEFAULT '',
      reference text NOT NULL DEFAULT '',
      memo text NOT NULL DEFAULT '',
      amount numeric(14, 2) NOT NULL,
      voided boolean NOT NULL DEFAULT false,
      PRIMARY KEY (company_id, id),
      CONSTRAINT bank_deposit_lines_amount_check CHECK (amount > 0),
      CONSTRAINT bank_deposit_lines_source_check CHECK (customer_payment_id IS NULL OR sales_document_id IS NULL),
      CONSTRAINT bank_deposit_lines_party_check CHECK (customer_id IS NULL OR vendor_id IS NULL),
      CONSTRAINT bank_deposit_lines_payment_method_check CHECK (payment_method IN ('', ${quoted(METHODS)}))
    )`);
  await knex.raw("CREATE UNIQUE INDEX bank_deposit_lines_line_no ON bank_deposit_lines (company_id, deposit_id, line_no)");
  // What is deposited is held by one deposit that is not void.
  await knex.raw(`CREATE UNIQUE INDEX bank_deposit_lines_payment_once ON bank_deposit_lines (company_id, customer_payment_id)
    WHERE customer_payment_id IS NOT NULL AND NOT voided`);
  await knex.raw(`CREATE UNIQUE INDEX bank_deposit_lines_cash_sale_once ON bank_deposit_lines (company_id, sales_document_id)
    WHERE sales_document_id IS NOT NULL AND NOT voided`);
  await companyForeignKey(knex, "bank_deposit_lines", "deposit_id", "bank_deposits", "CASCADE");
  await companyForeignKey(knex, "bank_deposit_lines", "customer_payment_id", "customer_payments");
  await companyForeignKey(knex, "bank_deposit_lines", "sales_document_id", "sales_documents");
  await companyForeignKey(knex, "bank_deposit_lines", "customer_id", "customers");
  await companyForeignKey(knex, "bank_deposit_lines", "vendor_id", "vendors");
  await companyForeignKey(knex, "bank_deposit_lines", "account_id", "company_accounts");
  await knex.raw(`CREATE FUNCTION bank_deposit_lines_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF ${COMPANY_GONE} THEN RETURN OLD; END IF;
        ${refuse("a deposit line cannot be deleted; void its deposit instead")}
      END IF;
      IF OLD.voided OR (to_jsonb(NEW) - 'voided') IS DISTINCT FROM (to_jsonb(OLD) - 'voided') THEN
        ${refuse("a deposit line cannot be changed; void its deposit instead")}
      END IF;
      RETURN NEW;
    END $$`);
  await knex.raw(
    "CREATE TRIGGER bank_deposit_lines_guard BEFORE UPDATE OR DELETE ON bank_deposit_lines FOR EACH ROW EXECUTE FUNCTION bank_deposit_lines_guard()",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE bank_deposit_lines");
  await knex.raw("DROP FUNCTION bank_deposit_lines_guard()");
  await knex.raw("DROP TABLE bank_deposits");
  await knex.raw("DROP FUNCTION bank_deposits_posted_guard()");
  await knex.raw("DROP TABLE bank_transfers");
  await knex.raw("DROP FUNCTION bank_transfers_posted_guard()");
}
