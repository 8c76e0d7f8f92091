// The aging reports' buckets, labels and item shapes, shared by the payables reports
// (ap-aging.server.ts), the receivables reports (ar-aging.server.ts) and the screens. A party is
// the vendor (payables) or the customer (receivables) an item belongs to.
import type { Cents } from "~/lib/money";

export const AGING_BUCKETS = ["current", "1-30", "31-60", "61-90", "over-90"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: "Current",
  "1-30": "1 - 30",
  "31-60": "31 - 60",
  "61-90": "61 - 90",
  "over-90": "> 90",
};

/** The bucket of an item `days` past due (0 or less: not yet due). */
export function agingBucket(days: number): AgingBucket {
  if (days <= 0) return "current";
  if (days <= 30) return "1-30";
  if (days <= 60) return "31-60";
  if (days <= 90) return "61-90";
  return "over-90";
}

/** How postings without a vendor are labelled. */
export const NO_VENDOR = "No vendor";
/** How postings on Accounts Receivable without a customer are labelled. */
export const NO_CUSTOMER = "No customer";

/** The kinds of open item on Accounts Payable (ap-aging.server.ts says what each is). */
export type ApItemKind = "bill" | "credit" | "entry" | "early-payment" | "early-credit";
/** The kinds of open item on Accounts Receivable (ar-aging.server.ts says what each is). */
export type ArItemKind = "invoice" | "credit-memo" | "payment" | "refund" | "entry";

export interface AgingItem<Kind extends string = ApItemKind | ArItemKind> {
  kind: Kind;
  /** The document (bill, invoice, credit), the payment or refund, or the journal entry (entry). */
  id: number;
  /** What the report's Type column says: Bill, Invoice, Vendor Credit, Payment, Opening Balance, … */
  type: string;
  number: string;
  /** The vendor or customer; null for a posting without one */
  partyId: number | null;
  /** "" for a posting without a party */
  partyName: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD: a bill's or invoice's due date; the date itself for the other kinds */
  dueDate: string;
  /** Days past due on the report's date (0 or less: not yet due) */
  daysPastDue: number;
  bucket: AgingBucket;
  /** The original amount, signed as the open balance (credits negative) */
  amount: Cents;
  /** What was still open on the report's date (credits negative) */
  open: Cents;
  memo: string;
  /** The journal entry the item drills down to (an entry, a payment's, a refund's), or null */
  entryId: number | null;
}
export type ApAgingItem = AgingItem<ApItemKind>;

export interface AgingDetailGroup<Kind extends string = ApItemKind | ArItemKind> {
  /** The bucket (aging detail) or the party ("" for postings without one) */
  key: string;
  partyId: number | null;
  label: string;
  /** The group's open balance (all its items, on every page) */
  open: Cents;
  /** Items of the group (on every page) */
  count: number;
  /** The group starts on this page (its heading belongs here) */
  starts: boolean;
  /** The group ends on this page (its subtotal belongs here) */
  ends: boolean;
  items: AgingItem<Kind>[];
}
