/**
 * An address is edited as six parts and stored as one text of six lines in this order:
 * address1, address2, city, state, postalCode, country.
 */

export const ADDRESS_FIELDS = ["address1", "address2", "city", "state", "postalCode", "country"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressParts = Record<AddressField, string>;

export const ADDRESS_LABELS: Record<AddressField, string> = {
  address1: "Address1",
  address2: "Address2",
  city: "City",
  state: "State",
  postalCode: "Postal code",
  country: "Country",
};

export const REQUIRED_ADDRESS_FIELDS: readonly AddressField[] = ["address1", "city", "state", "postalCode", "country"];

export const EMPTY_ADDRESS: AddressParts = {
  address1: "",
  address2: "",
  city: "",
  state: "",
  postalCode: "",
  country: "",
};

/** Six lines in field order, joined with "\n" (an empty part leaves an empty line). */
export function formatAddress(parts: Partial<AddressParts>): string {
  return ADDRESS_FIELDS.map((field) => (parts[field] ?? "").replace(/\r?\n/g, " ").trim()).join("\n");
}

/** Splits a stored address text by lines into the six parts; missing lines are empty. */
export function parseAddress(text: string | null | undefined): AddressParts {
  const lines = (text ?? "").split(/\r?\n/);
  const parts = { ...EMPTY_ADDRESS };
  ADDRESS_FIELDS.forEach((field, index) => {
    parts[field] = (lines[index] ?? "").trim();
  });
  return parts;
}

/** True when no part holds any text. */
export function isEmptyAddress(parts: Partial<AddressParts>): boolean {
  return ADDRESS_FIELDS.every((field) => !(parts[field] ?? "").trim());
}

/** null when every required part is filled, else "Please fill in required fields: Address1, City, …". */
export function validateAddress(parts: Partial<AddressParts>): string | null {
  const missing = REQUIRED_ADDRESS_FIELDS.filter((field) => !(parts[field] ?? "").trim());
  if (missing.length === 0) return null;
  return `Please fill in required fields: ${missing.map((field) => ADDRESS_LABELS[field]).join(", ")}`;
}
