import * as z from "zod";
import { documentDate, isBlank, optionalId } from "~/modules/documents/fields";
import { defineDocumentKind } from "~/modules/documents/kind";
import { billInfo } from "./bill";
import { purchaseHeaderFields } from "./shared.schema";

// A bill's schema half: its fields as the screens and the API send them, and the whole kind.

/** Bill: Save as Draft (no posting) or save open (posted). */
export const billSchema = z.object({
  ...purchaseHeaderFields,
  paymentTermId: optionalId,
  /** Blank: from the payment term (or the bill date) */
  dueDate: documentDate("Due date"),
  status: z.preprocess((v) => (isBlank(v) ? "open" : v), z.enum(["draft", "open"], { error: "Status must be draft or open" })),
});

export const billKind = defineDocumentKind({ ...billInfo, schema: billSchema });
