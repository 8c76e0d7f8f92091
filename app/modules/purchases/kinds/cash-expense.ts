import * as z from "zod";
import { optionalId } from "~/modules/documents/fields";
import { defineDocumentKind } from "~/modules/documents/kind";
import { purchaseHeaderFields, purchaseSample, type PurchaseForm } from "./shared";

// A cash expense: Dr its rows, Cr the cash, bank, card or Paypal account it was paid from.

export const cashExpenseSchema = z.object({
  ...purchaseHeaderFields,
  payFromAccountId: optionalId,
});

export const cashExpenseKind = defineDocumentKind({
  name: "cash_expense",
  module: "purchases",
  table: "purchase_documents",
  labels: { title: "Cash Expense", created: "Cash expense created successfully!", centerKind: "Expense", inventoryView: "expenses" },
  entryType: "EXP",
  party: { side: "vendor", required: false },
  schema: cashExpenseSchema,
  rowKinds: ["account", "item"],
  accounts: {
    rows: ["Expense", "Other Expense", "Cost of Goods Sold", "Inventory Asset"],
    payFrom: ["Cash", "Bank", "Credit Card", "Paypal"],
    refund: null,
  },
  posting: { rows: "debit", against: "payFrom" },
  stock: "receive",
  statuses: ["posted", "void"],
  listColumns: [],
  csvColumns: [],
  api: {
    path: "/api/vendor/cash-expense",
    summary: "A cash expense: Dr its rows, Cr the Pay From account (Cash, Bank, Credit Card, Paypal)",
    sample: (refs) => ({ ...purchaseSample(refs), payFromAccountId: refs.accountOfType("Bank") }),
  },
  form: {
    slug: "cash-expense",
    title: "Cash Expense",
    numberLabel: "No.",
    commentsLabel: "Comments",
    header: [["payFrom", "vendor", "contact", "date", "number"]],
    vendor: { label: "Vendor Name", search: false },
    payFrom: { field: "payFromAccountId", label: "Pay From" },
    date: { label: "Date", invalidMessage: "Date must be a valid date (MM/DD/YYYY)" },
    saveAsDraft: false,
  } satisfies PurchaseForm,
});
