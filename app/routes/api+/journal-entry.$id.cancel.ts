import * as z from "zod";
import { isIsoDate, parseUsDate } from "~/lib/dates";
import { cancelJournalEntry, findJournalEntryCompanyId } from "~/modules/journal/journal-entries.server";
import { api, byMethod, idParam } from "./__api.server";

// POST /api/journal-entry/:id/cancel { date? } → { journalEntry, reversal }: the posted entry is
// reversed by a new entry (dated `date`, default the entry's own date) and marked cancelled.

const INVALID_DATE = "Date must be a valid date (MM/DD/YYYY)";

const body = z.object({
  date: z
    .preprocess(
      (v) => (v === null || v === "" ? undefined : v),
      z
        .string({ error: INVALID_DATE })
        .transform((v, ctx) => {
          const iso = isIsoDate(v.trim()) ? v.trim() : parseUsDate(v);
          if (!iso) {
            ctx.addIssue({ code: "custom", message: INVALID_DATE });
            return z.NEVER;
          }
          return iso;
        })
        .optional(),
    )
    .describe("YYYY-MM-DD or MM/DD/YYYY; default the entry's date"),
});

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Journal entries",
        summary: "Cancel a posted entry by posting its reversal: { journalEntry, reversal }",
        responses: { 200: "Cancelled", 400: "Invalid date", 404: "Journal entry not found", 409: "Not posted, or already cancelled" },
      },
      params: idParam("id"),
      body,
    },
    async ({ db, params, body, contextOf }) => {
      const ctx = await contextOf(findJournalEntryCompanyId, params.id);
      const { entry, reversal } = await cancelJournalEntry(db, ctx, params.id, {
        date: body.date,
      });
      return { journalEntry: entry, reversal };
    },
  ),
});
