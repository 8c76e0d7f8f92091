import { findJournalEntryCompanyId, postJournalEntry } from "~/modules/journal/journal-entries.server";
import { api, byMethod, idParam } from "./__api.server";

// POST /api/journal-entry/:id/post → { journalEntry }: a draft is checked by every rule, numbered and posted.
export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Journal entries",
        summary: "Post a draft: { journalEntry }",
        responses: { 200: "Posted", 400: "The draft breaks a posting rule", 404: "Journal entry not found", 409: "Not a draft" },
      },
      params: idParam("id"),
    },
    async ({ db, params, contextOf }) => {
      const ctx = await contextOf(findJournalEntryCompanyId, params.id);
      return { journalEntry: await postJournalEntry(db, ctx, params.id) };
    },
  ),
});
