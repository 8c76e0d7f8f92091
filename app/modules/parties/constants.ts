// What every party (a vendor, a customer) shares and the browser may import: the choices of its
// header, the contact and address rows and the rules that tell a blank row, without zod. The
// schema builders are in ./schema.ts; a party's own words and messages in ./words.ts.

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
export type AddressType = (typeof ADDRESS_TYPES)[number];

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

export type PartyFormMode = "new" | "edit";
export type PartyFormList = "contacts" | "addresses";

export interface PartyFormOptions {
  /** The browser's availability check found this party ID (Vendor ID, Customer ID) taken. */
  isIdTaken?: (id: string) => boolean;
  /**
   * A contact or address card checking its own row (its Save / Update): that row is checked even
   * when blank, and a contact's format messages are the card's own.
   */
  card?: { list: PartyFormList; index: number };
}
