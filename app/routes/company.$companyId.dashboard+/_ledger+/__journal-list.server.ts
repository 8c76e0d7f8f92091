import { isoDate } from "~/lib/dates";
import { journalListQuerySchema } from "~/modules/journal/schema";

// The Journal Entries list's filters, checked on the server. Beside the route rather than in it, so
// that the list's browser script does not import the ledger's schemas (and zod with them).

/**
 * The filters the list applies, from the filters as typed (`raw`: from, to, status, q), and the
 * message of each one that makes no sense (that filter is dropped, the others kept).
 */
export function readJournalListFilters<K extends string>(raw: Record<K, string>) {
  // The date pickers send MM/DD/YYYY; the query schema reads ISO dates.
  const input: Record<string, string> = { ...raw };
  for (const key of ["from", "to"]) if (input[key]) input[key] = isoDate(input[key]) ?? input[key];
  let parsed = journalListQuerySchema.safeParse(input);
  const errors: Partial<Record<K, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as K;
      errors[key] = issue.message;
      input[key] = "";
    }
    parsed = journalListQuerySchema.safeParse(input);
  }
  const filters = parsed.success ? parsed.data : { type: "JE" as const };
  return { errors, filters };
}
