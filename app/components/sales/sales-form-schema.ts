import type * as z from "zod";
import { SALES_MESSAGES } from "~/modules/sales/constants";
import { SALES_KIND, type SalesKindName } from "~/modules/sales/kinds";

// The sales document form's checks, which need zod: each kind's form schema (the action's, and the
// browser's once loaded after the form appears, ADR 0027). Its zod-free state is in sales-form-data.ts.

/**
 * The kind's form schema: the kind's document schema (the API's) with the checks the service makes
 * first, so the browser can say them before saving — the customer, a cash sale's deposit account,
 * at least one row. The service checks them again, with the same words.
 */
export function salesFormSchema(kind: SalesKindName) {
  return (SALES_KIND[kind].schema as z.ZodType<Record<string, unknown>>).superRefine((value, ctx) => {
    if (value.customerId == null) ctx.addIssue({ code: "custom", path: ["customerId"], message: SALES_MESSAGES.customerRequired });
    if (SALES_KIND[kind].form.depositTo && value.depositToAccountId == null) {
      ctx.addIssue({ code: "custom", path: ["depositToAccountId"], message: SALES_MESSAGES.depositToRequired });
    }
    const accounts = value.accountRecords as unknown[] | undefined;
    const items = value.itemRecords as unknown[] | undefined;
    if (!accounts?.length && !items?.length) ctx.addIssue({ code: "custom", path: ["accountRecords"], message: SALES_MESSAGES.noRows });
  });
}
