import * as z from "zod";
import { isIsoDate, parseUsDate } from "~/lib/dates";
import { moneyRangeMessage, readMoney, type Cents } from "~/lib/money";
import { versionField } from "~/lib/record-version";
import { checkbox, optionalText } from "~/lib/zod-helpers";
import type { AccountType } from "~/modules/ledger/account-types";
import { ITEM_TYPE_LABELS, ITEM_TYPES } from "~/modules/items/schema";

// The purchase documents as the screens, the API and the CLI send them: a header (vendor, contact,
// dates, the paying account) and rows — account rows (account, description, amount) and item rows
// (item, type, description, quantity, unit price). The spec's messages, word for word, live here.

export const DOCUMENT_KINDS = ["bill", "credit_card_charge", "cash_expense", "cash_purchase", "vendor_credit"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_STATUSES = ["draft", "open", "paid", "posted", "void"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export type LineType = "account" | "item";
export const PAYMENT_STATUSES = ["Not issued", "Issued", "Void"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The kinds of item a purchase row can buy: the vendor items (service, product) and the inventory
 * kinds, which are received into stock (inventory/stock.server.ts) and debit their asset account.
 */
export const PURCHASE_ITEM_TYPES = [...ITEM_TYPES, "inventory", "assembly"] as const;
export type PurchaseItemType = (typeof PURCHASE_ITEM_TYPES)[number];
export const PURCHASE_ITEM_TYPE_LABELS: Record<PurchaseItemType, string> = {
  ...ITEM_TYPE_LABELS,
  inventory: "Inventory",
  assembly: "Assembly",
};
/** The purchase item kinds that hold stock (the same as inventory's STOCKED_ITEM_TYPES). */
export const STOCKED_PURCHASE_ITEM_TYPES: readonly PurchaseItemType[] = ["inventory", "assembly"];
export const isStockedItemType = (type: string) => (STOCKED_PURCHASE_ITEM_TYPES as readonly string[]).includes(type);

/** Payment methods of purchases and bill payments (cash purchases default to Cash). */
export const PURCHASE_PAYMENT_METHODS = [
  "Cash",
  "Cheque",
  "Credit Card",
  "Direct Deposit",
  "Master card",
  "Online Banking",
  "Standing Order",
  "Switch/Maestro",
  "Paypal",
] as const;
export type PurchasePaymentMethod = (typeof PURCHASE_PAYMENT_METHODS)[number];
/** The method whose payments go out as printed checks. */
export const CHEQUE = "Cheque";

/** What each kind is called, and its success message. */
export const DOCUMENT_LABELS: Record<DocumentKind, { title: string; created: string }> = {
  bill: { title: "Bill", created: "Bill created successfully!" },
  credit_card_charge: { title: "Credit Card Charge", created: "Credit card expense created successfully!" },
  cash_expense: { title: "Cash Expense", created: "Cash expense created successfully!" },
  cash_purchase: { title: "Cash Purchase", created: "Cash purchase created successfully!" },
  vendor_credit: { title: "Vendor Credit", created: "Vendor credit created successfully!" },
};

export const PURCHASE_MESSAGES = {
  insufficientBalance: "Insufficient balance in the selected account.",
  balanceUnknown: "Unable to check account balance.",
  saveFailed: "Failed to save",
  billDraftSaved: "Bill saved as draft.",
  vendorRequired: "Vendor is required.",
  payFromRequired: "Pay From account is required.",
  noRows: "Add at least one account row or item row with an amount.",
  itemTwice: "An item can be chosen in one row only.",
  vendorNotFound: "Vendor not found.",
  inactiveVendor: "The selected vendor is inactive.",
  itemNotFound: (id: number) => `Item ${id} was not found in this company.`,
  itemNotBought: (name: string) => `"${name}" has no expense account: choose one on the item before buying it.`,
  accountNotFound: (id: number) => `Account ${id} was not found in this company.`,
  inactiveAccount: (name: string) => `Account "${name}" is inactive.`,
  wrongAccountType: (label: string, types: readonly string[]) => `${label} must be an account of type ${types.join(", ")}.`,
  totalZero: "The total must be more than zero.",
  itemNoAssetAccount: (name: string) => `"${name}" has no assets account: choose one on the item before buying it.`,
  itemNoCogsAccount: (name: string) =>
    `"${name}" has no Cost of Goods Sold account for the difference between the credit and its average cost: choose one on the item.`,
  notFound: (title: string) => `${title} not found.`,
} as const;

/**
 * Which accounts each kind may pay from and put on its rows (a select offers these; the server
 * refuses others).
 */
export const ACCOUNT_RULES: Record<
  DocumentKind,
  { payFrom: readonly AccountType[] | null; refund: readonly AccountType[] | null; rows: readonly AccountType[] }
> = {
  bill: {
    payFrom: null,
    refund: null,
    rows: ["Expense", "Other Expense", "Cost of Goods Sold", "Fixed Asset", "Other current Asset", "Inventory Asset"],
  },
  credit_card_charge: {
    payFrom: ["Credit Card", "Current Liability"],
    refund: null,
    rows: ["Expense", "Other Expense", "Cost of Goods Sold", "Fixed Asset", "Other current Asset", "Inventory Asset"],
  },
  cash_expense: {
    payFrom: ["Cash", "Bank", "Credit Card", "Paypal"],
    refund: null,
    rows: ["Expense", "Other Expense", "Cost of Goods Sold", "Inventory Asset"],
  },
  cash_purchase: {
    payFrom: ["Cash", "Bank", "Paypal", "Credit Card", "Other current Asset"],
    refund: null,
    rows: ["Expense", "Other Expense", "Cost of Goods Sold", "Inventory Asset"],
  },
  vendor_credit: {
    payFrom: null,
    refund: ["Bank", "Cash", "Paypal"],
    rows: ["Expense", "Other Expense", "Cost of Goods Sold", "Other current Asset", "Fixed Asset"],
  },
};

/** Accounts whose balance must cover what is spent from them; a Credit Card is held to its limit. */
export const CASH_LIKE_TYPES: readonly AccountType[] = ["Cash", "Bank", "Paypal", "Other current Asset"];

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** A record id from a form ("12") or JSON (12); blank is none. */
const optionalId = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.union([z.null(), z.number({ error: "Must be an id" }).int("Must be an id").positive("Must be an id").max(2147483647, "Must be an id")]),
);

/** Money ≥ 0 with at most 2 decimals, as cents; blank is null (a row is then incomplete). */
export const money = (label: string) =>
  z.preprocess(
    (v) => v ?? null,
    z.unknown().transform((v, ctx): Cents | null => {
      if (isBlank(v)) return null;
      const reading = readMoney(v);
      if (!reading.ok || reading.cents < 0) {
        const negative = reading.ok ? reading.cents < 0 : reading.negative;
        ctx.addIssue({
          code: "custom",
          message:
            !reading.ok && reading.reason === "range"
              ? moneyRangeMessage(label, negative)
              : negative
                ? `${label} cannot be negative`
                : `${label} must be an amount with at most 2 decimals`,
        });
        return z.NEVER;
      }
      return reading.cents;
    }),
  );

/** Quantity: a positive number with at most 4 decimals, as ten-thousandths (integer); blank is 1. */
export const QUANTITY_SCALE = 10_000;
const quantity = z.preprocess(
  (v) => (isBlank(v) ? "1" : typeof v === "number" ? String(v) : v),
  z
    .string({ error: "Quantity must be a number" })
    .trim()
    .regex(/^\d{1,10}(\.\d{1,4})?$/, "Quantity must be a positive number with at most 4 decimals")
    .transform((text, ctx) => {
      const [whole, fraction = ""] = text.split(".");
      const units = Number(whole) * QUANTITY_SCALE + Number(fraction.padEnd(4, "0"));
      if (units <= 0) {
        ctx.addIssue({ code: "custom", message: "Quantity must be more than zero" });
        return z.NEVER;
      }
      return units;
    }),
);

/** A date as YYYY-MM-DD or MM/DD/YYYY; blank is `fallback` (null: none). */
export const documentDate = (label: string, required = false) =>
  z.preprocess(
    (v) => v ?? null,
    z.unknown().transform((v, ctx): string | null => {
      if (isBlank(v)) {
        if (required) {
          ctx.addIssue({ code: "custom", message: `${label} is required` });
          return z.NEVER;
        }
        return null;
      }
      const text = typeof v === "string" ? v.trim() : "";
      const iso = isIsoDate(text) ? text : parseUsDate(text);
      if (!iso) {
        ctx.addIssue({ code: "custom", message: `${label} must be a valid date (MM/DD/YYYY)` });
        return z.NEVER;
      }
      return iso;
    }),
  );

export const accountRowSchema = z.object({
  accountId: optionalId,
  description: optionalText(500),
  amount: money("Amount"),
});
export type AccountRowInput = z.infer<typeof accountRowSchema>;

export const itemRowSchema = z.object({
  itemId: optionalId,
  itemType: z.preprocess((v) => (isBlank(v) ? null : v), z.union([z.null(), z.enum(PURCHASE_ITEM_TYPES, { error: "Unknown item type" })])),
  description: optionalText(500),
  quantity,
  unitPrice: money("Unit price"),
});
export type ItemRowInput = z.infer<typeof itemRowSchema>;

/**
 * Rows as sent: only account rows with both an account and an amount, and item rows with both an
 * item and a type, count; the others (blank rows, a half-filled row) are dropped, as the screens do.
 */
const rows = <T extends z.ZodType>(row: T, keep: (row: z.infer<T>) => boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(row, { error: "Rows must be a list" })
      .max(500, "At most 500 rows")
      .transform((list) => list.filter(keep)),
  );

const rowFields = {
  accountRecords: rows(accountRowSchema, (r) => r.accountId !== null && r.amount !== null),
  itemRecords: rows(itemRowSchema, (r) => r.itemId !== null && r.itemType !== null),
};

const headerFields = {
  vendorId: optionalId,
  contactName: optionalText(200),
  phone: optionalText(50),
  /** YYYY-MM-DD; blank: today */
  date: documentDate("Date"),
  comments: optionalText(2000, { multiline: true }),
  ...rowFields,
};

/** Bill: Save as Draft (no posting) or save open (posted). */
export const billSchema = z.object({
  ...headerFields,
  paymentTermId: optionalId,
  /** Blank: from the payment term (or the bill date) */
  dueDate: documentDate("Due date"),
  vendorReference: optionalText(100),
  status: z.preprocess((v) => (isBlank(v) ? "open" : v), z.enum(["draft", "open"], { error: "Status must be draft or open" })),
});

/** A draft bill edited (Edit Bill): the bill's fields and the version it was opened on (ADR 0014). */
export const draftBillUpdateSchema = billSchema.extend({ version: versionField });
export type DraftBillUpdateInput = z.infer<typeof draftBillUpdateSchema>;

export const creditCardChargeSchema = z.object({
  ...headerFields,
  payFromAccountId: optionalId,
});

export const cashExpenseSchema = z.object({
  ...headerFields,
  payFromAccountId: optionalId,
});

export const cashPurchaseSchema = z.object({
  ...headerFields,
  billTo: optionalText(1000, { multiline: true }),
  paymentMethod: z.preprocess(
    (v) => (isBlank(v) ? "Cash" : v),
    z.enum(PURCHASE_PAYMENT_METHODS, { error: `Payment Method must be one of: ${PURCHASE_PAYMENT_METHODS.join(", ")}` }),
  ),
  /** Cheque payments: ticked by default */
  toBePrinted: checkbox(true),
  payFromAccountId: optionalId,
  deliveryDate: documentDate("Delivery date"),
});

export const vendorCreditSchema = z.object({
  ...headerFields,
  /** The bank account a refund was received into; none: a credit against the vendor's payable */
  bankAccountId: optionalId,
});

export const DOCUMENT_SCHEMAS = {
  bill: billSchema,
  credit_card_charge: creditCardChargeSchema,
  cash_expense: cashExpenseSchema,
  cash_purchase: cashPurchaseSchema,
  vendor_credit: vendorCreditSchema,
} as const satisfies Record<DocumentKind, z.ZodType>;

export type BillInput = z.infer<typeof billSchema>;
export type CreditCardChargeInput = z.infer<typeof creditCardChargeSchema>;
export type CashExpenseInput = z.infer<typeof cashExpenseSchema>;
export type CashPurchaseInput = z.infer<typeof cashPurchaseSchema>;
export type VendorCreditInput = z.infer<typeof vendorCreditSchema>;
export type DocumentInput = BillInput | CreditCardChargeInput | CashExpenseInput | CashPurchaseInput | VendorCreditInput;

/** An item row's amount: quantity (in ten-thousandths) × unit price, rounded half up to the cent. */
export function itemRowAmount(quantityUnits: number, unitPrice: Cents): Cents {
  const product = BigInt(quantityUnits) * BigInt(unitPrice);
  const scale = BigInt(QUANTITY_SCALE);
  return Number((product + scale / 2n) / scale) as Cents;
}

/** A row total as the screens show it: account amounts plus item quantity × unit price. */
export function documentTotal(input: { accountRecords: AccountRowInput[]; itemRecords: ItemRowInput[] }): Cents {
  const accounts = input.accountRecords.reduce((sum, r) => sum + (r.amount ?? 0), 0);
  const items = input.itemRecords.reduce((sum, r) => sum + itemRowAmount(r.quantity, r.unitPrice ?? (0 as Cents)), 0);
  return (accounts + items) as Cents;
}

// Pay Bill: money from one account to one vendor, over one or more of its open bills, with open
// vendor credits applied.

export const PAY_BILL_MESSAGES = {
  created: "Bill payment saved successfully!",
  vendorRequired: "Vendor is required.",
  payFromRequired: "Pay From account is required.",
  noBills: "Select at least one bill to pay.",
  overpaid: (number: string, due: string) => `The amount for bill ${number} is more than its amount due (${due}).`,
  otherVendor: (number: string) => `Bill ${number} belongs to another vendor.`,
  draftBill: (number: string) => `Bill ${number} is a draft: save it open before paying it.`,
  notOpen: (number: string) => `Bill ${number} is not open.`,
  billNotFound: (id: number) => `Bill ${id} was not found in this company.`,
  billTwice: "A bill can be paid once in one payment.",
  creditNotFound: (id: number) => `Vendor credit ${id} was not found for this vendor.`,
  creditOverused: (number: string, open: string) => `Vendor credit ${number} has only ${open} left to apply.`,
  creditsMismatch: "The credits applied to bills must add up to the vendor credits used.",
  nothingPaid: "Enter an amount to pay or a credit to apply.",
} as const;

export const billPaymentLineSchema = z.object({
  billId: optionalId,
  /** Money paid on the bill */
  amount: money("Amount to pay"),
  /** Vendor credit applied to the bill */
  creditApplied: money("Credit applied"),
});

export const creditUseSchema = z.object({
  creditId: optionalId,
  amount: money("Credit amount"),
});

export const billPaymentSchema = z.object({
  vendorId: optionalId,
  payFromAccountId: optionalId,
  date: documentDate("Payment date"),
  paymentMethod: z.preprocess(
    (v) => (isBlank(v) ? "Cash" : v),
    z.enum(PURCHASE_PAYMENT_METHODS, { error: `Payment Method must be one of: ${PURCHASE_PAYMENT_METHODS.join(", ")}` }),
  ),
  comments: optionalText(2000, { multiline: true }),
  /** Lines without a bill, or with nothing paid or credited, are dropped */
  bills: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(billPaymentLineSchema, { error: "Bills must be a list" })
      .max(5000, "At most 5,000 bills in one payment")
      .transform((list) => list.filter((l) => l.billId !== null && ((l.amount ?? 0) > 0 || (l.creditApplied ?? 0) > 0))),
  ),
  credits: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(creditUseSchema, { error: "Credits must be a list" })
      .max(500, "At most 500 credits in one payment")
      .transform((list) => list.filter((c) => c.creditId !== null && (c.amount ?? 0) > 0)),
  ),
});
export type BillPaymentInput = z.infer<typeof billPaymentSchema>;
