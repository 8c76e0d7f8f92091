import { formatMoney, type Cents } from "~/lib/money";
import { BANKING_ACCOUNT_TYPES, type AccountType } from "~/modules/ledger/account-types";
import { PURCHASE_MESSAGES } from "~/modules/purchases/constants";
import { SALES_PAYMENT_METHODS } from "~/modules/sales/customer-payments";

// What the banking screens need without zod (ADR 0027): the accounts banking is about, the entry
// types its documents post, and the messages of Transfer Funds and Make Deposit.

/** The bank and card accounts: Bank Accounts lists them, Transfer Funds moves money between them. */
export { BANKING_ACCOUNT_TYPES };
export const isBankingAccountType = (type: string) => (BANKING_ACCOUNT_TYPES as readonly string[]).includes(type);

/** The accounts a deposit may go into. */
export const DEPOSIT_ACCOUNT_TYPES: readonly AccountType[] = ["Bank", "Cash", "Paypal"];

/** Journal entry types (and number series) of banking's documents: DEP-0001, TRF-0001. */
export const BANKING_ENTRY_TYPES = { deposit: "DEP", transfer: "TRF" } as const;

/** `journal_entries.source_type` of their entries. */
export const BANK_DEPOSIT_SOURCE = "bank_deposit";
export const BANK_TRANSFER_SOURCE = "bank_transfer";

export { SALES_PAYMENT_METHODS as DEPOSIT_PAYMENT_METHODS };

const money = (cents: Cents | number) => formatMoney(cents);

export const TRANSFER_MESSAGES = {
  transferred: "Funds transferred successfully!",
  fromRequired: "Transfer Funds From is required.",
  toRequired: "Transfer Funds To is required.",
  sameAccount: "Transfer Funds From and Transfer Funds To must be different accounts.",
  amountRequired: "Transfer Amount is required.",
  amountPositive: "Transfer Amount must be more than zero.",
  accountType: (label: string) => `${label} must be a Bank, Cash, Credit Card or Paypal account.`,
  accountNotFound: (id: number) => `Account ${id} was not found in this company.`,
  inactiveAccount: (name: string) => `Account "${name}" is inactive.`,
  insufficientBalance: PURCHASE_MESSAGES.insufficientBalance,
  notFound: "Transfer not found.",
  voided: (number: string) => `Transfer ${number} voided.`,
  alreadyVoid: (number: string) => `Transfer ${number} is already void.`,
} as const;

export const DEPOSIT_MESSAGES = {
  deposited: "Deposit saved successfully!",
  depositToRequired: "Deposit To account is required.",
  depositToType: "Deposit To must be a Bank, Cash or Paypal account.",
  accountNotFound: (id: number) => `Account ${id} was not found in this company.`,
  inactiveAccount: (name: string) => `Account "${name}" is inactive.`,
  nothingToDeposit: "Select at least one payment or enter a deposit row.",
  rowAccountRequired: "From Account is required.",
  rowAmountRequired: "Amount is required.",
  rowAccountUndeposited: "Undeposited Funds is deposited by ticking the payments waiting in it, not by a row.",
  rowAccountIsBank: "A row cannot take money from the account the deposit goes into.",
  partyNotFound: (what: "Customer" | "Vendor", id: number) => `${what} ${id} was not found in this company.`,
  paymentNotFound: (id: number) => `Payment ${id} was not found in this company.`,
  cashSaleNotFound: (id: number) => `Cash sale ${id} was not found in this company.`,
  notInUndepositedFunds: (label: string) => `${label} was not received into Undeposited Funds.`,
  voidPayment: (label: string) => `${label} is void.`,
  alreadyDeposited: (label: string, deposit: string) => `${label} is already deposited (${deposit}).`,
  listedTwice: (label: string) => `${label} is listed twice.`,
  cashBackAccountRequired: "Cash back goes to an account: choose one.",
  cashBackAccountIsBank: "Cash back cannot go to the account the deposit goes into.",
  cashBackTooLarge: (total: Cents) => `Cash back must be less than the deposit total (${money(total)}).`,
  notFound: "Deposit not found.",
  voided: (number: string) => `Deposit ${number} voided: its payments are back in Undeposited Funds.`,
  alreadyVoid: (number: string) => `Deposit ${number} is already void.`,
} as const;

/** What waits in Undeposited Funds, by kind: "Payment", "Prepayment", "Cash Sale". */
export const PENDING_KIND_LABELS = { payment: "Payment", prepayment: "Prepayment", cash_sale: "Cash Sale" } as const;

/** How a payment waiting in Undeposited Funds is named in messages: "Payment RP-0003", "Cash Sale CS-0002". */
export const pendingLabel = (kind: keyof typeof PENDING_KIND_LABELS, number: string) => `${PENDING_KIND_LABELS[kind]} ${number}`;
