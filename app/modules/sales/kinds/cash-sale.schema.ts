import * as z from "zod";
import { optionalText } from "~/lib/zod-helpers";
import { isBlank, optionalId } from "~/modules/documents/fields";
import { defineDocumentKind } from "~/modules/documents/kind";
import { cashSaleInfo } from "./cash-sale";
import { SALES_PAYMENT_METHODS } from "./shared";
import { salesHeaderFields } from "./shared.schema";

// A cash sale's schema half.

export const cashSaleSchema = z.object({
  ...salesHeaderFields,
  depositToAccountId: optionalId,
  paymentMethod: z.preprocess(
    (v) => (isBlank(v) ? "Cash" : v),
    z.enum(SALES_PAYMENT_METHODS, { error: `Payment Method must be one of: ${SALES_PAYMENT_METHODS.join(", ")}` }),
  ),
  /** The customer's cheque number or card reference */
  paymentReference: optionalText(100),
});

export const cashSaleKind = defineDocumentKind({ ...cashSaleInfo, schema: cashSaleSchema });
