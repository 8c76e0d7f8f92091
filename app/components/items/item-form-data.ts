import type { SubmissionResult } from "@conform-to/react";
import type { AccountOption } from "~/components/accounts/account-form-data";
import type { SupportOption } from "~/components/vendors/support-item-data";
import { ITEM_FIELDS, ITEM_MESSAGES, SUBITEM_FIELDS, type BillStatus, type VendorItemKind } from "~/modules/items/constants";

// What the Vendor Service Item / Vendor Product Item screens (new and edit) share in the browser
// and on the server: the values the loader gives and the form holds, what the action answers, the
// two tabs and which fields each holds. The rules are the item schemas' (app/modules/items/schema.ts).
// The types every item form shares (the inventory item's too) are here as well: ItemFormLoadedBase,
// ItemFormAnswerBase; each type's row of the one item form is in ./item-form-types.ts.

/**
 * The item form's types: a vendor service item, a vendor product item, an inventory item, and the
 * same three as a customer's items (Customers › New Sales Item: sold, the selling side required).
 */
export type ItemFormType = VendorItemKind | "inventory" | `sales-${VendorItemKind | "inventory"}`;
export type ItemFormMode = "new" | "edit";

/** An item as the form holds it; field names are the kind-neutral ones (the inputs post the kind's). */
export interface ItemFormValues {
  name: string;
  isSubitem: boolean;
  parentItemId: string;
  sells: boolean;
  salesDescription: string;
  salesPrice: string;
  incomeAccountId: string;
  taxable: boolean;
  commissionItem: boolean;
  standardCost: string;
  itemGroupId: string;
  active: boolean;
  buys: boolean;
  purchaseDescription: string;
  purchasePrice: string;
  expenseAccountId: string;
  preferredVendor: string;
  vendorNo: string;
  weight: string;
  /** Edit: the version the form was filled from, sent back with the save ("" for a new item). */
  version: string;
}

export interface NamedOption {
  id: number;
  name: string;
}

/** What every item form's loader gives the screen (each type's loader adds its own values). */
export interface ItemFormLoadedBase {
  type: ItemFormType;
  mode: ItemFormMode;
  companyId: number;
  /** The values the form starts from, named as the type's loader names them (its row's `start` reads them). */
  values: { salesPrice: string; purchasePrice: string; version: string };
  /** The item being edited: a vendor item's bill status, an inventory item's stock (read-only). */
  item: { id: number; name: string; billStatus?: string; onHandQuantity?: string; onHandValue?: string } | null;
  accounts: AccountOption[];
  itemGroups: SupportOption[];
  vendors: NamedOption[];
  parents: NamedOption[];
  /** Where an inventory item's opening stock is received. */
  warehouses?: NamedOption[];
}

/** What an item form's action (or its client action, for a save that got no answer) answers a refused save. */
export interface ItemFormAnswerBase {
  status: "invalid";
  revision: string;
  result: SubmissionResult<string[]>;
  /** Every problem in the dialog's words. */
  messages: string[];
  /** A refusal or failure the alert says on its own ("Error saving Vendor Service Item: …"). */
  failure?: string | null;
  values: object;
}

/** What the loader gives the screen. */
export interface ItemFormLoaded extends ItemFormLoadedBase {
  type: VendorItemKind | `sales-${VendorItemKind}`;
  kind: VendorItemKind;
  companyId: number;
  values: ItemFormValues;
  /** The item being edited. */
  item: { id: number; name: string; billStatus: BillStatus } | null;
  /** Accounts of the income and expense types (and the item's own). */
  accounts: AccountOption[];
  itemGroups: SupportOption[];
  vendors: NamedOption[];
  /** Candidate parents: items of the kind (the item and its sub-items left out). */
  parents: NamedOption[];
}

/** What the action answers a refused save (a successful one redirects). */
export interface ItemFormAnswer extends ItemFormAnswerBase {
  status: "invalid";
  revision: string;
  result: SubmissionResult<string[]>;
  /** Every problem in the error dialog's words. */
  messages: string[];
  /** A refusal from the service or a failure, as the alert says it: "Error saving Vendor Service Item: …". */
  failure: string | null;
  values: ItemFormValues;
}

export type ItemTab = "basic" | "info";

/** The form-field names (the payload's, of the kind) of each tab; form-level errors count as the first tab's. */
export function tabFields(kind: VendorItemKind): Record<ItemTab, readonly string[]> {
  const names = ITEM_FIELDS[kind];
  return {
    basic: [
      names.name,
      SUBITEM_FIELDS.checkbox,
      SUBITEM_FIELDS.parent,
      names.sells,
      "salesDescription",
      "salesPrice",
      "incomeAccountId",
      "taxable",
      "commissionItem",
      "standardCost",
      "itemGroupId",
      "vendorGroupId",
      "active",
    ],
    info: [names.buys, "purchaseDescription", "purchasePrice", "expenseAccountId", "preferredVendor", names.vendorNo, "weight"],
  };
}

export const tabOfField = (kind: VendorItemKind, name: string): ItemTab => (tabFields(kind).info.includes(name) ? "info" : "basic");

/** conform's errors by field name; null marks a check that was skipped. */
export type ItemErrorMap = Record<string, readonly string[] | null | undefined>;

export function errorNamesOfTab(kind: VendorItemKind, errors: ItemErrorMap, tab: ItemTab): string[] {
  return Object.keys(errors).filter((name) => errors[name]?.length && tabOfField(kind, name) === tab);
}

/** Every message, in tab order then field order, each once. */
export function errorMessages(kind: VendorItemKind, errors: ItemErrorMap): string[] {
  const order = [...tabFields(kind).basic, ...tabFields(kind).info];
  const rank = (name: string) => (name === "" ? -1 : order.indexOf(name) === -1 ? order.length : order.indexOf(name));
  const names = Object.keys(errors)
    .filter((name) => errors[name]?.length)
    .sort((a, b) => rank(a) - rank(b));
  return [...new Set(names.flatMap((name) => errors[name] ?? []))];
}

/** The checks that run as prices are typed (the live price checks). */
export const LIVE_MESSAGES: ReadonlySet<string> = new Set([
  ITEM_MESSAGES.salesPriceNegative,
  ITEM_MESSAGES.salesBelowPurchase,
  ITEM_MESSAGES.purchasePriceNegative,
]);

/** What a save with problems shows: a product's price errors alone get the spec's alert; anything else the list. */
export type SaveProblems = { kind: "fields"; messages: string[]; tab: ItemTab } | { kind: "alert"; message: string; tab: ItemTab };

export function saveProblems(kind: VendorItemKind, errors: ItemErrorMap): SaveProblems | null {
  const messages = errorMessages(kind, errors);
  if (!messages.length) return null;
  const tab: ItemTab = errorNamesOfTab(kind, errors, "basic").length || errors[""]?.length ? "basic" : "info";
  if (kind === "product" && messages.every((m) => LIVE_MESSAGES.has(m)))
    return { kind: "alert", message: ITEM_MESSAGES.fixBeforeSaving, tab };
  return { kind: "fields", messages, tab };
}

/** A new item: active, taxable, bought (not sold), weight 0. */
export function emptyItemValues(): ItemFormValues {
  return {
    name: "",
    isSubitem: false,
    parentItemId: "",
    sells: false,
    salesDescription: "",
    salesPrice: "",
    incomeAccountId: "",
    taxable: true,
    commissionItem: false,
    standardCost: "",
    itemGroupId: "",
    active: true,
    buys: true,
    purchaseDescription: "",
    purchasePrice: "",
    expenseAccountId: "",
    preferredVendor: "",
    vendorNo: "",
    weight: "0",
    version: "",
  };
}

/** The form's values as posted (the kind's field names), to show them again. */
export function itemValuesFromForm(kind: VendorItemKind, formData: FormData): ItemFormValues {
  return itemValuesOf(kind, (name) => formData.get(name));
}

/** The values conform holds (`form.value`, the kind's field names), as the screen reads them. */
export function itemValuesFromValue(kind: VendorItemKind, value: Record<string, unknown> | undefined): ItemFormValues {
  return itemValuesOf(kind, (name) => value?.[name]);
}

function itemValuesOf(kind: VendorItemKind, read: (name: string) => unknown): ItemFormValues {
  const names = ITEM_FIELDS[kind];
  const text = (name: string) => {
    const value = read(name);
    return typeof value === "string" ? value : "";
  };
  const ticked = (name: string) => ["on", "true", "1"].includes(text(name));
  return {
    name: text(names.name),
    isSubitem: ticked(SUBITEM_FIELDS.checkbox),
    parentItemId: text(SUBITEM_FIELDS.parent),
    sells: ticked(names.sells),
    salesDescription: text("salesDescription"),
    salesPrice: text("salesPrice"),
    incomeAccountId: text("incomeAccountId"),
    taxable: ticked("taxable"),
    commissionItem: ticked("commissionItem"),
    standardCost: text("standardCost"),
    itemGroupId: text("itemGroupId"),
    active: ticked("active"),
    buys: kind === "service" || ticked(names.buys),
    purchaseDescription: text("purchaseDescription"),
    purchasePrice: text("purchasePrice"),
    expenseAccountId: text("expenseAccountId"),
    preferredVendor: text("preferredVendor"),
    vendorNo: text(names.vendorNo),
    weight: text("weight"),
    version: text("version"),
  };
}

/** The values as the form posts them (the kind's field names), for the schema to check. */
export function itemFormPayload(kind: VendorItemKind, values: ItemFormValues): Record<string, string> {
  const names = ITEM_FIELDS[kind];
  const flag = (on: boolean) => (on ? "on" : "");
  return {
    [names.name]: values.name,
    [SUBITEM_FIELDS.checkbox]: flag(values.isSubitem),
    [SUBITEM_FIELDS.parent]: values.parentItemId,
    [names.sells]: flag(values.sells),
    salesDescription: values.salesDescription,
    salesPrice: values.salesPrice,
    incomeAccountId: values.incomeAccountId,
    taxable: flag(values.taxable),
    commissionItem: flag(values.commissionItem),
    standardCost: values.standardCost,
    itemGroupId: values.itemGroupId,
    active: flag(values.active),
    [names.buys]: flag(values.buys),
    purchaseDescription: values.purchaseDescription,
    purchasePrice: values.purchasePrice,
    expenseAccountId: values.expenseAccountId,
    preferredVendor: values.preferredVendor,
    [names.vendorNo]: values.vendorNo,
    ...(kind === "product" ? { weight: values.weight } : {}),
  };
}
