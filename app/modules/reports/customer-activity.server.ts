import type { Knex } from "knex";
import { findAccountsReceivableAccount } from "~/modules/accounts/system-accounts.server";
import { SALES_SOURCE } from "~/modules/sales/documents.server";
import { arDetail, arTypeLabel } from "./ar-aging.server";
import type { ReportPeriod } from "./general-ledger.server";
import {
  partyChoices,
  partyStatements,
  partyTransactionHistory,
  type HistorySide,
  type PartyPaging,
  type StatementSide,
  type StatementsReport,
  type TransactionHistoryReport,
} from "./party-activity.server";

export type { StatementsReport };

// Customer Statement and Customer Transaction History (Reports › Customers & Receivables): the
// party reports' engine (party-activity.server.ts) on the customers' side. A statement reads the
// customer's Accounts Receivable lines (invoices and refunds charge it; payments and credit memos
// credit it); the history lists the customer's sales documents, payments and refunds.

const CUSTOMERS = { table: "customers", name: "customer_name", subtitle: "p.company_name" };

export const CUSTOMER_STATEMENTS: StatementSide = {
  parties: CUSTOMERS,
  lineColumn: "customer_id",
  controlAccount: findAccountsReceivableAccount,
  grows: "debit",
  typeLabel: arTypeLabel,
  documentSource: SALES_SOURCE,
  openItems: (db, companyId, asOf, partyId) => arDetail(db, companyId, asOf, "customer", { partyId }),
};

/** The customer statements of the period (one customer's with `partyId`), a page of customers at a time. */
export function customerStatements(db: Knex, companyId: number, period: ReportPeriod, options: PartyPaging = {}) {
  return partyStatements(db, CUSTOMER_STATEMENTS, companyId, period, options);
}

const CUSTOMER_TRANSACTIONS_SQL = `
  SELECT 'document' AS source, d.id, d.kind, d.number, d.doc_date AS date, d.customer_id AS party_id, d.status, d.memo, d.total,
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
   WHERE r.company_id = :companyId AND r.refund_date BETWEEN :from AND :to`;

export const CUSTOMER_HISTORY: HistorySide = {
  parties: CUSTOMERS,
  transactionsSql: CUSTOMER_TRANSACTIONS_SQL,
  typeLabels: {
    invoice: "Invoice",
    cash_sale: "Cash Sale",
    credit_memo: "Credit Memo",
    payment: "Payment",
    prepayment: "Prepayment",
    refund: "Refund",
  },
};

/** Every customer's (or one customer's) documents, payments and refunds dated in the period, by customer then date. */
export function customerTransactionHistory(
  db: Knex,
  companyId: number,
  period: ReportPeriod,
  options: PartyPaging = {},
): Promise<TransactionHistoryReport> {
  return partyTransactionHistory(db, CUSTOMER_HISTORY, companyId, period, options);
}
export type CustomerTransactionHistory = TransactionHistoryReport;

/** The company's customers for the reports' customer filter, by name. */
export function customerChoices(db: Knex, companyId: number): Promise<{ id: number; name: string }[]> {
  return partyChoices(db, CUSTOMERS, companyId);
}
