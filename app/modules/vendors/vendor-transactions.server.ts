import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import { presetRange } from "~/lib/periods";
import {
  BILL_TYPE_FILTERS,
  kindOf,
  PAY_BILL_TYPE_FILTERS,
  PURCHASE_ENTRY_TYPES,
  TRANSACTION_VIEWS,
  type TransactionFilters,
  type VendorTransaction,
} from "./vendor-transactions";
import { findAccountsPayableAccount } from "./vendors.server";

// The vendor's transactions for the Vendor Center, its CSV and the API, read from the
// ledger: every posted journal entry with a line tagged with the vendor (journal_lines_vendor
// index), newest first. What a row shows:
// - type: from the entry type code (vendor-transactions.ts); reversals (the bookkeeping of a void)
//   are left out and the voided entry itself shows with status "Void";
// - amount: what the entry did to the vendor's payable (|credits − debits| on its Accounts Payable
//   lines tagged with the vendor); for an entry that does not touch the payable (cash purchase,
//   expense) the entry's total;
// - account: the account on the other side of the payable (the debited accounts of a bill, the
//   paying account of a pay bill), the credited (paying) account when there is no payable line;
//   "-Split-" when there are several;
// - status: Void (cancelled), Paid (pay bill), Open or Overdue (bill, by its due date), else Posted;
//   payment method: pay bills only, Cash (the spec's default) until the pay bill document says more.
// Due dates, draft bills and pay-bill payment methods live on the purchase documents: when their
// tables land, they join here through journal_entries.source_type/source_id.

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
        select e.id, e.company_id, e.entry_date, e.entry_type, e.entry_no,
               coalesce(nullif(e.comments, ''), m.line_memo, '') as memo,
               m.ap_net, m.has_ap,
               null::date as due_date,
               case when e.entry_type = ? then 'Cash' end as payment_method,
               e.status as entry_status
        from mine m
        join journal_entries e on e.company_id = ? and e.id = m.entry_id
        where e.reverses_entry_id is null and e.status <> 'draft'
      ),
      derived as (
        select r.*,
               case
                 when r.entry_status = 'cancelled' then 'Void'
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
      PURCHASE_ENTRY_TYPES.payBill,
      companyId,
      PURCHASE_ENTRY_TYPES.payBill,
      PURCHASE_ENTRY_TYPES.bill,
      options.today,
      PURCHASE_ENTRY_TYPES.bill,
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
    conditions.push("d.entry_date between ?::date and ?::date");
    bindings.push(range.from, range.to);
  }
  return { rows, where: { text: conditions.join(" and "), bindings } };
}

type RawRow = Record<string, unknown>;

function toTransaction(r: RawRow, vendorId: number): VendorTransaction {
  const entryType = String(r.entryType);
  const amount = r.hasAp ? Math.abs(fromDecimal(r.apNet as string)) : fromDecimal(r.entryTotal as string);
  const accounts = Number(r.otherCount ?? 0);
  return {
    id: Number(r.id),
    date: String(r.date),
    type: kindOf(entryType),
    number: String(r.number),
    memo: String(r.memo ?? ""),
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
 * The vendor's transactions matching the filters, newest first (date, then entry), one page at a
 * time or all of them. The vendor must be the company's (callers check it).
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
  // raw() rows are not camel-cased: the columns are aliased in camelCase here.
  const [countResult, pageResult] = await Promise.all([
    page
      ? db.raw(`${rows.text} select count(*)::int as total from derived d where ${where.text}`, [...rows.bindings, ...where.bindings])
      : null,
    db.raw(
      `${rows.text}
      select p.id, to_char(p.entry_date, 'YYYY-MM-DD') as "date", p.entry_type as "entryType", p.entry_no as "number",
             p.memo, to_char(p.due_date, 'YYYY-MM-DD') as "dueDate", p.status, p.payment_method as "paymentMethod",
             p.ap_net as "apNet", p.has_ap as "hasAp",
             x.entry_total as "entryTotal", x.other_count as "otherCount", x.other_account as "otherAccount"
      from (select d.* from derived d where ${where.text} order by d.entry_date desc, d.id desc ${limit}) p
      left join lateral (
        select sum(j.debit) as entry_total,
               count(distinct j.account_id) filter (where o.other) as other_count,
               min(a.account_number || ' - ' || a.account_name) filter (where o.other) as other_account
        from journal_lines j
        join company_accounts a on a.company_id = j.company_id and a.id = j.account_id
        cross join lateral (
          select j.account_id <> ? and (case when p.ap_net > 0 then j.debit > 0 else j.credit > 0 end) as other
        ) o
        where j.company_id = p.company_id and j.journal_entry_id = p.id
      ) x on true
      order by p.entry_date desc, p.id desc`,
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

/** Every transaction of one view (e.g. "bills", "pay-bills"), newest first: the API's arrays. */
export async function vendorTransactionsOfView(
  db: Knex,
  companyId: number,
  vendorId: number,
  view: TransactionFilters["view"],
  today: string,
): Promise<VendorTransaction[]> {
  const { items } = await listVendorTransactions(db, companyId, vendorId, { filters: { view }, today });
  return items;
}
