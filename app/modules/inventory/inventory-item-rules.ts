import { formatMoney, MAX_CENTS, readMoney, type Cents } from "~/lib/money";
import { readQuantity, valueOf } from "~/lib/quantity";

// The Inventory Item form's rules that need no database: the messages (the spec's words, verbatim where it
// quotes them), the live numeric rules run as the prices are typed (and again by the schema on
// save, in the browser and on the server) and the input clean-up. Pure and client-safe.

export const INVENTORY_ITEM_MESSAGES = {
  nameRequired: "Inventory Name is required.",
  parentRequired: "Parent Item is required when this is a subitem.",
  assetsAccountRequired: "Assets Account is required.",
  cogsAccountRequired: "Cost of Goods Sold Account is required.",
  salesPriceRequired: "Sales Price is required when selling this product.",
  incomeAccountRequired: "Income Account is required when selling this product.",
  standardCostRequired: "Standard Cost is required.",
  noParents: "Cannot create subitem: No parent items available. Please create inventory items first to enable subitems.",
  errorDialogIntro: "Please fix the following issues:",
  savedClose: "Inventory item saved successfully!",
  savedNew: "Inventory item saved successfully! You can add another item.",
  saveFailed: "Failed to save inventory item",
  listFailed: "Failed to fetch inventory items",
  groupCreated: "Item group created successfully!",
  notFound: "Inventory item not found",
  quantityInvalid: "On Hand Quantity must be a number that is not negative, with at most 4 decimals.",
  reorderPointInvalid: "Reorder Point must be a number that is not negative, with at most 4 decimals.",
  asOfDateInvalid: "As of Date must be a valid date (MM/DD/YYYY).",
  openingTooLarge: "On Hand Quantity × Standard Cost is more than an amount can hold.",
  nameTaken: (name: string) => `An item named "${name}" already exists in this company.`,
  parentNotFound: "Parent Item must be an active inventory item of this company that is not itself a subitem.",
  parentSelf: "Parent Item cannot be this item or one of its subitems.",
  accountNotFound: (label: string) => `${label} was not found in this company.`,
  accountType: (label: string, types: readonly string[]) => `${label} must be an account of type ${types.join(" or ")}.`,
  accountInactive: (label: string, name: string) => `${label} "${name}" is inactive.`,
  groupNotFound: "Item Group was not found in this company.",
  vendorNotFound: "Preferred Vendor was not found in this company.",
  warehouseNotFound: "Warehouse was not found in this company, or is inactive.",
  assetsAccountLocked: (account: string) =>
    `The Assets Account cannot be changed: this item already has stock movements valued in ${account}.`,
} as const;

/** Account types each of the form's account pickers offers. */
export const INVENTORY_ACCOUNT_TYPES = {
  income: ["Income", "Other Income"],
  assets: ["Inventory Asset", "Fixed Asset"],
  cogs: ["Cost of Goods Sold"],
} as const;

/**
 * What a money input keeps as it is typed: digits and one decimal point, at most 2 decimals
 * ("$1,2a3.456" → "123.45").
 */
export function cleanMoneyInput(text: string): string {
  let out = "";
  let point = -1;
  for (const ch of text) {
    if (ch >= "0" && ch <= "9") {
      if (point >= 0 && out.length - point > 2) continue;
      out += ch;
    } else if (ch === "." && point < 0) {
      point = out.length;
      out += ch;
    }
  }
  return out;
}

/** A quantity input: digits and one decimal point, at most 4 decimals. */
export function cleanQuantityInput(text: string): string {
  let out = "";
  let point = -1;
  for (const ch of text) {
    if (ch >= "0" && ch <= "9") {
      if (point >= 0 && out.length - point > 4) continue;
      out += ch;
    } else if (ch === "." && point < 0) {
      point = out.length;
      out += ch;
    }
  }
  return out;
}

/** A price as the rules read it: blank, a valid amount in cents, or not a (non-negative) number. */
export type PriceReading = { kind: "blank" } | { kind: "amount"; cents: Cents } | { kind: "invalid" } | { kind: "negative" };

export function readPrice(value: unknown): PriceReading {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return { kind: "blank" };
  const reading = readMoney(value);
  if (!reading.ok) return reading.negative ? { kind: "negative" } : { kind: "invalid" };
  if (reading.cents < 0) return { kind: "negative" };
  if (reading.cents > MAX_CENTS) return { kind: "invalid" };
  return { kind: "amount", cents: reading.cents };
}

export interface NumericFields {
  sellProduct: boolean;
  salesPrice?: unknown;
  purchasePrice?: unknown;
  standardCost?: unknown;
}

export type NumericProblems = Partial<Record<"salesPrice" | "purchasePrice" | "standardCost", string[]>>;

/**
 * The live numeric rules, per field (every message that applies). Sales price: required when
 * selling, a number, above zero, above the purchase price and the standard cost. Purchase price: a
 * number, not negative, below the sales price (when selling) and the standard cost. Standard cost:
 * required, a number, not negative, above zero, above the purchase price, below the sales price
 * when selling. Comparisons only between valid amounts.
 */
export function numericProblems(fields: NumericFields): NumericProblems {
  const out: NumericProblems = {};
  const add = (field: keyof NumericProblems, message: string) => (out[field] ??= []).push(message);
  const sales = readPrice(fields.salesPrice);
  const purchase = readPrice(fields.purchasePrice);
  const cost = readPrice(fields.standardCost);
  const sells = fields.sellProduct;
  const amount = (r: PriceReading) => (r.kind === "amount" ? r.cents : null);
  const s = amount(sales);
  const p = amount(purchase);
  const c = amount(cost);
  const $ = (cents: Cents) => formatMoney(cents);

  if (sells) {
    if (sales.kind === "blank") add("salesPrice", INVENTORY_ITEM_MESSAGES.salesPriceRequired);
    else if (sales.kind !== "amount") add("salesPrice", "Sales Price must be a valid number.");
    else if (sales.cents <= 0) add("salesPrice", "Sales Price must be greater than zero.");
    if (s !== null && s > 0) {
      if (p !== null && p > 0 && s <= p) add("salesPrice", `Sales Price (${$(s)}) should be higher than Purchase Price (${$(p)}).`);
      if (c !== null && c > 0 && s <= c) add("salesPrice", `Sales Price (${$(s)}) should be higher than Standard Cost (${$(c)}).`);
    }
  } else if (sales.kind === "invalid" || sales.kind === "negative") {
    add("salesPrice", "Sales Price must be a valid number.");
  }

  if (purchase.kind === "invalid") add("purchasePrice", "Purchase Price must be a valid number.");
  else if (purchase.kind === "negative") add("purchasePrice", "Purchase Price cannot be negative.");
  if (p !== null && p > 0) {
    if (sells && s !== null && s > 0 && p >= s)
      add("purchasePrice", `Purchase Price (${$(p)}) should be lower than Sales Price (${$(s)}).`);
    if (c !== null && c > 0 && p >= c) add("purchasePrice", `Purchase Price (${$(p)}) should be lower than Standard Cost (${$(c)}).`);
  }

  if (cost.kind === "blank") add("standardCost", INVENTORY_ITEM_MESSAGES.standardCostRequired);
  else if (cost.kind === "invalid") add("standardCost", "Standard Cost must be a valid number.");
  else if (cost.kind === "negative") add("standardCost", "Standard Cost cannot be negative.");
  else if (cost.cents <= 0) add("standardCost", "Standard Cost must be greater than zero.");
  if (c !== null && c > 0) {
    if (p !== null && p > 0 && c <= p) add("standardCost", `Standard Cost (${$(c)}) should be higher than Purchase Price (${$(p)}).`);
    if (sells && s !== null && s > 0 && c >= s) add("standardCost", `Standard Cost (${$(c)}) should be lower than Sales Price (${$(s)}).`);
  }
  return out;
}

/** Every live-rule message (the form shows these as they are typed, the others on Next and Save). */
export function isLiveMessage(message: string): boolean {
  return /^(Sales Price|Purchase Price|Standard Cost)\b/.test(message);
}

/** Total = standard cost × on-hand quantity, to the cent; null when either is not a valid number. */
export function openingTotal(standardCost: unknown, onHandQuantity: unknown): Cents | null {
  const cost = readPrice(standardCost);
  const blankQuantity = onHandQuantity === undefined || onHandQuantity === null || String(onHandQuantity).trim() === "";
  const units = blankQuantity ? 0 : readQuantity(onHandQuantity);
  if (cost.kind === "blank" && blankQuantity) return 0 as Cents;
  if (cost.kind !== "amount" || units === null || units < 0) return null;
  const total = valueOf(units, cost.cents);
  return total > MAX_CENTS ? null : total;
}

/** Reorder state of the list: Reached when a reorder point is set and on hand is at or below it. */
export function reorderState(onHand: number, reorderPoint: number | null): "Safe" | "Reached" {
  return reorderPoint !== null && onHand <= reorderPoint ? "Reached" : "Safe";
}
