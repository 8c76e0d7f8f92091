import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { MAX_CENTS, moneyRangeMessage, readMoney, type Cents } from "~/lib/money";
import { versionField } from "~/lib/record-version";
import { boxOrBoolean, companyIdField, optionalText, requiredText } from "~/lib/zod-helpers";
import {
  BILL_STATUSES,
  ITEM_FIELDS,
  ITEM_MESSAGES,
  ITEM_STATUS_FILTERS,
  SUBITEM_FIELDS,
  type BillStatusFilter,
  type ItemSide,
  type ItemStatusFilter,
  type VendorItemKind,
} from "./constants";

// Item kinds shared by the item forms, the purchase documents' item rows, the API and the CLI.
// The inventory kinds join this list when inventory lands.

export * from "./constants";

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** A record id from a form ("12") or JSON (12); blank is none. */
const optionalId = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.union([z.null(), z.number({ error: "Must be an id" }).int("Must be an id").positive("Must be an id").max(MAX_ROW_ID, "Must be an id")]),
);

/** A checkbox or JSON boolean (absent: the default for JSON, unchecked for a form). */
const flag = boxOrBoolean;

// A price reads as cents; blank is null (missing). A value that is not an amount, or a negative
// one, reads as -1 and one past the column's bound as MAX+1, so the checks below give the spec's
// message without stopping the other rules (zod runs a refinement after a failed check, not after
// a failed type); too many decimals reads as a fraction of a cent for the same reason.
const DECIMALS = /^\s*-?\$?\d[\d,]*\.\d{3,}\s*$/;
const priceField = (label: string, negative: string, blankIsZero = false) =>
  z
    .preprocess(
      (v) => {
        if (isBlank(v)) return blankIsZero ? 0 : null;
        const reading = readMoney(v);
        if (reading.ok) return reading.cents < 0 ? -1 : reading.cents;
        if (reading.reason === "range") return reading.negative ? -1 : MAX_CENTS + 1;
        if (typeof v === "string" && DECIMALS.test(v) && !v.trim().startsWith("-")) return 0.5;
        return -1;
      },
      z
        .number({ error: negative })
        .min(0, negative)
        .int(`${label} must be an amount with at most 2 decimals`)
        .max(MAX_CENTS, moneyRangeMessage(label))
        .nullable(),
    )
    .meta({ format: "money" }); // dollars, as text or a JSON number: the API document says so (not the cents it parses to)

/** Weight: a non-negative number with at most 4 decimals (numeric(14,4)); blank is 0. */
const WEIGHT = /^\d{1,10}(\.\d{1,4})?$/;
const weightField = z.preprocess(
  (v) => {
    if (isBlank(v)) return 0;
    const text = typeof v === "number" && Number.isFinite(v) ? String(v) : typeof v === "string" ? v.trim() : null;
    // Anything else reads as -1, so the check gives the message without stopping the other rules.
    return text !== null && WEIGHT.test(text) ? Number(text) : -1;
  },
  z.number({ error: ITEM_MESSAGES.weightInvalid }).min(0, ITEM_MESSAGES.weightInvalid),
);

/** A price the rules may compare: a valid amount. */
const validPrice = (cents: number | null): cents is Cents => cents !== null && Number.isInteger(cents) && cents >= 0 && cents <= MAX_CENTS;

/** Where a vendor item's sub-item box and parent are: the payload's isSubitem and subitemOf, a form's SUBITEM_FIELDS. */
const subitemNames = (form: boolean) => (form ? SUBITEM_FIELDS : { checkbox: "isSubitem", parent: "subitemOf" });

function fieldsOf(kind: VendorItemKind, form: boolean) {
  const names = ITEM_FIELDS[kind];
  const subitem = subitemNames(form);
  return {
    [names.name]: requiredText(ITEM_MESSAGES.nameRequired[kind], 200),
    [subitem.checkbox]: flag(false, form),
    [subitem.parent]: optionalId,
    [names.sells]: flag(false, form),
    salesDescription: optionalText(1000, { multiline: true }),
    salesPrice: priceField("Sales Price (USD)", ITEM_MESSAGES.salesPriceNegative),
    incomeAccountId: optionalId,
    taxable: flag(true, form),
    commissionItem: flag(false, form),
    standardCost: priceField("Standard Cost (USD)", ITEM_MESSAGES.standardCostNegative, true),
    /** The item's group (the spec's payload calls it vendorGroupId) */
    vendorGroupId: optionalId,
    itemGroupId: optionalId,
    active: flag(true, form),
    [names.buys]: flag(true, form),
    purchaseDescription: optionalText(1000, { multiline: true }),
    purchasePrice: priceField("Purchase Price (USD)", ITEM_MESSAGES.purchasePriceNegative),
    expenseAccountId: optionalId,
    preferredVendor: optionalId,
    [names.vendorNo]: optionalText(100),
    ...(kind === "product" ? { weight: weightField } : {}),
  };
}

/** The parsed payload of either kind, as the rules read it. */
interface ParsedItem {
  salesPrice: number | null;
  incomeAccountId: number | null;
  purchasePrice: number | null;
  expenseAccountId: number | null;
  vendorGroupId: number | null;
  itemGroupId: number | null;
  [field: string]: unknown;
}

/** The rules across fields, with their paths (the fields whose tab shows them). */
function itemRules(kind: VendorItemKind, form: boolean, side: ItemSide) {
  const names = ITEM_FIELDS[kind];
  const subitem = subitemNames(form);
  return (value: ParsedItem, ctx: z.RefinementCtx) => {
    const sells = value[names.sells] === true;
    const buys = value[names.buys] === true;
    if (value[subitem.checkbox] === true && value[subitem.parent] === null)
      ctx.addIssue({ code: "custom", path: [subitem.parent], message: ITEM_MESSAGES.parentRequired });
    if (side === "customer") {
      // A customer's item is sold (its selling side is then required below); buying it is optional.
      if (!sells) ctx.addIssue({ code: "custom", path: [names.sells], message: ITEM_MESSAGES.soldItem });
    } else if (kind === "service" && !buys)
      ctx.addIssue({ code: "custom", path: [names.buys], message: ITEM_MESSAGES.serviceAlwaysBought });
    else if (!sells && !buys) ctx.addIssue({ code: "custom", path: [names.buys], message: ITEM_MESSAGES.sellOrBuy[kind] });
    // A zero price counts as missing; an invalid one already has its message.
    const missing = (cents: number | null) => cents === null || cents === 0;
    if (sells) {
      if (missing(value.salesPrice)) ctx.addIssue({ code: "custom", path: ["salesPrice"], message: ITEM_MESSAGES.salesPriceRequired });
      if (value.incomeAccountId === null)
        ctx.addIssue({ code: "custom", path: ["incomeAccountId"], message: ITEM_MESSAGES.incomeAccountRequired });
    }
    if (buys) {
      if (missing(value.purchasePrice))
        ctx.addIssue({ code: "custom", path: ["purchasePrice"], message: ITEM_MESSAGES.purchasePriceRequired });
      if (value.expenseAccountId === null)
        ctx.addIssue({ code: "custom", path: ["expenseAccountId"], message: ITEM_MESSAGES.expenseAccountRequired });
    }
    if (sells && buys && validPrice(value.salesPrice) && validPrice(value.purchasePrice) && value.salesPrice < value.purchasePrice) {
      ctx.addIssue({ code: "custom", path: ["salesPrice"], message: ITEM_MESSAGES.salesBelowPurchase });
    }
    if (value.vendorGroupId !== null && value.itemGroupId !== null && value.vendorGroupId !== value.itemGroupId) {
      ctx.addIssue({ code: "custom", path: ["itemGroupId"], message: ITEM_MESSAGES.groupConflict });
    }
  };
}

/**
 * The payload of one kind: `form` reads checkboxes as a form posts them (absent is unchecked),
 * otherwise as JSON (absent is the default); `companyId` for the API's create; `version` for an edit.
 */
export function vendorItemSchema(
  kind: VendorItemKind,
  options: { form?: boolean; companyId?: boolean; version?: boolean; side?: ItemSide } = {},
) {
  return z
    .object({
      ...fieldsOf(kind, options.form ?? false),
      ...(options.companyId ? { companyId: companyIdField } : {}),
      ...(options.version ? { version: versionField } : {}),
    })
    .superRefine((value, ctx) => itemRules(kind, options.form ?? false, options.side ?? "vendor")(value as ParsedItem, ctx));
}

export const serviceItemSchema = vendorItemSchema("service");
export const productItemSchema = vendorItemSchema("product");
export const serviceItemCreateSchema = vendorItemSchema("service", { companyId: true });
export const productItemCreateSchema = vendorItemSchema("product", { companyId: true });

/**
 * PUT /api/vendor/items/:id as a document describes it: every field of either kind, all optional
 * (a field left out keeps its value), and the version read. The item's own kind's schema then checks
 * the whole item.
 */
export const vendorItemUpdateBodySchema = z.object({
  ...Object.fromEntries(
    Object.entries({ ...fieldsOf("service", false), ...fieldsOf("product", false) }).map(([k, v]) => [k, v.optional()]),
  ),
  version: versionField,
});

/** An item as the service writes it, whichever kind it is. */
export interface VendorItemInput {
  itemType: VendorItemKind;
  name: string;
  isSubitem: boolean;
  parentItemId: number | null;
  sells: boolean;
  salesDescription: string;
  salesPrice: Cents;
  incomeAccountId: number | null;
  taxable: boolean;
  commissionItem: boolean;
  standardCost: Cents;
  itemGroupId: number | null;
  active: boolean;
  buys: boolean;
  purchaseDescription: string;
  purchasePrice: Cents;
  expenseAccountId: number | null;
  preferredVendorId: number | null;
  vendorItemNo: string;
  /** numeric(14,4): at most 4 decimals */
  weight: number;
}

/** A parsed payload of `kind` (or a parsed form, `form`) as the service takes it (a price left blank is 0). */
export function toVendorItemInput(kind: VendorItemKind, value: Record<string, unknown>, form = false): VendorItemInput {
  const names = ITEM_FIELDS[kind];
  const subitem = subitemNames(form);
  const parsed = value as ParsedItem;
  const cents = (v: unknown) => (typeof v === "number" ? v : 0) as Cents;
  const isSubitem = value[subitem.checkbox] === true;
  return {
    itemType: kind,
    name: String(value[names.name] ?? ""),
    isSubitem,
    parentItemId: isSubitem ? ((value[subitem.parent] as number | null) ?? null) : null,
    sells: value[names.sells] === true,
    salesDescription: String(value.salesDescription ?? ""),
    salesPrice: cents(parsed.salesPrice),
    incomeAccountId: parsed.incomeAccountId,
    taxable: value.taxable === true,
    commissionItem: value.commissionItem === true,
    standardCost: cents(value.standardCost),
    itemGroupId: parsed.itemGroupId ?? parsed.vendorGroupId,
    active: value.active === true,
    buys: value[names.buys] === true,
    purchaseDescription: String(value.purchaseDescription ?? ""),
    purchasePrice: cents(parsed.purchasePrice),
    expenseAccountId: parsed.expenseAccountId,
    preferredVendorId: (value.preferredVendor as number | null) ?? null,
    vendorItemNo: String(value[names.vendorNo] ?? ""),
    weight: kind === "product" && typeof value.weight === "number" ? value.weight : 0,
  };
}

// ---- The Vendor Items list ----------------------------------------------------------------------

/** "Bill Created", "bill-created", "billcreated", "created" → Bill Created; blank or anything else unknown stays as given. */
export function readBillStatus(value: unknown): unknown {
  if (isBlank(value)) return "all";
  if (typeof value !== "string") return value;
  const key = value.toLowerCase().replace(/[^a-z]/g, "");
  const known: Record<string, BillStatusFilter> = {
    all: "all",
    available: "Available",
    billcreated: "Bill Created",
    created: "Bill Created",
    billpaid: "Bill Paid",
    paid: "Bill Paid",
  };
  return known[key] ?? value;
}

const billStatusFilter = z.preprocess(
  readBillStatus,
  z.enum(["all", ...BILL_STATUSES], { error: `Bill status must be one of: all, ${BILL_STATUSES.join(", ")}` }),
);
const statusFilter = (fallback: ItemStatusFilter) =>
  z.preprocess(
    (v) => (isBlank(v) ? fallback : typeof v === "string" ? v.trim().toLowerCase() : v),
    z.enum(ITEM_STATUS_FILTERS, { error: "Status must be all, active or inactive" }),
  );

/** The API's item arrays: every item of the kind by default. */
export const itemArrayQuerySchema = z.object({
  status: statusFilter("all"),
  billStatus: billStatusFilter,
});
export type ItemArrayQuery = z.infer<typeof itemArrayQuerySchema>;

/** The Vendor Items list's filters in the URL: Active by default, every bill status. */
export const itemListFilterSchema = z.object({
  status: statusFilter("active"),
  billStatus: billStatusFilter,
});
export type ItemListFilter = z.infer<typeof itemListFilterSchema>;
