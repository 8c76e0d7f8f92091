import type { Knex } from "knex";

// Posted books are not writable around the ledger (issue 25 item 7, the addendum to ADR 0016). The triggers of
// ADR 0016 guard a posted entry's header and lines; these guard what sits beside them, for every
// role (the least-privilege app role of `ledgerline db create-app-role` cannot disable them):
// - a journal entry that is not a draft must, at commit, have at least two lines that balance with
//   a non-zero total (before, an entry with no lines passed: the check summed lines only when some
//   existed, so an empty posted entry could be inserted and then never deleted);
// - stock movements are append-only: never updated, deleted only with their company (an item or a
//   warehouse with movements is never deleted by the app; a document's stock is undone by opposite
//   movements, app/modules/inventory/stock.server.ts reverseStock);
// - item_stock, the running totals of those movements, starts empty (quantity and value 0), changes
//   only in a transaction that wrote a movement of the same item and warehouse, and is deleted only
//   empty or with its company;
// - a purchase document that is no longer a draft keeps its kind, number, vendor, date, total, pay-
//   from and refund accounts and journal entry (set once, after its posting); what payments, credits
//   and voids change (amount paid, status) stays free, but it never goes back to draft; it is
//   deleted only with its company.
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

const FROZEN_DOCUMENT_COLUMNS = ["kind", "number", "vendor_id", "doc_date", "total", "pay_from_account_id", "refund_account_id"];

/** "the company row is gone": its rows are going by cascade (a purge, a user's deletion). */
const COMPANY_GONE = "NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id)";
const refuse = (message: string, ...args: string[]) =>
  `RAISE EXCEPTION '${message}'${args.map((a) => `, ${a}`).join("")} USING ERRCODE = 'restrict_violation';`;

/**
 * The balance check at commit. The entry is read again: an entry inserted as a draft and posted
 * later in the transaction is checked as posted, one deleted since (a purge) not at all.
 * `atLeastTwoLines`: this migration's rule for entries that are not drafts.
 */
const balanceCheck = (atLeastTwoLines: boolean) => `
  CREATE OR REPLACE FUNCTION journal_entry_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE d numeric; c numeric; n bigint; entry record;
  BEGIN
    SELECT e.status, e.entry_no INTO entry FROM journal_entries e WHERE e.company_id = NEW.company_id AND e.id = NEW.id;
    IF NOT FOUND THEN RETURN NULL; END IF;
    SELECT count(*), coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO n, d, c
      FROM journal_lines WHERE company_id = NEW.company_id AND journal_entry_id = NEW.id;
    ${
      atLeastTwoLines
        ? `IF entry.status <> 'draft' AND n < 2 THEN
      RAISE EXCEPTION 'journal entry % is %: it must have at least two lines (it has %)', entry.entry_no, entry.status, n
        USING ERRCODE = 'check_violation';
    END IF;`
        : ""
    }
    IF n > 0 AND (d <> c OR d = 0) THEN
      RAISE EXCEPTION 'journal entry % does not balance (debits %, credits %)', NEW.id, d, c USING ERRCODE = 'check_violation';
    END IF;
    RETURN NULL;
  END $$`;

/** The guards this migration adds: a trigger on a table, and the body of its function. */
const GUARDS = [
  {
    table: "stock_movements",
    trigger: "stock_movements_immutable",
    events: "UPDATE OR DELETE",
    body: `IF TG_OP = 'DELETE' AND ${COMPANY_GONE} THEN RETURN OLD; END IF;
      ${refuse("stock movements cannot be changed or deleted; undo a document''s stock with opposite movements")}`,
  },
  {
    // A movement written by this transaction is a row whose xmin is our transaction id (as the
    // journal line guard of ADR 0016 tells the entry the transaction posted).
    table: "item_stock",
    trigger: "item_stock_follows_movements",
    events: "INSERT OR UPDATE OR DELETE",
    body: `IF TG_OP = 'INSERT' THEN
        IF NEW.quantity = 0 AND NEW.value = 0 THEN RETURN NEW; END IF;
        ${refuse("stock on hand starts at zero: it comes only from stock movements")}
      ELSIF TG_OP = 'DELETE' THEN
        IF (OLD.quantity = 0 AND OLD.value = 0) OR ${COMPANY_GONE} THEN RETURN OLD; END IF;
        ${refuse("stock on hand (quantity %) cannot be deleted; move it out with a document", "OLD.quantity")}
      END IF;
      IF (NEW.company_id, NEW.item_id, NEW.warehouse_id) IS DISTINCT FROM (OLD.company_id, OLD.item_id, OLD.warehouse_id) THEN
        ${refuse("stock on hand cannot be moved to another item or warehouse")}
      END IF;
      IF (NEW.quantity, NEW.value) IS NOT DISTINCT FROM (OLD.quantity, OLD.value) OR EXISTS (
           SELECT 1 FROM stock_movements m
            WHERE m.company_id = NEW.company_id AND m.item_id = NEW.item_id AND m.warehouse_id = NEW.warehouse_id
              AND m.xmin = pg_current_xact_id()::xid) THEN
        RETURN NEW;
      END IF;
      ${refuse("stock on hand changes only with a stock movement of the same transaction")}`,
  },
  {
    table: "purchase_documents",
    trigger: "purchase_documents_posted_guard",
    events: "UPDATE OR DELETE",
    body: `IF TG_OP = 'DELETE' THEN
        IF OLD.status = 'draft' OR ${COMPANY_GONE} THEN RETURN OLD; END IF;
        ${refuse("purchase document % is %: it cannot be deleted; void it instead", "OLD.number", "OLD.status")}
      END IF;
      IF OLD.status = 'draft' THEN RETURN NEW; END IF; -- a draft bill is freely editable, and posting it is an update
      IF NEW.status = 'draft' THEN
        ${refuse("purchase document % is %: it cannot become a draft again", "OLD.number", "OLD.status")}
      END IF;
      FOR i IN 1 .. array_length(frozen, 1) LOOP
        IF (to_jsonb(NEW) -> frozen[i]) IS DISTINCT FROM (to_jsonb(OLD) -> frozen[i]) THEN
          ${refuse("purchase document % is %: its % cannot be changed; void it or enter a new document", "OLD.number", "OLD.status", "frozen[i]")}
        END IF;
      END LOOP;
      IF OLD.journal_entry_id IS NOT NULL AND NEW.journal_entry_id IS DISTINCT FROM OLD.journal_entry_id THEN
        ${refuse("purchase document % is %: its journal entry cannot be changed", "OLD.number", "OLD.status")}
      END IF;
      RETURN NEW;`,
  },
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(balanceCheck(true));
  const frozen = `ARRAY[${FROZEN_DOCUMENT_COLUMNS.map((c) => `'${c}'`).join(", ")}]`;
  for (const guard of GUARDS) {
    await knex.raw(`CREATE FUNCTION ${guard.trigger}() RETURNS trigger LANGUAGE plpgsql AS $$
      ${guard.table === "purchase_documents" ? `DECLARE frozen constant text[] := ${frozen};` : ""}
      BEGIN
        ${guard.body}
      END $$`);
    await knex.raw(
      `CREATE TRIGGER ${guard.trigger} BEFORE ${guard.events} ON ${guard.table} FOR EACH ROW EXECUTE FUNCTION ${guard.trigger}()`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const guard of [...GUARDS].reverse()) {
    await knex.raw(`DROP TRIGGER ${guard.trigger} ON ${guard.table}`);
    await knex.raw(`DROP FUNCTION ${guard.trigger}()`);
  }
  await knex.raw(balanceCheck(false)); // back to the rule of 20261125000002_ledger_guards_per_entry
}
