// What the customer money screens (Receive Payment, Prepayment, Refund) are given by their loader,
// shared by the server half and the form (client-safe, no zod).

export type CustomerMoneyKind = "receive-payment" | "prepayment" | "refund";

export interface CustomerMoneyInvoice {
  id: number;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  dueDate: string | null;
  total: string;
  amountDue: string;
}

export interface CustomerMoneyCredit {
  source: "credit_memo" | "payment";
  id: number;
  number: string;
  kind: string;
  date: string;
  total: string;
  left: string;
}

export interface CustomerMoneyLoaded {
  kind: CustomerMoneyKind;
  companyId: number;
  today: string;
  customers: { id: number; name: string }[];
  customerSearch: string;
  customer: { id: number; name: string } | null;
  accounts: { id: number; accountName: string; accountType: string }[];
  methods: readonly string[];
  invoices: CustomerMoneyInvoice[];
  credits: CustomerMoneyCredit[];
  /** The invoice the screen was opened for (?invoice=): its amount due is filled in */
  invoiceId: number | null;
}

/** Each screen's words. */
export const CUSTOMER_MONEY_SCREENS: Record<
  CustomerMoneyKind,
  { title: string; slug: string; account: string; accountField: string; amount: string | null; save: string; intro: string }
> = {
  "receive-payment": {
    title: "Receive Payment",
    slug: "customers/receive-payment",
    account: "Deposit To",
    accountField: "depositToAccountId",
    amount: "Amount Received",
    save: "Save Payment",
    intro: "Choose a customer to see its open invoices and credits.",
  },
  prepayment: {
    title: "Prepayment",
    slug: "customers/prepayment",
    account: "Deposit To",
    accountField: "depositToAccountId",
    amount: "Amount",
    save: "Save Prepayment",
    intro: "Choose the customer who paid in advance.",
  },
  refund: {
    title: "Refund",
    slug: "customers/refund",
    account: "Refund From",
    accountField: "payFromAccountId",
    amount: null,
    save: "Save Refund",
    intro: "Choose a customer to see the credits that can be refunded.",
  },
};
