import * as z from "zod";
import { ADDRESS_LABELS, REQUIRED_ADDRESS_FIELDS, validateAddress } from "./address";

// The address dialog's check, apart from ./address.ts so that the screens that show or edit an
// address without the dialog do not load zod with it (ADR 0027).

const addressPart = z
  .string()
  .optional()
  .transform((value) => value ?? "");

/**
 * The address dialog's form: six parts (a blank one arrives as nothing), and when a required part
 * is blank, one form-level message naming them all plus an error on each blank part.
 */
export const addressPartsSchema = z
  .object({
    address1: addressPart,
    address2: addressPart,
    city: addressPart,
    state: addressPart,
    postalCode: addressPart,
    country: addressPart,
  })
  .superRefine((parts, ctx) => {
    const message = validateAddress(parts);
    if (!message) return;
    ctx.addIssue({ code: "custom", message, path: [] });
    for (const field of REQUIRED_ADDRESS_FIELDS) {
      if (!parts[field].trim()) ctx.addIssue({ code: "custom", message: `${ADDRESS_LABELS[field]} is required`, path: [field] });
    }
  });
