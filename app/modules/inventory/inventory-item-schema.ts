import * as z from "zod";
import { isIsoDate, parseUsDate } from "~/lib/dates";
import type { Cents } from "~/lib/money";
import { readQuantity } from "~/lib/quantity";
import { versionField } from "~/lib/record-version";
import { boxOrBoolean, companyIdField, optionalText, requiredText } from "~/lib/zod-helpers";
import { isBlank, optionalIdOf } from "~/modules/documents/fields";
import { ITEM_MESSAGES, SUBITEM_FIELDS } from "~/modules/items/constants";
import { INVENTORY_ITEM_MESSAGES as M, numericProblems, openingTotal, readPrice } from "./inventory-item-rules";

// The Inventory Item payload, as the form posts it, the API takes it and the CLI builds
// it: name, descriptionSales, salesPrice, incomeAccount, descriptionPurchase, purchasePrice,
// costOfGoodsSold, assetsAccount, standardCost, onHandQuantity, asOfDate, reorderPoint, itemGroupId,
// active, vendorId, vendorProductNo, commissionItem, subitemOf, parentItemId, sellProduct — and
// warehouseId, where the opening stock is received (the company's default warehouse when left out).
// `total` is derived (standard cost × on-hand quantity) and ignored when sent. One schema for the
// browser (conform), the action, the API and the CLI; the service checks what only the database knows.

/** A checkbox or JSON boolean (absent: the default for JSON, unchecked for a form). */
const flag = boxOrBoolean;

/** A price read by the rules (text or a JSON number), kept as given: the rules say what is wrong with it. */
const raw = z.unknown().optional();

/** Total: derived (standard cost × quantity) and ignored, but when sent it must be an amount. */
const totalField = z
  .unknown()
  .superRefine((v, ctx) => {
    if (isBlank(v)) return;
    const reading = readPrice(v);
    if (reading.kind !== "amount") ctx.addIssue({ code: "custom", message: "Total must be a valid number." });
  })
  .optional();

const quantityField = (message: string) =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      if (isBlank(v)) return;
      const units = typeof v === "string" || typeof v === "number" ? readQuantity(v) : null;
      if (units === null || units < 0) ctx.addIssue({ code: "custom", message });
    })
    .optional();

const dateField = z.preprocess(
  (v) => (isBlank(v) ? null : v),
  z.union([z.null(), z.string()]).superRefine((v, ctx) => {
    if (v === null) return;
    const text = v.trim();
    if (!(isIsoDate(text) || parseUsDate(text))) ctx.addIssue({ code: "custom", message: M.asOfDateInvalid });
  }),
);

function fields(form: boolean) {
  return {
    // Missing reads as blank, so the other rules still run and every message shows at once.
    name: z.preprocess((v) => v ?? "", requiredText(M.nameRequired, 200)),
    descriptionSales: optionalText(1000, { multiline: true }),
    salesPrice: raw,
    incomeAccount: optionalIdOf("Income Account"),
    descriptionPurchase: optionalText(1000, { multiline: true }),
    purchasePrice: raw,
    costOfGoodsSold: optionalIdOf("Cost of Goods Sold Account"),
    assetsAccount: optionalIdOf("Assets Account"),
    standardCost: raw,
    onHandQuantity: quantityField(M.quantityInvalid),
    total: totalField,
    asOfDate: dateField,
    reorderPoint: quantityField(M.reorderPointInvalid),
    itemGroupId: optionalIdOf("Item Group"),
    active: flag(true, form),
    vendorId: optionalIdOf("Preferred Vendor"),
    vendorProductNo: optionalText(100),
    commissionItem: flag(false, form),
    subitemOf: flag(false, form),
    parentItemId: optionalIdOf("Parent Item"),
    sellProduct: flag(true, form),
    warehouseId: optionalIdOf("Warehouse"),
  };
}

type Parsed = z.infer<z.ZodObject<ReturnType<typeof fields>>>;

function rules(value: Parsed, ctx: z.RefinementCtx) {
  const add = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (value.subitemOf && value.parentItemId === null) add("parentItemId", M.parentRequired);
  if (value.assetsAccount === null) add("assetsAccount", M.assetsAccountRequired);
  if (value.costOfGoodsSold === null) add("costOfGoodsSold", M.cogsAccountRequired);
  if (value.sellProduct && value.incomeAccount === null) add("incomeAccount", M.incomeAccountRequired);
  const problems = numericProblems(value);
  for (const [field, messages] of Object.entries(problems)) for (const m of messages ?? []) add(field, m);
  if (
    !problems.standardCost &&
    openingTotal(value.standardCost, value.onHandQuantity) === null &&
    readQuantity(value.onHandQuantity ?? "0") !== null
  )
    add("onHandQuantity", M.openingTooLarge);
}

/**
 * The payload: `form` reads checkboxes as a form posts them (absent is unchecked), otherwise as JSON
 * (absent is the default); `companyId` for the API's create; `version` for an edit (ADR 0014).
 */
export function inventoryItemSchema(options: { form?: boolean; companyId?: boolean; version?: boolean } = {}) {
  return z
    .object({
      ...fields(options.form ?? false),
      ...(options.companyId ? { companyId: companyIdField } : {}),
      ...(options.version ? { version: versionField } : {}),
    })
    .superRefine((value, ctx) => rules(value as Parsed, ctx));
}

/**
 * The Inventory Item form's payload: the payload in form mode, with the "Subitem of" box posted under
 * the item forms' shared name (SUBITEM_FIELDS.checkbox) rather than the API's subitemOf.
 */
export function inventoryItemFormSchema(options: { version?: boolean; sold?: boolean } = {}) {
  const schema = z.preprocess(
    (raw) => {
      if (!raw || typeof raw !== "object") return raw;
      const { [SUBITEM_FIELDS.checkbox]: box, ...rest } = raw as Record<string, unknown>;
      return { ...rest, subitemOf: box };
    },
    inventoryItemSchema({ form: true, version: options.version }),
  );
  // A customer's inventory item (Customers › New Sales Item) is sold: its I sell box stays on.
  return options.sold
    ? schema.superRefine((value, ctx) => {
        if (!(value as { sellProduct?: boolean }).sellProduct)
          ctx.addIssue({ code: "custom", path: ["sellProduct"], message: ITEM_MESSAGES.soldItem });
      })
    : schema;
}

/** PUT /api/inventory/items/:id: any of the fields (a field left out keeps its value) and the version read. */
export const inventoryItemUpdateBodySchema = z.object({
  ...Object.fromEntries(Object.entries(fields(false)).map(([k, v]) => [k, v.optional()])),
  version: versionField,
});

/** The fields a client may set: what PUT merges over the stored item. */
export const INVENTORY_ITEM_FIELDS = Object.keys(fields(false));

/** An item as the service writes it. */
export interface InventoryItemInput {
  name: string;
  salesDescription: string;
  salesPrice: Cents;
  incomeAccountId: number | null;
  purchaseDescription: string;
  purchasePrice: Cents;
  cogsAccountId: number;
  assetAccountId: number;
  standardCost: Cents;
  /** Ten-thousandths; the opening stock (create only) */
  onHandQuantity: number;
  /** YYYY-MM-DD, or null for today */
  asOfDate: string | null;
  /** Ten-thousandths, or null when not set */
  reorderPoint: number | null;
  itemGroupId: number | null;
  active: boolean;
  preferredVendorId: number | null;
  vendorItemNo: string;
  commissionItem: boolean;
  isSubitem: boolean;
  parentItemId: number | null;
  sells: boolean;
  /** Where the opening stock is received; null for the company's default warehouse */
  warehouseId: number | null;
}

/** A parsed payload as the service takes it (prices left blank are 0). */
export function toInventoryItemInput(value: Record<string, unknown>): InventoryItemInput {
  const v = value as Parsed;
  const cents = (x: unknown) => {
    const r = readPrice(x);
    return (r.kind === "amount" ? r.cents : 0) as Cents;
  };
  const quantity = (x: unknown) => (isBlank(x) ? null : readQuantity(x as string | number));
  const date = (x: unknown) => {
    if (isBlank(x)) return null;
    const text = String(x).trim();
    return isIsoDate(text) ? text : parseUsDate(text);
  };
  return {
    name: v.name,
    salesDescription: v.descriptionSales,
    salesPrice: cents(v.salesPrice),
    incomeAccountId: v.incomeAccount,
    purchaseDescription: v.descriptionPurchase,
    purchasePrice: cents(v.purchasePrice),
    cogsAccountId: v.costOfGoodsSold as number,
    assetAccountId: v.assetsAccount as number,
    standardCost: cents(v.standardCost),
    onHandQuantity: quantity(v.onHandQuantity) ?? 0,
    asOfDate: date(v.asOfDate),
    reorderPoint: quantity(v.reorderPoint),
    itemGroupId: v.itemGroupId,
    active: v.active,
    preferredVendorId: v.vendorId,
    vendorItemNo: v.vendorProductNo,
    commissionItem: v.commissionItem,
    isSubitem: v.subitemOf,
    parentItemId: v.subitemOf ? v.parentItemId : null,
    sells: v.sellProduct,
    warehouseId: v.warehouseId,
  };
}

// ---- The Inventory Items list ---------------------------------------------------------------------

export const REORDER_FILTERS = ["all", "safe", "reached"] as const;
export type ReorderFilter = (typeof REORDER_FILTERS)[number];
export const VIEW_FILTERS = ["active", "inactive", "all"] as const;
export type ViewFilter = (typeof VIEW_FILTERS)[number];

export interface InventoryListFilter {
  reorder: ReorderFilter;
  view: ViewFilter;
  q: string;
}

const pick = <T extends readonly string[]>(values: T, raw: string | null, fallback: T[number]): T[number] => {
  const v = (raw ?? "").trim().toLowerCase();
  return (values as readonly string[]).includes(v) ? (v as T[number]) : fallback;
};

/** The list's filters from the URL: Reorder Point (all), Current View (active), search text. Unknown values fall back. */
export function readInventoryListFilter(params: URLSearchParams): InventoryListFilter {
  return {
    reorder: pick(REORDER_FILTERS, params.get("reorder"), "all"),
    view: pick(VIEW_FILTERS, params.get("view"), "active"),
    q: (params.get("q") ?? "").trim().slice(0, 200),
  };
}

/** The filters as the list's links and CSV link keep them (defaults left out). */
export function inventoryListParams(filter: InventoryListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.reorder !== "all") params.set("reorder", filter.reorder);
  if (filter.view !== "active") params.set("view", filter.view);
  if (filter.q) params.set("q", filter.q);
  return params;
}
