import * as z from "zod";
import { checkbox, optionalText } from "~/lib/zod-helpers";
import { documentDate, isBlank, optionalId } from "~/modules/documents/fields";
import { defineDocumentKind } from "~/modules/documents/kind";
import { PURCHASE_PAYMENT_METHODS } from "./shared";
import { purchaseHeaderFields } from "./shared.schema";
import { cashPurchaseInfo } from "./cash-purchase";

// A cash purchase's schema half: its fields as the screens and the API send them, and the whole kind.

export const cashPurchaseSchema = z.object({
  ...purchaseHeaderFields,
  billTo: optionalText(1000, { multiline: true }),
  paymentMethod: z.preprocess(
    (v) => (isBlank(v) ? "Cash" : v),
    z.enum(PURCHASE_PAYMENT_METHODS, { error: `Payment Method must be one of: ${PURCHASE_PAYMENT_METHODS.join(", ")}` }),
  ),
  /** Cheque payments: ticked by default */
  toBePrinted: checkbox(true),
  payFromAccountId: optionalId,
  deliveryDate: documentDate("Delivery date"),
});

export const cashPurchaseKind = defineDocumentKind({ ...cashPurchaseInfo, schema: cashPurchaseSchema });
