import * as z from "zod";
import { readSalesDocument } from "~/modules/sales/document-reads.server";
import { createSalesDocument, type SalesDocumentInput } from "~/modules/sales/documents.server";
import { SALES_KIND, type SalesKindName } from "~/modules/sales/kinds";
import { salesAccountRowSchema, salesItemRowSchema } from "~/modules/sales/kinds/shared.schema";
import { kindCreateAction } from "./__document-api.server";

// The sales documents' API: POST /api/customer/invoices, /cash-sales and /credit-memos through the
// document kinds' one adapter (__document-api.server.ts), with the sales service.

/** The sales documents' rows as a client sends them: every field of a row may be left out. */
const SALES_ROWS = {
  accountRecords: z
    .array(salesAccountRowSchema.partial())
    .optional()
    .describe(
      "Account rows (accountId of an Income or Other Income account, description, amount, taxable); a row without both an account and an amount is dropped",
    ),
  itemRecords: z
    .array(salesItemRowSchema.partial())
    .optional()
    .describe(
      "Item rows (itemId, itemType, description, quantity, unitPrice — blank: the item's sales price, taxable — blank: the item's flag); a row without both an item and a type is dropped, a row with them needs its quantity. An inventory item or assembly goes out of stock at average cost (409 when less is on hand; a credit memo brings it back)",
    ),
};

/** A sales kind's POST. */
export function salesCreateAction(kind: SalesKindName) {
  return kindCreateAction(SALES_KIND[kind], {
    rows: SALES_ROWS,
    save: (db, ctx, input: SalesDocumentInput) => createSalesDocument(db, ctx, kind, input),
    read: readSalesDocument,
  });
}
