import { defineDocumentKindInfo } from "~/modules/documents/kind";
import { PURCHASE_KIND_BASE, BILL_ROW_TYPES, expenseForm, purchaseSample } from "./shared";

// A credit card charge (the Credit Card Expense screen): Dr its rows, Cr the card it was paid with.

export const creditCardChargeInfo = defineDocumentKindInfo({
  name: "credit_card_charge",
  ...PURCHASE_KIND_BASE,
  labels: {
    title: "Credit Card Charge",
    created: "Credit card expense created successfully!",
    centerKind: "Expense",
    inventoryView: "expenses",
  },
  entryType: "CCE",
  party: { side: "vendor", required: false },
  accounts: {
    rows: BILL_ROW_TYPES,
    payFrom: ["Credit Card"],
    refund: null,
  },
  posting: { rows: "debit", against: "payFrom" },
  stock: "receive",
  api: {
    path: "/api/vendor/credit-card-expense",
    summary: "A credit card charge: Dr its rows, Cr the card (Pay From: a Credit Card account)",
    aliases: { payFrom: "payFromAccountId" },
    sample: (refs) => ({ ...purchaseSample(refs), payFromAccountId: refs.accountOfType("Credit Card") }),
  },
  form: expenseForm("credit-card-expense", "Credit Card Charge"),
});
