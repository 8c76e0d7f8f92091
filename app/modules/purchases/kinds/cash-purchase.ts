import * as z from "zod";
import { optionalText, checkbox } from "~/lib/zod-helpers";
import { documentDate, isBlank, optionalId } from "~/modules/documents/fields";
import { defineDocumentKind } from "~/modules/documents/kind";
import {
  PURCHASE_KIND_BASE,
  CASH_ROW_TYPES,
  DATE_FIELD,
  PURCHASE_PAYMENT_METHODS,
  purchaseHeaderFields,
  purchaseSample,
  type PurchaseForm,
} from "./shared";

// A cash purchase: Dr its rows, Cr the account it was paid from; paid by Cheque, its check is
// TO BE PRINTED.

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

export const cashPurchaseKind = defineDocumentKind({
  name: "cash_purchase",
  ...PURCHASE_KIND_BASE,
  labels: {
    title: "Cash Purchase",
    created: "Cash purchase created successfully!",
    centerKind: "Cash Purchase",
    inventoryView: "cashPurchases",
  },
  entryType: "CP",
  party: { side: "vendor", required: true },
  schema: cashPurchaseSchema,
  accounts: {
    rows: CASH_ROW_TYPES,
    payFrom: ["Cash", "Bank", "Paypal", "Credit Card", "Other current Asset"],
    refund: null,
  },
  posting: { rows: "debit", against: "payFrom" },
  stock: "receive",
  api: {
    path: "/api/vendor/cash-purchase",
    summary: "A cash purchase: Dr its rows, Cr the Pay From account; a Cheque payment is TO BE PRINTED",
    sample: (refs) => ({
      ...purchaseSample(refs),
      payFromAccountId: refs.accountOfType("Bank"),
      billTo: "Sweep Supplies\n1 Road",
      paymentMethod: "Cheque",
      toBePrinted: true,
      deliveryDate: "2025-03-05",
    }),
  },
  form: {
    slug: "cash-purchase",
    title: "New Cash Purchase",
    numberLabel: "No.",
    commentsLabel: "Comments",
    header: [
      ["vendor", "contact", "billTo", ["date", "number"], ["paymentMethod"]],
      ["payFrom", "deliveryDate"],
    ],
    vendor: { label: "Vendor Name", search: true },
    payFrom: { field: "payFromAccountId", label: "Pay From" },
    date: DATE_FIELD,
    saveAsDraft: false,
  } satisfies PurchaseForm,
});
