import * as z from "zod";
import { choice, requiredText } from "~/lib/zod-helpers";

// The six support lists' forms: one schema per list kind (a trimmed, required name; a shipping method
// also needs its description, a payment term its net due days or date by its type), shared by the
// screens' dialogs, the API and the CLI. The spec's messages live here, once.

export const SUPPORT_LIST_KINDS = [
  "vendor-groups",
  "customer-groups",
  "item-groups",
  "invoice-frequencies",
  "payment-terms",
  "shipping-methods",
] as const;
export type SupportListKind = (typeof SUPPORT_LIST_KINDS)[number];

const NAME_REQUIRED = "Name field is required.";
const PAYMENT_TERM_NAME_REQUIRED = "Payment term name is required.";
const NET_DUE_IN_REQUIRED = "Net due in (days) is required for Fixed Number of Days payment terms.";
const NET_DUE_IN_POSITIVE = "Net due in (days) must be a valid positive number.";
const NET_DUE_BEFORE_REQUIRED = "Net due before date is required for Date Driven payment terms.";
const SHIPPING_BOTH_REQUIRED = "Both fields are required.";

const PAYMENT_TERM_TYPES = ["fixed", "date"] as const;
export type PaymentTermType = (typeof PAYMENT_TERM_TYPES)[number];

/** An optional number from a form or JSON: "" / null / absent are undefined; numeric text is a number. */
const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null) return undefined;
    if (typeof v === "string") {
      const text = v.trim();
      if (!text) return undefined;
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : v;
    }
    return v;
  }, schema.optional());

/** Name only: vendor, customer and item groups, invoice frequencies. */
const namedItemSchema = z.object({ name: requiredText(NAME_REQUIRED, 100) });

const shippingMethodSchema = z.object({
  name: requiredText(SHIPPING_BOTH_REQUIRED, 100),
  description: requiredText(SHIPPING_BOTH_REQUIRED, 500, { multiline: true }),
});

/**
 * A payment term: fixed (due netDueIn days after the invoice date) or date driven (due before day
 * netDueBefore of the month, 1-31). Discount: discountPercent (default 0) if paid within
 * discountIfPaidWithin days (fixed) or before day discountIfPaidBefore of the month (date).
 */
const paymentTermSchema = z
  .object({
    name: requiredText(PAYMENT_TERM_NAME_REQUIRED, 100),
    type: choice(PAYMENT_TERM_TYPES, "fixed", "Type must be fixed or date."),
    netDueIn: optionalNumber(
      z
        .number({ error: NET_DUE_IN_POSITIVE })
        .int(NET_DUE_IN_POSITIVE)
        .positive(NET_DUE_IN_POSITIVE)
        .max(3650, "Net due in (days) must be at most 3650."),
    ),
    netDueBefore: optionalNumber(
      z
        .number({ error: "Net due before must be a day of the month (1-31)." })
        .int("Net due before must be a day of the month (1-31).")
        .min(1, "Net due before must be a day of the month (1-31).")
        .max(31, "Net due before must be a day of the month (1-31)."),
    ),
    discountPercent: optionalNumber(
      z
        .number({ error: "Discount % must be a number between 0 and 100." })
        .min(0, "Discount % must be a number between 0 and 100.")
        .max(100, "Discount % must be a number between 0 and 100."),
    ).transform((v) => v ?? 0),
    discountIfPaidWithin: optionalNumber(
      z
        .number({ error: "Discount if paid within (days) must be a whole number of days." })
        .int("Discount if paid within (days) must be a whole number of days.")
        .min(0, "Discount if paid within (days) must be a whole number of days.")
        .max(3650, "Discount if paid within (days) must be at most 3650."),
    ),
    discountIfPaidBefore: optionalNumber(
      z
        .number({ error: "Discount if paid before must be a day of the month (1-31)." })
        .int("Discount if paid before must be a day of the month (1-31).")
        .min(1, "Discount if paid before must be a day of the month (1-31).")
        .max(31, "Discount if paid before must be a day of the month (1-31)."),
    ),
  })
  .superRefine((term, ctx) => {
    if (term.type === "fixed" && term.netDueIn === undefined) {
      ctx.addIssue({ code: "custom", path: ["netDueIn"], message: NET_DUE_IN_REQUIRED });
    }
    if (term.type === "date" && term.netDueBefore === undefined) {
      ctx.addIssue({ code: "custom", path: ["netDueBefore"], message: NET_DUE_BEFORE_REQUIRED });
    }
  });

const SCHEMAS = {
  "vendor-groups": namedItemSchema,
  "customer-groups": namedItemSchema,
  "item-groups": namedItemSchema,
  "invoice-frequencies": namedItemSchema,
  "payment-terms": paymentTermSchema,
  "shipping-methods": shippingMethodSchema,
} satisfies Record<SupportListKind, z.ZodType>;

type Schemas = typeof SCHEMAS;
export type SupportItemSchema<K extends SupportListKind> = Schemas[K];
/** What a form sends (before parsing). */
export type SupportItemFormInput<K extends SupportListKind> = z.input<Schemas[K]>;
/** What the service writes (after parsing). */
export type SupportItemInput<K extends SupportListKind> = z.output<Schemas[K]>;
export type NamedItemInput = z.output<typeof namedItemSchema>;
export type PaymentTermInput = z.output<typeof paymentTermSchema>;
export type ShippingMethodInput = z.output<typeof shippingMethodSchema>;

/** The form schema of one list kind. */
export function supportItemSchema<K extends SupportListKind>(kind: K): Schemas[K] {
  return SCHEMAS[kind];
}

/** A payment term's shown description (the wording, "with in" included, is the original product's). */
export function paymentTermDescription(type: PaymentTermType, netDueIn: number | null | undefined): string {
  return type === "date" ? "Date Driven" : `Pay with in ${netDueIn ?? 0} days`;
}
