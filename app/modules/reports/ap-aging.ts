// The payables reports' buckets, labels and item shapes, shared by the server (ap-aging.server.ts)
// and the screens.
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

/** The kinds of open item on Accounts Payable (ap-aging.server.ts says what each is). */
export type ApItemKind = "bill" | "credit" | "entry" | "early-payment" | "early-credit";

export interface ApAgingItem {
  kind: ApItemKind;
  /** The document (bill, vendor credit), the payment (early payment) or the journal entry (entry). */
  id: number;
  /** What the report's Type column says: Bill, Vendor Credit, Pay Bill, Opening Balance, … */
  type: string;
  number: string;
  vendorId: number | null;
  /** "" for a posting without a vendor */
  vendorName: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD: a bill's due date; the date itself for the other kinds */
  dueDate: string;
  /** Days past due on the report's date (0 or less: not yet due) */
  daysPastDue: number;
  bucket: AgingBucket;
  /** The original amount, signed as the open balance (credits negative) */
  amount: Cents;
  /** What was still open on the report's date (credits negative) */
  open: Cents;
  memo: string;
}

export interface ApDetailGroup {
  /** The bucket (aging detail) or the vendor ("" for postings without a vendor) */
  key: string;
  vendorId: number | null;
  label: string;
  /** The group's open balance (all its items, on every page) */
  open: Cents;
  /** Items of the group (on every page) */
  count: number;
  /** The group starts on this page (its heading belongs here) */
  starts: boolean;
  /** The group ends on this page (its subtotal belongs here) */
  ends: boolean;
  items: ApAgingItem[];
}
