import type * as z from "zod";
import {
  errorList,
  errorNamesOfTab as inventoryErrorNamesOfTab,
  inventoryFormStart,
  inventoryValuesFromForm,
  inventoryValuesFromValue,
} from "~/components/inventory/inventory-item-form-data";
import { INVENTORY_ACCOUNT_TYPES, INVENTORY_ITEM_MESSAGES, isLiveMessage, numericProblems } from "~/modules/inventory/inventory-item-rules";
import {
  EXPENSE_ACCOUNT_TYPES,
  INCOME_ACCOUNT_TYPES,
  ITEM_FIELDS,
  ITEM_KIND_TEXT,
  ITEM_MESSAGES,
  SALES_ITEM_TEXT,
  SUBITEM_FIELDS,
  type ItemSide,
  type VendorItemKind,
} from "~/modules/items/constants";
import {
  errorNamesOfTab as vendorErrorNamesOfTab,
  itemFormPayload,
  itemValuesFromForm,
  itemValuesFromValue,
  LIVE_MESSAGES,
  saveProblems as vendorSaveProblems,
  type ItemErrorMap,
  type ItemFormMode,
  type ItemFormType,
} from "./item-form-data";

export type { ItemFormAnswerBase, ItemFormLoadedBase, ItemFormMode, ItemFormType, NamedOption } from "./item-form-data";

// The item form's types, in data: which field sets each tab of a Vendor Service Item, a Vendor
// Product Item and an Inventory Item holds, the name each posts a field under (the item's payload
// names, which the API and the schemas share), the words the screen says, the checks the browser
// runs and how a save's problems are shown. One component (./item-form.tsx) renders every type from
// its row; nothing else in the form asks which type it is. ADR 0045.

/**
 * The form's fields, one name each whatever the type: `subitem` is the "Subitem of" box and
 * `parentItemId` the parent item, `costAccount` the buying side's account (Expense Account,
 * Cost of Goods Sold Account), `vendor` the preferred vendor.
 */
export type ItemField =
  | "name"
  | "subitem"
  | "parentItemId"
  | "itemGroupId"
  | "active"
  | "sells"
  | "salesDescription"
  | "salesPrice"
  | "incomeAccount"
  | "taxable"
  | "commissionItem"
  | "buys"
  | "purchaseDescription"
  | "purchasePrice"
  | "costAccount"
  | "vendor"
  | "vendorNo"
  | "weight"
  | "standardCost"
  | "assetsAccount"
  | "reorderPoint"
  | "onHandQuantity"
  | "asOfDate"
  | "warehouseId";

/** The field sets a tab may hold, in the order given. */
export type ItemFieldSet = "identity" | "sales" | "purchase" | "stock";

/** What a save with problems shows, and the tab that opens. */
export type ItemSaveProblems = ({ kind: "fields"; messages: string[] } | { kind: "alert"; message: string }) & { tab: string };

/** The checks, loaded after the screen appears (ADR 0027): the type's schema for a new item or an edit. */
export type ItemChecks = (editing: boolean) => z.ZodType;

export interface ItemFormTypeRow {
  /** The title of a new item's screen, and of an edit's. */
  title: { new: string; edit: string };
  /** The breadcrumb's area and list ("Vendor" › "Vendor Items"); `listOnNew` shows the list on a new item's screen too. */
  crumbs: { area: string; list: string; listOnNew: boolean };
  /** The list Cancel and a save go back to. */
  listPath: string;
  /** The tabs: the first checked by Next, the last saved. */
  tabs: readonly [ItemTabRow, ItemTabRow];
  tabsLabel: (title: string) => string;
  /** The name each field of the type posts under; a field the type does not have is absent. */
  names: Partial<Record<ItemField, string>>;
  labels: {
    name: string;
    group: string;
    noun: string;
    vendorNo: string;
    costAccount: string;
    salesLegend: string;
    purchaseLegend: string | null;
  };
  accountTypes: { income: readonly string[]; cost: readonly string[]; assets: readonly string[] };
  /** The problems dialog's title and intro. */
  dialog: { title: string; intro: string };
  /** An edit's own save button on every tab (intent=save); without it an edit saves with Save and Close. */
  editSave: { intent: string; label: string } | null;
  /** A vendor service item is always bought: its box is locked on. */
  buysLocked: boolean;
  /** A customer's item is always sold: its box is locked on. */
  sellsLocked: boolean;
  /** Whose item it is: a customer's form posts itemSide=customer, so a save that got no answer finds its row again. */
  side: ItemSide;
  /** Without parents to choose the "Subitem of" box stays unticked and says why. */
  noParentsMessage: string | null;
  groupCreatedMessage?: string;
  /** Money inputs: their length, and whether they keep only digits and one point as they are typed. */
  money: { maxLength: number; cleanAsTyped: boolean };
  /** The field set Standard Cost is in (required where it is the stock's). */
  standardCostIn: "sales" | "stock";
  /** The words of the profit and loss analysis. */
  profitLoss: VendorItemKind;
  formId: (mode: ItemFormMode) => string;
  loadChecks: () => Promise<ItemChecks>;
  /**
   * The rules run as prices are typed, by field, as the form stands (values under the posted names);
   * null while they cannot run yet (they need the checks, `check`, not loaded yet).
   */
  live: (
    values: Record<string, string>,
    check: ((payload: Record<string, string>) => ItemErrorMap) | null,
  ) => Record<string, string[]> | null;
  /** Whether a message is one of the live rules' (the live reading replaces it as the values change). */
  isLive: (message: string) => boolean;
  /** What a save with these problems shows. */
  saveProblems: (errors: ItemErrorMap) => ItemSaveProblems | null;
  /** The field names of the errors on a tab. */
  errorNamesOfTab: (errors: ItemErrorMap, tab: string) => string[];
  /** The loader's (or an answer's) values as the form's starting values, under the posted names. */
  start: (values: object) => Record<string, string>;
  /** A posted form read back into the loader's values (to show it again). */
  valuesFromForm: (formData: FormData) => object;
  /** A save that got no answer or a 5xx: the message, and whether the alert says it on its own. */
  failedSave: (message: string) => { message: string; alert: boolean };
}

export interface ItemTabRow {
  value: string;
  label: string;
  sets: readonly ItemFieldSet[];
}

const vendorLoadChecks = async (): Promise<ItemChecks> => {
  const { vendorItemSchema } = await import("~/modules/items/schema");
  return (editing) => vendorItemSchema("service", { form: true, version: editing });
};
const productLoadChecks = async (): Promise<ItemChecks> => {
  const { vendorItemSchema } = await import("~/modules/items/schema");
  return (editing) => vendorItemSchema("product", { form: true, version: editing });
};
const inventoryLoadChecks = async (): Promise<ItemChecks> => {
  const { inventoryItemFormSchema } = await import("~/modules/inventory/inventory-item-schema");
  return (editing) => inventoryItemFormSchema({ version: editing });
};

const SHARED_NAMES = {
  subitem: SUBITEM_FIELDS.checkbox,
  parentItemId: SUBITEM_FIELDS.parent,
  itemGroupId: "itemGroupId",
  active: "active",
  salesPrice: "salesPrice",
  commissionItem: "commissionItem",
  purchasePrice: "purchasePrice",
  standardCost: "standardCost",
} as const satisfies Partial<Record<ItemField, string>>;

function vendorRow(kind: VendorItemKind): ItemFormTypeRow {
  const names = ITEM_FIELDS[kind];
  const words = ITEM_KIND_TEXT[kind];
  return {
    title: { new: words.title, edit: `Edit ${words.title}` },
    crumbs: { area: "Vendor", list: "Vendor Items", listOnNew: false },
    listPath: "vendors/items",
    tabs: [
      { value: "basic", label: "Basic Information", sets: ["identity", "sales"] },
      { value: "info", label: words.info, sets: ["purchase"] },
    ],
    tabsLabel: (title) => `${title} details`,
    names: {
      ...SHARED_NAMES,
      name: names.name,
      sells: names.sells,
      salesDescription: "salesDescription",
      incomeAccount: "incomeAccountId",
      taxable: "taxable",
      buys: names.buys,
      purchaseDescription: "purchaseDescription",
      costAccount: "expenseAccountId",
      vendor: "preferredVendor",
      vendorNo: names.vendorNo,
      ...(kind === "product" ? { weight: "weight" } : {}),
    },
    labels: {
      name: words.nameLabel,
      group: "Item Group",
      noun: words.noun,
      vendorNo: words.vendorNoLabel,
      costAccount: "Expense Account",
      salesLegend: "Sales",
      purchaseLegend: null,
    },
    accountTypes: { income: INCOME_ACCOUNT_TYPES, cost: EXPENSE_ACCOUNT_TYPES, assets: [] },
    dialog: { title: ITEM_MESSAGES.errorDialogTitle, intro: ITEM_MESSAGES.errorDialogIntro },
    editSave: { intent: "save", label: "Save Changes" },
    buysLocked: kind === "service",
    sellsLocked: false,
    side: "vendor",
    noParentsMessage: null,
    money: { maxLength: 20, cleanAsTyped: false },
    standardCostIn: "sales",
    profitLoss: kind,
    formId: (mode) => `item-form-${mode}-${kind}`,
    loadChecks: kind === "service" ? vendorLoadChecks : productLoadChecks,
    live: (values, check) => {
      if (!check) return null;
      const found = check(itemFormPayload(kind, itemValuesFromValue(kind, values)));
      const out: Record<string, string[]> = {};
      for (const [name, messages] of Object.entries(found)) {
        const kept = (messages ?? []).filter((m) => LIVE_MESSAGES.has(m));
        if (kept.length) out[name] = kept;
      }
      return out;
    },
    isLive: (message) => LIVE_MESSAGES.has(message),
    saveProblems: (errors) => vendorSaveProblems(kind, errors),
    errorNamesOfTab: (errors, tab) => vendorErrorNamesOfTab(kind, errors, tab === "info" ? "info" : "basic"),
    start: (values) => itemFormPayload(kind, values as Parameters<typeof itemFormPayload>[1]),
    valuesFromForm: (formData) => itemValuesFromForm(kind, formData),
    failedSave: (message) => ({ message: `${ITEM_MESSAGES.saveFailed[kind]}${message}`, alert: true }),
  };
}

const M = INVENTORY_ITEM_MESSAGES;

const inventoryRow: ItemFormTypeRow = {
  title: { new: "New Inventory Item", edit: "Edit Inventory Item" },
  crumbs: { area: "Inventory", list: "Inventory Items", listOnNew: true },
  listPath: "inventory/items",
  tabs: [
    { value: "basic", label: "Basic Information", sets: ["identity"] },
    { value: "details", label: "Sales & Purchase Details", sets: ["sales", "purchase", "stock"] },
  ],
  tabsLabel: () => "Inventory item details",
  names: {
    ...SHARED_NAMES,
    name: "name",
    sells: "sellProduct",
    salesDescription: "descriptionSales",
    incomeAccount: "incomeAccount",
    purchaseDescription: "descriptionPurchase",
    costAccount: "costOfGoodsSold",
    vendor: "vendorId",
    vendorNo: "vendorProductNo",
    assetsAccount: "assetsAccount",
    reorderPoint: "reorderPoint",
    onHandQuantity: "onHandQuantity",
    asOfDate: "asOfDate",
    warehouseId: "warehouseId",
  },
  labels: {
    name: "Inventory Name",
    group: "Items Group",
    noun: "product",
    vendorNo: "Vendor Product No",
    costAccount: "Cost of Goods Sold Account",
    salesLegend: "Sales Information",
    purchaseLegend: "Purchase Information",
  },
  accountTypes: { income: INVENTORY_ACCOUNT_TYPES.income, cost: INVENTORY_ACCOUNT_TYPES.cogs, assets: INVENTORY_ACCOUNT_TYPES.assets },
  dialog: { title: "Validation Error", intro: M.errorDialogIntro },
  editSave: null,
  buysLocked: false,
  sellsLocked: false,
  side: "vendor",
  noParentsMessage: M.noParents,
  groupCreatedMessage: M.groupCreated,
  money: { maxLength: 16, cleanAsTyped: true },
  standardCostIn: "stock",
  profitLoss: "product",
  formId: (mode) => `inventory-item-${mode}`,
  loadChecks: inventoryLoadChecks,
  live: (values) => numericProblems(inventoryValuesFromValue(values)) as Record<string, string[]>,
  isLive: isLiveMessage,
  saveProblems: (errors) => {
    const messages = errorList(errors);
    if (!messages.length) return null;
    return { kind: "fields", messages, tab: firstTabOf(inventoryRow, errors) };
  },
  errorNamesOfTab: (errors, tab) => inventoryErrorNamesOfTab(errors, tab === "details" ? "details" : "basic"),
  start: (values) => inventoryFormStart(values as Parameters<typeof inventoryFormStart>[0]),
  valuesFromForm: inventoryValuesFromForm,
  failedSave: (message) => ({ message: message || M.saveFailed, alert: false }),
};

/**
 * A customer's item (Customers › New Sales Item): the vendor's or the inventory's row, sold — its I sell
 * box locked on, so its sales price and income account are required; the customer side's checks
 * (buying is optional), words, list and form id.
 */
function salesRow(kind: VendorItemKind | "inventory", base: ItemFormTypeRow): ItemFormTypeRow {
  const words = SALES_ITEM_TEXT[kind];
  const loadChecks: () => Promise<ItemChecks> =
    kind === "inventory"
      ? async () => {
          const { inventoryItemFormSchema } = await import("~/modules/inventory/inventory-item-schema");
          return (editing) => inventoryItemFormSchema({ version: editing, sold: true });
        }
      : async () => {
          const { vendorItemSchema } = await import("~/modules/items/schema");
          return (editing) => vendorItemSchema(kind, { form: true, version: editing, side: "customer" });
        };
  return {
    ...base,
    title: { new: words.title, edit: words.edit },
    crumbs: { area: "Customer", list: "Items", listOnNew: false },
    listPath: "customers/items",
    buysLocked: false,
    sellsLocked: true,
    side: "customer",
    formId: (mode) => `sales-${base.formId(mode)}`,
    loadChecks,
    failedSave: kind === "inventory" ? base.failedSave : (message) => ({ message: `Error saving ${words.title}: ${message}`, alert: true }),
  };
}

/** Each item type's row. */
export const ITEM_FORM_TYPES: Record<ItemFormType, ItemFormTypeRow> = {
  service: vendorRow("service"),
  product: vendorRow("product"),
  inventory: inventoryRow,
  "sales-service": salesRow("service", vendorRow("service")),
  "sales-product": salesRow("product", vendorRow("product")),
  "sales-inventory": salesRow("inventory", inventoryRow),
};

/** The tab that opens on these errors: the first holding one (form-level ones count as the first's), else the first. */
export function firstTabOf(row: ItemFormTypeRow, errors: ItemErrorMap | null | undefined): string {
  const [first, second] = row.tabs;
  if (!errors) return first.value;
  return !row.errorNamesOfTab(errors, first.value).length && row.errorNamesOfTab(errors, second.value).length ? second.value : first.value;
}

/** The type of a posted item form: the one whose name field it posts (a vendor item's name field is its kind's own). */
export function itemFormTypeOf(formData: FormData): ItemFormType {
  const types = ["service", "product", "inventory"] as const;
  const type = types.find((t) => formData.has(ITEM_FORM_TYPES[t].names.name!)) ?? "inventory";
  return formData.get("itemSide") === "customer" ? `sales-${type}` : type;
}
