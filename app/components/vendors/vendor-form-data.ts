import { formatUsDate } from "~/lib/dates";
import {
  ADDRESS_TYPES,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  VENDOR_MESSAGES,
  vendorCreateSchema,
  vendorUpdateSchema,
  type VendorCreateInput,
  type VendorUpdateInput,
} from "~/modules/vendors/schema";

// What the New Vendor and Edit Vendor screens share in the browser and on the server (§2.1, §2.2,
// §4, §5, §8): the form's values as the inputs hold them, how a submitted form is read (contacts[i].x,
// addresses[i].x, customFields[i].x, the Active checkbox, blank rows dropped), the validation of a tab
// (Next) and of the whole form (Save) through the vendor schema, and the screens' own messages.

export type VendorFormMode = "new" | "edit";
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface ContactValues {
  name: string;
  title: string;
  phone: string;
  email: string;
  primary: boolean;
}

export interface AddressValues {
  type: AddressType | "";
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface VendorFormValues {
  vendorId: string;
  vendorName: string;
  active: boolean;
  /** MM/DD/YYYY as typed */
  vendorSince: string;
  openingBalance: string;
  /** MM/DD/YYYY as typed */
  balanceAsOf: string;
  taxId: string;
  fax: string;
  webpage: string;
  notes: string;
  accountId: string;
  creditLimit: string;
  shippingMethodId: string;
  paymentMethod: string;
  paymentTermId: string;
  bankName: string;
  accountNumber: string;
  bankBranch: string;
  vendorGroupId: string;
  taxRegistrationNumber: string;
  taxCode: string;
  serviceTaxRegistrationNo: string;
  /** The selected address type ("" for none). */
  address: string;
  contacts: ContactValues[];
  addresses: AddressValues[];
  /** definition id → value */
  customFields: Record<number, string>;
}

export type TabKey = "general" | "details" | "contacts" | "addresses";
export const VENDOR_TABS: readonly { value: TabKey; label: string }[] = [
  { value: "general", label: "Basic Information" },
  { value: "details", label: "Payment & Settings" },
  { value: "contacts", label: "Contact Details" },
  { value: "addresses", label: "Address Information" },
];

/** The account types the vendor form's Account select keeps (§7). */
export const VENDOR_ACCOUNT_TYPES = [
  "Expense",
  "Other Expense",
  "Cost of Goods Sold",
  "Cash",
  "Bank",
  "Credit Card",
  "Current Liability",
  "Paypal",
] as const;

export const VENDOR_FORM_MESSAGES = {
  checking: "Checking availability...",
  createdTitle: "Vendor Created Successfully!",
  createdClose: "The vendor has been saved successfully. Click OK to go back to the previous page.",
  createdNew: "The vendor has been saved. Click OK to create a new vendor.",
  updatedTitle: "Vendor Updated Successfully!",
  updated: "The vendor has been updated successfully.",
  createFailed: "Failed to create vendor",
  updateFailedTitle: "Update Failed",
  updateFailed: "Failed to update vendor. Please try again.",
  validationTitle: "Validation Error",
  loadErrorTitle: "Error Loading Vendor",
  loadError: "Failed to load vendor data. Please try again.",
  invalidIds: "Invalid vendor or company ID",
  loading: "Loading vendor data...",
  contactsEmpty: "No contacts added yet",
  contactsEmptyHint: "Add contacts for this vendor",
  addressesEmpty: "No addresses added yet",
  addressesEmptyHint: "Add addresses for this vendor",
  primaryRequiredTitle: "Primary Contact Required",
  contactAdded: "Contact Added",
  contactUpdatedTitle: "Contact Updated",
  contactUpdated: "Contact updated successfully.",
  contactDeleted: "Contact Deleted",
  addressUpdatedTitle: "Address Updated",
  addressUpdated: "Address updated successfully.",
  oneNewContact: "Please save or cancel the current new contact before adding another.",
  oneNewAddress: "Please save or cancel the current new address before adding another.",
  cannotAddContactTitle: "Cannot Add Contact",
  cannotAddAddressTitle: "Cannot Add Address",
  contactValidationTitle: "Contact Validation Error",
  addressValidationTitle: "Address Validation Error",
  invalidPhone: "Invalid phone number format (allowed: digits, spaces, -, +, parentheses)",
  invalidEmail: "Invalid email format",
} as const;

export const CONTACT_REQUIRED: Record<Exclude<keyof ContactValues, "primary">, string> = {
  name: "Contact Name is required",
  title: "Title is required",
  phone: "Business Phone is required",
  email: "Email is required",
};

export const ADDRESS_REQUIRED: Record<Exclude<keyof AddressValues, "address2">, string> = {
  type: "Address Type is required",
  address1: "Address Line 1 is required",
  city: "City is required",
  state: "State is required",
  postalCode: "Postal Code is required",
  country: "Country is required",
};

export const emptyContact = (primary = false): ContactValues => ({ name: "", title: "", phone: "", email: "", primary });
export const emptyAddress = (type: AddressType | "" = ""): AddressValues => ({
  type,
  address1: "",
  address2: "",
  city: "",
  state: "",
  postalCode: "",
  country: "",
});

const CONTACT_TEXT = ["name", "title", "phone", "email"] as const;
const ADDRESS_TEXT = ["address1", "address2", "city", "state", "postalCode", "country"] as const;

export const isBlankContact = (c: ContactValues) => CONTACT_TEXT.every((k) => !c[k].trim());
/** The type alone does not make an address: a row with no text is left out. */
export const isBlankAddress = (a: AddressValues) => ADDRESS_TEXT.every((k) => !a[k].trim());
export const isAddressType = (value: unknown): value is AddressType => (ADDRESS_TYPES as readonly unknown[]).includes(value);

/** A new vendor's values: today for both dates, Cash, Active, no contacts or addresses (§3, §9). */
export function emptyVendorValues(today: string): VendorFormValues {
  return {
    vendorId: "",
    vendorName: "",
    active: true,
    vendorSince: formatUsDate(today),
    openingBalance: "0.00",
    balanceAsOf: formatUsDate(today),
    taxId: "",
    fax: "",
    webpage: "",
    notes: "",
    accountId: "",
    creditLimit: "0.00",
    shippingMethodId: "",
    paymentMethod: "Cash",
    paymentTermId: "",
    bankName: "",
    accountNumber: "",
    bankBranch: "",
    vendorGroupId: "",
    taxRegistrationNumber: "",
    taxCode: "",
    serviceTaxRegistrationNo: "",
    address: "",
    contacts: [],
    addresses: [],
    customFields: {},
  };
}

const FLAT_FIELDS = [
  "vendorId",
  "vendorName",
  "vendorSince",
  "openingBalance",
  "balanceAsOf",
  "taxId",
  "fax",
  "webpage",
  "notes",
  "accountId",
  "creditLimit",
  "shippingMethodId",
  "paymentMethod",
  "paymentTermId",
  "bankName",
  "accountNumber",
  "bankBranch",
  "vendorGroupId",
  "taxRegistrationNumber",
  "taxCode",
  "serviceTaxRegistrationNo",
  "address",
] as const satisfies readonly (keyof VendorFormValues)[];

/** Rows named `prefix[i].field`, in index order (at most 200 rows are read). */
function indexedRows(formData: FormData, prefix: string): Map<number, Record<string, string>> {
  const pattern = new RegExp(`^${prefix}\\[(\\d{1,3})\\]\\.(\\w+)$`);
  const rows = new Map<number, Record<string, string>>();
  for (const [key, value] of formData.entries()) {
    const match = pattern.exec(key);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    if (index >= 200) continue;
    const row = rows.get(index) ?? {};
    if (!(match[2] in row)) row[match[2]] = value;
    rows.set(index, row);
  }
  return new Map([...rows].sort(([a], [b]) => a - b));
}

const isOn = (value: string | undefined) => value === "on" || value === "true";

/**
 * A submitted vendor form as values. Contacts come as `contacts[i].name/title/phone/email/primary`
 * (the primary may also come as the radio `primaryContact=i` of the form without JavaScript);
 * addresses as `addresses[i].type/address1/...`; custom fields as `customFields[i].definitionId/value`.
 * Rows left blank are dropped. The Active checkbox is always on the form, so its absence means unchecked.
 */
export function readVendorForm(formData: FormData): VendorFormValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = emptyVendorValues("");
  for (const field of FLAT_FIELDS) values[field] = text(field);
  values.paymentMethod = values.paymentMethod || "Cash";
  values.active = formData.has("active") ? isOn(text("active")) || text("active") === "1" : false;

  const primaryRadio = text("primaryContact");
  values.contacts = [...indexedRows(formData, "contacts")]
    .map(([index, row]) => ({
      name: row.name ?? "",
      title: row.title ?? "",
      phone: row.phone ?? "",
      email: row.email ?? "",
      primary: isOn(row.primary) || (primaryRadio !== "" && primaryRadio === String(index)),
    }))
    .filter((c) => !isBlankContact(c));

  values.addresses = [...indexedRows(formData, "addresses").values()]
    .map((row) => ({
      type: isAddressType(row.type) ? row.type : ("" as const),
      address1: row.address1 ?? "",
      address2: row.address2 ?? "",
      city: row.city ?? "",
      state: row.state ?? "",
      postalCode: row.postalCode ?? "",
      country: row.country ?? "",
    }))
    .filter((a) => !isBlankAddress(a));

  for (const row of indexedRows(formData, "customFields").values()) {
    const id = Number(row.definitionId);
    if (Number.isSafeInteger(id) && id > 0) values.customFields[id] = row.value ?? "";
  }
  return values;
}

/** The schema's input for these values (the same payload the API takes). */
export function schemaInput(values: VendorFormValues) {
  return {
    ...Object.fromEntries(FLAT_FIELDS.map((field) => [field, values[field]])),
    active: values.active,
    contacts: values.contacts.map((c) => ({ ...c })),
    addresses: values.addresses.map((a) => ({ ...a })),
    customFields: Object.entries(values.customFields).map(([definitionId, value]) => ({ definitionId, value })),
  };
}

const DETAILS_FIELDS = new Set([
  "accountId",
  "creditLimit",
  "shippingMethodId",
  "paymentMethod",
  "paymentTermId",
  "bankName",
  "accountNumber",
  "bankBranch",
  "vendorGroupId",
  "taxRegistrationNumber",
  "taxCode",
  "serviceTaxRegistrationNo",
  "customFields",
]);

/** Which tab holds the field of an error path ("contacts.0.email" → contacts). */
export function tabOfField(path: string): TabKey {
  const head = path.split(".")[0];
  if (head === "contacts") return "contacts";
  if (head === "addresses" || head === "address") return "addresses";
  if (DETAILS_FIELDS.has(head)) return "details";
  return "general";
}

export type FieldErrorMap = Record<string, string[]>;

export type VendorValidation =
  | { ok: true; value: VendorCreateInput | VendorUpdateInput; fieldErrors: FieldErrorMap; messages: string[] }
  | { ok: false; fieldErrors: FieldErrorMap; messages: string[] };

/** The messages of some field errors, in tab order, each once. */
export function messagesOf(fieldErrors: FieldErrorMap, values?: VendorFormValues): string[] {
  const order = VENDOR_TABS.map((t) => t.value);
  const entries = Object.entries(fieldErrors).sort(([a], [b]) => order.indexOf(tabOfField(a)) - order.indexOf(tabOfField(b)));
  const lines: string[] = [];
  for (const [path, messages] of entries) {
    // A Billing address says "Billing Address: All fields are required." once instead of field by field.
    const address = /^addresses\.(\d+)\.\w+$/.exec(path);
    if (address && values?.addresses[Number(address[1])]?.type === "Billing" && fieldErrors[`addresses.${address[1]}`]) continue;
    for (const message of messages) if (!lines.includes(message)) lines.push(message);
  }
  return lines;
}

/**
 * Every rule of §5 over the whole form (the vendor schema, plus "At least one contact must be marked
 * as primary." which the service would otherwise settle by making the first contact primary).
 */
export function validateVendor(values: VendorFormValues, mode: VendorFormMode): VendorValidation {
  const schema = mode === "new" ? vendorCreateSchema : vendorUpdateSchema;
  const parsed = schema.safeParse(schemaInput(values));
  const fieldErrors: FieldErrorMap = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join(".") || "_form";
      const list = (fieldErrors[key] ??= []);
      if (!list.includes(issue.message)) list.push(issue.message);
    }
  }
  if (values.contacts.length && !values.contacts.some((c) => c.primary)) {
    (fieldErrors.contacts ??= []).push(VENDOR_MESSAGES.primaryRequired);
  }
  const messages = messagesOf(fieldErrors, values);
  if (parsed.success && !messages.length) return { ok: true, value: parsed.data, fieldErrors, messages };
  return { ok: false, fieldErrors, messages };
}

/** Only the errors of one tab (Next checks the tab it leaves). */
export function errorsOfTab(fieldErrors: FieldErrorMap, tab: TabKey): FieldErrorMap {
  return Object.fromEntries(Object.entries(fieldErrors).filter(([path]) => tabOfField(path) === tab));
}

/** Save on New Vendor checks only the Vendor ID and the Vendor Name (§5); the server checks the rest. */
export function errorsBeforeCreate(fieldErrors: FieldErrorMap): FieldErrorMap {
  return Object.fromEntries(Object.entries(fieldErrors).filter(([path]) => path === "vendorId" || path === "vendorName"));
}

/** The first tab (in order) holding one of these errors. */
export function firstTabWithErrors(fieldErrors: FieldErrorMap): TabKey | null {
  const tabs = new Set(Object.keys(fieldErrors).map(tabOfField));
  return VENDOR_TABS.find((t) => tabs.has(t.value))?.value ?? null;
}

/** A contact card's own check (Save / Update on the card): every field, then the formats. */
export function validateContact(contact: ContactValues): Partial<Record<keyof ContactValues, string>> {
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  for (const field of CONTACT_TEXT) if (!contact[field].trim()) errors[field] = CONTACT_REQUIRED[field];
  if (!errors.phone && !PHONE_PATTERN.test(contact.phone.trim())) errors.phone = VENDOR_FORM_MESSAGES.invalidPhone;
  if (!errors.email && !EMAIL_PATTERN.test(contact.email.trim())) errors.email = VENDOR_FORM_MESSAGES.invalidEmail;
  return errors;
}

/** An address card's own check: type, line 1, city, state, postal code and country; line 2 optional. */
export function validateAddressCard(address: AddressValues): Partial<Record<keyof AddressValues, string>> {
  const errors: Partial<Record<keyof AddressValues, string>> = {};
  for (const field of Object.keys(ADDRESS_REQUIRED) as (keyof typeof ADDRESS_REQUIRED)[]) {
    if (!address[field].trim()) errors[field] = ADDRESS_REQUIRED[field];
  }
  return errors;
}

/** The address as the multi-line text the vendor shows (six lines, blank parts left out). */
export function addressText(address: AddressValues | undefined): string {
  if (!address) return "";
  return ADDRESS_TEXT.map((k) => address[k].trim())
    .filter(Boolean)
    .join("\n");
}

/** What the action answers (the screens and the integration tests read it). */
export type VendorFormAnswer =
  | {
      status: "invalid";
      revision: string;
      values: VendorFormValues;
      fieldErrors: FieldErrorMap;
      messages: string[];
      /** A refusal from the service (e.g. the duplicate Vendor ID), or an unexpected failure. */
      failure: string | null;
    }
  | { status: "saved"; revision: string; intent: SaveIntent; vendor: { id: number; vendorId: string; vendorName: string } };

export type SaveIntent = "save-close" | "save-new" | "save";
export const SUPPORT_ITEM_INTENT = "support-item";
