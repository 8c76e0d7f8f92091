import type { Cents } from "~/lib/money";
import type { AccountType } from "~/modules/ledger/account-types";

// What the register screens and the API share without the database: a line's shape, the names of
// the two amount columns for the account's type.

/** blank: not on a statement yet; C: cleared; R: reconciled (held by a finished reconciliation). */
export type ClearedMark = "" | "C" | "R";

export interface RegisterLine {
  lineId: number;
  entryId: number;
  /** YYYY-MM-DD */
  date: string;
  /** The check number when the line is a cheque, else the document's (its entry's) number */
  number: string;
  entryNo: string;
  entryType: string;
  /** "Bill Payment", "Deposit", "Transfer", … */
  type: string;
  payee: string;
  memo: string;
  /** Debits and credits of the line, in cents (one of them is 0) */
  debit: Cents;
  credit: Cents;
  cleared: ClearedMark;
  /** The account's balance after the line, on its normal side; null when the list is searched */
  balance: Cents | null;
  /** The entry was voided (reversed), or is the reversal of another */
  voided: boolean;
  reversal: boolean;
  /** Where the line's document is, under the company's dashboard */
  href: string;
}

export type RegisterOrder = "newest" | "oldest";

/**
 * The register's two amount columns for the account's type, in the order shown: a bank's Payment
 * (credit) and Deposit (debit), a card's Charge (credit) and Payment (debit), else Credit and Debit.
 */
export function registerColumns(accountType: AccountType | string): { credit: string; debit: string } {
  if (accountType === "Credit Card") return { credit: "Charge", debit: "Payment" };
  if (["Bank", "Cash", "Paypal", "Other current Asset"].includes(accountType)) return { credit: "Payment", debit: "Deposit" };
  return { credit: "Credit", debit: "Debit" };
}
