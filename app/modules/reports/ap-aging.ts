// The payables reports' buckets and labels, shared by the server (ap-aging.server.ts) and the screens.

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
