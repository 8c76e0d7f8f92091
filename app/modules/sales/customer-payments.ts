import { DOCUMENT_ACCOUNT_MESSAGES } from "~/modules/documents/account-rule";
import { formatMoney, type Cents } from "~/lib/money";
import type { AccountType } from "~/modules/ledger/account-types";
import { CHEQUE } from "~/modules/purchases/constants";
import { DEPOSIT_TO_TYPES, SALES_PAYMENT_METHODS } from "./kinds/shared";

// Money from and to customers — Receive Payment, prepayments and refunds — what the screens need
// without zod (ADR 0027): the methods, the accounts, the entry types and the messages.

export { CHEQUE, DEPOSIT_TO_TYPES, SALES_PAYMENT_METHODS };

/** Journal entry type codes (and number series) of the customer's money. */
export const CUSTOMER_MONEY_ENTRY_TYPES = { receivePayment: "RP", prepayment: "PP", refund: "RF" } as const;

/** `journal_entries.source_type` of their entries. */
export const CUSTOMER_PAYMENT_SOURCE = "customer_payment";
export const CUSTOMER_REFUND_SOURCE = "customer_refund";

/** Accounts a refund may be paid from. */
export const REFUND_FROM_TYPES: readonly AccountType[] = ["Bank", "Cash", "Paypal"];

const money = (cents: Cents | number) => formatMoney(cents);

export const CUSTOMER_PAYMENT_MESSAGES = {
  received: "Payment received successfully!",
  prepaymentSaved: "Prepayment saved successfully!",
  refunded: "Refund saved successfully!",
  customerRequired: "Customer is required.",
  customerNotFound: "Customer not found.",
  depositToRequired: "Deposit To account is required.",
  depositToType: "Deposit To must be a Bank, Cash or Paypal account, or Undeposited Funds.",
  refundFromRequired: "Refund From account is required.",
  refundFromType: "Refund From must be a Bank, Cash or Paypal account.",
  accountNotFound: DOCUMENT_ACCOUNT_MESSAGES.accountNotFound,
  inactiveAccount: DOCUMENT_ACCOUNT_MESSAGES.inactiveAccount,
  amountRequired: "Enter the amount received.",
  prepaymentAmount: "The prepayment amount must be more than zero.",
  nothingToDo: "Enter an amount received or a credit to apply.",
  invoiceTwice: "An invoice can be listed once in one payment.",
  invoiceNotFound: (id: number) => `Invoice ${id} was not found in this company.`,
  otherCustomerInvoice: (number: string) => `Invoice ${number} belongs to another customer.`,
  draftInvoice: (number: string) => `Invoice ${number} is a draft: save it before receiving a payment for it.`,
  voidInvoice: (number: string) => `Invoice ${number} is void.`,
  paidInvoice: (number: string) => `Invoice ${number} is already paid.`,
  overApplied: (number: string, due: Cents) => `The amount applied to invoice ${number} is more than its amount due (${money(due)}).`,
  moreThanReceived: (applied: Cents, available: Cents) =>
    `The amounts applied (${money(applied)}) are more than the amount received and the credits applied (${money(available)}).`,
  creditsOverInvoices: (credits: Cents, applied: Cents) =>
    `The credits applied (${money(credits)}) are more than the amounts applied to invoices (${money(applied)}).`,
  creditNotFound: (what: string, id: number) => `${what} ${id} was not found for this company.`,
  otherCustomerCredit: (label: string) => `${label} belongs to another customer.`,
  creditNotOpen: (label: string) => `${label} has no credit left.`,
  creditOverused: (label: string, left: Cents) => `${label} has only ${money(left)} left to use.`,
  creditTwice: "A credit can be listed once.",
  noCredits: "Select at least one credit to refund.",
  refundZero: "The refund must be more than zero.",
  refundNotFound: "Refund not found.",
} as const;

/** "Credit memo CM-0001", "Payment RP-0003", "Prepayment PP-0001". */
export const creditLabel = (credit: { source: "credit_memo" | "payment"; number: string; kind?: string }) =>
  `${credit.source === "credit_memo" ? "Credit memo" : credit.kind === "prepayment" ? "Prepayment" : "Payment"} ${credit.number}`;
