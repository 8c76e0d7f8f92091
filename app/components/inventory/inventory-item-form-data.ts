import type { SubmissionResult } from "@conform-to/react";
import type { AccountOption } from "~/components/accounts/account-form-data";
import type { SupportOption } from "~/components/vendors/support-item-data";
import type { ItemFormAnswerBase, ItemFormLoadedBase, ItemFormMode, NamedOption } from "~/components/items/item-form-data";
import { SUBITEM_FIELDS } from "~/modules/items/constants";

// What the New / Edit Inventory Item screens share in the browser and on the server: the values
// the form holds (named as the payload names them), what the loader gives and the action
// answers, and which tab holds which field. The rules are app/modules/inventory/inventory-item-schema.ts.

export type InventoryFormMode = ItemFormMode;
export type InventoryTab = "basic" | "details";

export interface InventoryFormValues {
  name: string;
  itemGroupId: string;
  active: boolean;
  subitemOf: boolean;
  parentItemId: string;
  sellProduct: boolean;
  descriptionSales: string;
  salesPrice: string;
  incomeAccount: string;
  commissionItem: boolean;
  descriptionPurchase: string;
  purchasePrice: string;
  standardCost: string;
  costOfGoodsSold: string;
  vendorId: string;
  vendorProductNo: string;
  assetsAccount: string;
  onHandQuantity: string;
  /** MM/DD/YYYY or YYYY-MM-DD as typed */
  asOfDate: string;
  reorderPoint: string;
  warehouseId: string;
  version: string;
}

export interface InventoryFormLoaded extends ItemFormLoadedBase {
  type: "inventory" | "sales-inventory";
  mode: InventoryFormMode;
  companyId: number;
  values: InventoryFormValues;
  /** The item being edited: its on-hand quantity and value come from stock, read-only. */
  item: { id: number; name: string; onHandQuantity: string; onHandValue: string; hasMovements: boolean } | null;
  accounts: AccountOption[];
  itemGroups: SupportOption[];
  vendors: NamedOption[];
  parents: NamedOption[];
  warehouses: NamedOption[];
}

export interface InventoryFormAnswer extends ItemFormAnswerBase {
  status: "invalid";
  revision: string;
  result: SubmissionResult<string[]>;
  messages: string[];
  values: InventoryFormValues;
}

/** The fields of each tab; anything else (form-level errors) counts as the first tab's. */
export const TAB_FIELDS: Record<InventoryTab, readonly string[]> = {
  basic: ["name", "itemGroupId", "active", SUBITEM_FIELDS.checkbox, SUBITEM_FIELDS.parent],
  details: [
    "sellProduct",
    "descriptionSales",
    "salesPrice",
    "incomeAccount",
    "commissionItem",
    "descriptionPurchase",
    "purchasePrice",
    "standardCost",
    "costOfGoodsSold",
    "vendorId",
    "vendorProductNo",
    "assetsAccount",
    "onHandQuantity",
    "asOfDate",
    "reorderPoint",
    "warehouseId",
  ],
};

export const tabOf = (name: string): InventoryTab => (TAB_FIELDS.details.includes(name) ? "details" : "basic");

export type ErrorMap = Record<string, readonly string[] | null | undefined>;

/** Every message, in tab and field order, each once. */
export function errorList(errors: ErrorMap): string[] {
  const order = [...TAB_FIELDS.basic, ...TAB_FIELDS.details];
  const rank = (name: string) => (order.indexOf(name) === -1 ? -1 : order.indexOf(name));
  const names = Object.keys(errors)
    .filter((n) => errors[n]?.length)
    .sort((a, b) => rank(a) - rank(b));
  return [...new Set(names.flatMap((n) => errors[n] ?? []))];
}

export const errorNamesOfTab = (errors: ErrorMap, tab: InventoryTab) =>
  Object.keys(errors).filter((n) => errors[n]?.length && tabOf(n) === tab);

export function emptyInventoryValues(today: string, warehouseId: string): InventoryFormValues {
  return {
    name: "",
    itemGroupId: "",
    active: true,
    subitemOf: false,
    parentItemId: "",
    sellProduct: true,
    descriptionSales: "",
    salesPrice: "",
    incomeAccount: "",
    commissionItem: false,
    descriptionPurchase: "",
    purchasePrice: "",
    standardCost: "",
    costOfGoodsSold: "",
    vendorId: "",
    vendorProductNo: "",
    assetsAccount: "",
    onHandQuantity: "",
    asOfDate: today,
    reorderPoint: "",
    warehouseId,
    version: "",
  };
}

const FLAGS = ["active", "subitemOf", "sellProduct", "commissionItem"] as const;

/** The form's name of a value: the item forms' shared one for the "Subitem of" box, else the payload's. */
const formName = (key: string) => (key === "subitemOf" ? SUBITEM_FIELDS.checkbox : key);

/** The form's values as posted, to show them again. */
export function inventoryValuesFromForm(formData: FormData): InventoryFormValues {
  return inventoryValuesOf((name) => formData.get(name));
}

/** The values conform holds (`form.value`, under the names the form posts), as the screen reads them. */
export function inventoryValuesFromValue(value: Record<string, unknown> | undefined): InventoryFormValues {
  return inventoryValuesOf((name) => value?.[name]);
}

function inventoryValuesOf(read: (name: string) => unknown): InventoryFormValues {
  const text = (key: string) => {
    const v = read(formName(key));
    return typeof v === "string" ? v : "";
  };
  const values = Object.fromEntries(
    Object.keys(emptyInventoryValues("", "")).map((k) => [
      k,
      (FLAGS as readonly string[]).includes(k) ? ["on", "true", "1"].includes(text(k)) : text(k),
    ]),
  );
  return values as unknown as InventoryFormValues;
}

/** The values under the names the form posts (boxes "on" or absent): conform's starting values. */
export function inventoryFormStart(values: InventoryFormValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([k, v]) => (typeof v === "boolean" ? (v ? [[formName(k), "on"]] : []) : [[formName(k), v]])),
  );
}

/** The values as the form posts them, for the schema to check in the browser. */
export function inventoryFormPayload(values: InventoryFormValues): FormData {
  const formData = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === "boolean") {
      if (v) formData.set(formName(k), "on");
    } else if (v !== "") formData.set(formName(k), v);
  }
  return formData;
}
