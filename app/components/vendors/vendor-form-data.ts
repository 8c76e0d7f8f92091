import type { AddressParts } from "~/lib/address";
import type { Intent, SubmissionResult } from "@conform-to/react";
import type { AccountOption } from "~/components/accounts/account-form-data";
import { formatUsDate } from "~/lib/dates";
import { partyFormMessages } from "~/modules/parties/words";
import { type ADDRESS_TYPES, VENDOR_WORDS, type VendorFormList, type VendorFormMode } from "~/modules/vendors/constants";
import type { SupportOption } from "./support-item-data";

// What the New Vendor and Edit Vendor screens share in the browser and on the server: the values the
// loader gives, the form's fields as conform holds them, what the action answers, the four tabs and
// which fields each holds, the summary of a refused save (the "Validation Error" dialog's lines),
// and the screens' own messages. The rules themselves are the vendor form schema's
// (app/modules/vendors/schema.ts).

export type { VendorFormMode };
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface ContactValues {
  name: string;
  title: string;
  phone: string;
  email: string;
  primary: boolean;
}

export type AddressValues = AddressParts & { type: AddressType | "" };

/** A vendor as the form shows it (the loader's `values`). */
export interface VendorFormValues {
  vendorId: string;
  vendorName: string;
  active: boolean;
  /** MM/DD/YYYY */
  vendorSince: string;
  openingBalance: string;
  /** MM/DD/YYYY */
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
  /** Edit: the version of the vendor the form was filled from ("" for a new vendor), sent back with the save. */
  version: string;
  contacts: ContactValues[];
  addresses: AddressValues[];
  /** definition id → value */
  customFields: Record<number, string>;
}

/** The form's fields as they are posted and as conform holds them. */
export type VendorFormFields = Omit<VendorFormValues, "contacts" | "addresses" | "customFields"> & {
  contacts: ContactValues[];
  addresses: AddressValues[];
  customFields: { definitionId: string; value: string }[];
  /** Without JavaScript: the row number of the primary contact (a radio). */
  primaryContact: string;
};

/** What the loader gives the New / Edit Vendor screen. */
export interface VendorFormLoaded {
  mode: VendorFormMode;
  companyId: number;
  today: string;
  /** The vendor being edited: its id and the read-only amounts. */
  vendor: { id: number; vendorId: string; openingBalance: string; balanceAsOf: string; balance: string } | null;
  values: VendorFormValues;
  accounts: AccountOption[];
  shippingMethods: SupportOption[];
  paymentTerms: SupportOption[];
  vendorGroups: SupportOption[];
  customFieldDefinitions: { id: number; name: string }[];
}

export type SaveIntent = "save-close" | "save-new" | "save";

/** conform's errors by field name ("contacts[0].email"); null marks a check that was skipped. */
export type FormErrorMap = Record<string, readonly string[] | null | undefined>;

/** What the action answers (the screens and the integration tests read it). */
export type VendorFormAnswer =
  | {
      /** A save the form's rules or the vendor service refused. */
      status: "invalid";
      revision: string;
      /** conform's reply: the values as posted and the errors by field. */
      result: SubmissionResult<string[]>;
      /** The refusal in the summary's words (the "Validation Error" dialog, the page without JavaScript). */
      messages: string[];
      /** A refusal from the service (e.g. the duplicate Vendor ID), or an unexpected failure. */
      failure: string | null;
      /** The reply's errors keyed the way the API keys them ("addresses.0.city"), for readers other than conform. */
      fieldErrors: Record<string, string[]>;
      /** The reply's values as posted. */
      values: Record<string, unknown>;
    }
  | {
      /** A row added or removed without JavaScript: the form again, with the change. */
      status: "editing";
      revision: string;
      result: SubmissionResult<string[]>;
    }
  | { status: "saved"; revision: string; intent: SaveIntent; vendor: { id: number; vendorId: string; vendorName: string } };

export type TabKey = "general" | "details" | "contacts" | "addresses";
export const VENDOR_TABS: readonly { value: TabKey; label: string }[] = [
  { value: "general", label: "Basic Information" },
  { value: "details", label: "Payment & Settings" },
  { value: "contacts", label: "Contact Details" },
  { value: "addresses", label: "Address Information" },
];

/** The account types the vendor form's Account select keeps. */
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

/** The screen's own texts: the party's (~/modules/parties/words.ts) in the vendor's words. */
export const VENDOR_FORM_MESSAGES = partyFormMessages(VENDOR_WORDS);

/** A new vendor's values: today for both dates, Cash, Active, no contacts or addresses. */
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
    version: "",
    contacts: [],
    addresses: [],
    customFields: {},
  };
}

/** The loader's values as the form's fields (the custom fields' inputs keep their own values). */
export function formFields(values: VendorFormValues): Omit<VendorFormFields, "customFields"> {
  const { customFields: _ignored, ...rest } = values;
  return {
    ...rest,
    primaryContact: String(
      Math.max(
        0,
        values.contacts.findIndex((c) => c.primary),
      ),
    ),
  };
}

/** The custom fields' values (definition id → value) from posted rows, to show them again. */
export function customFieldValues(rows: unknown): Record<number, string> {
  const values: Record<number, string> = {};
  if (!Array.isArray(rows)) return values;
  for (const row of rows) {
    if (typeof row !== "object" || row === null) continue;
    const { definitionId, value } = row as { definitionId?: unknown; value?: unknown };
    const id = Number(definitionId);
    if (Number.isSafeInteger(id) && id > 0) values[id] = typeof value === "string" ? value : "";
  }
  return values;
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

/** Which tab holds a field ("contacts[0].email" → contacts); form-level errors ("") count as the first tab's. */
export function tabOfField(name: string): TabKey {
  const head = name.split(/[.[]/)[0];
  if (head === "contacts" || head === "primaryContact") return "contacts";
  if (head === "addresses" || head === "address") return "addresses";
  if (DETAILS_FIELDS.has(head)) return "details";
  return "general";
}

const tabIndex = (name: string) => VENDOR_TABS.findIndex((t) => t.value === tabOfField(name));

/** The fields (and lists and rows) of one tab that have errors. */
export function errorNamesOfTab(errors: FormErrorMap, tab: TabKey): string[] {
  return Object.keys(errors).filter((name) => errors[name]?.length && tabOfField(name) === tab);
}

/** The messages of one tab, each once, in the order the checks found them. */
export function tabMessages(errors: FormErrorMap, tab: TabKey): string[] {
  return [...new Set(errorNamesOfTab(errors, tab).flatMap((name) => errors[name] ?? []))];
}

/** The first tab (in tab order) with an error. */
export function firstTabWithErrors(errors: FormErrorMap): TabKey | null {
  return VENDOR_TABS.find((t) => errorNamesOfTab(errors, t.value).length)?.value ?? null;
}

/**
 * A refused save in the summary's words: every message in tab order, each once. An address row with
 * a message of its own ("Billing Address: All fields are required.") says it once instead of field by field.
 */
export function messagesOf(errors: FormErrorMap): string[] {
  const names = Object.keys(errors)
    .filter((name) => errors[name]?.length)
    .sort((a, b) => tabIndex(a) - tabIndex(b));
  const lines: string[] = [];
  for (const name of names) {
    const row = /^(addresses\[\d+\])\./.exec(name);
    if (row && errors[row[1]]?.length) continue;
    for (const message of errors[name] ?? []) if (!lines.includes(message)) lines.push(message);
  }
  return lines;
}

/** conform's error names as the API writes them: "addresses[0].city" → "addresses.0.city"; form-level errors left out. */
export function dottedErrors(errors: FormErrorMap | undefined): Record<string, string[]> {
  const dotted: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors ?? {})) {
    if (name && messages?.length) dotted[name.replace(/\[(\d+)\]/g, ".$1")] = [...messages];
  }
  return dotted;
}

/** The card whose own check (or whose typing after it) an intent comes from: `contacts[1].phone` → contacts, row 1. */
export function cardOfIntent(intent: Intent | null): { list: VendorFormList; index: number } | undefined {
  if (!intent || (intent.type !== "validate" && intent.type !== "update")) return undefined;
  const match = /^(contacts|addresses)\[(\d+)\]/.exec(intent.payload.name ?? "");
  return match ? { list: match[1] as VendorFormList, index: Number(match[2]) } : undefined;
}

/**
 * Removing a contact row without JavaScript: the primary-contact radio (a row number) follows its
 * row, and marks the first row when its own row was removed.
 */
export function followPrimaryRadio(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  const { intent, initialValue } = result;
  if (intent?.type !== "remove" || intent.payload.name !== "contacts" || !initialValue) return result;
  const marked = Number(initialValue.primaryContact ?? 0);
  const removed = intent.payload.index;
  const next = marked > removed ? marked - 1 : marked === removed ? 0 : marked;
  return { ...result, initialValue: { ...initialValue, primaryContact: String(next) } };
}

const ADDRESS_LINES = ["address1", "address2", "city", "state", "postalCode", "country"] as const;

/** The address as the multi-line text the vendor shows (six lines, blank parts left out). */
export function addressText(address: Partial<Record<(typeof ADDRESS_LINES)[number], string>> | undefined): string {
  if (!address) return "";
  return ADDRESS_LINES.map((k) => (address[k] ?? "").trim())
    .filter(Boolean)
    .join("\n");
}
