import { defineDocumentKindInfo } from "~/modules/documents/kind";
import { PURCHASE_KIND_BASE, CASH_ROW_TYPES, DATE_FIELD, purchaseSample, VENDOR_REFERENCE, type PurchaseForm } from "./shared";

// A cash purchase: Dr its rows, Cr the account it was paid from; paid by Cheque, its check is
// TO BE PRINTED.

export const cashPurchaseInfo = defineDocumentKindInfo({
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
    aliases: { payFrom: "payFromAccountId" },
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
      ["payFrom", "deliveryDate", "vendorReference"],
    ],
    vendor: { label: "Vendor Name", search: true },
    payFrom: { field: "payFromAccountId", label: "Pay From" },
    date: DATE_FIELD,
    saveAsDraft: false,
    reference: VENDOR_REFERENCE,
  } satisfies PurchaseForm,
});
