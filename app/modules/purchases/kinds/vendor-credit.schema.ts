import * as z from "zod";
import { optionalId } from "~/modules/documents/fields";
import { defineDocumentKind } from "~/modules/documents/kind";
import { purchaseHeaderFields } from "./shared.schema";
import { vendorCreditInfo } from "./vendor-credit";

// A vendor credit's schema half: its fields as the screens and the API send them, and the whole kind.

export const vendorCreditSchema = z.object({
  ...purchaseHeaderFields,
  /** The bank account a refund was received into; none: a credit against the vendor's payable */
  bankAccountId: optionalId,
});

export const vendorCreditKind = defineDocumentKind({ ...vendorCreditInfo, schema: vendorCreditSchema });
