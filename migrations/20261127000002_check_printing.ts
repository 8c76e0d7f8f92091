import type { Knex } from "knex";

// Check printing (issue 14): what Yes, Done and Void record on a pay bill made by Cheque.
// - Yes, Done: the check's number (from the company's CHK series, or the stock's number when the
//   caller gives it), when and on which printer it printed; the pay bill becomes Issued.
// - Void: when and by whom, why, and the reversing journal entry it posted; the pay bill becomes Void.
// Columns only: bill_payments keeps its (company_id, id) key, and the new foreign key carries
// company_id like every other (docs/distribution.md).

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("bill_payments", (t) => {
    t.text("check_number");
    t.timestamp("printed_at", { useTz: true });
    t.text("printer_name");
    t.timestamp("voided_at", { useTz: true });
    t.integer("voided_by").references("users.id").onDelete("SET NULL");
    t.text("void_reason");
    t.integer("void_entry_id");
  });
  await knex.raw(
    "ALTER TABLE bill_payments ADD CONSTRAINT bill_payments_void_entry_id_fk FOREIGN KEY (company_id, void_entry_id) REFERENCES journal_entries (company_id, id)",
  );
  await knex.raw(
    "ALTER TABLE bill_payments ADD CONSTRAINT bill_payments_printed_check CHECK (NOT is_print_check_done OR (printed_at IS NOT NULL AND check_number IS NOT NULL))",
  );
  await knex.raw(
    "CREATE UNIQUE INDEX bill_payments_check_number ON bill_payments (company_id, check_number) WHERE check_number IS NOT NULL",
  );
  await knex.raw("CREATE INDEX bill_payments_printed ON bill_payments (company_id, printed_at) WHERE printed_at IS NOT NULL");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX bill_payments_printed");
  await knex.raw("DROP INDEX bill_payments_check_number");
  await knex.raw("ALTER TABLE bill_payments DROP CONSTRAINT bill_payments_printed_check");
  await knex.raw("ALTER TABLE bill_payments DROP CONSTRAINT bill_payments_void_entry_id_fk");
  await knex.schema.alterTable("bill_payments", (t) => {
    t.dropColumn("void_entry_id");
    t.dropColumn("void_reason");
    t.dropColumn("voided_by");
    t.dropColumn("voided_at");
    t.dropColumn("printer_name");
    t.dropColumn("printed_at");
    t.dropColumn("check_number");
  });
}
