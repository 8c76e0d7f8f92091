// What the deposit screens, the slip and the API read of a deposit, and what Make Deposit offers,
// shared by the server and the screens (client-safe: no database, no zod).

/** A payment or cash sale received into Undeposited Funds and not deposited yet. */
export interface PendingDeposit {
  source: "payment" | "cash_sale";
  id: number;
  kind: "payment" | "prepayment" | "cash_sale";
  number: string;
  /** YYYY-MM-DD */
  date: string;
  customerId: number | null;
  customerName: string;
  paymentMethod: string;
  reference: string;
  memo: string;
  /** "1234.50" */
  amount: string;
}

export interface DepositLineView {
  lineNo: number;
  /** What the line deposits: a payment or cash sale of Undeposited Funds, or other money */
  source: "payment" | "prepayment" | "cash_sale" | "other";
  /** The payment's or cash sale's id and number */
  sourceId: number | null;
  sourceNumber: string;
  customerId: number | null;
  vendorId: number | null;
  /** The customer's or vendor's name, or "" */
  receivedFrom: string;
  accountId: number;
  accountName: string;
  paymentMethod: string;
  reference: string;
  memo: string;
  amount: string;
}

export interface DepositView {
  id: number;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  accountId: number;
  accountName: string;
  memo: string;
  /** The lines' total */
  total: string;
  cashBack: { accountId: number; accountName: string; memo: string; amount: string } | null;
  /** What the bank gets: total − cash back */
  netAmount: string;
  status: "posted" | "void";
  journalEntryId: number | null;
  voidEntryId: number | null;
  lines: DepositLineView[];
}

export interface DepositFormOptions {
  /** The active Bank, Cash and Paypal accounts a deposit may go into, with their balances */
  depositTo: { id: number; accountName: string; accountType: string; balance: string }[];
  /** The accounts a row's money may come from (and cash back go to): every active account but Undeposited Funds */
  accounts: { id: number; accountNumber: string; accountName: string; accountType: string }[];
  customers: { id: number; name: string }[];
  vendors: { id: number; name: string }[];
  /** What waits in Undeposited Funds */
  pending: PendingDeposit[];
}
