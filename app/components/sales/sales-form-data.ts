import type { SubmissionResult } from "@conform-to/react";
import {
  ACCOUNT_ROW_FIELDS,
  accountRowCents,
  editRows as editDocumentRows,
  emptyAccountRow,
  emptyItemRow,
  filledItemRow,
  ITEM_ROW_FIELDS,
  itemRowCents,
  padRows,
  readRows,
  textOf,
  type AccountRowValues,
  type ItemRowValues,
} from "~/components/documents/row-values";
import { formatUsDate } from "~/lib/dates";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";
import { PURCHASE_MESSAGES } from "~/modules/purchases/constants";
import { discountOf, salesFigures, type SalesFigures } from "~/modules/sales/figures";
import type { CustomerParty, PaymentTermChoice, SalesFormOptions, SellableItem } from "~/modules/sales/form-rules";
import { partyTermOrDefault } from "~/modules/purchases/views";
import type { SalesKindName } from "~/modules/sales/kinds/info-names";

// The sales document form's state as both sides see it (pure: the browser uses it for the live
// figures, the actions to show the form again without JavaScript); its checks, which need zod, are
// in sales-form-schema.ts. One form serves the three kinds — invoice, cash sale and credit memo.
// The rows are the document forms' (components/documents/row-values.ts), each with its Taxable box.

export interface SalesAccountRow extends AccountRowValues {
  /** "on" when ticked */
  taxable: string;
}
export interface SalesItemRow extends ItemRowValues {
  /** "on" when ticked */
  taxable: string;
  /** The item the box was last set for: another (or none) means the item's own flag */
  taxableFor: string;
}

export const emptySalesAccountRow = (): SalesAccountRow => ({ ...emptyAccountRow(), taxable: "" });
export const emptySalesItemRow = (): SalesItemRow => ({ ...emptyItemRow(), taxable: "", taxableFor: "" });
const EMPTY_ROWS = { account: emptySalesAccountRow, item: emptySalesItemRow };

/** The form's fields as typed (every kind's; each screen shows its own). Dates as typed (MM/DD/YYYY) or ISO. */
export interface SalesFormValues {
  customerId: string;
  contactName: string;
  billTo: string;
  shipTo: string;
  date: string;
  shipDate: string;
  paymentTermId: string;
  salesPersonId: string;
  shippingMethodId: string;
  customerReference: string;
  depositToAccountId: string;
  paymentMethod: string;
  paymentReference: string;
  memo: string;
  customerMessage: string;
  discount: string;
  discountAccountId: string;
  taxRateId: string;
  accountRecords: SalesAccountRow[];
  itemRecords: SalesItemRow[];
}

/** What the form shows: the values, the customer it was filled from, and the last answer's findings. */
export interface SalesFormView {
  values: SalesFormValues;
  party: CustomerParty | null;
  result?: SubmissionResult<string[]>;
  summary?: string[];
  intent?: string;
  /** A draft invoice's edit: the version it was opened on (ADR 0014) */
  version?: string;
  revision: string;
}

/** A sales screen's loader data. */
export interface SalesFormLoaded {
  kind: SalesKindName;
  mode: "new" | "edit";
  companyId: number;
  today: string;
  options: SalesFormOptions;
  view: SalesFormView;
  /** The draft invoice being edited */
  documentId: number | null;
}

/** A save that got no answer, or a server error: "Failed to save" and the network text. */
export const SALES_SAVE_FAILURE_MESSAGES = { network: NETWORK_ERROR_MESSAGE, server: PURCHASE_MESSAGES.saveFailed };

export function emptySalesValues(todayIso: string): SalesFormValues {
  return {
    customerId: "",
    contactName: "",
    billTo: "",
    shipTo: "",
    date: formatUsDate(todayIso),
    shipDate: "",
    paymentTermId: "",
    salesPersonId: "",
    shippingMethodId: "",
    customerReference: "",
    depositToAccountId: "",
    paymentMethod: "Cash",
    paymentReference: "",
    memo: "",
    customerMessage: "",
    discount: "",
    discountAccountId: "",
    taxRateId: "",
    accountRecords: padRows([], emptySalesAccountRow),
    itemRecords: padRows([], emptySalesItemRow),
  };
}

/** The customer's Bill To, Ship To and payment term (else the company's default among `terms`) filled in (a customer chosen). */
const withParty = (values: SalesFormValues, party: CustomerParty | null, terms: readonly PaymentTermChoice[] = []): SalesFormValues => ({
  ...values,
  customerId: party ? String(party.id) : values.customerId,
  contactName: "",
  billTo: party?.billTo ?? "",
  shipTo: party?.shipTo ?? "",
  paymentTermId: party ? partyTermOrDefault(party.paymentTermId, terms) : "",
});

/** A new form for a customer (or none); without the customer's own term, `defaultTermId` (the company's default, Company Preferences). */
export function blankSalesView(todayIso: string, party: CustomerParty | null, defaultTermId: number | null = null): SalesFormView {
  const values = party ? withParty(emptySalesValues(todayIso), party) : emptySalesValues(todayIso);
  if (!values.paymentTermId && defaultTermId) values.paymentTermId = String(defaultTermId);
  return { values, party, revision: "initial" };
}

const HEADER_FIELDS = [
  "customerId",
  "contactName",
  "billTo",
  "shipTo",
  "date",
  "shipDate",
  "paymentTermId",
  "salesPersonId",
  "shippingMethodId",
  "customerReference",
  "depositToAccountId",
  "paymentMethod",
  "paymentReference",
  "memo",
  "customerMessage",
  "discount",
  "discountAccountId",
  "taxRateId",
] as const;

/** The form as posted, for showing it again. */
export function salesValuesFromForm(formData: FormData): SalesFormValues {
  const values = Object.fromEntries(HEADER_FIELDS.map((field) => [field, textOf(formData.get(field))])) as Omit<
    SalesFormValues,
    "accountRecords" | "itemRecords"
  >;
  return {
    ...values,
    paymentMethod: values.paymentMethod || "Cash",
    accountRecords: readRows(formData, "accountRecords", [...ACCOUNT_ROW_FIELDS, "taxable"], emptySalesAccountRow),
    itemRecords: readRows(formData, "itemRecords", [...ITEM_ROW_FIELDS, "taxable", "taxableFor"], emptySalesItemRow),
  };
}

/** The form again from what was submitted, with a message above it (a save that got no answer). */
export function failedSalesView(formData: FormData, message: string): SalesFormView {
  return {
    values: salesValuesFromForm(formData),
    party: null,
    summary: [message],
    ...(formData.has("version") ? { version: textOf(formData.get("version")) } : {}),
    revision: `failed-${Date.now()}`,
  };
}

/** Add Row / Delete Row without JavaScript. */
export const editSalesRows = (values: SalesFormValues, intent: Parameters<typeof editDocumentRows>[1]) =>
  editDocumentRows(values, intent, EMPTY_ROWS);

/** An item row's taxable flag: the box when it was set for this item, else the item's own flag. */
const itemTaxable = (row: SalesItemRow, item: SellableItem | undefined) =>
  row.taxableFor && row.taxableFor === row.itemId ? row.taxable === "on" : Boolean(item?.taxable);

/**
 * A submission as the kind's schema reads it: each chosen item's type (the select cannot send it
 * without JavaScript), each row's taxable flag (an account row's box; an item row's box when it was
 * set for its item, else left to the item's flag), and an invoice's status from the button pressed.
 */
export function prepareSalesSubmission(formData: FormData, items: readonly SellableItem[], intent: string): FormData {
  const prepared = new FormData();
  for (const [key, value] of formData.entries()) {
    if (key === "status" || /\.(taxable|taxableFor)$/.test(key)) continue;
    prepared.append(key, value);
  }
  const byId = new Map(items.map((item) => [String(item.id), item]));
  const values = salesValuesFromForm(formData);
  values.accountRecords.forEach((row, index) => prepared.set(`accountRecords[${index}].taxable`, row.taxable === "on" ? "true" : "false"));
  values.itemRecords.forEach((row, index) => {
    const item = byId.get(row.itemId.trim());
    if (!item) return;
    prepared.set(`itemRecords[${index}].itemType`, item.itemType);
    if (row.taxableFor && row.taxableFor === row.itemId) prepared.set(`itemRecords[${index}].taxable`, String(row.taxable === "on"));
  });
  prepared.set("status", intent === "save-draft" ? "draft" : "open");
  return prepared;
}

/**
 * The form after a no-JavaScript "Update": the chosen customer's Bill To, Ship To and payment term
 * (else the company's default among `terms`; contact cleared) when the customer changed, and each chosen item's type, rate, description and
 * taxable box filled in — what the browser does as each field changes.
 */
export function refreshSalesValues(
  values: SalesFormValues,
  previous: CustomerParty | null,
  party: CustomerParty | null,
  items: readonly SellableItem[],
  terms: readonly PaymentTermChoice[] = [],
): SalesFormValues {
  const next = (party?.id ?? null) !== (previous?.id ?? null) ? withParty(values, party, terms) : { ...values };
  const byId = new Map(items.map((item) => [String(item.id), item]));
  next.itemRecords = values.itemRecords.map((row) => {
    const item = byId.get(row.itemId);
    if (!item) return row;
    return {
      ...filledItemRow(row, item),
      taxable: itemTaxable(row, item) ? "on" : "",
      taxableFor: row.itemId,
    };
  });
  return next;
}

/** The figures as the form shows them, the server's own rule (salesFigures); a tax-exempt customer pays no tax. */
export function liveSalesFigures(
  values: SalesFormValues,
  options: Pick<SalesFormOptions, "items" | "taxRates">,
  party: CustomerParty | null,
): SalesFigures {
  const byId = new Map(options.items.map((item) => [String(item.id), item]));
  const rows = [
    ...values.accountRecords.filter((r) => r.accountId).map((r) => ({ amount: accountRowCents(r), taxable: r.taxable === "on" })),
    ...values.itemRecords.filter((r) => r.itemId).map((r) => ({ amount: itemRowCents(r), taxable: itemTaxable(r, byId.get(r.itemId)) })),
  ];
  const rate = party?.taxExempt ? null : (options.taxRates.find((t) => String(t.id) === values.taxRateId)?.rate ?? null);
  return salesFigures(rows, discountOf(values.discount), rate);
}
