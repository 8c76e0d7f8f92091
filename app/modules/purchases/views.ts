import type { DocumentKind, DocumentStatus } from "./schema";

// What the purchase screens and the API read (client-safe types; the queries that fill them are in
// document-reads.server.ts).

/** A vendor as the purchase forms' vendor select and search offer it (active vendors only). */
export interface VendorChoice {
  id: number;
  vendorId: string;
  vendorName: string;
  phone: string;
  email: string;
}

/** An account a row or a Pay From select offers. */
export interface AccountChoice {
  id: number;
  accountNumber: string;
  accountName: string;
  accountType: string;
}

/** A paying account, with its balance as the select shows it and what it can still pay. */
export interface PayFromChoice extends AccountChoice {
  /** On the account's normal side, "1234.50" */
  currentBalance: string;
  creditLimit: string | null;
}

export interface PaymentTermChoice {
  id: number;
  name: string;
  type: "fixed" | "date";
  netDueIn: number | null;
  netDueBefore: number | null;
  /** The company's default term for the document's side (Company Preferences): a party without its own term gets it. */
  companyDefault?: boolean;
}

/** The term a chosen party brings to a document: its own, else the company's default for the side, else none. */
export function partyTermOrDefault(partyTermId: number | null | undefined, terms: readonly PaymentTermChoice[]): string {
  if (partyTermId) return String(partyTermId);
  const companyDefault = terms.find((t) => t.companyDefault);
  return companyDefault ? String(companyDefault.id) : "";
}

export interface DocumentAccountRecord {
  lineNo: number;
  accountId: number;
  accountNumber: string;
  accountName: string;
  description: string;
  /** "123.45" */
  amount: string;
}

export interface DocumentItemRecord {
  lineNo: number;
  itemId: number;
  itemName: string;
  itemType: string;
  /** The account the row debits (or credits, on a vendor credit): the item's expense account */
  accountId: number;
  description: string;
  /** "2.5000" */
  quantity: string;
  /** "4.50" */
  unitPrice: string;
  amount: string;
}

export interface DocumentJournalLine {
  accountNumber: string | null;
  accountName: string | null;
  memo: string;
  debit: string;
  credit: string;
}

/** A saved purchase document as the document screen and `GET /api/vendor/documents/:id` show it. */
export interface PurchaseDocumentView {
  id: number;
  kind: DocumentKind;
  /** Its journal entry's number (BILL-0007); "DRAFT" for a draft bill */
  number: string;
  status: DocumentStatus;
  vendorId: number | null;
  vendorName: string | null;
  contactName: string;
  phone: string;
  billTo: string;
  /** YYYY-MM-DD */
  date: string;
  dueDate: string | null;
  deliveryDate: string | null;
  paymentTermId: number | null;
  paymentTermName: string | null;
  vendorReference: string;
  paymentMethod: string | null;
  toBePrinted: boolean;
  chequeNo: string;
  payFromAccountId: number | null;
  payFromAccountName: string | null;
  /** Vendor credits: the bank account a refund was received into */
  bankAccountId: number | null;
  bankAccountName: string | null;
  comments: string;
  total: string;
  amountPaid: string;
  version: number;
  accountRecords: DocumentAccountRecord[];
  itemRecords: DocumentItemRecord[];
  journalEntry: { id: number; entryNo: string; entryDate: string; lines: DocumentJournalLine[] } | null;
}
