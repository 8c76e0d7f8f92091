import type { Intent, SubmissionResult } from "@conform-to/react";
import type { AddressParts } from "~/lib/address";
import type { ADDRESS_TYPES, PartyFormList, PartyFormMode } from "~/modules/parties/constants";

// What every party's New and Edit screens (vendors, customers) share in the browser and on the
// server: the contact and address rows, the loader's and the action's shapes, the four tabs and which
// fields each holds (the party names the fields of its Payment & Settings tab), the summary of a
// refused save (the "Validation Error" dialog's lines). Each party's form data
// (components/vendors/vendor-form-data.ts, components/customers/customer-form-data.ts) adds its
// values and its own fields' tab.

export type { PartyFormMode };
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface ContactValues {
  name: string;
  title: string;
  phone: string;
  email: string;
  primary: boolean;
}

export type AddressValues = AddressParts & { type: AddressType | "" };

/** What every party's form values hold beside its own fields (the loader's `values`). */
export interface PartyFormValuesBase {
  active: boolean;
  openingBalance: string;
  /** MM/DD/YYYY */
  balanceAsOf: string;
  taxId: string;
  fax: string;
  webpage: string;
  notes: string;
  creditLimit: string;
  paymentMethod: string;
  paymentTermId: string;
  /** The selected address type ("" for none). */
  address: string;
  /** Edit: the version of the party the form was filled from ("" for a new one), sent back with the save. */
  version: string;
  contacts: ContactValues[];
  addresses: AddressValues[];
  /** definition id → value */
  customFields: Record<number, string>;
}

/** The form's fields as they are posted and as conform holds them. */
export type PartyFormFields<V extends PartyFormValuesBase = PartyFormValuesBase> = Omit<V, "customFields"> & {
  customFields: { definitionId: string; value: string }[];
  /** Without JavaScript: the row number of the primary contact (a radio). */
  primaryContact: string;
};

/** The party being edited: its id, code and the read-only amounts. */
export interface PartyFormRecord {
  id: number;
  code: string;
  openingBalance: string;
  balanceAsOf: string;
  balance: string;
}

/** What the loader gives a party's New / Edit screen: the values and the lists (the party's own lists beside them). */
export type PartyFormLoaded<V extends PartyFormValuesBase = PartyFormValuesBase, L = unknown> = PartyFormLoadedBase<V> & L;
export interface PartyFormLoadedBase<V extends PartyFormValuesBase = PartyFormValuesBase> {
  mode: PartyFormMode;
  companyId: number;
  today: string;
  party: PartyFormRecord | null;
  values: V;
  paymentTerms: { id: number; name: string; description: string }[];
  customFieldDefinitions: { id: number; name: string }[];
}

export type SaveIntent = "save-close" | "save-new" | "save";

/** conform's errors by field name ("contacts[0].email"); null marks a check that was skipped. */
export type FormErrorMap = Record<string, readonly string[] | null | undefined>;

/** What the action answers (the screens and the integration tests read it). */
export type PartyFormAnswer =
  | {
      /** A save the form's rules or the party's service refused. */
      status: "invalid";
      revision: string;
      /** conform's reply: the values as posted and the errors by field. */
      result: SubmissionResult<string[]>;
      /** The refusal in the summary's words (the "Validation Error" dialog, the page without JavaScript). */
      messages: string[];
      /** A refusal from the service (e.g. the duplicate ID), or an unexpected failure. */
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
  | { status: "saved"; revision: string; intent: SaveIntent; party: { id: number; code: string; name: string } };

export type TabKey = "general" | "details" | "contacts" | "addresses";
export const PARTY_TABS: readonly { value: TabKey; label: string }[] = [
  { value: "general", label: "Basic Information" },
  { value: "details", label: "Payment & Settings" },
  { value: "contacts", label: "Contact Details" },
  { value: "addresses", label: "Address Information" },
];

/** The fields of the Payment & Settings tab every party has (each party adds its own). */
export const PARTY_DETAILS_FIELDS = ["creditLimit", "paymentMethod", "paymentTermId", "customFields"] as const;

/** A party's tabs: which tab holds a field, and the errors and messages of each. */
export function partyFormTabs(ownDetailsFields: readonly string[]) {
  const details = new Set<string>([...PARTY_DETAILS_FIELDS, ...ownDetailsFields]);

  /** Which tab holds a field ("contacts[0].email" → contacts); form-level errors ("") count as the first tab's. */
  function tabOfField(name: string): TabKey {
    const head = name.split(/[.[]/)[0];
    if (head === "contacts" || head === "primaryContact") return "contacts";
    if (head === "addresses" || head === "address") return "addresses";
    if (details.has(head)) return "details";
    return "general";
  }
  const tabIndex = (name: string) => PARTY_TABS.findIndex((t) => t.value === tabOfField(name));

  /** The fields (and lists and rows) of one tab that have errors. */
  function errorNamesOfTab(errors: FormErrorMap, tab: TabKey): string[] {
    return Object.keys(errors).filter((name) => errors[name]?.length && tabOfField(name) === tab);
  }

  /** The messages of one tab, each once, in the order the checks found them. */
  function tabMessages(errors: FormErrorMap, tab: TabKey): string[] {
    return [...new Set(errorNamesOfTab(errors, tab).flatMap((name) => errors[name] ?? []))];
  }

  /** The first tab (in tab order) with an error. */
  function firstTabWithErrors(errors: FormErrorMap): TabKey | null {
    return PARTY_TABS.find((t) => errorNamesOfTab(errors, t.value).length)?.value ?? null;
  }

  /**
   * A refused save in the summary's words: every message in tab order, each once. An address row with
   * a message of its own ("Billing Address: All fields are required.") says it once instead of field by field.
   */
  function messagesOf(errors: FormErrorMap): string[] {
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

  return { tabOfField, errorNamesOfTab, tabMessages, firstTabWithErrors, messagesOf };
}
export type PartyFormTabs = ReturnType<typeof partyFormTabs>;

/** The values every new party starts from: Active, today's Balance as of (MM/DD/YYYY), Cash, nothing owed, no rows. */
export function emptyPartyValues(todayUs: string): PartyFormValuesBase {
  return {
    active: true,
    openingBalance: "0.00",
    balanceAsOf: todayUs,
    taxId: "",
    fax: "",
    webpage: "",
    notes: "",
    creditLimit: "0.00",
    paymentMethod: "Cash",
    paymentTermId: "",
    address: "",
    version: "",
    contacts: [],
    addresses: [],
    customFields: {},
  };
}

/** The loader's values as the form's fields (the custom fields' inputs keep their own values). */
export function formFields<V extends PartyFormValuesBase>(values: V): Omit<PartyFormFields<V>, "customFields"> {
  const { customFields: _ignored, ...rest } = values;
  return {
    ...rest,
    primaryContact: String(
      Math.max(
        0,
        values.contacts.findIndex((c) => c.primary),
      ),
    ),
  } as unknown as Omit<PartyFormFields<V>, "customFields">;
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

/** conform's error names as the API writes them: "addresses[0].city" → "addresses.0.city"; form-level errors left out. */
export function dottedErrors(errors: FormErrorMap | undefined): Record<string, string[]> {
  const dotted: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors ?? {})) {
    if (name && messages?.length) dotted[name.replace(/\[(\d+)\]/g, ".$1")] = [...messages];
  }
  return dotted;
}

/** The card whose own check (or whose typing after it) an intent comes from: `contacts[1].phone` → contacts, row 1. */
export function cardOfIntent(intent: Intent | null): { list: PartyFormList; index: number } | undefined {
  if (!intent || (intent.type !== "validate" && intent.type !== "update")) return undefined;
  const match = /^(contacts|addresses)\[(\d+)\]/.exec(intent.payload.name ?? "");
  return match ? { list: match[1] as PartyFormList, index: Number(match[2]) } : undefined;
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

/** The address as the multi-line text a party shows (six lines, blank parts left out). */
export function addressText(address: Partial<Record<(typeof ADDRESS_LINES)[number], string>> | undefined): string {
  if (!address) return "";
  return ADDRESS_LINES.map((k) => (address[k] ?? "").trim())
    .filter(Boolean)
    .join("\n");
}
