import { formatUsDate } from "~/lib/dates";
import { formatMoney, type Cents } from "~/lib/money";
import { isDebitNormal, type AccountType } from "~/modules/ledger/account-types";
import type { ReconciliationStatus } from "./reconciliation.model";

// What the reconcile screens, the reports and the API share without the database (ADR 0027): a
// reconciliation's shape, its summary and the messages.

/** The accounts reconciled against a statement: the bank and card accounts. */
export { BANKING_ACCOUNT_TYPES as RECONCILE_ACCOUNT_TYPES } from "~/modules/ledger/account-types";

/** `journal_entries.entry_type` (and number series) of a reconciliation's service charge, interest and adjustment entries. */
export const RECONCILIATION_ENTRY_TYPE = "REC";
export const RECONCILIATION_SOURCE = "reconciliation";

export const RECONCILIATION_STATUS_LABELS: Record<ReconciliationStatus, string> = {
  in_progress: "In progress",
  finished: "Reconciled",
  undone: "Undone",
};

export interface ReconciliationSummary {
  /** The last finished reconciliation's ending balance (normal side) */
  beginningBalance: Cents;
  /** Sums of the ticked lines: debits and credits, and how many of each */
  clearedDebits: Cents;
  clearedDebitCount: number;
  clearedCredits: Cents;
  clearedCreditCount: number;
  serviceCharge: Cents;
  interestEarned: Cents;
  /** Beginning balance + the ticked lines + interest − service charge (normal side) */
  clearedBalance: Cents;
  endingBalance: Cents;
  /** Ending balance − cleared balance; 0 to finish without an adjustment */
  difference: Cents;
}

export interface ReconciliationHeader {
  id: number;
  accountId: number;
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
  /** YYYY-MM-DD */
  statementDate: string;
  /** "1234.50" */
  endingBalance: string;
  serviceCharge: string;
  serviceChargeAccountId: number | null;
  interestEarned: string;
  interestAccountId: number | null;
  adjustment: string;
  status: ReconciliationStatus;
  version: number;
  /** YYYY-MM-DD, when finished */
  finishedOn: string | null;
  undoneOn: string | null;
  serviceChargeEntryId: number | null;
  interestEntryId: number | null;
  adjustmentEntryId: number | null;
}

/** A line of the account to tick (or ticked), as the reconcile screen and the report list it. */
export interface ReconcileLine {
  lineId: number;
  entryId: number;
  /** YYYY-MM-DD */
  date: string;
  number: string;
  type: string;
  payee: string;
  memo: string;
  debit: Cents;
  credit: Cents;
  ticked: boolean;
  voided: boolean;
  href: string;
}

/**
 * The cleared balance and the difference: the beginning balance plus the ticked lines (`tickedNet`,
 * debits − credits), the interest earned less the service charge, on the account's normal side.
 * The server sums the lines; the screen adds what was ticked since, as it is ticked.
 */
export function clearedAndDifference(
  accountType: AccountType,
  r: { beginningBalance: Cents; tickedNet: number; serviceCharge: Cents; interestEarned: Cents; endingBalance: Cents },
): { clearedBalance: Cents; difference: Cents } {
  const net = r.tickedNet + r.interestEarned - r.serviceCharge;
  const clearedBalance = (r.beginningBalance + (isDebitNormal(accountType) ? net : -net)) as Cents;
  return { clearedBalance, difference: (r.endingBalance - clearedBalance) as Cents };
}

export const money = (cents: Cents | number) => formatMoney(cents);

export const RECONCILE_MESSAGES = {
  accountRequired: "Account is required.",
  accountType: "Only a Bank, Cash, Credit Card or Paypal account is reconciled.",
  accountNotFound: (id: number) => `Account ${id} was not found in this company.`,
  statementDateRequired: "Statement Date is required.",
  endingBalanceRequired: "Ending Balance is required.",
  statementBeforeLast: (last: string) =>
    `Statement Date must be on or after the last reconciliation's statement date (${formatUsDate(last)}).`,
  serviceChargeAccountRequired: "Choose the account the service charge goes to.",
  interestAccountRequired: "Choose the account the interest earned goes to.",
  chargeAccountIsReconciled: "The service charge and interest go to another account than the one reconciled.",
  started: "Tick the lines on your statement until the difference is 0.00.",
  saved: "Reconciliation saved for later: your ticks are kept.",
  notFound: "Reconciliation not found.",
  notInProgress: (status: ReconciliationStatus) =>
    status === "finished" ? "This reconciliation is already finished." : "This reconciliation was undone: start a new one.",
  staleAdjustment: (difference: Cents) => `The difference is now ${money(difference)}: review it and confirm the adjustment again.`,
  differenceNotZero: (difference: Cents) =>
    `The difference is ${money(difference)}: tick the lines on your statement until it is 0.00, or finish with an adjustment entry of ${money(difference)}.`,
  lineNotListed: (id: number) => `Line ${id} is not an uncleared line of this account up to the statement date.`,
  finished: (adjusted: boolean) =>
    adjusted ? "Reconciliation finished with an adjustment entry." : "Reconciliation finished: the difference is 0.00.",
  notLast: (statementDate: string) =>
    `Only the account's last reconciliation can be undone: undo the one of the statement ending ${formatUsDate(statementDate)} first.`,
  notFinished: "Only a finished reconciliation can be undone.",
  undone: (statementDate: string) =>
    `The reconciliation of the statement ending ${formatUsDate(statementDate)} was undone: its lines are cleared, not reconciled, and its entries are reversed.`,
  discarded: "The reconciliation in progress was discarded; the lines you ticked stay cleared.",
} as const;
