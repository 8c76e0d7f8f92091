import type { Knex } from "knex";

// Indexes for the purchasing lists (issue 13). Each leads with company_id, as every index does
// (docs/distribution.md); none is unique, so the key rule has nothing more to ask of them.
// - Pay Bill reads a vendor's open bills, oldest due first: a partial index holds exactly those
//   rows in that order, so a vendor with thousands of open bills is one index range scan, no sort;
//   a bill leaves it when it is paid (its status changes).
// - Pay Bill also reads the vendor's vendor credits with something left to apply (refunds are not
//   credits against the payable): the same idea, oldest first.
// - The Vendor Payments list filters by issue date as well as pay date (bill_payments_date).
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX purchase_documents_open_bills ON purchase_documents (company_id, vendor_id, due_date, doc_date, id)
    WHERE kind = 'bill' AND status = 'open'`);
  await knex.raw(`CREATE INDEX purchase_documents_open_credits ON purchase_documents (company_id, vendor_id, doc_date, id)
    WHERE kind = 'vendor_credit' AND status = 'posted' AND refund_account_id IS NULL AND amount_paid < total`);
  await knex.raw("CREATE INDEX bill_payments_issue_date ON bill_payments (company_id, issue_date) WHERE issue_date IS NOT NULL");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX bill_payments_issue_date");
  await knex.raw("DROP INDEX purchase_documents_open_credits");
  await knex.raw("DROP INDEX purchase_documents_open_bills");
}
