import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { isoDate } from "~/lib/dates";
import { MAX_CENTS, readMoney } from "~/lib/money";
import { MAX_QUANTITY_UNITS, readQuantity } from "~/lib/quantity";
import { optionalText, requiredText } from "~/lib/zod-helpers";
import { ASSEMBLY_MESSAGES, BUILD_MESSAGES } from "./assembly-constants";

export * from "./assembly-constants";

// New Inventory Assembly and Build Assembly: the payloads as the screens post them and the API takes
// them (the assembly and the build request), the spec's messages for both once, and the pure
// arithmetic the browser and the server share (materials cost, maximum buildable quantity). What only
// the database knows (names taken, accounts, on hand, reorder points) the service checks.

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** A record id from a form ("12") or JSON (12); blank is null. */
const optionalId = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.union([z.null(), z.number({ error: "Must be an id" }).int("Must be an id").positive("Must be an id").max(MAX_ROW_ID, "Must be an id")]),
);

const flag = (defaultValue: boolean) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === "") return defaultValue;
    if (v === "on" || v === "true" || v === "1" || v === true) return true;
    if (v === "false" || v === "off" || v === "0" || v === false) return false;
    return v;
  }, z.boolean());

/** An amount in cents, or null when blank. */
const moneyField = (label: string) =>
  z.preprocess(
    (v) => {
      if (isBlank(v)) return null;
      const reading = readMoney(v);
      return reading.ok && reading.cents >= 0 && reading.cents <= MAX_CENTS ? reading.cents : -1;
    },
    z.number().min(0, ASSEMBLY_MESSAGES.priceInvalid(label)).nullable(),
  );

/** A quantity in ten-thousandths (not negative), or null when blank. */
const quantityField = (message: string) =>
  z.preprocess((v) => {
    if (isBlank(v)) return null;
    const units = readQuantity(v);
    return units === null || units < 0 || units > MAX_QUANTITY_UNITS ? -1 : units;
  }, z.number().min(0, message).nullable());

const dateField = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === "string" ? (isoDate(v) ?? "invalid") : v),
  z.union([z.null(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ASSEMBLY_MESSAGES.dateInvalid)]),
);

/** One row of the components table: an inventory item and the quantity one assembly needs. */
const assemblyComponentSchema = z.object({
  inventoryItemId: optionalId,
  quantity: quantityField(ASSEMBLY_MESSAGES.quantityInvalid),
});

/** The assembly payload (name, item group, components with quantities): the screen posts it as a form, the API as JSON. */
export const assemblySchema = z.object({
  // The shared text rule: no NUL or other control characters (PostgreSQL refuses NUL: a 500 before).
  name: requiredText(ASSEMBLY_MESSAGES.nameRequired, 200),
  itemGroupId: optionalId,
  asOfDate: dateField,
  active: flag(true),
  assetsAccount: optionalId,
  reorderPoint: quantityField(ASSEMBLY_MESSAGES.reorderPointInvalid),
  buyProduct: flag(false),
  purchaseDescription: optionalText(2000, { multiline: true }),
  standardCost: moneyField("Standard Cost"),
  costOfGoodsSoldAccount: optionalId,
  sellProduct: flag(true),
  salesDescription: optionalText(2000, { multiline: true }),
  salesPrice: moneyField("Sales Price"),
  incomeAccount: optionalId,
  taxable: flag(true),
  commissionItem: flag(false),
  items: z.array(assemblyComponentSchema).max(500, "At most 500 items").default([]),
});
export type AssemblyInput = z.infer<typeof assemblySchema>;

/** A build request: the assembly, its warehouse and the quantity to build in whole units. */
export const buildSchema = z.object({
  assemblyId: optionalId.refine((v) => v !== null, BUILD_MESSAGES.selectAssembly),
  buildQty: z.preprocess(
    (v) => (isBlank(v) ? -1 : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : typeof v === "number" ? v : -1),
    z
      .number()
      .int(BUILD_MESSAGES.quantityInvalid)
      .positive(BUILD_MESSAGES.quantityInvalid)
      .max(1_000_000_000, BUILD_MESSAGES.quantityInvalid),
  ),
  date: dateField,
  refNo: optionalText(50),
  comments: optionalText(2000, { multiline: true }),
  warehouseId: optionalId,
});
export type BuildInput = z.infer<typeof buildSchema>;

/** GET assemblies: the stock figures of one warehouse, or of all of them. */
export const assemblyListQuerySchema = z.object({
  warehouseId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
});

/** The API's build body: the assembly comes from the path. */
export const buildBodySchema = buildSchema.omit({ assemblyId: true });

export interface ComponentStock {
  /** Ten-thousandths one assembly needs (0: not consumed, unlimited) */
  needed: number;
  /** Ten-thousandths on hand */
  onHand: number;
}

/**
 * The most assemblies the stock can build: the lowest whole number of on hand ÷ needed over the
 * components that are consumed; null when nothing limits it (no component needs any).
 */
export function maxBuildable(components: readonly ComponentStock[]): number | null {
  let max: number | null = null;
  for (const c of components) {
    if (c.needed <= 0) continue;
    const whole = Math.floor(Math.max(0, c.onHand) / c.needed);
    max = max === null ? whole : Math.min(max, whole);
  }
  return max;
}

/** Ten-thousandths of a component that `buildQty` assemblies take. */
export const componentUnits = (needed: number, buildQty: number) => needed * buildQty;
