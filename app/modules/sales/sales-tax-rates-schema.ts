import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { boxOrBoolean, optionalText, requiredText } from "~/lib/zod-helpers";
import { isBlank, optionalIdOf } from "~/modules/documents/fields";
import { SALES_TAX_RATE_MESSAGES as M } from "./sales-tax-rates";

// A sales tax rate as the screen (form fields, text) and the API (JSON: the rate a number or a
// numeric string) send it. The liability account left blank is the chart's Sales Tax Payable.

/** A percentage 0–100 with at most 4 decimals, as text ("8.25"). */
const ratePercent = z.preprocess(
  (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : typeof v === "string" ? v.trim() : v),
  z
    .string({ error: (issue) => (isBlank(issue.input) ? M.rateRequired : M.rateInvalid) })
    .min(1, M.rateRequired)
    .regex(/^\d{1,3}(\.\d{1,4})?$/, M.rateInvalid)
    .refine((text) => Number(text) <= 100, M.rateInvalid)
    .meta({ format: "decimal" }),
);

const fields = (form: boolean) => ({
  name: requiredText(M.nameRequired, 100),
  rate: ratePercent,
  agency: optionalText(200),
  liabilityAccountId: optionalIdOf("Liability account"),
  active: boxOrBoolean(true, form),
});

/** The API's create, and the New screen's form when `form`. */
export const salesTaxRateSchema = (form = false) => z.object(fields(form));
export const salesTaxRateCreateBody = salesTaxRateSchema(false);
/** An edit: the fields and the version read (ADR 0014). */
export const salesTaxRateUpdateSchema = (form = false) => z.object({ ...fields(form), version: versionField });
export const salesTaxRateUpdateBody = salesTaxRateUpdateSchema(false);

export type SalesTaxRateInput = z.infer<typeof salesTaxRateCreateBody>;
export type SalesTaxRateUpdateInput = z.infer<typeof salesTaxRateUpdateBody>;
