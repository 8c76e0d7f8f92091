import type { Knex } from "knex";

// The payables reports read the voided payments on every run (a voided payment settled its bills
// from its date until its void): a partial index holds exactly those, few beside the live ones.

export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE INDEX bill_payments_voided ON bill_payments (company_id, pay_date) WHERE status = 'Void'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX bill_payments_voided");
}
