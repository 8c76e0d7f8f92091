// The vendor's choices, messages and form shapes, without zod: the New / Edit Vendor screens import
// these, and the schemas (./schema.ts, which re-exports them) load only once a form is checked.

export const PAYMENT_METHODS = [
  "Cash",
  "Cheque",
  "Credit Card",
  "Direct Deposit",
  "Master card",
  "Online Banking",
  "Standing Order",
  "Switch/Maestro",
] as const;
export const ADDRESS_TYPES = ["Billing", "Shipping", "Other"] as const;

export const VENDOR_MESSAGES = {
  vendorIdRequired: "Vendor ID is required.",
  vendorIdExists: "This Vendor ID already exists in this company.",
  vendorNameRequired: "Vendor Name is required.",
  openingBalanceNegative: "Opening Balance cannot be negative.",
  vendorSinceDate: "Please enter a valid date in MM/DD/YYYY format for Vendor Since.",
  balanceAsOfDate: "Please enter a valid date in MM/DD/YYYY format for Balance as of.",
  creditLimitNegative: "Credit Limit cannot be negative.",
  accountNumberDigits: "Account Number must contain only digits.",
  primaryRequired: "At least one contact must be marked as primary.",
  onePrimary: "Only one contact can be marked as primary.",
  contactEmail: (n: number) => `Contact ${n}: Invalid email format.`,
  contactPhone: (n: number) => `Contact ${n}: Invalid phone number format.`,
  /** A contact card's own check (its Save / Update) words the two format rules without the number. */
  contactCardEmail: "Invalid email format",
  contactCardPhone: "Invalid phone number format (allowed: digits, spaces, -, +, parentheses)",
  billingRequired: "Billing Address: All fields are required.",
  addressTypeUsed: (type: string) => `Address type ${type} is used more than once. Each address type can be used once per vendor.`,
  notFound: "Vendor not found",
  hasTransactions: (name: string) =>
    `Vendor "${name}" has transactions and cannot be deleted. Its postings (including an opening balance, which is posted to Accounts Payable) stay in the ledger; mark the vendor inactive instead.`,
} as const;

export const PHONE_PATTERN = /^[\d\s\-+()]+$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CONTACT_TEXT = ["name", "title", "phone", "email"] as const;
export const ADDRESS_TEXT = ["address1", "address2", "city", "state", "postalCode", "country"] as const;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A row is blank when none of its text fields holds anything but spaces (an address's type alone does not count). */
export function isBlankRow(fields: readonly string[], row: unknown): boolean {
  if (row == null) return true;
  if (!isRecord(row)) return false;
  return fields.every((field) => {
    const value = row[field];
    return value == null || (typeof value === "string" && !value.trim());
  });
}
export const isBlankContact = (row: unknown) => isBlankRow(CONTACT_TEXT, row);
export const isBlankAddress = (row: unknown) => isBlankRow(ADDRESS_TEXT, row);

export type VendorFormMode = "new" | "edit";
export type VendorFormList = "contacts" | "addresses";

export interface VendorFormOptions {
  /** The browser's availability check found this Vendor ID taken. */
  isVendorIdTaken?: (vendorId: string) => boolean;
  /**
   * A contact or address card checking its own row (its Save / Update): that row is checked even
   * when blank, and a contact's format messages are the card's own.
   */
  card?: { list: VendorFormList; index: number };
}
