import type { Knex } from "knex";

// bill_totals had no key to its company: a purged company's bills, deleted by cascade, left their
// groups behind as rows of zeros (issue 25, item 6). Its rows now go with their company (ON DELETE
// CASCADE), and the trigger that keeps it in step no longer writes a group for a company that is
// being deleted in the same statement. One statement per raw(), as PGlite needs.

const GROUP = (rows: string, sign: string) => `
  INSERT INTO bill_totals AS t (company_id, status, due_date, bills, total, amount_paid)
  SELECT r.company_id, r.status, coalesce(r.due_date, 'infinity'::date), ${sign}count(*), ${sign}sum(r.total), ${sign}sum(r.amount_paid)
    FROM ${rows} r WHERE r.kind = 'bill' AND EXISTS (SELECT 1 FROM companies c WHERE c.id = r.company_id)
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (company_id, status, due_date) DO UPDATE
     SET bills = t.bills + EXCLUDED.bills, total = t.total + EXCLUDED.total, amount_paid = t.amount_paid + EXCLUDED.amount_paid;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw("DELETE FROM bill_totals t WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = t.company_id)");
  await knex.raw(`CREATE OR REPLACE FUNCTION bill_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN ${GROUP("old_rows", "-")}
      END IF;
      IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN ${GROUP("new_rows", "")}
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(
    "ALTER TABLE bill_totals ADD CONSTRAINT bill_totals_company_id_fk FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE bill_totals DROP CONSTRAINT bill_totals_company_id_fk");
}
