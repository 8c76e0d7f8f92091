import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import { presetRange } from "~/lib/periods";
import { PAYMENT_SOURCE } from "./bill-payments.server";
import { DOCUMENT_SOURCE } from "./documents.server";
import {
  BILL_TYPE_FILTERS,
  kindOf,
  PAY_BILL_TYPE_FILTERS,
  PURCHASE_ENTRY_TYPES,
  TRANSACTION_VIEWS,
  type TransactionFilters,
  type VendorTransaction,
} from "~/modules/vendors/vendor-transactions";
import { findAccountsPayableAccount } from "~/modules/accounts/system-accounts.server";
import { otherSideAccountsSql } from "~/modules/parties/center.server";

// The vendor's transactions for the Vendor Center and its CSV (here in purchases, not vendors: they
// join the purchase documents and payments that posted them; ADR 0038), read from the ledger: every posted
// journal entry with a line tagged with the vendor (journal_lines_vendor index), newest first, with
// the purchase document or bill payment that posted it joined through
// journal_entries.source_type/source_id. What a row shows:
// - type: from the entry type code (vendor-transactions.ts); reversals (the bookkeeping of a void)
//   are left out and the voided entry itself shows with status "Void";
// - number, reference and memo: the document's number, the vendor's own number for it and its comments (the entry's comments, else the vendor's
//   line memo, for an entry no document posted);
// - amount: what the entry did to the vendor's payable (|credits − debits| on its Accounts Payable
//   lines tagged with the vendor); for an entry that does not touch the payable (cash purchase,
//   expense, a refunded credit) the entry's total;
// - account: the account on the other side of the payable (the debited accounts of a bill, the
//   paying account of a pay bill), the credited (paying) account when there is no payable line;
//   "-Split-" when there are several;
// - due date (bills) and status: a bill's from its document — Draft, Open or Overdue (open past its
//   due date), Paid, Void; a pay bill's is its payment's (Not issued, Issued, Void) and its payment
//   method the payment's; an entry no document posted: Void (cancelled), Paid (pay bill), Open (bill),
//   else Posted, and a pay bill's method Cash (the spec's default).
// Two documents post no entry and join in as rows of their own: a draft bill (dated, numbered
// DRAFT, its rows' accounts) and a payment that paid no money, only vendor credits (its paying
// account, amount 0.00).

export interface TransactionPage {
  items: VendorTransaction[];
  total: number;
  page: number;
  perPage: number;
}

export interface TransactionQueryOptions {
  filters?: Partial<TransactionFilters>;
  /** YYYY-MM-DD, for the date presets and overdue bills */
  today: string;
  /** Month name or 1–12; financial periods start there */
  fiscalYearStart?: string | number;
  /** Omit for every matching row */
  page?: { page: number; perPage: number };
}

interface Sql {
  text: string;
  bindings: (string | number)[];
}

function transactionsSql(
  companyId: number,
  vendorId: number,
  apAccountId: number | null,
  options: TransactionQueryOptions,
): { rows: Sql; where: Sql } {
  const ap = apAccountId ?? 0;
  const T = PURCHASE_ENTRY_TYPES;
  const rows: Sql = {
    text: `
      with mine as (
        select l.journal_entry_id as entry_id,
               coalesce(sum(l.credit - l.debit) filter (where l.account_id = ?), 0) as ap_net,
               coalesce(bool_or(l.account_id = ?), false) as has_ap,
               min(nullif(l.memo, '')) as line_memo
        from journal_lines l
        where l.company_id = ? and l.vendor_id = ?
        group by l.journal_entry_id
      ),
      rows as (
        select 'entry-' || e.id as row_key, e.id as entry_id, e.id as seq, e.company_id, e.entry_date as row_date,
               e.created_at, e.entry_type,
               coalesce(d.number, p.number, e.entry_no) as number,
               case when d.id is not null then d.comments
                    when p.id is not null then p.comments
                    else coalesce(nullif(e.comments, ''), m.line_memo, '') end as memo,
               m.ap_net, m.has_ap, d.due_date, d.id as document_id, p.id as payment_id,
               d.status as document_status, p.status as payment_status,
               case when e.entry_type = ? then coalesce(p.payment_method, 'Cash') end as payment_method,
               e.status as entry_status, null::numeric as own_amount, null::integer as own_account_id,
               coalesce(d.vendor_reference, '') as reference
        from mine m
        join journal_entries e on e.company_id = ? and e.id = m.entry_id
        left join purchase_documents d on e.source_type = ? and d.company_id = e.company_id and d.id = e.source_id
        left join bill_payments p on e.source_type = ? and p.company_id = e.company_id and p.id = e.source_id
        where e.reverses_entry_id is null and e.status <> 'draft'
        union all
        select 'bill-' || d.id, null, d.id, d.company_id, d.doc_date, d.created_at, ?, d.number, d.comments,
               0, false, d.due_date, d.id, null, d.status, null, null, 'posted', d.total, null, d.vendor_reference
        from purchase_documents d
        where d.company_id = ? and d.vendor_id = ? and d.kind = 'bill' and d.status = 'draft'
        union all
        select 'payment-' || p.id, null, p.id, p.company_id, p.pay_date, p.created_at, ?, p.number, p.comments,
               0, false, null, null, p.id, null, p.status, p.payment_method, 'posted', p.total, p.pay_from_account_id, ''
        from bill_payments p
        where p.company_id = ? and p.vendor_id = ? and p.journal_entry_id is null
      ),
      derived as (
        select r.*,
               case
                 when r.entry_status = 'cancelled' then 'Void'
                 when r.document_status = 'draft' then 'Draft'
                 when r.document_status = 'void' then 'Void'
                 when r.document_status = 'paid' then 'Paid'
                 when r.payment_status is not null then r.payment_status
                 when r.entry_type = ? then 'Paid'
                 when r.entry_type = ? and r.due_date < ?::date then 'Overdue'
                 when r.entry_type = ? then 'Open'
                 else 'Posted'
               end as status
        from rows r
      )`,
    bindings: [
      ap,
      ap,
      companyId,
      vendorId,
      T.payBill,
      companyId,
      DOCUMENT_SOURCE,
      PAYMENT_SOURCE,
      T.bill,
      companyId,
      vendorId,
      T.payBill,
      companyId,
      vendorId,
      T.payBill,
      T.bill,
      options.today,
      T.bill,
    ],
  };

  const conditions: string[] = ["true"];
  const bindings: (string | number)[] = [];
  const filters = options.filters ?? {};
  const view = TRANSACTION_VIEWS.find((v) => v.value === (filters.view ?? "all")) ?? TRANSACTION_VIEWS[0];
  if (view.entryTypes) {
    conditions.push(`d.entry_type in (${view.entryTypes.map(() => "?").join(", ")})`);
    bindings.push(...view.entryTypes);
  }
  if (view.value === "bills") {
    const status = BILL_TYPE_FILTERS.find((t) => t.value === filters.type)?.status;
    if (status) {
      conditions.push("d.status = ?");
      bindings.push(status);
    }
  }
  if (view.value === "pay-bills") {
    const method = PAY_BILL_TYPE_FILTERS.find((t) => t.value === filters.type)?.paymentMethod;
    if (method) {
      conditions.push("lower(d.payment_method) = lower(?)");
      bindings.push(method);
    }
  }
  const range = presetRange(filters.date ?? "all", options.today, options.fiscalYearStart ?? 1);
  if (range) {
    conditions.push("d.row_date between ?::date and ?::date");
    bindings.push(range.from, range.to);
  }
  return { rows, where: { text: conditions.join(" and "), bindings } };
}

type RawRow = Record<string, unknown>;

function toTransaction(r: RawRow, vendorId: number): VendorTransaction {
  const entryType = String(r.entryType);
  const entryId = r.entryId === null || r.entryId === undefined ? null : Number(r.entryId);
  const amount =
    entryId === null
      ? fromDecimal(r.ownAmount as string)
      : r.hasAp
        ? Math.abs(fromDecimal(r.apNet as string))
        : fromDecimal(r.entryTotal as string);
  const accounts = Number(r.otherCount ?? 0);
  return {
    key: String(r.key),
    id: entryId,
    documentId: r.documentId === null || r.documentId === undefined ? null : Number(r.documentId),
    paymentId: r.paymentId === null || r.paymentId === undefined ? null : Number(r.paymentId),
    date: String(r.date),
    type: kindOf(entryType),
    number: String(r.number),
    memo: String(r.memo ?? ""),
    reference: String(r.reference ?? ""),
    dueDate: (r.dueDate as string | null) ?? null,
    amount: toDecimal(amount),
    status: String(r.status),
    vendorId,
    account: accounts > 1 ? "-Split-" : accounts === 1 ? String(r.otherAccount) : "",
    paymentMethod: (r.paymentMethod as string | null) ?? null,
    entryType,
  };
}

/**
 * The vendor's transactions matching the filters, newest first (date, then the order they were
 * saved in), one page at a time or all of them. The vendor must be the company's (callers check it).
 */
export async function listVendorTransactions(
  db: Knex,
  companyId: number,
  vendorId: number,
  options: TransactionQueryOptions,
): Promise<TransactionPage> {
  const ap = await findAccountsPayableAccount(db, companyId);
  const { rows, where } = transactionsSql(companyId, vendorId, ap, options);
  const page = options.page;
  const limit = page ? `limit ? offset ?` : "";
  const limitBindings = page ? [page.perPage, (page.page - 1) * page.perPage] : [];
  const order = (alias: string) => `${alias}.row_date desc, ${alias}.created_at desc, ${alias}.seq desc`;
  // raw() rows are not camel-cased: the columns are aliased in camelCase here.
  const [countResult, pageResult] = await Promise.all([
    page
      ? db.raw(`${rows.text} select count(*)::int as total from derived d where ${where.text}`, [...rows.bindings, ...where.bindings])
      : null,
    db.raw(
      `${rows.text}
      select r.row_key as "key", r.entry_id as "entryId", r.document_id as "documentId", r.payment_id as "paymentId",
             to_char(r.row_date, 'YYYY-MM-DD') as "date", r.entry_type as "entryType", r.number,
             r.memo, r.reference, to_char(r.due_date, 'YYYY-MM-DD') as "dueDate", r.status, r.payment_method as "paymentMethod",
             r.ap_net as "apNet", r.has_ap as "hasAp", r.own_amount as "ownAmount",
             x.entry_total as "entryTotal",
             coalesce(x.other_count, y.other_count, case when pa.id is not null then 1 end) as "otherCount",
             coalesce(x.other_account, y.other_account, pa.account_number || ' - ' || pa.account_name) as "otherAccount"
      from (select d.* from derived d where ${where.text} order by ${order("d")} ${limit}) r
      -- a posted row: the accounts of its entry on the other side of the payable
      left join lateral (${otherSideAccountsSql("ap_net", "credit")}
      ) x on r.entry_id is not null
      -- a draft bill: the accounts of its rows (an item row's expense account)
      left join lateral (
        select count(distinct a.id) as other_count, min(a.account_number || ' - ' || a.account_name) as other_account
        from purchase_document_lines dl
        left join items i on i.company_id = dl.company_id and i.id = dl.item_id
        join company_accounts a on a.company_id = dl.company_id and a.id = coalesce(dl.account_id, i.expense_account_id)
        where dl.company_id = r.company_id and dl.document_id = r.document_id
      ) y on r.entry_id is null and r.document_id is not null
      -- a payment of credits only: its paying account
      left join company_accounts pa on r.entry_id is null and pa.company_id = r.company_id and pa.id = r.own_account_id
      order by ${order("r")}`,
      [...rows.bindings, ...where.bindings, ...limitBindings, ap ?? 0],
    ),
  ]);
  const items = (pageResult.rows as RawRow[]).map((r) => toTransaction(r, vendorId));
  return {
    items,
    total: countResult ? Number(countResult.rows[0].total) : items.length,
    page: page?.page ?? 1,
    perPage: page?.perPage ?? items.length,
  };
}
