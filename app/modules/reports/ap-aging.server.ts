import type { Knex } from "knex";
import { fromDecimal, type Cents } from "~/lib/money";
import { DOCUMENT_SOURCE } from "~/modules/purchases/documents.server";
import { PAYMENT_SOURCE } from "~/modules/purchases/bill-payments.server";
import { kindOf, PURCHASE_ENTRY_TYPES } from "~/modules/vendors/vendor-transactions";
import { findAccountsPayableAccount } from "~/modules/accounts/system-accounts.server";
import {
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  agingBucket,
  NO_VENDOR,
  type AgingBucket,
  type ApAgingItem,
  type ApDetailGroup,
  type ApItemKind,
} from "./ap-aging";

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

export type BucketAmounts = Record<AgingBucket, Cents>;

export interface ApAgingSummaryRow extends BucketAmounts {
  vendorId: number | null;
  vendorName: string;
  total: Cents;
}

export interface ApAgingSummary {
  asOf: string;
  rows: ApAgingSummaryRow[];
  totals: BucketAmounts & { total: Cents };
}

const zeroBuckets = (): BucketAmounts => ({ current: 0, "1-30": 0, "31-60": 0, "61-90": 0, "over-90": 0 }) as BucketAmounts;

/**
 * The open items as of :asOf, one SQL common table expression `items` (kind, id, vendor_id,
 * number, entry_type, date, due_date, amount, open, memo), with named bindings :companyId, :asOf,
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
    SELECT CASE WHEN d.kind = 'bill' THEN 'bill' ELSE 'credit' END AS kind, d.id, d.vendor_id, d.number,
           CASE WHEN d.kind = 'bill' THEN '${PURCHASE_ENTRY_TYPES.bill}' ELSE '${PURCHASE_ENTRY_TYPES.vendorCredit}' END AS entry_type,
           d.doc_date AS date, coalesce(d.due_date, d.doc_date) AS due_date,
           CASE WHEN d.kind = 'bill' THEN 1 ELSE -1 END * d.total AS amount,
           CASE WHEN d.kind = 'bill' THEN 1 ELSE -1 END
             * (d.total - d.amount_paid + coalesce(CASE WHEN d.kind = 'bill' THEN s.amount ELSE a.amount END, 0)) AS open,
           d.comments AS memo
      FROM open_docs d
      LEFT JOIN later_settled s ON d.kind = 'bill' AND s.doc_id = d.id
      LEFT JOIN later_applied a ON d.kind = 'vendor_credit' AND a.doc_id = d.id
    UNION ALL
    SELECT 'entry', e.id, l.vendor_id, e.entry_no,
           CASE WHEN e.reverses_entry_id IS NULL THEN e.entry_type ELSE 'REVERSAL' END,
           e.entry_date, e.entry_date, sum(l.credit - l.debit), sum(l.credit - l.debit), e.comments
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
           -sum(r.amount_paid + r.credit_applied), -sum(r.amount_paid + r.credit_applied), p.comments
      FROM purchase_documents d
      JOIN bill_payment_records r ON r.company_id = d.company_id AND r.bill_id = d.id
      JOIN bill_payments p ON p.company_id = r.company_id AND p.id = r.payment_id
      LEFT JOIN voided v ON v.id = p.id
     WHERE d.company_id = :companyId AND d.kind = 'bill' AND d.doc_date > :asOf AND p.pay_date <= :asOf
       AND (v.id IS NULL OR v.void_date > :asOf)
     GROUP BY p.id, p.vendor_id, p.number, p.pay_date, p.comments
    UNION ALL
    SELECT 'early-credit', d.id, d.vendor_id, d.number, '${PURCHASE_ENTRY_TYPES.vendorCredit}', p.pay_date, p.pay_date,
           sum(a.amount), sum(a.amount), d.comments
      FROM purchase_documents d
      JOIN vendor_credit_applications a ON a.company_id = d.company_id AND a.credit_id = d.id
      JOIN bill_payments p ON p.company_id = a.company_id AND p.id = a.payment_id
      LEFT JOIN voided v ON v.id = p.id
     WHERE d.company_id = :companyId AND d.kind = 'vendor_credit' AND d.doc_date > :asOf
       AND p.pay_date <= :asOf AND (v.id IS NULL OR v.void_date > :asOf)
     GROUP BY d.id, d.vendor_id, d.number, p.pay_date, d.comments
  ),
  aged AS (
    SELECT i.*, CAST(:asOf AS date) - i.due_date AS days
      FROM items i
     WHERE i.open <> 0
  )`;
const ITEMS_CTE = itemsCte(true);

interface Bindings {
  companyId: number;
  asOf: string;
  ap: number;
  [key: string]: Knex.Value;
}

/**
 * Run a report's query without a parallel plan. The reports read every open bill; PostgreSQL would
 * spread that over worker processes, which under concurrent use costs more CPU than it saves:
 * measured on 140,000 open bills with 16 concurrent summaries, twice the throughput without.
 */
function serialPlan<T>(db: Knex, run: (trx: Knex) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw("SET LOCAL max_parallel_workers_per_gather = 0");
    return run(trx);
  });
}

async function bindings(db: Knex, companyId: number, asOf: string): Promise<Bindings> {
  return { companyId, asOf, ap: (await findAccountsPayableAccount(db, companyId)) ?? 0 };
}

type SummarySqlRow = {
  vendorId: number | null;
  vendorName: string | null;
  current: string;
  d1: string;
  d31: string;
  d61: string;
  d91: string;
  total: string;
};

// The summary sums the bills still open per vendor straight from the partial index of open bills
// (which carries their amounts, in vendor order), adds what payments dated after the report's date
// settled of them, and the other items as the detail reports list them: the same sums, without
// listing 100,000 open bills one by one. A vendor shows when one of its items is not zero.
const SUMMARY_SQL = `
  WITH ${itemsCte(false)},
  open_bill_sums AS (
    SELECT d.vendor_id,
             coalesce(sum(d.total - d.amount_paid) FILTER (WHERE (CAST(:asOf AS date) - coalesce(d.due_date, d.doc_date)) <= 0), 0) AS current,
             coalesce(sum(d.total - d.amount_paid) FILTER (WHERE (CAST(:asOf AS date) - coalesce(d.due_date, d.doc_date)) BETWEEN 1 AND 30), 0) AS d1,
             coalesce(sum(d.total - d.amount_paid) FILTER (WHERE (CAST(:asOf AS date) - coalesce(d.due_date, d.doc_date)) BETWEEN 31 AND 60), 0) AS d31,
             coalesce(sum(d.total - d.amount_paid) FILTER (WHERE (CAST(:asOf AS date) - coalesce(d.due_date, d.doc_date)) BETWEEN 61 AND 90), 0) AS d61,
             coalesce(sum(d.total - d.amount_paid) FILTER (WHERE (CAST(:asOf AS date) - coalesce(d.due_date, d.doc_date)) > 90), 0) AS d91,
             coalesce(sum(d.total - d.amount_paid), 0) AS total,
             bool_or(d.total <> d.amount_paid) AS shown
      FROM purchase_documents d
     WHERE d.company_id = :companyId AND d.kind = 'bill' AND d.status = 'open' AND d.doc_date <= :asOf
     GROUP BY d.vendor_id
  ),
  open_bill_later AS (
    SELECT d.vendor_id, CAST(:asOf AS date) - coalesce(d.due_date, d.doc_date) AS days, s.amount AS open
      FROM later_settled s
      JOIN purchase_documents d ON d.company_id = :companyId AND d.id = s.doc_id
     WHERE d.kind = 'bill' AND d.status = 'open' AND d.doc_date <= :asOf
  ),
  other_items AS (
    SELECT vendor_id, days, open FROM aged
    UNION ALL
    SELECT vendor_id, days, open FROM open_bill_later
  ),
  sums AS (
    SELECT * FROM open_bill_sums
    UNION ALL
    SELECT vendor_id,
             coalesce(sum(open) FILTER (WHERE days <= 0), 0) AS current,
             coalesce(sum(open) FILTER (WHERE days BETWEEN 1 AND 30), 0) AS d1,
             coalesce(sum(open) FILTER (WHERE days BETWEEN 31 AND 60), 0) AS d31,
             coalesce(sum(open) FILTER (WHERE days BETWEEN 61 AND 90), 0) AS d61,
             coalesce(sum(open) FILTER (WHERE days > 90), 0) AS d91,
             coalesce(sum(open), 0) AS total,
             bool_or(open <> 0) AS shown
      FROM other_items
     GROUP BY vendor_id
  )
  SELECT g.vendor_id AS "vendorId", v.vendor_name AS "vendorName", g.current, g.d1, g.d31, g.d61, g.d91, g.total
    FROM (
      SELECT vendor_id, sum(current) AS current, sum(d1) AS d1, sum(d31) AS d31, sum(d61) AS d61, sum(d91) AS d91, sum(total) AS total
        FROM sums
       GROUP BY vendor_id
      HAVING bool_or(shown)
    ) g
    LEFT JOIN vendors v ON v.company_id = :companyId AND v.id = g.vendor_id
   ORDER BY g.vendor_id IS NULL, lower(v.vendor_name), g.vendor_id`;

/**
 * The A/P Aging Summary's one query, for a company whose Accounts Payable account is
 * `apAccountId` (null: none yet): `.toSQL().toNative()` gives its text and bindings for a bare
 * client (the benchmark's floor). Rows: vendorId, vendorName, current, d1, d31, d61, d91, total.
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
  const { rows } = (await serialPlan(db, (trx) => apAgingSummaryQuery(trx, companyId, asOf, ap))) as { rows: SummarySqlRow[] };
  const totals = { ...zeroBuckets(), total: 0 as Cents };
  const result = rows.map((r): ApAgingSummaryRow => {
    const row: ApAgingSummaryRow = {
      vendorId: r.vendorId,
      vendorName: r.vendorName ?? "",
      current: fromDecimal(r.current),
      "1-30": fromDecimal(r.d1),
      "31-60": fromDecimal(r.d31),
      "61-90": fromDecimal(r.d61),
      "over-90": fromDecimal(r.d91),
      total: fromDecimal(r.total),
    };
    for (const bucket of AGING_BUCKETS) totals[bucket] = (totals[bucket] + row[bucket]) as Cents;
    totals.total = (totals.total + row.total) as Cents;
    return row;
  });
  return { asOf, rows: result, totals };
}

type ItemSqlRow = {
  kind: ApItemKind;
  id: number;
  vendorId: number | null;
  vendorName: string | null;
  number: string;
  entryType: string;
  date: string;
  dueDate: string;
  days: number | string;
  amount: string;
  open: string;
  memo: string | null;
  groupOpen: string;
  groupCount: number | string;
  groupRow: number | string;
  grandOpen: string;
  total: number | string;
};

/** How the detail reports order and group their items. */
export type ApDetailGrouping = "bucket" | "vendor";

export interface ApDetailReport {
  asOf: string;
  grouping: ApDetailGrouping;
  groups: ApDetailGroup[];
  /** Items in the report (every page) */
  total: number;
  /** The report's open balance (every page): the Accounts Payable balance on the date */
  open: Cents;
  page: number;
  perPage: number | null;
}

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
 * time (`perPage` null: all of them). Each group carries its subtotal over every page, and the
 * report its total: the Accounts Payable balance of the trial balance on that date.
 */
export async function apDetail(
  db: Knex,
  companyId: number,
  asOf: string,
  grouping: ApDetailGrouping,
  options: { page?: number; perPage?: number | null } = {},
): Promise<ApDetailReport> {
  const perPage = options.perPage ?? null;
  const page = perPage === null ? 1 : Math.max(1, options.page ?? 1);
  const bucketOrder = `CASE WHEN a.days <= 0 THEN 0 WHEN a.days <= 30 THEN 1 WHEN a.days <= 60 THEN 2 WHEN a.days <= 90 THEN 3 ELSE 4 END`;
  const partition = grouping === "bucket" ? bucketOrder : "a.vendor_id";
  const order =
    grouping === "bucket"
      ? `${bucketOrder}, a.due_date, a.date, a.number, a.id`
      : `a.vendor_id IS NULL, lower(v.vendor_name), a.vendor_id, a.date, a.number, a.id`;
  const params: Bindings = await bindings(db, companyId, asOf);
  let sql = `
    WITH ${ITEMS_CTE}
    SELECT a.kind, a.id, a.vendor_id AS "vendorId", v.vendor_name AS "vendorName", a.number, a.entry_type AS "entryType",
           a.date, a.due_date AS "dueDate", a.days, a.amount, a.open, a.memo,
           sum(a.open) OVER (PARTITION BY ${partition}) AS "groupOpen",
           count(*) OVER (PARTITION BY ${partition}) AS "groupCount",
           row_number() OVER (PARTITION BY ${partition} ORDER BY ${order}) AS "groupRow",
           sum(a.open) OVER () AS "grandOpen",
           count(*) OVER () AS total
      FROM aged a
      LEFT JOIN vendors v ON v.company_id = :companyId AND v.id = a.vendor_id
     ORDER BY ${order}`;
  if (perPage !== null) {
    sql += " LIMIT :limit OFFSET :offset";
    params.limit = perPage;
    params.offset = (page - 1) * perPage;
  }
  const { rows } = (await serialPlan(db, (trx) => trx.raw(sql, params))) as { rows: ItemSqlRow[] };
  let total = Number(rows[0]?.total ?? 0);
  let open = fromDecimal(rows[0]?.grandOpen ?? 0);
  if (!rows.length && page > 1) {
    // A page past the end: still say how many items there are and what they come to.
    const first = await apDetail(db, companyId, asOf, grouping, { page: 1, perPage: 1 });
    total = first.total;
    open = first.open;
  }
  const groups: ApDetailGroup[] = [];
  for (const row of rows) {
    const days = Number(row.days);
    const bucket = agingBucket(days);
    const item: ApAgingItem = {
      kind: row.kind,
      id: row.id,
      type: typeLabel(row.kind, row.entryType),
      number: row.number,
      vendorId: row.vendorId,
      vendorName: row.vendorName ?? "",
      date: row.date,
      dueDate: row.dueDate,
      daysPastDue: days,
      bucket,
      amount: fromDecimal(row.amount),
      open: fromDecimal(row.open),
      memo: row.memo ?? "",
    };
    const key = grouping === "bucket" ? bucket : String(row.vendorId ?? "");
    let group = groups[groups.length - 1];
    if (!group || group.key !== key) {
      group = {
        key,
        vendorId: grouping === "vendor" ? row.vendorId : null,
        label: grouping === "bucket" ? AGING_BUCKET_LABELS[bucket] : (row.vendorName ?? NO_VENDOR),
        open: fromDecimal(row.groupOpen),
        count: Number(row.groupCount),
        starts: Number(row.groupRow) === 1,
        ends: false,
        items: [],
      };
      groups.push(group);
    }
    group.items.push(item);
    group.ends = Number(row.groupRow) === group.count;
  }
  return { asOf, grouping, groups, total, open, page, perPage };
}
