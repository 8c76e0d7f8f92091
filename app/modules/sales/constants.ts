import { PURCHASE_MESSAGES } from "~/modules/purchases/constants";

// What the sales screens need besides the forms' schemas, without zod (ADR 0027): the messages,
// word for word, of the sales documents. Where the vendor side has the same message, it is the
// same words (the purchase side's PURCHASE_MESSAGES).

export const SALES_MESSAGES = {
  customerRequired: "Customer is required.",
  customerNotFound: "Customer not found.",
  inactiveCustomer: "The selected customer is inactive.",
  depositToRequired: "Deposit To account is required.",
  noRows: PURCHASE_MESSAGES.noRows,
  itemTwice: PURCHASE_MESSAGES.itemTwice,
  itemNotFound: PURCHASE_MESSAGES.itemNotFound,
  accountNotFound: PURCHASE_MESSAGES.accountNotFound,
  inactiveAccount: PURCHASE_MESSAGES.inactiveAccount,
  wrongAccountType: PURCHASE_MESSAGES.wrongAccountType,
  totalZero: PURCHASE_MESSAGES.totalZero,
  itemNotSold: (name: string) => `"${name}" has no income account: choose one on the item before selling it.`,
  inactiveItem: (name: string) => `"${name}" is inactive.`,
  itemNoCogsAccount: (name: string) => `"${name}" has no Cost of Goods Sold account: choose one on the item before selling it.`,
  discountTooLarge: "The discount cannot be more than the subtotal.",
  discountAccountRequired: "Choose the account the discount is posted to.",
  taxRateNotFound: "Sales tax rate not found.",
  inactiveTaxRate: "The selected sales tax rate is inactive.",
  notFound: (title: string) => `${title} not found.`,
  draftSaved: "Invoice saved as draft.",
  notDraft: (number: string) => `Invoice ${number} is posted: only a draft invoice can be edited.`,
  alreadyVoid: (title: string, number: string) => `${title} ${number} is already void.`,
  voidDraft: "A draft posts nothing: delete it instead of voiding it.",
  voidPaid: (title: string, number: string) =>
    `${title} ${number} has payments or credits applied: void those payments first, then the ${title.toLowerCase()}.`,
  voidDeposited: (title: string, number: string, deposit: string) =>
    `${title} ${number} is in deposit ${deposit}: void the deposit first, then the ${title.toLowerCase()}.`,
  voided: (title: string, number: string) => `${title} ${number} voided.`,
  deletedDraft: "Draft invoice deleted.",
  deleteNotDraft: "Only a draft can be deleted: void a posted document instead.",
} as const;

/** The accounts a discount may be posted to: income (a contra-income account) or expense (discounts given). */
export const DISCOUNT_ACCOUNT_TYPES = ["Income", "Other Income", "Expense", "Other Expense"] as const;
