import type { Knex } from "knex";
import { findAccountsReceivableAccount } from "~/modules/accounts/system-accounts.server";
import { CUSTOMER_OPENING_BALANCE_TYPE } from "~/modules/customers/constants";
import { SALES_SOURCE } from "~/modules/sales/documents.server";
import { NO_CUSTOMER, type ArItemKind } from "./aging";
import {
  agingDetail,
  agingSummary,
  agingTotals,
  partyCondition,
  type AgingDetailReport,
  type AgingLedger,
  type AgingSummary,
  type AgingTotals,
} from "./aging.server";

// The receivables reports (Reports › Customers & Receivables): A/R Aging Summary, A/R Aging Detail
// and Open Invoices, as of a date D — one side of the aging engine (aging.server.ts). Their items
// add up to the Accounts Receivable balance of the trial balance on D:
//
//   invoice       an invoice dated on or before D (not a draft), less what payments and credits
//                 applied to it as of D; due on its due date.
//   credit memo   a credit memo dated on or before D, less what was applied of it or refunded as of
//                 D; negative, due on its date.
//   payment       a payment or prepayment dated on or before D, less what it paid of invoices and
//                 what of its unapplied amount was applied or refunded as of D; negative, on its date.
//   refund        what a refund dated on or before D paid back of a credit not yet in the books on D
//                 (a credit dated after D); positive, on its date.
//   entry         every other line on Accounts Receivable dated on or before D — a customer's
//                 opening balance, a journal entry — one item per entry and customer (debits −
//                 credits), on its date.
//
// An application counts as of D when the payment that made it and both its sides are in the books
// on D, so it takes off one side exactly what it adds to the other. A voided document, payment or
// refund is in the books from its date until its void (the date of its reversing entry); neither its
// entry nor the reversal is an "entry" item.
//
// Why it adds up: on D the receivable is invoices − credit memos − payments + refunds + other
// postings; the items are the same sums less the applications, which cancel in pairs.

/** `journal_entries.source_type` of the customer's money (the receivables services post with these). */
export const CUSTOMER_PAYMENT_SOURCE = "customer_payment";
export const CUSTOMER_REFUND_SOURCE = "customer_refund";
const AR_SOURCES = `'${SALES_SOURCE}', '${CUSTOMER_PAYMENT_SOURCE}', '${CUSTOMER_REFUND_SOURCE}'`;

const CUSTOMERS = { table: "customers", name: "customer_name" };

/**
 * The open items as of :asOf (the contract of aging.server.ts), named bindings :companyId, :asOf and
 * :ar (the Accounts Receivable account, or 0 when the company has none yet).
 */
export const AR_ITEMS_CTE = `
  docs AS (
    SELECT d.id, d.kind, d.customer_id, d.number, d.doc_date, d.due_date, d.total, d.memo
      FROM sales_documents d
      LEFT JOIN journal_entries ve ON ve.company_id = d.company_id AND ve.id = d.void_entry_id
     WHERE d.company_id = :companyId AND d.kind IN ('invoice', 'credit_memo') AND d.status <> 'draft' AND d.doc_date <= :asOf
       AND (d.status <> 'void' OR ve.entry_date > :asOf)
  ),
  payments AS (
    SELECT p.id, p.kind, p.customer_id, p.number, p.pay_date, p.total, p.memo, p.journal_entry_id
      FROM customer_payments p
      LEFT JOIN journal_entries ve ON ve.company_id = p.company_id AND ve.id = p.void_entry_id
     WHERE p.company_id = :companyId AND p.pay_date <= :asOf AND (p.status <> 'void' OR ve.entry_date > :asOf)
  ),
  refunds AS (
    SELECT r.id, r.customer_id, r.number, r.refund_date, r.total, r.memo, r.journal_entry_id
      FROM customer_refunds r
      LEFT JOIN journal_entries ve ON ve.company_id = r.company_id AND ve.id = r.void_entry_id
     WHERE r.company_id = :companyId AND r.refund_date <= :asOf AND (r.status <> 'void' OR ve.entry_date > :asOf)
  ),
  paid AS (
    SELECT a.payment_id, a.invoice_id, a.amount
      FROM customer_payment_applications a
      JOIN payments p ON p.id = a.payment_id
      JOIN docs i ON i.id = a.invoice_id
     WHERE a.company_id = :companyId
  ),
  credited AS (
    SELECT a.invoice_id, a.credit_memo_id, a.source_payment_id, a.amount
      FROM customer_credit_applications a
      JOIN payments p ON p.id = a.payment_id
      JOIN docs i ON i.id = a.invoice_id
      LEFT JOIN docs c ON c.id = a.credit_memo_id
      LEFT JOIN payments s ON s.id = a.source_payment_id
     WHERE a.company_id = :companyId AND (c.id IS NOT NULL OR s.id IS NOT NULL)
  ),
  refunded AS (
    SELECT f.refund_id, f.credit_memo_id, f.source_payment_id, f.amount
      FROM customer_refund_sources f
      JOIN refunds r ON r.id = f.refund_id
      LEFT JOIN docs c ON c.id = f.credit_memo_id
      LEFT JOIN payments s ON s.id = f.source_payment_id
     WHERE f.company_id = :companyId AND (c.id IS NOT NULL OR s.id IS NOT NULL)
  ),
  doc_used AS (
    SELECT id, sum(amount) AS amount FROM (
      SELECT invoice_id AS id, amount FROM paid
      UNION ALL SELECT invoice_id, amount FROM credited
      UNION ALL SELECT credit_memo_id, amount FROM credited WHERE credit_memo_id IS NOT NULL
      UNION ALL SELECT credit_memo_id, amount FROM refunded WHERE credit_memo_id IS NOT NULL
    ) u GROUP BY id
  ),
  payment_used AS (
    SELECT id, sum(amount) AS amount FROM (
      SELECT payment_id AS id, amount FROM paid
      UNION ALL SELECT source_payment_id, amount FROM credited WHERE source_payment_id IS NOT NULL
      UNION ALL SELECT source_payment_id, amount FROM refunded WHERE source_payment_id IS NOT NULL
    ) u GROUP BY id
  ),
  items AS (
    SELECT CASE WHEN d.kind = 'invoice' THEN 'invoice' ELSE 'credit-memo' END AS kind, d.id, d.customer_id AS party_id, d.number,
           CASE WHEN d.kind = 'invoice' THEN 'INV' ELSE 'CM' END AS entry_type,
           d.doc_date AS date, coalesce(d.due_date, d.doc_date) AS due_date,
           CASE WHEN d.kind = 'invoice' THEN 1 ELSE -1 END * d.total AS amount,
           CASE WHEN d.kind = 'invoice' THEN 1 ELSE -1 END * (d.total - coalesce(u.amount, 0)) AS open,
           d.memo, NULL::integer AS entry_id
      FROM docs d
      LEFT JOIN doc_used u ON u.id = d.id
    UNION ALL
    SELECT 'payment', p.id, p.customer_id, p.number, CASE WHEN p.kind = 'prepayment' THEN 'PP' ELSE 'RP' END,
           p.pay_date, p.pay_date, -p.total, -(p.total - coalesce(u.amount, 0)), p.memo, p.journal_entry_id
      FROM payments p
      LEFT JOIN payment_used u ON u.id = p.id
    UNION ALL
    SELECT 'refund', r.id, r.customer_id, r.number, 'RF', r.refund_date, r.refund_date,
           r.total, r.total - coalesce((SELECT sum(f.amount) FROM refunded f WHERE f.refund_id = r.id), 0), r.memo, r.journal_entry_id
      FROM refunds r
    UNION ALL
    SELECT 'entry', e.id, l.customer_id, e.entry_no,
           CASE WHEN e.reverses_entry_id IS NULL THEN e.entry_type ELSE 'REVERSAL' END,
           e.entry_date, e.entry_date, sum(l.debit - l.credit), sum(l.debit - l.credit), e.comments, e.id
      FROM journal_lines l
      JOIN journal_entries e ON e.company_id = l.company_id AND e.id = l.journal_entry_id
     WHERE l.company_id = :companyId AND l.account_id = :ar AND l.entry_date <= :asOf
       AND (e.source_type IS NULL OR e.source_type NOT IN (${AR_SOURCES}))
       AND NOT EXISTS (
         SELECT 1 FROM journal_entries o
          WHERE o.company_id = e.company_id AND o.id = e.reverses_entry_id AND o.source_type IN (${AR_SOURCES}))
     GROUP BY e.id, l.customer_id, e.entry_no, e.entry_type, e.reverses_entry_id, e.entry_date, e.comments
    HAVING sum(l.debit - l.credit) <> 0
  )`;

const TYPE_LABELS: Record<string, string> = {
  INV: "Invoice",
  CM: "Credit Memo",
  RP: "Payment",
  PP: "Prepayment",
  RF: "Refund",
  REVERSAL: "Reversal",
  [CUSTOMER_OPENING_BALANCE_TYPE]: "Opening Balance",
};

/** What an entry on Accounts Receivable is, by its type code: Invoice, Payment, Opening Balance, … */
export function arTypeLabel(entryType: string): string {
  return TYPE_LABELS[entryType] ?? "Journal Entry";
}

const typeLabel = (_kind: ArItemKind, entryType: string) => arTypeLabel(entryType);

export async function arLedger(db: Knex, companyId: number, asOf: string): Promise<AgingLedger<ArItemKind>> {
  const ar = (await findAccountsReceivableAccount(db, companyId)) ?? 0;
  return { itemsCte: AR_ITEMS_CTE, bindings: { companyId, asOf, ar }, parties: CUSTOMERS, typeLabel };
}

/**
 * A/R Aging Summary as of a date: per customer, what was open in each bucket (Current, 1–30,
 * 31–60, 61–90, over 90 days past due) and in all, customers by name (postings without a customer
 * last), and the totals. The total equals Accounts Receivable in the trial balance on that date.
 */
export async function arAgingSummary(db: Knex, companyId: number, asOf: string): Promise<AgingSummary> {
  return agingSummary(db, await arLedger(db, companyId, asOf));
}

export type ArDetailReport = AgingDetailReport<ArItemKind>;

/**
 * The receivables' open items as of a date: for A/R Aging Detail (grouping "bucket") or by
 * customer (grouping "customer"); `invoicesOnly` keeps the invoices (Open Invoices), `partyId` one
 * customer's items (a statement's). A page at a
 * time (`perPage` null: all); each group carries its subtotal over every page.
 */
export async function arDetail(
  db: Knex,
  companyId: number,
  asOf: string,
  grouping: "bucket" | "customer",
  options: { page?: number; perPage?: number | null; invoicesOnly?: boolean; overdueOnly?: boolean; partyId?: number | null } = {},
): Promise<ArDetailReport> {
  const where = [options.invoicesOnly ? INVOICES : "", options.overdueOnly ? "a.days > 0" : "", partyCondition(options.partyId)]
    .filter(Boolean)
    .join(" AND ");
  return agingDetail(db, await arLedger(db, companyId, asOf), grouping === "customer" ? "party" : "bucket", {
    page: options.page,
    perPage: options.perPage,
    noParty: NO_CUSTOMER,
    where: where || undefined,
  });
}

const INVOICES = "a.kind = 'invoice'";

/** What the invoices still open on a date come to (the Open Invoices report, summed): per bucket, in all, how many. */
export async function arOpenInvoiceTotals(db: Knex, companyId: number, asOf: string): Promise<AgingTotals> {
  return agingTotals(db, await arLedger(db, companyId, asOf), INVOICES);
}
