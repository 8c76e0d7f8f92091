// The item kinds, labels and messages the screens show, without zod (the item schemas, ./schema.ts,
// re-export them): a screen that imports them does not load zod with its first scripts (ADR 0027).

export const ITEM_TYPES = ["service", "product"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** How a kind is shown: "Service", "Product". */
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  service: "Service",
  product: "Product",
};

// ---- Vendor Service Item and Vendor Product Item --------------------------------------------------
// The item payloads, as the screens post them and the API takes them: the service item names
// its fields serviceName, iSellThisService, iBuyThisService, vendorServiceNo; the product item
// productName, iSellThisProduct, iBuyThisProduct, vendorProductNo, and has a weight. The rules and
// field messages are the schemas' (the browser runs them through conform, the action and the
// API again); the service checks what only the database knows (names taken, the company's accounts,
// groups, vendors and parent items). Prices leave as cents, null when left blank.

/** The item kinds of the purchasing side: a vendor service item and a vendor product item. */
export type VendorItemKind = ItemType;

/** Which payload field holds what, per kind. */
export const ITEM_FIELDS = {
  service: { name: "serviceName", sells: "iSellThisService", buys: "iBuyThisService", vendorNo: "vendorServiceNo" },
  product: { name: "productName", sells: "iSellThisProduct", buys: "iBuyThisProduct", vendorNo: "vendorProductNo" },
} as const satisfies Record<VendorItemKind, Record<string, string>>;

/**
 * The item forms' names for the "Subitem of" box and the Parent Item select: one set for every item
 * form (vendor and inventory items). The API payloads keep their own names (a vendor item's
 * isSubitem and subitemOf, an inventory item's subitemOf box and parentItemId); the schemas read
 * these in their form mode.
 */
export const SUBITEM_FIELDS = { checkbox: "subitem", parent: "parentItemId" } as const;

/** The account types an item's income account may have, and its expense account. */
export const INCOME_ACCOUNT_TYPES = ["Income", "Other Income"] as const;
export const EXPENSE_ACCOUNT_TYPES = ["Expense", "Other Expense", "Cost of Goods Sold"] as const;

/** The kind's names as the screens and messages say them. */
export const ITEM_KIND_TEXT = {
  service: {
    noun: "service",
    title: "Vendor Service Item",
    info: "Service Information",
    nameLabel: "Service Name",
    vendorNoLabel: "Vendor Service No",
  },
  product: {
    noun: "product",
    title: "Vendor Product Item",
    info: "Product Information",
    nameLabel: "Product Name",
    vendorNoLabel: "Vendor Product No",
  },
} as const satisfies Record<VendorItemKind, Record<string, string>>;

export const ITEM_MESSAGES = {
  nameRequired: { service: "Service Name is required.", product: "Product Name is required." },
  parentRequired: "Parent Item is required when this is a subitem.",
  sellOrBuy: {
    service: "Please select at least one service type (I sell this service or I buy this service)",
    product: "Please select at least one product type (I sell this product or I buy this product)",
  },
  salesPriceRequired: "Sales Price (USD) is required.",
  incomeAccountRequired: "Income Account is required.",
  purchasePriceRequired: "Purchase Price (USD) is required.",
  expenseAccountRequired: "Expense Account is required.",
  salesPriceNegative: "Sales Price (USD) must be a non-negative number",
  salesBelowPurchase: "Sales Price (USD) should not be less than Purchase Price (USD)",
  purchasePriceNegative: "Purchase Price (USD) must be a non-negative number",
  standardCostNegative: "Standard Cost (USD) must be a non-negative number",
  weightInvalid: "Weight must be a non-negative number with at most 4 decimals",
  serviceAlwaysBought: "A vendor service item is always bought: iBuyThisService cannot be turned off.",
  /** A customer's item (Customers › New Sales Item) is sold: its I sell box stays on. */
  soldItem: "An item sold to customers is always sold: I sell this item cannot be turned off.",
  groupConflict: "vendorGroupId and itemGroupId name different item groups: send one of them.",
  errorDialogTitle: "Please Complete Required Fields",
  errorDialogIntro: "Please fix the following issues before continuing:",
  fixBeforeSaving: "Please fix the errors before saving.",
  created: { service: "Vendor Service Item Created Successfully", product: "Vendor Product Item Created Successfully" },
  updated: { service: "Vendor Service Item Updated Successfully", product: "Vendor Product Item Updated Successfully" },
  saveFailed: { service: "Error saving Vendor Service Item: ", product: "Error saving Vendor Product Item: " },
  nameTaken: (name: string) =>
    `An item named "${name}" already exists in this company. Item names are unique across service and product items.`,
  notFound: "Item not found",
  parentNotFound: "Parent Item was not found in this company.",
  parentWrongType: (kind: VendorItemKind) => `Parent Item must be a ${kind} item.`,
  parentCycle: "Parent Item cannot be this item or one of its subitems.",
  incomeAccountType: "Income Account must be an account of type Income or Other Income.",
  expenseAccountType: "Expense Account must be an account of type Expense, Other Expense or Cost of Goods Sold.",
  accountNotFound: (label: string) => `${label} was not found in this company.`,
  accountInactive: (label: string, name: string) => `${label} "${name}" is inactive.`,
  groupNotFound: "Item Group was not found in this company.",
  vendorNotFound: "Preferred Vendor was not found in this company.",
  wrongKindField: (field: string, kind: VendorItemKind) => `${field} is not a field of ${kind} items.`,
} as const;

/** The item forms' two sides: the vendor's items (bought), and the customer's (sold: New Sales Item). */
export type ItemSide = "vendor" | "customer";

/** The customer's item screens' names (Customers › New Sales Item). */
export const SALES_ITEM_TEXT = {
  service: { title: "New Service Item", edit: "Edit Service Item" },
  product: { title: "New Non Inventory Item", edit: "Edit Non Inventory Item" },
  inventory: { title: "New Inventory Item", edit: "Edit Inventory Item" },
} as const;

/** How Customers › Items names each kind of item sold. */
export const SALES_ITEM_TYPE_LABELS: Record<ItemType | "inventory" | "assembly", string> = {
  service: "Service",
  product: "Non Inventory",
  inventory: "Inventory",
  assembly: "Inventory Assembly",
};

/** Bill status of an item, derived from the bills that bought it (never stored). */
export const BILL_STATUSES = ["Available", "Bill Created", "Bill Paid"] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const ITEM_STATUS_FILTERS = ["all", "active", "inactive"] as const;
export type ItemStatusFilter = (typeof ITEM_STATUS_FILTERS)[number];
export type BillStatusFilter = "all" | BillStatus;

/** The Vendor Items list's filters (parsed by itemListFilterSchema). */
export interface ItemListFilterValues {
  status: ItemStatusFilter;
  billStatus: BillStatusFilter;
  /** Company › Items: the search text */
  q?: string;
}

/** The list's filters as its links and its CSV link keep them (defaults left out). */
export function itemListParams(filter: ItemListFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status !== "active") params.set("status", filter.status);
  if (filter.billStatus !== "all") params.set("billStatus", filter.billStatus);
  if (filter.q) params.set("q", filter.q);
  return params;
}

/** Where an item of a list of every kind (Customers › Items, Company › Items) is edited: its kind's screen, below the dashboard. */
export function itemEditPath(row: { id: number; type: ItemType | "inventory" | "assembly" }): string {
  if (row.type === "inventory") return `inventory/edit-item/${row.id}`;
  if (row.type === "assembly") return `inventory/build-assembly?assemblyId=${row.id}`;
  return `customers/items/${row.id}/edit`;
}
