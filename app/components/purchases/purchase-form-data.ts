import type { SubmissionResult } from "@conform-to/react";
import { formatUsDate } from "~/lib/dates";
import { ZERO } from "~/lib/money";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";
import { PURCHASE_MESSAGES, type DocumentKind } from "~/modules/purchases/constants";
import { TO_BE_PRINTED, type BuyableItem, type VendorParty } from "~/modules/purchases/form-rules";
import { PURCHASE_KIND_INFOS } from "~/modules/purchases/kinds/info";
import {
  type AccountChoice,
  partyTermOrDefault,
  type PayFromChoice,
  type PaymentTermChoice,
  type PurchaseDocumentView,
  type VendorChoice,
} from "~/modules/purchases/views";
import {
  ACCOUNT_ROW_FIELDS,
  amountCents,
  editRows as editDocumentRows,
  emptyAccountRow,
  emptyItemRow,
  filledItemRow,
  ITEM_ROW_FIELDS,
  padRows,
  readRows,
  shownQuantity,
  textOf,
  type AccountRowValues,
  type ItemRowValues,
} from "~/components/documents/row-values";

// The rows' state is the document forms' (components/documents/row-values.ts), shared with the sales forms.
export {
  amountCents,
  deleteRow,
  emptyAccountRow,
  emptyItemRow,
  errorList,
  FORM_INTENTS,
  isoDate,
  isSaveIntent,
  itemRowCents,
  liveTotal,
  MAX_ROWS,
  MIN_ROWS,
  padRows,
  quantityUnits,
  type AccountRowValues,
  type FormIntent,
  type ItemRowValues,
} from "~/components/documents/row-values";

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

/**
 * A new form for a vendor (or none): its contacts ready, its Bill To and its payment term filled —
 * the vendor's term, else `defaultTermId` (the company's default, Company Preferences).
 */
export function blankView(todayIso: string, party: VendorParty | null, defaultTermId: number | null = null): PurchaseFormView {
  const values = emptyValues(todayIso);
  if (party) {
    values.vendorId = String(party.id);
    values.billTo = party.billTo;
  }
  const term = party?.paymentTermId || defaultTermId;
  values.paymentTermId = term ? String(term) : "";
  return { values, party, revision: "initial" };
}

/** Add Row / Delete Row without JavaScript (a table's only row is cleared rather than removed). */
export const editRows = (values: PurchaseFormValues, intent: Parameters<typeof editDocumentRows>[1]) =>
  editDocumentRows(values, intent, { account: emptyAccountRow, item: emptyItemRow });

/** The form as posted, for showing it again. */
export function valuesFromForm(formData: FormData): PurchaseFormValues {
  return {
    vendorId: textOf(formData.get("vendorId")),
    contactName: textOf(formData.get("contactName")),
    phone: textOf(formData.get("phone")),
    date: textOf(formData.get("date")),
    payFromAccountId: textOf(formData.get("payFromAccountId")),
    bankAccountId: textOf(formData.get("bankAccountId")),
    billTo: textOf(formData.get("billTo")),
    paymentMethod: textOf(formData.get("paymentMethod")) || "Cash",
    toBePrinted: toBePrintedOf(formData),
    deliveryDate: textOf(formData.get("deliveryDate")),
    paymentTermId: textOf(formData.get("paymentTermId")),
    vendorReference: textOf(formData.get("vendorReference")),
    comments: textOf(formData.get("comments")),
    accountRecords: readRows(formData, "accountRecords", ACCOUNT_ROW_FIELDS, emptyAccountRow),
    itemRecords: readRows(formData, "itemRecords", ITEM_ROW_FIELDS, emptyItemRow),
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
    ...(formData.has("version") ? { version: textOf(formData.get("version")) } : {}),
    revision: `failed-${Date.now()}`,
  };
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
 * (else the company's default among `terms`; contact and phone cleared when the vendor changed), a chosen contact's phone, and each chosen
 * item's type, price and description filled in — what the browser does as each field changes.
 */
export function refreshValues(
  values: PurchaseFormValues,
  previous: VendorParty | null,
  party: VendorParty | null,
  items: readonly BuyableItem[],
  terms: readonly PaymentTermChoice[] = [],
): PurchaseFormValues {
  const next: PurchaseFormValues = { ...values };
  if ((party?.id ?? null) !== (previous?.id ?? null)) {
    next.contactName = "";
    next.phone = "";
    next.billTo = party?.billTo ?? "";
    next.paymentTermId = party ? partyTermOrDefault(party.paymentTermId, terms) : "";
  }
  if (next.contactName && !next.phone.trim()) {
    next.phone = party?.contacts.find((c) => c.name === next.contactName)?.phone ?? "";
  }
  const byId = new Map(items.map((item) => [String(item.id), item]));
  next.itemRecords = values.itemRecords.map((row) => {
    const item = byId.get(row.itemId);
    return item ? filledItemRow(row, item) : row;
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
        quantity: shownQuantity(r.quantity),
        unitPrice: r.unitPrice,
      })),
      emptyItemRow,
    ),
  };
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
