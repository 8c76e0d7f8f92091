import type { Knex } from "knex";
import { fromDecimal, type Cents } from "~/lib/money";
import { findAccountsReceivableAccount } from "~/modules/accounts/system-accounts.server";
import { SALES_SOURCE } from "~/modules/sales/documents.server";
import type { AgingItem, ArItemKind } from "./aging";
import { arDetail, arTypeLabel } from "./ar-aging.server";
import type { ReportPeriod } from "./general-ledger.server";

// Customer Statement and Customer Transaction History (Reports › Customers & Receivables).
//
// A statement reads the customer's Accounts Receivable lines: the balance forward (every line
// before the period), then each entry of the period that moved it — invoice, credit memo, payment,
// refund, opening balance, journal entry, void — with the running balance, and the items still open
// at the period's end (the A/R aging's, so the balance due equals them). Its figures are the
// ledger's, so a statement's closing balance is the customer's receivable on that date.
//
// The transaction history lists the customer's documents, payments and refunds dated in the period
// as they stand (voided ones marked Void; drafts are not transactions), whether or not they moved
// Accounts Receivable (a cash sale does not).

/** Where a line drills down to: its sales document, or its journal entry. */
export type Drill = { document: number } | { entry: number };

export interface StatementLine {
  entryId: number;
  date: string;
  type: string;
  number: string;
  memo: string;
  /** Debits (invoices, refunds) */
  charge: Cents;
  /** Credits (payments, credit memos) */
  credit: Cents;
  balance: Cents;
  drill: Drill;
}

export interface CustomerStatement {
  customerId: number;
  customerName: string;
  /** The customer's company name, if any */
  companyName: string;
  balanceForward: Cents;
  lines: StatementLine[];
  closing: Cents;
  /** Open at the period's end (the A/R aging's items of the customer) */
  open: AgingItem<ArItemKind>[];
}

export interface StatementsReport extends ReportPeriod {
  statements: CustomerStatement[];
}

const sqlCustomer = (customerId: number | null) => (customerId === null ? "" : ` AND l.customer_id = ${Number(customerId)}`);

/**
 * The statements of the period: of one customer (`customerId`), or of every customer with a
 * balance forward, activity in the period or a balance at its end, by name.
 */
export async function customerStatements(
  db: Knex,
  companyId: number,
  period: ReportPeriod,
  customerId: number | null = null,
): Promise<StatementsReport> {
  const ar = (await findAccountsReceivableAccount(db, companyId)) ?? 0;
  const params = { companyId, ar, from: period.from, to: period.to };
  const { rows: customers } = (await db.raw(
    `SELECT c.id, c.customer_name AS name, c.company_name AS "companyName",
            coalesce(sum(l.debit - l.credit) FILTER (WHERE l.entry_date < :from), 0) AS forward
       FROM customers c
       JOIN journal_lines l ON l.company_id = c.company_id AND l.customer_id = c.id AND l.account_id = :ar AND l.entry_date <= :to
      WHERE c.company_id = :companyId${sqlCustomer(customerId).replace("l.customer_id", "c.id")}
      GROUP BY c.id, c.customer_name, c.company_name
     HAVING sum(l.debit - l.credit) <> 0 OR count(*) FILTER (WHERE l.entry_date >= :from) > 0
          OR sum(l.debit - l.credit) FILTER (WHERE l.entry_date < :from) <> 0
      ORDER BY lower(c.customer_name), c.id`,
    params,
  )) as { rows: { id: number; name: string; companyName: string; forward: string }[] };
  const { rows: lines } = (await db.raw(
    `SELECT l.customer_id AS "customerId", e.id AS "entryId", e.entry_date AS date, e.entry_type AS "entryType", e.entry_no AS number,
            e.reverses_entry_id AS "reversesEntryId", e.source_type AS "sourceType", e.source_id AS "sourceId",
            coalesce(e.comments, '') AS memo, sum(l.debit) AS charge, sum(l.credit) AS credit
       FROM journal_lines l
       JOIN journal_entries e ON e.company_id = l.company_id AND e.id = l.journal_entry_id
      WHERE l.company_id = :companyId AND l.account_id = :ar AND l.customer_id IS NOT NULL
        AND l.entry_date BETWEEN :from AND :to${sqlCustomer(customerId)}
      GROUP BY l.customer_id, e.id, e.entry_date, e.entry_type, e.entry_no, e.reverses_entry_id, e.source_type, e.source_id, e.comments
      ORDER BY l.customer_id, e.entry_date, e.id`,
    params,
  )) as {
    rows: {
      customerId: number;
      entryId: number;
      date: string;
      entryType: string;
      number: string;
      reversesEntryId: number | null;
      sourceType: string | null;
      sourceId: number | null;
      memo: string;
      charge: string;
      credit: string;
    }[];
  };
  const open = await arDetail(db, companyId, period.to, "customer");
  const statements = customers.map((c): CustomerStatement => {
    let balance = fromDecimal(c.forward);
    const own = lines
      .filter((l) => l.customerId === c.id)
      .map((l): StatementLine => {
        const charge = fromDecimal(l.charge);
        const credit = fromDecimal(l.credit);
        balance = (balance + charge - credit) as Cents;
        return {
          entryId: l.entryId,
          date: l.date,
          type: l.reversesEntryId !== null ? "Void" : arTypeLabel(l.entryType),
          number: l.number,
          memo: l.memo,
          charge,
          credit,
          balance,
          drill:
            l.sourceType === SALES_SOURCE && l.sourceId !== null && l.reversesEntryId === null
              ? { document: l.sourceId }
              : { entry: l.entryId },
        };
      });
    return {
      customerId: c.id,
      customerName: c.name,
      companyName: c.companyName,
      balanceForward: fromDecimal(c.forward),
      lines: own,
      closing: balance,
      open: open.groups.find((g) => g.partyId === c.id)?.items ?? [],
    };
  });
  return { ...period, statements };
}

export interface CustomerTransaction {
  source: "document" | "payment" | "refund";
  id: number;
  type: string;
  number: string;
  date: string;
  customerId: number | null;
  customerName: string;
  status: string;
  memo: string;
  /** What the transaction came to (a credit memo's, a payment's: positive) */
  amount: Cents;
  /** An invoice's or credit memo's amount still open today; null for the others */
  open: Cents | null;
  drill: Drill | null;
}

const STATUS_LABELS: Record<string, string> = { open: "Open", paid: "Paid", posted: "Posted", void: "Void" };
const SOURCE_TYPES: Record<string, string> = {
  invoice: "Invoice",
  cash_sale: "Cash Sale",
  credit_memo: "Credit Memo",
  payment: "Payment",
  prepayment: "Prepayment",
  refund: "Refund",
};

/** Every customer's (or one customer's) documents, payments and refunds dated in the period, by customer then date. */
export async function customerTransactionHistory(db: Knex, companyId: number, period: ReportPeriod, customerId: number | null = null) {
  const one = customerId === null ? "" : ` AND t.customer_id = ${Number(customerId)}`;
  const { rows } = (await db.raw(
    `SELECT t.*, c.customer_name AS "customerName"
       FROM (
         SELECT 'document' AS source, d.id, d.kind, d.number, d.doc_date AS date, d.customer_id, d.status, d.memo, d.total,
                CASE WHEN d.kind IN ('invoice', 'credit_memo') AND d.status <> 'void' THEN d.total - d.amount_paid END AS open, d.journal_entry_id
           FROM sales_documents d
          WHERE d.company_id = :companyId AND d.status <> 'draft' AND d.doc_date BETWEEN :from AND :to
         UNION ALL
         SELECT 'payment', p.id, p.kind, p.number, p.pay_date, p.customer_id, p.status, p.memo, p.total, NULL, p.journal_entry_id
           FROM customer_payments p
          WHERE p.company_id = :companyId AND p.pay_date BETWEEN :from AND :to
         UNION ALL
         SELECT 'refund', r.id, 'refund', r.number, r.refund_date, r.customer_id, r.status, r.memo, r.total, NULL, r.journal_entry_id
           FROM customer_refunds r
          WHERE r.company_id = :companyId AND r.refund_date BETWEEN :from AND :to
       ) t
       LEFT JOIN customers c ON c.company_id = :companyId AND c.id = t.customer_id
      WHERE true${one}
      ORDER BY t.customer_id IS NULL, lower(c.customer_name), t.customer_id, t.date, t.number, t.id`,
    { companyId, from: period.from, to: period.to },
  )) as {
    rows: {
      source: CustomerTransaction["source"];
      id: number;
      kind: string;
      number: string;
      date: string;
      customer_id: number | null;
      customerName: string | null;
      status: string;
      memo: string;
      total: string;
      open: string | null;
      journal_entry_id: number | null;
    }[];
  };
  const transactions = rows.map((r): CustomerTransaction => ({
    source: r.source,
    id: r.id,
    type: SOURCE_TYPES[r.kind] ?? r.kind,
    number: r.number,
    date: r.date,
    customerId: r.customer_id,
    customerName: r.customerName ?? "",
    status: STATUS_LABELS[r.status] ?? r.status,
    memo: r.memo,
    amount: fromDecimal(r.total),
    open: r.open === null ? null : fromDecimal(r.open),
    drill: r.source === "document" ? { document: r.id } : r.journal_entry_id !== null ? { entry: r.journal_entry_id } : null,
  }));
  return { ...period, transactions };
}
export type CustomerTransactionHistory = Awaited<ReturnType<typeof customerTransactionHistory>>;

/** The company's customers for the reports' customer filter, by name. */
export async function customerChoices(db: Knex, companyId: number): Promise<{ id: number; name: string }[]> {
  return db("customers").where({ companyId }).orderByRaw("lower(customer_name), id").select("id", "customerName as name");
}
