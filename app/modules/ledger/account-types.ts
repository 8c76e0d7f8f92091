// The 17 account types, the side that increases each (its normal balance), and the five groups the
// type picker shows them in.

export const ACCOUNT_TYPES = [
  "Income",
  "Other Income",
  "Expense",
  "Other Expense",
  "Cost of Goods Sold",
  "Cash",
  "Bank",
  "Other current Asset",
  "Inventory Asset",
  "Other Assets",
  "Fixed Asset",
  "Payroll Liability",
  "Current Liability",
  "Long Term Liability",
  "Credit Card",
  "Equity",
  "Paypal",
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export type AccountClass = "asset" | "liability" | "equity" | "income" | "expense" | "cogs";

export const ACCOUNT_CLASS: Record<AccountType, AccountClass> = {
  Income: "income",
  "Other Income": "income",
  Expense: "expense",
  "Other Expense": "expense",
  "Cost of Goods Sold": "cogs",
  Cash: "asset",
  Bank: "asset",
  "Other current Asset": "asset",
  "Inventory Asset": "asset",
  "Other Assets": "asset",
  "Fixed Asset": "asset",
  Paypal: "asset", // money held in a PayPal balance
  "Payroll Liability": "liability",
  "Current Liability": "liability",
  "Long Term Liability": "liability",
  "Credit Card": "liability",
  Equity: "equity",
};

/** Debit-normal: assets, expenses, cost of goods sold. Credit-normal: liabilities, equity, income. */
export function isDebitNormal(type: AccountType): boolean {
  const accountClass = ACCOUNT_CLASS[type];
  return accountClass === "asset" || accountClass === "expense" || accountClass === "cogs";
}

export const ACCOUNT_TYPE_GROUPS: readonly { label: string; types: readonly AccountType[] }[] = [
  { label: "Revenue and Income", types: ["Income", "Other Income"] },
  { label: "Expenses and Costs", types: ["Expense", "Other Expense", "Cost of Goods Sold"] },
  {
    label: "Assets and Resources",
    types: ["Cash", "Bank", "Other current Asset", "Inventory Asset", "Other Assets", "Fixed Asset"],
  },
  { label: "Liabilities and Obligations", types: ["Payroll Liability", "Current Liability", "Long Term Liability", "Credit Card"] },
  { label: "Special Accounts", types: ["Equity", "Paypal"] },
];

export const BANK_ACCOUNT_TYPES = ["Checking", "Money Market", "Saving"] as const;

/** The bank and card accounts: their lines are ticked cleared and reconciled against statements (banking), and marked so in the journal export. */
export const BANKING_ACCOUNT_TYPES: readonly AccountType[] = ["Bank", "Cash", "Credit Card", "Paypal"];
