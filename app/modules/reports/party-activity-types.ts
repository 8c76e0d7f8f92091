import type { Cents } from "~/lib/money";
import type { AgingItem } from "./aging";

// The party reports' shapes (party-activity.server.ts), free of the server: the screens read them.

/** A report period (YYYY-MM-DD). */
interface Period {
  from: string;
  to: string;
}

/** Where a line drills down to: its document, or its journal entry. */
export type Drill = { document: number } | { entry: number };

export interface StatementLine {
  entryId: number;
  date: string;
  type: string;
  number: string;
  memo: string;
  /** What raised the balance (a customer's invoices and refunds; a vendor's bills) */
  charge: Cents;
  /** What lowered it (payments, credits) */
  credit: Cents;
  balance: Cents;
  drill: Drill;
}

export interface PartyStatement {
  partyId: number;
  partyName: string;
  /** A second line under the name (a customer's company name), or "" */
  subtitle: string;
  balanceForward: Cents;
  lines: StatementLine[];
  closing: Cents;
  /** Open at the period's end (the aging's items of the party) */
  open: AgingItem<string>[];
}

export interface PartyPage {
  page: number;
  /** null: every party on one page */
  perPage: number | null;
  /** Parties in the report (every page) */
  total: number;
}

export interface StatementsReport extends Period, PartyPage {
  statements: PartyStatement[];
}

export interface PartyTransaction {
  source: string;
  id: number;
  type: string;
  number: string;
  date: string;
  partyId: number | null;
  partyName: string;
  status: string;
  memo: string;
  /** What the transaction came to (a credit's, a payment's: positive) */
  amount: Cents;
  /** A document's amount still open today (invoices, bills, credits); null for the others */
  open: Cents | null;
  drill: Drill | null;
}

export interface TransactionHistoryReport extends Period, PartyPage {
  transactions: PartyTransaction[];
}
