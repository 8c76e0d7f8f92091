import * as z from "zod";
import { documentDate, optionalId } from "~/modules/documents/fields";
import { defineDocumentKind } from "~/modules/documents/kind";
import { invoiceInfo } from "./invoice";
import { draftOrOpen, salesHeaderFields } from "./shared.schema";

// An invoice's schema half: its fields as the screens and the API send them, and the whole kind.

export const invoiceSchema = z.object({
  ...salesHeaderFields,
  paymentTermId: optionalId,
  /** Blank: from the payment term (or the invoice date) */
  dueDate: documentDate("Due date"),
  status: draftOrOpen,
});

export const invoiceKind = defineDocumentKind({ ...invoiceInfo, schema: invoiceSchema });
