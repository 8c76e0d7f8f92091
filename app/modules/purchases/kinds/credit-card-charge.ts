import * as z from "zod";
import { optionalId } from "~/modules/documents/fields";
import { defineDocumentKind } from "~/modules/documents/kind";
import { purchaseHeaderFields, purchaseSample, type PurchaseForm } from "./shared";

// A credit card charge (the Credit Card Expense screen): Dr its rows, Cr the card it was paid with.

export const creditCardChargeSchema = z.object({
  ...purchaseHeaderFields,
  payFromAccountId: optionalId,
});

export const creditCardChargeKind = defineDocumentKind({
  name: "credit_card_charge",
  module: "purchases",
  table: "purchase_documents",
  labels: {
    title: "Credit Card Charge",
    created: "Credit card expense created successfully!",
    centerKind: "Expense",
    inventoryView: "expenses",
  },
  entryType: "CCE",
  party: { side: "vendor", required: false },
  schema: creditCardChargeSchema,
  rowKinds: ["account", "item"],
  accounts: {
    rows: ["Expense", "Other Expense", "Cost of Goods Sold", "Fixed Asset", "Other current Asset", "Inventory Asset"],
    payFrom: ["Credit Card", "Current Liability"],
    refund: null,
  },
  posting: { rows: "debit", against: "payFrom" },
  stock: "receive",
  statuses: ["posted", "void"],
  listColumns: [],
  csvColumns: [],
  api: {
    path: "/api/vendor/credit-card-expense",
    summary: "A credit card charge: Dr its rows, Cr the card (Pay From: Credit Card or Current Liability)",
    sample: (refs) => ({ ...purchaseSample(refs), payFromAccountId: refs.accountOfType("Credit Card") }),
  },
  form: {
    slug: "credit-card-expense",
    title: "Credit Card Charge",
    numberLabel: "No.",
    commentsLabel: "Comments",
    header: [["payFrom", "vendor", "contact", "date", "number"]],
    vendor: { label: "Vendor Name", search: false },
    payFrom: { field: "payFromAccountId", label: "Pay From" },
    date: { label: "Date", invalidMessage: "Date must be a valid date (MM/DD/YYYY)" },
    saveAsDraft: false,
  } satisfies PurchaseForm,
});
