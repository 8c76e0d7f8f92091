import { defineDocumentKindInfo } from "~/modules/documents/kind";
import { DEPOSIT_TO_TYPES, SALES_CSV_COLUMNS, SALES_KIND_BASE, SALES_ROW_TYPES, salesSample, type SalesForm } from "./shared";

// A cash sale (sales receipt): a sale paid at once. It posts Dr the account the money went into
// (a bank, cash or Paypal account, or Undeposited Funds until a deposit), Cr its rows' income and
// the sales tax; inventory rows issue stock at average cost.

export const cashSaleInfo = defineDocumentKindInfo({
  name: "cash_sale",
  ...SALES_KIND_BASE,
  labels: { title: "Cash Sale", created: "Cash sale created successfully!", centerKind: "Cash Sale", inventoryView: "cashSales" },
  entryType: "CS",
  party: { side: "customer", required: true },
  accounts: { rows: SALES_ROW_TYPES, payFrom: DEPOSIT_TO_TYPES, refund: null },
  posting: { rows: "credit", against: "payFrom" },
  stock: "issue",
  statuses: ["posted", "void"],
  csvColumns: SALES_CSV_COLUMNS,
  api: {
    path: "/api/customer/cash-sales",
    summary: "A cash sale: Dr the deposit account (a bank, cash, Paypal or Undeposited Funds), Cr its rows' income and the sales tax",
    aliases: { depositTo: "depositToAccountId" },
    sample: (refs) => ({
      ...salesSample(refs),
      depositToAccountId: refs.accountOfType("Bank"),
      paymentMethod: "Cash",
      paymentReference: "",
    }),
  },
  form: {
    slug: "new-cash-sale",
    title: "New Cash Sale",
    numberLabel: "Sale No.",
    dateLabel: "Date",
    saveAsDraft: false,
    depositTo: { label: "Deposit To" },
    terms: false,
  } satisfies SalesForm,
});
