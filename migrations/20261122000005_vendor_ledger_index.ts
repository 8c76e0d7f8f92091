import type { Knex } from "knex";

// The vendor sub-ledger: journal lines tagged with a vendor are read per vendor (the Vendors list's
// month columns and balance, the Vendor Center's transactions), so they get their own partial index,
// and the tag must name a vendor of the same company (NO ACTION, so deleting a company, which
// cascades to both tables, still works; deleting a vendor with postings is refused).

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "CREATE INDEX journal_lines_vendor ON journal_lines (company_id, vendor_id, account_id, entry_date) WHERE vendor_id IS NOT NULL",
  );
  await knex.raw(`ALTER TABLE journal_lines ADD CONSTRAINT journal_lines_vendor_fk
    FOREIGN KEY (company_id, vendor_id) REFERENCES vendors (company_id, id)`);
  await knex.raw("CREATE INDEX vendors_name_order ON vendors (company_id, lower(vendor_name), id)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX vendors_name_order");
  await knex.raw("ALTER TABLE journal_lines DROP CONSTRAINT journal_lines_vendor_fk");
  await knex.raw("DROP INDEX journal_lines_vendor");
}
