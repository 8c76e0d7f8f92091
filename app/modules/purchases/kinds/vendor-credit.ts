import { defineDocumentKindInfo } from "~/modules/documents/kind";
import { PURCHASE_KIND_BASE, DATE_FIELD, purchaseSample, type PurchaseForm } from "./shared";

// A vendor credit: Dr Accounts Payable for the vendor (or the bank account a refund was received
// into), Cr its rows; its inventory rows go back to the vendor at average cost.

/** A vendor credit's bank account is optional: without one the credit lowers the vendor's balance. */
export const BANK_ACCOUNT_HINT = "Only for a refund received: leave empty to credit the vendor's balance.";

export const vendorCreditInfo = defineDocumentKindInfo({
  name: "vendor_credit",
  ...PURCHASE_KIND_BASE,
  labels: {
    title: "Vendor Credit",
    created: "Vendor credit created successfully!",
    centerKind: "Vendor Credit Note",
    inventoryView: "vendorCreditNotes",
  },
  entryType: "VCN",
  party: { side: "vendor", required: true },
  accounts: {
    rows: ["Expense", "Other Expense", "Cost of Goods Sold", "Other current Asset", "Fixed Asset"],
    payFrom: null,
    refund: ["Bank", "Cash", "Paypal"],
  },
  posting: { rows: "credit", against: "refundOrParty" },
  stock: "issue",
  api: {
    path: "/api/vendor/vendor-credit",
    summary: "A vendor credit: Dr Accounts Payable for the vendor (or the bankAccountId a refund went into), Cr its rows",
    aliases: { bankAccount: "bankAccountId", creditNoteNo: "vendorReference" },
    sample: (refs) => ({ ...purchaseSample(refs), bankAccountId: refs.accountOfType("Bank") }),
  },
  form: {
    slug: "vendor-credit",
    title: "Vendor Credit",
    numberLabel: "Credit Note No.",
    commentsLabel: "Comments",
    header: [["vendor", "contact", "payFrom", "date", "number", "vendorReference"]],
    vendor: { label: "Vendor Name", search: false },
    payFrom: { field: "bankAccountId", label: "Bank Account", hint: BANK_ACCOUNT_HINT },
    date: DATE_FIELD,
    saveAsDraft: false,
    /** The spec's creditNoteNo: the vendor's number of its credit note (the document's own is VCN-0001) */
    reference: { label: "Vendor's Credit Note" },
  } satisfies PurchaseForm,
});
