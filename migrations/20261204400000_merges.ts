import type { Knex } from "knex";

// Merges (issue 30 item 4, ADR 0067): a customer, vendor, account or item (the source) merged into
// another of its kind (the target). One transaction records the merge (a `merges` row), points every
// document, line, payment, stock movement and journal line that names the source at the target, and
// archives the source.
//
// The books that cannot be rewritten (ADR 0016 and its addendum) stay so: each guard refuses an update
// of a posted row as before, except a merge's rewrite — an update that changes nothing but columns
// that are foreign keys to the merged kind's table (read from the catalog), each from the source to
// the target, of a merge recorded by the same transaction (the merge row's xmin is our transaction id,
// the test ADR 0016 uses for journal lines). Amounts, dates, numbers and entries never change, so the
// trial balance is what it was and the target's balance is the sum of both. A guard on an UPDATE OR
// DELETE is split in two triggers (a WHEN clause of a DELETE trigger may not read NEW): the delete's,
// unchanged, and the update's with `WHEN (NOT merge_rewrite(…))`. The source's stock on hand
// (item_stock) is added to the target's, and the emptied row of the source may then be deleted.
// Merges are append-only, deleted only with their company.
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

const COMPANY_GONE = "NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id)";

/** The guards whose updates a merge may pass: table, trigger, its function, the events it guards. */
const GUARDS = [
  { table: "journal_lines", trigger: "journal_lines_immutable", fn: "journal_lines_are_immutable" },
  { table: "purchase_documents", trigger: "purchase_documents_posted_guard", fn: "purchase_documents_posted_guard" },
  { table: "sales_documents", trigger: "sales_documents_posted_guard", fn: "sales_documents_posted_guard" },
  { table: "bank_transfers", trigger: "bank_transfers_posted_guard", fn: "bank_transfers_posted_guard" },
  { table: "bank_deposits", trigger: "bank_deposits_posted_guard", fn: "bank_deposits_posted_guard" },
  { table: "bank_deposit_lines", trigger: "bank_deposit_lines_guard", fn: "bank_deposit_lines_guard" },
  { table: "stock_movements", trigger: "stock_movements_immutable", fn: "stock_movements_immutable" },
] as const;

/** The table a merge of `kind` merges rows of. */
const KIND_TABLE = "CASE m.kind WHEN 'accounts' THEN 'company_accounts' ELSE m.kind END::regclass";

/** The columns of `tbl` that are foreign keys to the merged kind's table (company_id aside). */
const FK_COLUMNS = `SELECT a.attname::text FROM pg_constraint c
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.conrelid = tbl AND c.confrelid = ${KIND_TABLE} AND a.attname <> 'company_id'`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE merges (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      kind text NOT NULL,
      source_id integer NOT NULL,
      target_id integer NOT NULL,
      source_name text NOT NULL,
      target_name text NOT NULL,
      moved jsonb NOT NULL DEFAULT '{}'::jsonb,
      merged_by integer,
      merged_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT merges_pkey PRIMARY KEY (company_id, id),
      CONSTRAINT merges_kind_check CHECK (kind IN ('customers', 'vendors', 'accounts', 'items')),
      CONSTRAINT merges_distinct_check CHECK (source_id <> target_id)
    )`);
  await knex.raw("CREATE INDEX merges_company_merged_at ON merges (company_id, merged_at DESC)");
  await knex.raw(`CREATE FUNCTION merges_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND ${COMPANY_GONE} THEN RETURN OLD; END IF;
      RAISE EXCEPTION 'a merge is part of the books: it cannot be changed or deleted' USING ERRCODE = 'restrict_violation';
    END $$`);
  await knex.raw("CREATE TRIGGER merges_append_only BEFORE UPDATE OR DELETE ON merges FOR EACH ROW EXECUTE FUNCTION merges_append_only()");

  // A merge's rewrite of a row of `tbl`: something changed, and every changed column (a row version
  // and its updated_at aside) is a foreign key to the merged kind's table that went from the source to
  // the target of a merge this transaction recorded for the row's company.
  await knex.raw(`
    CREATE FUNCTION merge_rewrite(tbl regclass, o jsonb, n jsonb) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
    DECLARE m record;
    BEGIN
      FOR m IN SELECT kind, source_id, target_id FROM merges
                WHERE company_id = (o ->> 'company_id')::integer AND xmin = pg_current_xact_id()::xid LOOP
        IF EXISTS (SELECT 1 FROM jsonb_each(n) e WHERE e.value IS DISTINCT FROM o -> e.key AND e.key NOT IN ('version', 'updated_at'))
           AND NOT EXISTS (
             SELECT 1 FROM jsonb_each(n) e
              WHERE e.value IS DISTINCT FROM o -> e.key AND e.key NOT IN ('version', 'updated_at')
                AND NOT (o ->> e.key = m.source_id::text AND n ->> e.key = m.target_id::text AND e.key IN (${FK_COLUMNS}))) THEN
          RETURN true;
        END IF;
      END LOOP;
      RETURN false;
    END $$`);
  // A row of `tbl` that names the source of a merge this transaction recorded (the emptied stock on
  // hand of a merged item, deleted once added to the target's).
  await knex.raw(`
    CREATE FUNCTION merge_source_row(tbl regclass, o jsonb) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
    DECLARE m record;
    BEGIN
      FOR m IN SELECT kind, source_id FROM merges
                WHERE company_id = (o ->> 'company_id')::integer AND xmin = pg_current_xact_id()::xid LOOP
        IF EXISTS (SELECT 1 FROM (${FK_COLUMNS}) f(col) WHERE o ->> f.col = m.source_id::text) THEN
          RETURN true;
        END IF;
      END LOOP;
      RETURN false;
    END $$`);

  for (const g of GUARDS) {
    await knex.raw(`DROP TRIGGER ${g.trigger} ON ${g.table}`);
    await knex.raw(`CREATE TRIGGER ${g.trigger} BEFORE DELETE ON ${g.table} FOR EACH ROW EXECUTE FUNCTION ${g.fn}()`);
    await knex.raw(
      `CREATE TRIGGER ${g.trigger}_update BEFORE UPDATE ON ${g.table} FOR EACH ROW
         WHEN (NOT merge_rewrite('${g.table}'::regclass, to_jsonb(OLD), to_jsonb(NEW))) EXECUTE FUNCTION ${g.fn}()`,
    );
  }
  await knex.raw("DROP TRIGGER item_stock_follows_movements ON item_stock");
  await knex.raw(
    "CREATE TRIGGER item_stock_follows_movements BEFORE INSERT OR UPDATE ON item_stock FOR EACH ROW EXECUTE FUNCTION item_stock_follows_movements()",
  );
  await knex.raw(
    `CREATE TRIGGER item_stock_follows_movements_delete BEFORE DELETE ON item_stock FOR EACH ROW
       WHEN (NOT merge_source_row('item_stock'::regclass, to_jsonb(OLD))) EXECUTE FUNCTION item_stock_follows_movements()`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TRIGGER item_stock_follows_movements_delete ON item_stock");
  await knex.raw("DROP TRIGGER item_stock_follows_movements ON item_stock");
  await knex.raw(
    "CREATE TRIGGER item_stock_follows_movements BEFORE INSERT OR DELETE OR UPDATE ON item_stock FOR EACH ROW EXECUTE FUNCTION item_stock_follows_movements()",
  );
  for (const g of GUARDS) {
    await knex.raw(`DROP TRIGGER ${g.trigger}_update ON ${g.table}`);
    await knex.raw(`DROP TRIGGER ${g.trigger} ON ${g.table}`);
    await knex.raw(`CREATE TRIGGER ${g.trigger} BEFORE DELETE OR UPDATE ON ${g.table} FOR EACH ROW EXECUTE FUNCTION ${g.fn}()`);
  }
  await knex.raw("DROP FUNCTION merge_source_row(regclass, jsonb)");
  await knex.raw("DROP FUNCTION merge_rewrite(regclass, jsonb, jsonb)");
  await knex.raw("DROP TABLE merges");
  await knex.raw("DROP FUNCTION merges_append_only()");
}
