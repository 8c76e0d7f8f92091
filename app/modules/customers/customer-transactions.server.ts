import type { Knex } from "knex";
import { findAccountsReceivableAccount } from "~/modules/accounts/system-accounts.server";
import type { DatePreset } from "~/lib/periods";
import { presetRange } from "~/lib/periods";
import { fromDecimal, toDecimal } from "~/lib/money";
import { otherSideAccountsSql } from "~/modules/parties/center.server";
import * as parties from "~/modules/parties/party.server";
import { CUSTOMER_TRANSACTION_VIEWS, customerKindOf, SALES_ENTRY_TYPES, type CustomerTransaction } from "./customer-center";
import { CUSTOMER_PARTY } from "./party-config.server";

// The customer's transactions for the Customer Center and its CSV, read from the ledger: every
// posted journal entry with a line tagged with the customer (journal_lines_customer index), newest
// first, reversals (the bookkeeping of a void) left out and a cancelled entry shown as Void. What a
// row shows, as the Vendor Center's rows do (purchases/vendor-transactions.server.ts):
// - type: from the entry type code (customer-center.ts: COB is the Opening Balance);
// - number and memo: the entry's number and comments (else the customer's line memo); reference
//   (Ref. No.): a refund's cheque number once Print Check printed it (ADR 0059);
// - amount: what the entry did to the receivable (|debits − credits| on its Accounts Receivable
//   lines tagged with the customer); for an entry that does not touch the receivable, the entry's total;
// - account: the account on the other side of the receivable, "-Split-" when there are several;
// - status: Void (cancelled) or Posted.
// The sales documents (app/modules/sales/) join in here: their entries already show through the
// ledger; a document's own row (a draft invoice, a payment of credits only) is a union member of
// `rows`, and its number, due date and status come from its table as the vendor's bills' do.

export interface CustomerTransactionOptions {
  filters?: { view?: string; type?: string; date?: DatePreset };
  /** YYYY-MM-DD, for the date presets (and, with the documents, overdue invoices) */
  today: string;
  /** Month name or 1–12; financial periods start there */
  fiscalYearStart?: string | number;
  /** Omit for every matching row */
  page?: { page: number; perPage: number };
}

export interface CustomerTransactionPage {
  items: CustomerTransaction[];
  total: number;
  page: number;
  perPage: number;
}

type RawRow = Record<string, unknown>;

/**
 * The customer's transactions matching the filters, newest first (date, then the order they were
 * saved in), one page at a time or all of them. The customer must be the company's (callers check it).
 */
export async function customerTransactions(
  db: Knex,
  companyId: number,
  customerId: number,
  options: CustomerTransactionOptions,
): Promise<CustomerTransactionPage> {
  const ar = (await findAccountsReceivableAccount(db, companyId)) ?? 0;
  const rows = {
    text: `
      with mine as (
        select l.journal_entry_id as entry_id,
               coalesce(sum(l.debit - l.credit) filter (where l.account_id = ?), 0) as ar_net,
               coalesce(bool_or(l.account_id = ?), false) as has_ar,
               min(nullif(l.memo, '')) as line_memo
        from journal_lines l
        where l.company_id = ? and l.customer_id = ?
        group by l.journal_entry_id
      ),
      rows as (
        select 'entry-' || e.id as row_key, e.id as entry_id, e.id as seq, e.company_id, e.entry_date as row_date,
               e.created_at, e.entry_type, e.entry_no as number,
               coalesce(nullif(e.comments, ''), m.line_memo, '') as memo,
               m.ar_net, m.has_ar,
               case when e.status = 'cancelled' then 'Void' else 'Posted' end as status,
               coalesce(r.cheque_no, '') as reference
        from mine m
        join journal_entries e on e.company_id = ? and e.id = m.entry_id
        -- a refund's printed cheque: its number is the row's reference (the refund is numbered as its entry)
        left join customer_refunds r on e.entry_type = ? and r.company_id = e.company_id and r.number = e.entry_no
        where e.reverses_entry_id is null and e.status <> 'draft'
      )`,
    bindings: [ar, ar, companyId, customerId, companyId, SALES_ENTRY_TYPES.refund] as (string | number)[],
  };
  const conditions = ["true"];
  const bindings: (string | number)[] = [];
  const view = CUSTOMER_TRANSACTION_VIEWS.find((v) => v.value === (options.filters?.view ?? "all")) ?? CUSTOMER_TRANSACTION_VIEWS[0];
  if (view.entryTypes) {
    conditions.push(`r.entry_type in (${view.entryTypes.map(() => "?").join(", ")})`);
    bindings.push(...view.entryTypes);
  }
  const range = presetRange(options.filters?.date ?? "all", options.today, options.fiscalYearStart ?? 1);
  if (range) {
    conditions.push("r.row_date between ?::date and ?::date");
    bindings.push(range.from, range.to);
  }
  const where = conditions.join(" and ");
  const page = options.page;
  const limit = page ? "limit ? offset ?" : "";
  const limitBindings = page ? [page.perPage, (page.page - 1) * page.perPage] : [];
  const order = (alias: string) => `${alias}.row_date desc, ${alias}.created_at desc, ${alias}.seq desc`;
  // raw() rows are not camel-cased: the columns are aliased in camelCase here.
  const [countResult, pageResult] = await Promise.all([
    page ? db.raw(`${rows.text} select count(*)::int as total from rows r where ${where}`, [...rows.bindings, ...bindings]) : null,
    db.raw(
      `${rows.text}
      select r.row_key as "key", r.entry_id as "entryId", to_char(r.row_date, 'YYYY-MM-DD') as "date",
             r.entry_type as "entryType", r.number, r.memo, r.status, r.ar_net as "arNet", r.has_ar as "hasAr", r.reference,
             x.entry_total as "entryTotal", x.other_count as "otherCount", x.other_account as "otherAccount"
      from (select r.* from rows r where ${where} order by ${order("r")} ${limit}) r
      -- the accounts of its entry on the other side of the receivable
      left join lateral (${otherSideAccountsSql("ar_net", "debit")}
      ) x on true
      order by ${order("r")}`,
      [...rows.bindings, ...bindings, ...limitBindings, ar],
    ),
  ]);
  const items = (pageResult.rows as RawRow[]).map((r): CustomerTransaction => {
    const entryType = String(r.entryType);
    const amount = r.hasAr ? Math.abs(fromDecimal(r.arNet as string)) : fromDecimal(r.entryTotal as string);
    const accounts = Number(r.otherCount ?? 0);
    return {
      key: String(r.key),
      id: Number(r.entryId),
      documentId: null,
      paymentId: null,
      date: String(r.date),
      type: customerKindOf(entryType),
      number: String(r.number ?? ""),
      reference: String(r.reference ?? ""),
      memo: String(r.memo ?? ""),
      dueDate: null,
      amount: toDecimal(amount),
      status: String(r.status),
      customerId,
      account: accounts > 1 ? "-Split-" : accounts === 1 ? String(r.otherAccount) : "",
      paymentMethod: null,
      entryType,
    };
  });
  return {
    items,
    total: countResult ? Number(countResult.rows[0].total) : items.length,
    page: page?.page ?? 1,
    perPage: page?.perPage ?? items.length,
  };
}

/**
 * What the customer owes (`open`) and what of it is past due (`overdue`), as "1234.50". Until the
 * sales documents exist the open amount is the receivable balance and nothing is overdue (an opening
 * balance has no due date); with invoices, open is the sum of their amounts due and overdue of
 * those due before `today`.
 */
export async function customerOpenAmounts(
  db: Knex,
  companyId: number,
  customerId: number,
  today: string,
): Promise<{ open: string; overdue: string }> {
  const balance = await parties.partyBalance(CUSTOMER_PARTY, db, companyId, customerId);
  // Overdue: what is left to pay of the customer's open invoices past their due date (read from the sales documents).
  const overdue: { amount: string | null } | undefined = await db("salesDocuments")
    .where({ companyId, customerId, kind: "invoice", status: "open" })
    .where("dueDate", "<", today)
    .first(db.raw("sum(total - amount_paid) AS amount"));
  return {
    open: toDecimal(balance > 0 ? balance : (0 as typeof balance)),
    overdue: overdue?.amount ? toDecimal(fromDecimal(overdue.amount)) : "0.00",
  };
}
