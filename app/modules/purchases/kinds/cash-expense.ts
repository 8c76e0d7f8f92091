import { defineDocumentKindInfo } from "~/modules/documents/kind";
import { PURCHASE_KIND_BASE, CASH_ROW_TYPES, expenseForm, purchaseSample } from "./shared";

// A cash expense: Dr its rows, Cr the cash, bank, card or Paypal account it was paid from.

export const cashExpenseInfo = defineDocumentKindInfo({
  name: "cash_expense",
  ...PURCHASE_KIND_BASE,
  labels: { title: "Cash Expense", created: "Cash expense created successfully!", centerKind: "Expense", inventoryView: "expenses" },
  entryType: "EXP",
  party: { side: "vendor", required: false },
  accounts: {
    rows: CASH_ROW_TYPES,
    payFrom: ["Cash", "Bank", "Credit Card", "Paypal"],
    refund: null,
  },
  posting: { rows: "debit", against: "payFrom" },
  stock: "receive",
  api: {
    path: "/api/vendor/cash-expense",
    summary: "A cash expense: Dr its rows, Cr the Pay From account (Cash, Bank, Credit Card, Paypal)",
    aliases: { payFrom: "payFromAccountId" },
    sample: (refs) => ({ ...purchaseSample(refs), payFromAccountId: refs.accountOfType("Bank") }),
  },
  form: expenseForm("cash-expense", "Cash Expense"),
});
