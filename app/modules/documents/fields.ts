import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { isIsoDate, parseUsDate } from "~/lib/dates";
import { moneyRangeMessage, readMoney, type Cents } from "~/lib/money";
import { QUANTITY_SCALE } from "./amounts";

// The schema pieces every document's header and rows are built from, as the screens (form
// fields, all text) and the API (JSON) send them: ids, money, quantities, dates and row lists,
// each with its message. A kind's own schema (in its module) puts them together.

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

const digitsToNumber = (v: unknown) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

/** An id (a positive 32-bit integer) whose every refusal names it: "Vendor must be an id". */
const idNamed = (label: string) =>
  z
    .number({ error: `${label} must be an id` })
    .int(`${label} must be an id`)
    .positive(`${label} must be an id`)
    .max(MAX_ROW_ID, `${label} must be an id`);

/** A required record id from a form ("12") or JSON (12), named in its messages. */
export const requiredIdOf = (label: string) => z.preprocess(digitsToNumber, idNamed(label));

/** A record id from a form or JSON, named in its messages; blank is none. */
export const optionalIdOf = (label: string) =>
  z.preprocess((v) => (isBlank(v) ? null : digitsToNumber(v)), z.union([z.null(), idNamed(label)]));

/** A record id from a form ("12") or JSON (12); blank is none. */
export const optionalId = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.union([z.null(), z.number({ error: "Must be an id" }).int("Must be an id").positive("Must be an id").max(MAX_ROW_ID, "Must be an id")]),
);

/**
 * Money ≥ 0 with at most 2 decimals, as cents; blank is `empty` (null by default: a row is then
 * incomplete). Wrapped in preprocess so a missing key still reaches the transform (zod 4 treats a
 * bare transform's missing key as an error).
 */
export const money = <E extends Cents | null = null>(label: string, empty: E = null as E) =>
  z.preprocess(
    (v) => v ?? null,
    z.unknown().transform((v, ctx): Cents | E => {
      if (isBlank(v)) return empty;
      const reading = readMoney(v);
      if (!reading.ok || reading.cents < 0) {
        const negative = reading.ok ? reading.cents < 0 : reading.negative;
        ctx.addIssue({
          code: "custom",
          message:
            !reading.ok && reading.reason === "range"
              ? moneyRangeMessage(label, negative)
              : negative
                ? `${label} cannot be negative`
                : `${label} must be an amount with at most 2 decimals`,
        });
        return z.NEVER;
      }
      return reading.cents;
    }),
  );

/**
 * Quantity: a positive number with at most 4 decimals, as ten-thousandths (integer); blank is null
 * (never a quantity nobody typed: a row that needs one is refused with QUANTITY_REQUIRED).
 */
export const quantity = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === "number" ? String(v) : v),
  z.unknown().transform((v, ctx): number | null => {
    if (v === null) return null;
    const text = typeof v === "string" ? v.trim() : "";
    if (typeof v !== "string" || !/^\d{1,10}(\.\d{1,4})?$/.test(text)) {
      ctx.addIssue({
        code: "custom",
        message: typeof v === "string" ? "Quantity must be a positive number with at most 4 decimals" : "Quantity must be a number",
      });
      return z.NEVER;
    }
    const [whole, fraction = ""] = text.split(".");
    const units = Number(whole) * QUANTITY_SCALE + Number(fraction.padEnd(4, "0"));
    if (units <= 0) {
      ctx.addIssue({ code: "custom", message: "Quantity must be more than zero" });
      return z.NEVER;
    }
    return units;
  }),
);

export const QUANTITY_REQUIRED = "Quantity is required";

/** A date as YYYY-MM-DD or MM/DD/YYYY; blank is null, or refused when `required`. */
export const documentDate = (label: string, required = false) =>
  z.preprocess(
    (v) => v ?? null,
    z.unknown().transform((v, ctx): string | null => {
      if (isBlank(v)) {
        if (required) {
          ctx.addIssue({ code: "custom", message: `${label} is required` });
          return z.NEVER;
        }
        return null;
      }
      const text = typeof v === "string" ? v.trim() : "";
      const iso = isIsoDate(text) ? text : parseUsDate(text);
      if (!iso) {
        ctx.addIssue({ code: "custom", message: `${label} must be a valid date (MM/DD/YYYY)` });
        return z.NEVER;
      }
      return iso;
    }),
  );

/**
 * A list of rows as sent: only the rows `keep` accepts count (blank rows, a half-filled row are
 * dropped, as the screens do); at most 500. `check` names what a kept row still lacks (field →
 * message), placed on that row's field as the form numbers it.
 */
export const rowList = <T extends z.ZodType, R = z.infer<T>>(
  row: T,
  keep: (row: z.infer<T>) => boolean,
  check: (row: z.infer<T>) => Record<string, string> = () => ({}),
) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(row, { error: "Rows must be a list" })
      .max(500, "At most 500 rows")
      .superRefine((list, ctx) => {
        list.forEach((r, index) => {
          if (!keep(r)) return;
          for (const [field, message] of Object.entries(check(r))) ctx.addIssue({ code: "custom", path: [index, field], message });
        });
      })
      .transform((list) => list.filter(keep) as R[]),
  );

/**
 * The fields a body takes under other names (alias → field, a kind's `api.aliases`): each alias
 * parsed as its field is, optional, so the API document shows both names.
 */
export function aliasFields(schema: z.ZodObject, aliases: Readonly<Record<string, string>> = {}): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(aliases).map(([alias, field]) => [
      alias,
      (schema.shape[field] as z.ZodType).optional().describe(`Same as ${field} (send either; both, and they must agree)`),
    ]),
  );
}

/** A body with its aliases read into their fields: an alias counts when its field is left out or blank. */
export function readAliases(aliases: Readonly<Record<string, string>> = {}) {
  return (body: unknown): unknown => {
    if (!body || typeof body !== "object" || Array.isArray(body)) return body;
    const read: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    for (const [alias, field] of Object.entries(aliases)) {
      if (isBlank(read[field]) && read[alias] !== undefined) read[field] = read[alias];
    }
    return read;
  };
}

/**
 * A body schema that also takes its fields' aliases: each alias read into its field before parsing,
 * parsed as its field is (a bad value under either name is refused), and refused when the two
 * names are sent with different values; declared beside its field for the API document.
 */
export function withAliases<S extends z.ZodObject>(schema: S, aliases: Readonly<Record<string, string>> = {}) {
  const checked = schema.extend(aliasFields(schema, aliases)).superRefine((body: Record<string, unknown>, ctx) => {
    for (const [alias, field] of Object.entries(aliases)) {
      const value = body[alias];
      if (value !== undefined && value !== null && value !== "" && value !== body[field])
        ctx.addIssue({ code: "custom", path: [alias], message: `${alias} and ${field} differ: send one of them` });
    }
  });
  return z.preprocess(readAliases(aliases), checked) as unknown as z.ZodType<z.output<S>, z.input<S>>;
}
