import type * as z from "zod";
import { PAID_AT_ONCE_KINDS, VENDOR_REQUIRED_KINDS } from "~/modules/purchases/form-rules";
import { DOCUMENT_SCHEMAS, PURCHASE_MESSAGES, type DocumentKind } from "~/modules/purchases/schema";
export { intentSchema } from "~/components/documents/intent-schema";

// The purchase document form's checks, which need zod: its buttons' intents (read by the action,
// the document forms' shared schema) and each kind's form schema (the action's, and the browser's once loaded after the form appears,
// ADR 0027). The form's zod-free state is in purchase-form-data.ts.

/**
 * The kind's form schema: the kind's document schema (the API's) with the checks the service makes
 * first, so the browser can say them before saving — a vendor where one is required, the paying
 * account where one pays, at least one row. The service checks them again, with the same words.
 */
export function formSchema(kind: DocumentKind) {
  return (DOCUMENT_SCHEMAS[kind] as z.ZodType<Record<string, unknown>>).superRefine((value, ctx) => {
    if (VENDOR_REQUIRED_KINDS.includes(kind) && value.vendorId == null) {
      ctx.addIssue({ code: "custom", path: ["vendorId"], message: PURCHASE_MESSAGES.vendorRequired });
    }
    if (PAID_AT_ONCE_KINDS.includes(kind) && value.payFromAccountId == null) {
      ctx.addIssue({ code: "custom", path: ["payFromAccountId"], message: PURCHASE_MESSAGES.payFromRequired });
    }
    const accounts = value.accountRecords as unknown[] | undefined;
    const items = value.itemRecords as unknown[] | undefined;
    if (!accounts?.length && !items?.length) ctx.addIssue({ code: "custom", path: ["accountRecords"], message: PURCHASE_MESSAGES.noRows });
  });
}
