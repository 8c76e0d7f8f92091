import type { SubmissionResult } from "@conform-to/react";
import { formatUsDate, isIsoDate, parseUsDate } from "~/lib/dates";
import { parseMoney, sumCents, ZERO, type Cents } from "~/lib/money";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";
import { itemRowAmount, PURCHASE_MESSAGES, QUANTITY_SCALE, type DocumentKind } from "~/modules/purchases/constants";
import { TO_BE_PRINTED, type BuyableItem, type VendorParty } from "~/modules/purchases/form-rules";
import { PURCHASE_KIND_INFOS } from "~/modules/purchases/kinds/info";
import type { AccountChoice, PayFromChoice, PaymentTermChoice, PurchaseDocumentView, VendorChoice } from "~/modules/purchases/views";

// The purchase document form's state as both sides see it (pure: the browser uses it for the live
// total and the rows, the actions to show the form again without JavaScript); its checks, which
// need zod, are in purchase-form-schema.ts (loaded by the browser after the form appears). One form serves the
// five kinds — credit card charge, vendor credit, cash expense, cash purchase and bill. Rows travel
// as plain inputs named as the kind's schema reads them: `accountRecords[0].accountId`,
// `accountRecords[0].description`, `accountRecords[0].amount`, `itemRecords[0].itemId`, … .

/** Each kind's screen: its URL under vendors/, its title and the labels that differ (from its descriptor's form). */
export const PURCHASE_SCREENS = Object.fromEntries(
  PURCHASE_KIND_INFOS.map(({ name, form }) => [
    name,
    {
      slug: form.slug,
      title: form.title,
      numberLabel: form.numberLabel,
      payFromLabel: form.payFrom?.label ?? "",
      commentsLabel: form.commentsLabel,
    },
  ]),
) as Record<DocumentKind, { slug: string; title: string; numberLabel: string; payFromLabel: string; commentsLabel: string }>;
export const ADD_NEW_VENDOR_LABEL = "+ Add New Vendor";
export const DUE_DATE_HINT = "From the payment term and the bill date.";

/** A save that got no answer, or a server error: the spec's "Failed to save" and the network text. */
export const SAVE_FAILURE_MESSAGES = { network: NETWORK_ERROR_MESSAGE, server: PURCHASE_MESSAGES.saveFailed };

/** Rows shown at least (blank ones are dropped on save), and at most. */
export const MIN_ROWS = 2;
export const MAX_ROWS = 500;

export interface AccountRowValues {
  accountId: string;
  description: string;
  amount: string;
}

export interface ItemRowValues {
  itemId: string;
  itemType: string;
  description: string;
  quantity: string;
  unitPrice: string;
}

export const emptyAccountRow = (): AccountRowValues => ({ accountId: "", description: "", amount: "" });
export const emptyItemRow = (): ItemRowValues => ({ itemId: "", itemType: "", description: "", quantity: "", unitPrice: "" });

/** The form's fields as typed (every kind's; each screen shows its own). Dates as typed (MM/DD/YYYY) or ISO. */
export interface PurchaseFormValues {
  vendorId: string;
  contactName: string;
  phone: string;
  date: string;
  payFromAccountId: string;
  bankAccountId: string;
  billTo: string;
  paymentMethod: string;
  toBePrinted: boolean;
  deliveryDate: string;
  paymentTermId: string;
  vendorReference: string;
  comments: string;
  accountRecords: AccountRowValues[];
  itemRecords: ItemRowValues[];
}

/** What the form shows: the values, the vendor whose contacts it offers, and the last answer's findings. */
export interface PurchaseFormView {
  values: PurchaseFormValues;
  /** The vendor the contacts and Bill To were read from (null: none chosen, or not read yet). */
  party: VendorParty | null;
  /** conform's reply of the last refused save (field errors). */
  result?: SubmissionResult<string[]>;
  /** A refused or failed save: its messages, one per line. */
  summary?: string[];
  /** The save that was tried (the browser revalidates with its rules). */
  intent?: string;
  /** A draft bill's edit: the version it was opened on (ADR 0014). */
  version?: string;
  /** The vendors matching the search typed without JavaScript (else the loader's). */
  vendors?: VendorChoice[];
  vendorSearch?: string;
  revision: string;
}

/** A fresh form: today, empty rows, payment method Cash, TO BE PRINTED ticked (for a cheque). */
export function emptyValues(todayIso: string): PurchaseFormValues {
  return {
    vendorId: "",
    contactName: "",
    phone: "",
    date: formatUsDate(todayIso),
    payFromAccountId: "",
    bankAccountId: "",
    billTo: "",
    paymentMethod: "Cash",
    toBePrinted: true,
    deliveryDate: formatUsDate(todayIso),
    paymentTermId: "",
    vendorReference: "",
    comments: "",
    accountRecords: padRows([], emptyAccountRow),
    itemRecords: padRows([], emptyItemRow),
  };
}

/** A new form for a vendor (or none): its contacts ready, its Bill To and its payment term filled. */
export function blankView(todayIso: string, party: VendorParty | null): PurchaseFormView {
  const values = emptyValues(todayIso);
  if (party) {
    values.vendorId = String(party.id);
    values.billTo = party.billTo;
    values.paymentTermId = party.paymentTermId ? String(party.paymentTermId) : "";
  }
  return { values, party, revision: "initial" };
}

export function padRows<T>(rows: readonly T[], empty: () => T, min = MIN_ROWS): T[] {
  const padded = [...rows];
  while (padded.length < min) padded.push(empty());
  return padded;
}

// Every button of the form sends `intent`; a row's delete button names its table and row.
export const FORM_INTENTS = ["save-close", "save-new", "save-draft", "save-open", "add-account-row", "add-item-row", "refresh"] as const;
export type FormIntent = (typeof FORM_INTENTS)[number] | { deleteRow: number; table: "account" | "item" };

export const isSaveIntent = (value: unknown): value is "save-close" | "save-new" | "save-draft" | "save-open" =>
  value === "save-close" || value === "save-new" || value === "save-draft" || value === "save-open";

const ACCOUNT_FIELD = /^accountRecords\[(\d{1,3})\]\.(accountId|description|amount)$/;
const ITEM_FIELD = /^itemRecords\[(\d{1,3})\]\.(itemId|itemType|description|quantity|unitPrice)$/;

function readRows<T extends object>(formData: FormData, pattern: RegExp, empty: () => T): T[] {
  const rows: T[] = [];
  for (const [key, value] of formData.entries()) {
    const match = pattern.exec(key);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    if (index >= MAX_ROWS) continue;
    while (rows.length <= index) rows.push(empty());
    (rows[index] as Record<string, string>)[match[2]] = value;
  }
  return rows;
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** The form as posted, for showing it again. */
export function valuesFromForm(formData: FormData): PurchaseFormValues {
  return {
    vendorId: text(formData.get("vendorId")),
    contactName: text(formData.get("contactName")),
    phone: text(formData.get("phone")),
    date: text(formData.get("date")),
    payFromAccountId: text(formData.get("payFromAccountId")),
    bankAccountId: text(formData.get("bankAccountId")),
    billTo: text(formData.get("billTo")),
    paymentMethod: text(formData.get("paymentMethod")) || "Cash",
    toBePrinted: toBePrintedOf(formData),
    deliveryDate: text(formData.get("deliveryDate")),
    paymentTermId: text(formData.get("paymentTermId")),
    vendorReference: text(formData.get("vendorReference")),
    comments: text(formData.get("comments")),
    accountRecords: readRows(formData, ACCOUNT_FIELD, emptyAccountRow),
    itemRecords: readRows(formData, ITEM_FIELD, emptyItemRow),
  };
}

/**
 * The Cheque section's TO BE PRINTED box: a form that showed it says so (`chequeShown`), and then
 * an unticked box (which posts nothing) is false; a form that did not show it leaves the default,
 * ticked.
 */
export const CHEQUE_SHOWN_FIELD = "chequeShown";
function toBePrintedOf(formData: FormData): boolean {
  const value = formData.get("toBePrinted");
  if (value !== null) return value === "on" || value === "true";
  return formData.get(CHEQUE_SHOWN_FIELD) !== "1";
}

/** The form again from what was submitted, with a message above it (a save that got no answer). */
export function failedSaveView(formData: FormData, message: string, party: VendorParty | null = null): PurchaseFormView {
  return {
    values: valuesFromForm(formData),
    party,
    summary: [message],
    ...(formData.has("version") ? { version: text(formData.get("version")) } : {}),
    revision: `failed-${Date.now()}`,
  };
}

/** Add Row / Delete Row without JavaScript (a table's only row is cleared rather than removed). */
export function editRows(
  values: PurchaseFormValues,
  intent: "add-account-row" | "add-item-row" | { deleteRow: number; table: "account" | "item" },
) {
  const next = { ...values, accountRecords: [...values.accountRecords], itemRecords: [...values.itemRecords] };
  if (intent === "add-account-row") {
    if (next.accountRecords.length < MAX_ROWS) next.accountRecords.push(emptyAccountRow());
  } else if (intent === "add-item-row") {
    if (next.itemRecords.length < MAX_ROWS) next.itemRecords.push(emptyItemRow());
  } else if (intent.table === "account") {
    next.accountRecords = deleteRow(next.accountRecords, intent.deleteRow, emptyAccountRow);
  } else {
    next.itemRecords = deleteRow(next.itemRecords, intent.deleteRow, emptyItemRow);
  }
  return next;
}

export function deleteRow<T>(rows: readonly T[], index: number, empty: () => T): T[] {
  if (index < 0 || index >= rows.length) return [...rows];
  if (rows.length <= 1) return [empty()];
  return rows.filter((_, i) => i !== index);
}

/** An amount as typed, in cents; anything that is not an amount counts as zero. */
export function amountCents(value: string): Cents {
  const cents = parseMoney(value);
  return cents === null || cents < 0 ? ZERO : cents;
}

/** A quantity as typed in ten-thousandths; blank (the server refuses the row) or not a quantity: 0. */
export function quantityUnits(value: string): number {
  const text = value.trim();
  if (!/^\d{1,10}(\.\d{1,4})?$/.test(text)) return 0;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * QUANTITY_SCALE + Number(fraction.padEnd(4, "0"));
}

/** An item row's amount as the screen shows it: quantity × unit price (0 until it has an item). */
export function itemRowCents(row: ItemRowValues): Cents {
  if (!row.itemId) return ZERO;
  return itemRowAmount(quantityUnits(row.quantity), amountCents(row.unitPrice));
}

/** The total as the screens show it: account rows with an account, plus item rows. */
export function liveTotal(values: Pick<PurchaseFormValues, "accountRecords" | "itemRecords">): Cents {
  const accounts = sumCents(values.accountRecords.filter((r) => r.accountId).map((r) => amountCents(r.amount)));
  const items = sumCents(values.itemRecords.map(itemRowCents));
  return (accounts + items) as Cents;
}

/** A date as typed, as ISO; null when it is not a date. */
export function isoDate(value: string): string | null {
  const trimmed = value.trim();
  return isIsoDate(trimmed) ? trimmed : parseUsDate(trimmed);
}

/**
 * A submission as the kind's schema reads it, from the form as posted: a chosen item's type (the
 * select cannot send it without JavaScript) and, when left blank, its unit price; a draft bill's
 * status from the button pressed.
 */
export function prepareSubmission(formData: FormData, items: readonly BuyableItem[], intent: string): FormData {
  const prepared = new FormData();
  for (const [key, value] of formData.entries()) if (key !== "status") prepared.append(key, value);
  const byId = new Map(items.map((item) => [String(item.id), item]));
  valuesFromForm(formData).itemRecords.forEach((row, index) => {
    const item = byId.get(row.itemId.trim());
    if (!item) return;
    prepared.set(`itemRecords[${index}].itemType`, item.itemType);
    if (!row.unitPrice.trim()) prepared.set(`itemRecords[${index}].unitPrice`, item.unitPrice);
  });
  if (formData.get(CHEQUE_SHOWN_FIELD) === "1" && !formData.has("toBePrinted")) prepared.set("toBePrinted", "false");
  prepared.set("status", intent === "save-draft" ? "draft" : "open");
  return prepared;
}

/**
 * The form after a no-JavaScript "Update": the chosen vendor's contacts, Bill To and payment term
 * (contact and phone cleared when the vendor changed), a chosen contact's phone, and each chosen
 * item's type, price and description filled in — what the browser does as each field changes.
 */
export function refreshValues(
  values: PurchaseFormValues,
  previous: VendorParty | null,
  party: VendorParty | null,
  items: readonly BuyableItem[],
): PurchaseFormValues {
  const next: PurchaseFormValues = { ...values };
  if ((party?.id ?? null) !== (previous?.id ?? null)) {
    next.contactName = "";
    next.phone = "";
    next.billTo = party?.billTo ?? "";
    next.paymentTermId = party?.paymentTermId ? String(party.paymentTermId) : "";
  }
  if (next.contactName && !next.phone.trim()) {
    next.phone = party?.contacts.find((c) => c.name === next.contactName)?.phone ?? "";
  }
  const byId = new Map(items.map((item) => [String(item.id), item]));
  next.itemRecords = values.itemRecords.map((row) => {
    const item = byId.get(row.itemId);
    if (!item) return row;
    return {
      ...row,
      itemType: item.itemType,
      unitPrice: row.unitPrice.trim() ? row.unitPrice : item.unitPrice,
      description: row.description.trim() ? row.description : item.description,
    };
  });
  return next;
}

/** A saved draft bill as the form's values. */
export function valuesOfDocument(document: PurchaseDocumentView): PurchaseFormValues {
  const show = (value: string) => (amountCents(value) === ZERO ? "" : value);
  return {
    vendorId: document.vendorId ? String(document.vendorId) : "",
    contactName: document.contactName,
    phone: document.phone,
    date: formatUsDate(document.date),
    payFromAccountId: document.payFromAccountId ? String(document.payFromAccountId) : "",
    bankAccountId: document.bankAccountId ? String(document.bankAccountId) : "",
    billTo: document.billTo,
    paymentMethod: document.paymentMethod ?? "Cash",
    toBePrinted: document.toBePrinted,
    deliveryDate: document.deliveryDate ? formatUsDate(document.deliveryDate) : "",
    paymentTermId: document.paymentTermId ? String(document.paymentTermId) : "",
    vendorReference: document.vendorReference,
    comments: document.comments,
    accountRecords: padRows(
      document.accountRecords.map((r) => ({ accountId: String(r.accountId), description: r.description, amount: show(r.amount) })),
      emptyAccountRow,
    ),
    itemRecords: padRows(
      document.itemRecords.map((r) => ({
        itemId: String(r.itemId),
        itemType: r.itemType,
        description: r.description,
        quantity: r.quantity.includes(".") ? r.quantity.replace(/\.?0+$/, "") : r.quantity,
        unitPrice: r.unitPrice,
      })),
      emptyItemRow,
    ),
  };
}

/** Every message of a conform error record, each once, the form-level ones first. */
export function errorList(error: Record<string, readonly string[] | null | undefined> | null | undefined): string[] {
  if (!error) return [];
  const keys = Object.keys(error).sort((a, b) => Number(a !== "") - Number(b !== ""));
  return [...new Set(keys.flatMap((key) => error[key] ?? []))];
}

/** What the cheque number reads (a cash purchase by Cheque). */
export const CHEQUE_NUMBER_TEXT = TO_BE_PRINTED;

/** The choices a purchase form offers, read by its loader. */
export interface PurchaseFormOptions {
  /** Active vendors (plus a draft's own vendor when it has become inactive) */
  vendors: VendorChoice[];
  /** Active items the company buys */
  items: BuyableItem[];
  /** Accounts of the kind's row types */
  rowAccounts: AccountChoice[];
  /** Accounts the kind pays from (a vendor credit: the bank accounts a refund may go to), with balances */
  payFromAccounts: PayFromChoice[];
  paymentTerms: PaymentTermChoice[];
  /** The number the document will get ("DRAFT" while a bill is a draft) */
  nextNumber: string;
}

/** A purchase screen's loader data. */
export interface PurchaseFormLoaded {
  kind: DocumentKind;
  mode: "new" | "edit";
  companyId: number;
  today: string;
  options: PurchaseFormOptions;
  view: PurchaseFormView;
  /** The draft bill being edited */
  documentId: number | null;
}
