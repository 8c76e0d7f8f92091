import { defineDocumentKindInfo } from "~/modules/documents/kind";
import { SALES_CSV_COLUMNS, SALES_KIND_BASE, SALES_ROW_TYPES, salesSample, type SalesForm } from "./shared";

// A credit memo: the reverse of an invoice. It posts Dr its rows' income and the sales tax,
// Cr Accounts Receivable for the customer; returned inventory comes back into stock at its
// average cost (Dr the item's assets account, Cr Cost of Goods Sold). Open until applied in
// Receive Payment or refunded.

export const creditMemoInfo = defineDocumentKindInfo({
  name: "credit_memo",
  ...SALES_KIND_BASE,
  labels: {
    title: "Credit Memo",
    created: "Credit memo created successfully!",
    centerKind: "Credit Memo",
    inventoryView: "customerCreditNotes",
  },
  entryType: "CM",
  party: { side: "customer", required: true },
  accounts: { rows: SALES_ROW_TYPES, payFrom: null, refund: null },
  posting: { rows: "debit", against: "party" },
  stock: "receive",
  statuses: ["open", "paid", "void"],
  csvColumns: SALES_CSV_COLUMNS,
  api: {
    path: "/api/customer/credit-memos",
    summary:
      "A credit memo: Dr its rows' income and the sales tax, Cr Accounts Receivable for the customer; returned inventory comes back at average cost",
    sample: (refs) => salesSample(refs),
  },
  form: {
    slug: "new-credit-memo",
    title: "New Credit Memo",
    numberLabel: "Credit No.",
    dateLabel: "Date",
    saveAsDraft: false,
    depositTo: null,
    terms: false,
  } satisfies SalesForm,
});
