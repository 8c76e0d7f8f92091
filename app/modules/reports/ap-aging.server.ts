import type { Knex } from "knex";
import { DOCUMENT_SOURCE } from "~/modules/purchases/documents.server";
import { PAYMENT_SOURCE } from "~/modules/purchases/bill-payments.server";
import { kindOf, PURCHASE_ENTRY_TYPES } from "~/modules/vendors/vendor-transactions";
import { findAccountsPayableAccount } from "~/modules/accounts/system-accounts.server";
import { NO_VENDOR, type ApItemKind } from "./aging";
import {
  AGED_CTE,
  agingDetail,
  agingTotals,
  partyCondition,
  agingSummarySql,
  bucketSums,
  partyBucketSums,
  readAgingSummary,
  type AgingDetailReport,
  type AgingLedger,
  type AgingSummary,
  type AgingTotals,
} from "./aging.server";

// The payables reports (Reports › Vendors & Payables): A/P Aging Summary, A/P Aging Detail and
// Unpaid Bills Detail, as of a date D. All three read the same open items, and the items of a date
// add up to the Accounts Payable balance of the trial balance on that date:
//
//   bill            a bill dated on or before D (not a draft), less what payments dated on or
//                   before D paid or credited of it; due on its due date.
//   vendor credit   a vendor credit against the payable (not a refund) dated on or before D, less
//                   what payments dated on or before D applied of it; negative, due on its date.
//   other posting   every other line on Accounts Payable dated on or before D — a vendor's opening
//                   balance, a journal entry, the reversal of a cancelled entry — one item per
//                   entry and vendor (credits − debits), due on its date.
//   early payment   a payment dated on or before D of a bill dated after D (the bill is not on the
//                   report, the money left): negative, due on the payment's date.
//   early credit    a vendor credit dated after D that a payment dated on or before D applied to a
//                   bill (the bill shows it as settled, the credit is not in the books yet): positive.
//
// A voided payment (its check voided) settled its bills and credits from its own date until the
// void's date (the date of its reversing entry): a report dated in between counts it as any other
// payment, one dated from the void on does not; its reversing entry is not an "other posting".
//
// Why it adds up: on D the payable is bills − money paid − credits entered + other postings; the
// items are (bills − paid − credits applied) − (credits − credits applied) + other postings, and the
// two early kinds put back what a settlement dated before its document would otherwise shift.
//
// Set-based, one query per report, indexed for 200,000 bills: bills still open read the partial
// index of open bills and add back what payments dated after D settled (few, for a recent D); bills
// since paid come only from those later payments; other postings come from the entries that no
// purchase document or payment posted (a range scan of journal_entries' source index).

export type { BucketAmounts } from "./aging.server";
export type ApAgingSummary = AgingSummary;

const VENDORS = { table: "vendors", name: "vendor_name" };

/**
 * The open items as of :asOf, one SQL common table expression `items` (kind, id, party_id (the vendor),
 * number, entry_type, date, due_date, amount, open, memo, entry_id), with named bindings :companyId, :asOf,
 * :ap (the Accounts Payable account, or 0 when the company has none yet).
 */
const itemsCte = (withOpenBills: boolean) => `
  voided AS (
    SELECT p.id, p.pay_date, p.void_entry_id, coalesce(ve.entry_date, CAST(p.voided_at AS date)) AS void_date
      FROM bill_payments p
      LEFT JOIN journal_entries ve ON ve.company_id = p.company_id AND ve.id = p.void_entry_id
     WHERE p.company_id = :companyId AND p.status = 'Void'
  ),
  settled_since AS (
    SELECT p.id, 1 AS sign
      FROM bill_payments p
     WHERE p.company_id = :companyId AND p.pay_date > :asOf AND p.status <> 'Void'
    UNION ALL
    SELECT v.id, -1 FROM voided v WHERE v.pay_date <= :asOf AND v.void_date > :asOf
  ),
  later_settled AS (
    SELECT r.bill_id AS doc_id, sum(p.sign * (r.amount_paid + r.credit_applied)) AS amount
      FROM settled_since p
      JOIN bill_payment_records r ON r.company_id = :companyId AND r.payment_id = p.id
     GROUP BY r.bill_id
  ),
  later_applied AS (
    SELECT a.credit_id AS doc_id, sum(p.sign * a.amount) AS amount
      FROM settled_since p
      JOIN vendor_credit_applications a ON a.company_id = :companyId AND a.payment_id = p.id
     GROUP BY a.credit_id
  ),
  open_docs AS (${
    withOpenBills
      ? `
    SELECT d.id, d.kind, d.vendor_id, d.number, d.doc_date, d.due_date, d.total, d.amount_paid, d.comments
      FROM purchase_documents d
     WHERE d.company_id = :companyId AND d.kind = 'bill' AND d.status = 'open' AND d.doc_date <= :asOf
    UNION ALL`
      : ""
  }
    SELECT d.id, d.kind, d.vendor_id, d.number, d.doc_date, d.due_date, d.total, d.amount_paid, d.comments
      FROM later_settled s
      JOIN purchase_documents d ON d.company_id = :companyId AND d.id = s.doc_id
     WHERE d.kind = 'bill' AND d.status = 'paid' AND d.doc_date <= :asOf
    UNION ALL
    SELECT d.id, d.kind, d.vendor_id, d.number, d.doc_date, d.doc_date, d.total, d.amount_paid, d.comments
      FROM purchase_documents d
     WHERE d.company_id = :companyId AND d.kind = 'vendor_credit' AND d.status = 'posted' AND d.refund_account_id IS NULL
       AND d.amount_paid < d.total AND d.doc_date <= :asOf
    UNION ALL
    SELECT d.id, d.kind, d.vendor_id, d.number, d.doc_date, d.doc_date, d.total, d.amount_paid, d.comments
      FROM later_applied s
      JOIN purchase_documents d ON d.company_id = :companyId AND d.id = s.doc_id
     WHERE d.kind = 'vendor_credit' AND d.status = 'posted' AND d.refund_account_id IS NULL
       AND d.amount_paid >= d.total AND d.doc_date <= :asOf
  ),
  items AS (
    SELECT CASE WHEN d.kind = 'bill' THEN 'bill' ELSE 'credit' END AS kind, d.id, d.vendor_id AS party_id, d.number,
           CASE WHEN d.kind = 'bill' THEN '${PURCHASE_ENTRY_TYPES.bill}' ELSE '${PURCHASE_ENTRY_TYPES.vendorCredit}' END AS entry_type,
           d.doc_date AS date, coalesce(d.due_date, d.doc_date) AS due_date,
           CASE WHEN d.kind = 'bill' THEN 1 ELSE -1 END * d.total AS amount,
           CASE WHEN d.kind = 'bill' THEN 1 ELSE -1 END
             * (d.total - d.amount_paid + coalesce(CASE WHEN d.kind = 'bill' THEN s.amount ELSE a.amount END, 0)) AS open,
           d.comments AS memo, NULL::integer AS entry_id
      FROM open_docs d
      LEFT JOIN later_settled s ON d.kind = 'bill' AND s.doc_id = d.id
      LEFT JOIN later_applied a ON d.kind = 'vendor_credit' AND a.doc_id = d.id
    UNION ALL
    SELECT 'entry', e.id, l.vendor_id, e.entry_no,
           CASE WHEN e.reverses_entry_id IS NULL THEN e.entry_type ELSE 'REVERSAL' END,
           e.entry_date, e.entry_date, sum(l.credit - l.debit), sum(l.credit - l.debit), e.comments, e.id
      FROM journal_entries e
      JOIN journal_lines l ON l.company_id = e.company_id AND l.journal_entry_id = e.id
     WHERE e.company_id = :companyId AND e.entry_date <= :asOf AND l.account_id = :ap
       AND (e.source_type IS NULL OR e.source_type < '${PAYMENT_SOURCE}'
            OR (e.source_type > '${PAYMENT_SOURCE}' AND e.source_type < '${DOCUMENT_SOURCE}') OR e.source_type > '${DOCUMENT_SOURCE}')
       AND NOT EXISTS (SELECT 1 FROM voided v WHERE v.void_entry_id = e.id)
     GROUP BY e.id, l.vendor_id, e.entry_no, e.entry_type, e.reverses_entry_id, e.entry_date, e.comments
    HAVING sum(l.credit - l.debit) <> 0
    UNION ALL
    SELECT 'early-payment', p.id, p.vendor_id, p.number, '${PURCHASE_ENTRY_TYPES.payBill}', p.pay_date, p.pay_date,
           -sum(r.amount_paid + r.credit_applied), -sum(r.amount_paid + r.credit_applied), p.comments, NULL
      FROM purchase_documents d
      JOIN bill_payment_records r ON r.company_id = d.company_id AND r.bill_id = d.id
      JOIN bill_payments p ON p.company_id = r.company_id AND p.id = r.payment_id
      LEFT JOIN voided v ON v.id = p.id
     WHERE d.company_id = :companyId AND d.kind = 'bill' AND d.doc_date > :asOf AND p.pay_date <= :asOf
       AND (v.id IS NULL OR v.void_date > :asOf)
     GROUP BY p.id, p.vendor_id, p.number, p.pay_date, p.comments
    UNION ALL
    SELECT 'early-credit', d.id, d.vendor_id, d.number, '${PURCHASE_ENTRY_TYPES.vendorCredit}', p.pay_date, p.pay_date,
           sum(a.amount), sum(a.amount), d.comments, NULL
      FROM purchase_documents d
      JOIN vendor_credit_applications a ON a.company_id = d.company_id AND a.credit_id = d.id
      JOIN bill_payments p ON p.company_id = a.company_id AND p.id = a.payment_id
      LEFT JOIN voided v ON v.id = p.id
     WHERE d.company_id = :companyId AND d.kind = 'vendor_credit' AND d.doc_date > :asOf
       AND p.pay_date <= :asOf AND (v.id IS NULL OR v.void_date > :asOf)
     GROUP BY d.id, d.vendor_id, d.number, p.pay_date, d.comments
  )`;
const ITEMS_CTE = itemsCte(true);

export async function apLedger(db: Knex, companyId: number, asOf: string): Promise<AgingLedger<ApItemKind>> {
  const ap = (await findAccountsPayableAccount(db, companyId)) ?? 0;
  return { itemsCte: ITEMS_CTE, bindings: { companyId, asOf, ap }, parties: VENDORS, typeLabel };
}

// The summary sums the bills still open per vendor straight from the partial index of open bills
// (which carries their amounts, in vendor order), adds what payments dated after the report's date
// settled of them, and the other items as the detail reports list them: the same sums, without
// listing 100,000 open bills one by one. A vendor shows when one of its items is not zero.
const SUMMARY_SQL = agingSummarySql(
  VENDORS,
  `${itemsCte(false)},
  ${AGED_CTE},
  open_bill_sums AS (
    SELECT d.vendor_id AS party_id,
             ${bucketSums("d.total - d.amount_paid", "(CAST(:asOf AS date) - coalesce(d.due_date, d.doc_date))")},
             bool_or(d.total <> d.amount_paid) AS shown
      FROM purchase_documents d
     WHERE d.company_id = :companyId AND d.kind = 'bill' AND d.status = 'open' AND d.doc_date <= :asOf
     GROUP BY d.vendor_id
  ),
  open_bill_later AS (
    SELECT d.vendor_id AS party_id, CAST(:asOf AS date) - coalesce(d.due_date, d.doc_date) AS days, s.amount AS open
      FROM later_settled s
      JOIN purchase_documents d ON d.company_id = :companyId AND d.id = s.doc_id
     WHERE d.kind = 'bill' AND d.status = 'open' AND d.doc_date <= :asOf
  ),
  other_items AS (
    SELECT party_id, days, open FROM aged
    UNION ALL
    SELECT party_id, days, open FROM open_bill_later
  )`,
  `SELECT * FROM open_bill_sums
    UNION ALL
    ${partyBucketSums("other_items")}`,
);

/**
 * The A/P Aging Summary's one query, for a company whose Accounts Payable account is
 * `apAccountId` (null: none yet): `.toSQL().toNative()` gives its text and bindings for a bare
 * client (the benchmark's floor). Rows: partyId, partyName, current, d1, d31, d61, d91, total.
 */
function apAgingSummaryQuery(db: Knex, companyId: number, asOf: string, apAccountId: number | null): Knex.Raw {
  return db.raw(SUMMARY_SQL, { companyId, asOf, ap: apAccountId ?? 0 });
}

/**
 * A/P Aging Summary as of a date: per vendor, what was open in each bucket (Current, 1–30, 31–60,
 * 61–90, over 90 days past due) and in all, vendors by name (postings without a vendor last), and
 * the totals. The total equals the Accounts Payable balance of the trial balance on that date.
 * The benchmark calls this one: apAgingSummary(db, companyId, "YYYY-MM-DD").
 */
export async function apAgingSummary(db: Knex, companyId: number, asOf: string): Promise<ApAgingSummary> {
  const ap = await findAccountsPayableAccount(db, companyId);
  return readAgingSummary(db, asOf, (trx) => apAgingSummaryQuery(trx, companyId, asOf, ap));
}

/** How the detail reports order and group their items. */
export type ApDetailGrouping = "bucket" | "vendor";

export type ApDetailReport = AgingDetailReport<ApItemKind>;

function typeLabel(kind: ApItemKind, entryType: string): string {
  if (kind === "bill") return "Bill";
  if (kind === "credit" || kind === "early-credit") return "Vendor Credit";
  if (kind === "early-payment") return "Pay Bill";
  if (entryType === "REVERSAL") return "Reversal";
  return kindOf(entryType);
}

/**
 * The open items as of a date for A/P Aging Detail (grouping "bucket": Current first, then by
 * due date) or Unpaid Bills Detail (grouping "vendor": vendors by name, then by date), a page at a
 * time (`perPage` null: all of them); `partyId`: one vendor's items (a statement's). Each group
 * carries its subtotal over every page, and the report its total: the Accounts Payable balance of
 * the trial balance on that date.
 */
export async function apDetail(
  db: Knex,
  companyId: number,
  asOf: string,
  grouping: ApDetailGrouping,
  options: { page?: number; perPage?: number | null; partyId?: number | null; overdueBillsOnly?: boolean } = {},
): Promise<ApDetailReport> {
  const where = [options.overdueBillsOnly ? OVERDUE_BILLS : "", partyCondition(options.partyId)].filter(Boolean).join(" AND ");
  return agingDetail(db, await apLedger(db, companyId, asOf), grouping === "vendor" ? "party" : "bucket", {
    page: options.page,
    perPage: options.perPage,
    noParty: NO_VENDOR,
    where: where || undefined,
  });
}

const OVERDUE_BILLS = "a.kind = 'bill' AND a.days > 0";

/**
 * What the bills still open on a date come to (the Unpaid Bills Detail's bills, summed): per
 * bucket, in all, how many, and what falls due within `soonDays` days.
 */
export async function apOpenBillTotals(db: Knex, companyId: number, asOf: string, soonDays = 7): Promise<AgingTotals> {
  return agingTotals(db, await apLedger(db, companyId, asOf), "a.kind = 'bill'", soonDays);
}
