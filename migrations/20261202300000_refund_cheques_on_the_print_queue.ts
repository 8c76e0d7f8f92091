import type { Knex } from "knex";

// A refund paid by cheque is a check like the others (issue 26, ADR 0059): it is listed on Print
// Check, queued, printed by the daemon and numbered by Yes, Done.
// - print_jobs points at what a job prints through one of two foreign keys, exactly one of them set:
//   payment_id (a pay bill's check, as before) or refund_id (a customer refund's cheque). Each keeps
//   its own "one waiting job per check" partial unique index. The job also keeps the words the
//   queue shows and the printing system titles it with (`number`, `title`), handed over by whoever
//   queued it, so the queue never reads the table its job points at.
// - customer_refunds records its printing as bill_payments does: the cheque number (cheque_no,
//   unique in the company once set), when and on which printer.
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE print_jobs ALTER COLUMN payment_id DROP NOT NULL");
  await knex.raw("ALTER TABLE print_jobs ADD COLUMN refund_id integer");
  await knex.raw("ALTER TABLE print_jobs ADD COLUMN number text NOT NULL DEFAULT ''");
  await knex.raw("ALTER TABLE print_jobs ADD COLUMN title text NOT NULL DEFAULT ''");
  // The jobs already queued are pay bills' checks: their words as the queue used to read them.
  await knex.raw(`
    UPDATE print_jobs j
       SET number = p.number, title = p.number || ' ' || v.vendor_name
      FROM bill_payments p
      JOIN vendors v ON v.company_id = p.company_id AND v.id = p.vendor_id
     WHERE p.company_id = j.company_id AND p.id = j.payment_id`);
  await knex.raw("ALTER TABLE print_jobs ADD CONSTRAINT print_jobs_target_check CHECK (num_nonnulls(payment_id, refund_id) = 1)");
  await knex.raw(
    `ALTER TABLE print_jobs ADD CONSTRAINT print_jobs_refund_fk FOREIGN KEY (company_id, refund_id)
       REFERENCES customer_refunds (company_id, id) ON DELETE CASCADE`,
  );
  await knex.raw("CREATE UNIQUE INDEX print_jobs_live_refund ON print_jobs (company_id, refund_id) WHERE state IN ('queued', 'sent')");
  await knex.raw("CREATE INDEX print_jobs_refund ON print_jobs (company_id, refund_id, id) WHERE refund_id IS NOT NULL");

  await knex.raw("ALTER TABLE customer_refunds ADD COLUMN printed_at timestamptz");
  await knex.raw("ALTER TABLE customer_refunds ADD COLUMN printer_name text NOT NULL DEFAULT ''");
  await knex.raw("CREATE UNIQUE INDEX customer_refunds_cheque_no_unique ON customer_refunds (company_id, cheque_no) WHERE cheque_no <> ''");
  await knex.raw("CREATE INDEX customer_refunds_to_print ON customer_refunds (company_id, refund_date, id) WHERE to_be_printed");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX customer_refunds_to_print");
  await knex.raw("DROP INDEX customer_refunds_cheque_no_unique");
  await knex.raw("ALTER TABLE customer_refunds DROP COLUMN printer_name");
  await knex.raw("ALTER TABLE customer_refunds DROP COLUMN printed_at");
  // A refund's jobs cannot be kept without a pay bill: they go with the column.
  await knex.raw("DELETE FROM print_jobs WHERE refund_id IS NOT NULL");
  await knex.raw("DROP INDEX print_jobs_refund");
  await knex.raw("DROP INDEX print_jobs_live_refund");
  await knex.raw("ALTER TABLE print_jobs DROP CONSTRAINT print_jobs_refund_fk");
  await knex.raw("ALTER TABLE print_jobs DROP CONSTRAINT print_jobs_target_check");
  await knex.raw("ALTER TABLE print_jobs DROP COLUMN title");
  await knex.raw("ALTER TABLE print_jobs DROP COLUMN number");
  await knex.raw("ALTER TABLE print_jobs DROP COLUMN refund_id");
  await knex.raw("ALTER TABLE print_jobs ALTER COLUMN payment_id SET NOT NULL");
}
