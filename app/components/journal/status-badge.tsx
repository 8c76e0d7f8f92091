import { cn } from "~/components/ui/cn";

export type JournalStatus = "draft" | "posted" | "cancelled";

export const STATUS_LABELS: Record<JournalStatus, string> = { draft: "Draft", posted: "Posted", cancelled: "Cancelled" };

const tones: Record<JournalStatus, string> = {
  draft: "bg-amber-50 text-amber-800 ring-amber-200",
  posted: "bg-green-50 text-green-700 ring-green-200",
  cancelled: "bg-slate-100 text-slate-600 ring-slate-200",
};

export function StatusBadge({ status }: { status: JournalStatus }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset", tones[status])}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** A draft has no number until it is posted. */
export const entryNumberLabel = (entry: { entryNo: string; status: JournalStatus }) => (entry.status === "draft" ? "Draft" : entry.entryNo);

/** The Journal Entries list as a breadcrumb step (see dashboardTrail). */
export const JOURNAL_ENTRIES_STEP = { label: "Journal Entries", to: "journal-entries" };
