import type { Knex } from "knex";

// Which items the company's bills bought, for the items' Bill Status (Available, Bill Created,
// Bill Paid), derived here from the bills themselves and never stored. A bill counts once it is
// saved open (drafts post nothing; void bills no longer count): an item on any open bill — unpaid
// or partly paid — has "Bill Created"; an item whose every such bill is paid has "Bill Paid".
//
// A read across modules (the bills are purchases' tables), kept here as a set query the items list
// joins: purchases imports items, so items never imports purchases (ADR 0038).

/** SQL of an item's bill status from the columns `any_open`, `any_paid` of itemBillUse (null: no bill). */
export const BILL_STATUS_SQL = "case when u.any_open then 'Bill Created' when u.any_paid then 'Bill Paid' else 'Available' end";

/**
 * One row per item of the company that a bill (open or paid) has a row for: `item_id`, `any_open`,
 * `any_paid`. A subquery for a list to left join as `u` on its item (set-based: one grouped scan of
 * the company's item rows through purchase_document_lines_item).
 */
export function itemBillUse(db: Knex, companyId: number): Knex.QueryBuilder {
  return db("purchaseDocumentLines as l")
    .join("purchaseDocuments as d", (on) => on.on("d.companyId", "l.companyId").andOn("d.id", "l.documentId"))
    .where("l.companyId", companyId)
    .whereNotNull("l.itemId")
    .where("d.kind", "bill")
    .whereIn("d.status", ["open", "paid"])
    .groupBy("l.itemId")
    .select("l.itemId", db.raw("bool_or(d.status = 'open') as any_open"), db.raw("bool_or(d.status = 'paid') as any_paid"));
}
