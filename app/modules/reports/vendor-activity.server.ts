import type { Knex } from "knex";
import { findAccountsPayableAccount } from "~/modules/accounts/system-accounts.server";
import { DOCUMENT_SOURCE } from "~/modules/purchases/documents.server";
import { PURCHASE_KIND_INFOS } from "~/modules/purchases/kinds/info";
import { kindOf } from "~/modules/vendors/vendor-transactions";
import { apDetail } from "./ap-aging.server";
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

// Vendor Statement and Vendor Transaction History (Reports › Vendors & Payables): the party
// reports' engine (party-activity.server.ts) on the vendors' side, as the customers' statement and
// history are on theirs.
//
// A statement reads the vendor's Accounts Payable lines: bills (and a vendor's opening balance)
// charge it, payments and vendor credits credit it; its balance due is what the company owes the
// vendor on the period's last day — the vendor's row of the A/P aging, and its open items are the
// aging's. The history lists the vendor's purchase documents (bills, cash purchases, expenses, card
// charges, vendor credits; not drafts), its bill payments and its checks, dated in the period.

const VENDORS = { table: "vendors", name: "vendor_name", subtitle: "''" };

export const VENDOR_STATEMENTS: StatementSide = {
  parties: VENDORS,
  lineColumn: "vendor_id",
  controlAccount: findAccountsPayableAccount,
  grows: "credit",
  typeLabel: (entryType) => (entryType === "REVERSAL" ? "Reversal" : kindOf(entryType)),
  documentSource: DOCUMENT_SOURCE,
  openItems: (db, companyId, asOf, partyId) => apDetail(db, companyId, asOf, "vendor", { partyId }),
};

/** The vendor statements of the period (one vendor's with `partyId`), a page of vendors at a time. */
export function vendorStatements(db: Knex, companyId: number, period: ReportPeriod, options: PartyPaging = {}): Promise<StatementsReport> {
  return partyStatements(db, VENDOR_STATEMENTS, companyId, period, options);
}

// Open: what a bill still owes, what a vendor credit has left to apply (as today).
const VENDOR_TRANSACTIONS_SQL = `
  SELECT 'document' AS source, d.id, d.kind, d.number, d.doc_date AS date, d.vendor_id AS party_id, d.status, d.comments AS memo, d.total,
         CASE WHEN d.kind IN ('bill', 'vendor_credit') AND d.status <> 'void' THEN d.total - d.amount_paid END AS open, d.journal_entry_id
    FROM purchase_documents d
   WHERE d.company_id = :companyId AND d.status <> 'draft' AND d.doc_date BETWEEN :from AND :to
  UNION ALL
  SELECT 'payment', p.id, 'payment', p.number, p.pay_date, p.vendor_id, p.status, p.comments, p.total, NULL, p.journal_entry_id
    FROM bill_payments p
   WHERE p.company_id = :companyId AND p.pay_date BETWEEN :from AND :to
  UNION ALL
  SELECT 'check', c.id, 'check', c.check_number, c.check_date, c.vendor_id, c.status, c.memo, c.total, NULL, NULL
    FROM checks c
   WHERE c.company_id = :companyId AND c.status = 'Confirmed' AND c.check_date BETWEEN :from AND :to`;

export const VENDOR_HISTORY: HistorySide = {
  parties: VENDORS,
  transactionsSql: VENDOR_TRANSACTIONS_SQL,
  typeLabels: {
    ...Object.fromEntries(PURCHASE_KIND_INFOS.map((k) => [k.name, k.labels.title])),
    payment: "Pay Bill",
    check: "Check",
  },
};

/** Every vendor's (or one vendor's) purchase documents, payments and checks dated in the period, by vendor then date. */
export function vendorTransactionHistory(
  db: Knex,
  companyId: number,
  period: ReportPeriod,
  options: PartyPaging = {},
): Promise<TransactionHistoryReport> {
  return partyTransactionHistory(db, VENDOR_HISTORY, companyId, period, options);
}

/** The company's vendors for the reports' vendor filter, by name. */
export function vendorChoices(db: Knex, companyId: number): Promise<{ id: number; name: string }[]> {
  return partyChoices(db, VENDORS, companyId);
}
