import { defineDocumentKindInfo } from "~/modules/documents/kind";
import { SALES_CSV_COLUMNS, SALES_KIND_BASE, SALES_ROW_TYPES, salesSample, type SalesForm } from "./shared";

// An invoice: what a customer owes for a sale, due by its payment term. Saved open it posts
// Dr Accounts Receivable for the customer, Cr each row's income account and Cr the tax rate's
// liability account (less a discount, debited to its account); its inventory rows issue stock at
// average cost (Dr Cost of Goods Sold, Cr the item's assets account). A draft posts nothing.

export const invoiceInfo = defineDocumentKindInfo({
  name: "invoice",
  ...SALES_KIND_BASE,
  labels: { title: "Invoice", created: "Invoice created successfully!", centerKind: "Invoice", inventoryView: "invoices" },
  entryType: "INV",
  party: { side: "customer", required: true },
  accounts: { rows: SALES_ROW_TYPES, payFrom: null, refund: null },
  posting: { rows: "credit", against: "party" },
  stock: "issue",
  statuses: ["open", "draft", "paid", "void"],
  csvColumns: SALES_CSV_COLUMNS,
  api: {
    path: "/api/customer/invoices",
    summary:
      "An invoice: Dr Accounts Receivable for the customer, Cr its rows' income and the sales tax; inventory rows issue stock at average cost; status draft posts nothing",
    sample: (refs) => ({ ...salesSample(refs), paymentTermId: null, dueDate: "2025-04-01", status: "open" }),
  },
  form: {
    slug: "create-invoice",
    title: "Create Invoice",
    numberLabel: "Invoice No.",
    dateLabel: "Invoice Date",
    saveAsDraft: true,
    depositTo: null,
    terms: true,
  } satisfies SalesForm,
});
