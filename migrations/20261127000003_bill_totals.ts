import type { Knex } from "knex";

// Purchasing at scale (10,000 vendors, 200,000 bills):
// - bill_totals: how many bills, their total and what was paid of them, per company, status and due
//   date (no due date kept as 'infinity', so "not yet due" is due_date >= today for every open bill).
//   The Bills list's count and totals for its usual filters (every vendor, any dates; by status,
//   Open and Overdue split by the due date) add up a few hundred of these rows instead of summing
//   every bill on each page view. Statement-level triggers with transition tables keep it in step in
//   the same transaction as the bills they count, one upsert per group of rows a statement changed
//   (an import of 20,000 bills is a few hundred upserts). Groups are upserted in key order so two
//   transactions touching the same groups wait for each other rather than deadlock.
// - purchase_documents_bill_list: the Bills list's order (newest bill first) as an index carrying
//   what its counts and totals read, so a page is a short index scan and a date-filtered count is an
//   index-only range scan.
// - purchase_documents_open_bills again, now carrying the amounts: Pay Bill's batch totals and the
//   A/P aging read open bills from the index alone.
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

const GROUP = (rows: string, sign: string) => `
  INSERT INTO bill_totals AS t (company_id, status, due_date, bills, total, amount_paid)
  SELECT company_id, status, coalesce(due_date, 'infinity'::date), ${sign}count(*), ${sign}sum(total), ${sign}sum(amount_paid)
    FROM ${rows} WHERE kind = 'bill'
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (company_id, status, due_date) DO UPDATE
     SET bills = t.bills + EXCLUDED.bills, total = t.total + EXCLUDED.total, amount_paid = t.amount_paid + EXCLUDED.amount_paid;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE bill_totals (
    company_id integer NOT NULL,
    status text NOT NULL,
    due_date date NOT NULL,
    bills bigint NOT NULL DEFAULT 0,
    total numeric(16,2) NOT NULL DEFAULT 0,
    amount_paid numeric(16,2) NOT NULL DEFAULT 0,
    PRIMARY KEY (company_id, status, due_date)
  )`);
  await knex.raw(`INSERT INTO bill_totals (company_id, status, due_date, bills, total, amount_paid)
    SELECT company_id, status, coalesce(due_date, 'infinity'::date), count(*), sum(total), sum(amount_paid)
      FROM purchase_documents WHERE kind = 'bill' GROUP BY 1, 2, 3`);
  await knex.raw(`CREATE FUNCTION bill_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN ${GROUP("old_rows", "-")}
      END IF;
      IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN ${GROUP("new_rows", "")}
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE TRIGGER bill_totals_insert AFTER INSERT ON purchase_documents
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_totals_apply()`);
  await knex.raw(`CREATE TRIGGER bill_totals_update AFTER UPDATE ON purchase_documents
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_totals_apply()`);
  await knex.raw(`CREATE TRIGGER bill_totals_delete AFTER DELETE ON purchase_documents
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_totals_apply()`);
  await knex.raw(`CREATE INDEX purchase_documents_bill_list ON purchase_documents (company_id, doc_date DESC, id DESC)
    INCLUDE (status, due_date, vendor_id, total, amount_paid) WHERE kind = 'bill'`);
  await knex.raw("DROP INDEX purchase_documents_open_bills");
  await knex.raw(`CREATE INDEX purchase_documents_open_bills ON purchase_documents (company_id, vendor_id, due_date, doc_date, id)
    INCLUDE (total, amount_paid) WHERE kind = 'bill' AND status = 'open'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX purchase_documents_open_bills");
  await knex.raw(`CREATE INDEX purchase_documents_open_bills ON purchase_documents (company_id, vendor_id, due_date, doc_date, id)
    WHERE kind = 'bill' AND status = 'open'`);
  await knex.raw("DROP INDEX purchase_documents_bill_list");
  await knex.raw("DROP TRIGGER bill_totals_delete ON purchase_documents");
  await knex.raw("DROP TRIGGER bill_totals_update ON purchase_documents");
  await knex.raw("DROP TRIGGER bill_totals_insert ON purchase_documents");
  await knex.raw("DROP FUNCTION bill_totals_apply()");
  await knex.raw("DROP TABLE bill_totals");
}
