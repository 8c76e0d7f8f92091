import { defineDocumentKindInfo } from "~/modules/documents/kind";
import { PURCHASE_KIND_BASE, BILL_ROW_TYPES, purchaseSample, VENDOR_REFERENCE, type PurchaseForm } from "./shared";

// A bill: what the company owes a vendor, due by its payment term. Saved open it posts Dr its
// rows, Cr Accounts Payable for the vendor; saved as a draft it posts nothing until saved open.
// Its zod-free half (what the screens load); its schema is in bill.schema.ts.

/** The columns of the bills' CSV (`ledgerline bills export`/`import`, the Bills list's export), in order. */
export const BILL_CSV_COLUMNS = [
  "Bill Number",
  "Vendor",
  "Bill Date",
  "Due Date",
  "Payment Terms",
  "Vendor Reference",
  "Contact",
  "Phone",
  "Memo",
  "Account",
  "Item",
  "Description",
  "Quantity",
  "Unit Price",
  "Amount",
  "Status",
] as const;

export const billInfo = defineDocumentKindInfo({
  name: "bill",
  ...PURCHASE_KIND_BASE,
  labels: { title: "Bill", created: "Bill created successfully!", centerKind: "Bill", inventoryView: "bills" },
  entryType: "BILL",
  party: { side: "vendor", required: true },
  accounts: {
    rows: BILL_ROW_TYPES,
    payFrom: null,
    refund: null,
  },
  posting: { rows: "debit", against: "party" },
  stock: "receive",
  statuses: ["open", "draft", "paid", "void"],
  listColumns: [
    { field: "date", label: "Bill Date" },
    { field: "number", label: "Bill No." },
    { field: "vendorName", label: "Vendor" },
    { field: "vendorReference", label: "Ref. No." },
    { field: "dueDate", label: "Due Date" },
    { field: "status", label: "Status" },
    { field: "total", label: "Total" },
    { field: "amountPaid", label: "Amount Paid" },
    { field: "amountDue", label: "Amount Due" },
    { field: "memo", label: "Memo" },
  ],
  csvColumns: BILL_CSV_COLUMNS,
  api: {
    path: "/api/vendor/bills",
    summary: "A bill: Dr its rows, Cr Accounts Payable for the vendor, due by its payment term; status draft posts nothing",
    sample: (refs) => ({ ...purchaseSample(refs), paymentTermId: null, dueDate: "2025-04-01", vendorReference: "INV-1", status: "open" }),
  },
  form: {
    slug: "enter-bill",
    title: "Enter Bill",
    numberLabel: "Bill No.",
    commentsLabel: "Memo",
    header: [["vendor", "contact", "date", "paymentTerm", "dueDate", "vendorReference", "number"]],
    vendor: { label: "Vendor", search: false },
    payFrom: null,
    date: { label: "Bill Date" },
    saveAsDraft: true,
    reference: VENDOR_REFERENCE,
  } satisfies PurchaseForm,
});
