import * as z from "zod";
import { deleteDraft, findJournalEntryCompanyId, getJournalEntry, updateDraft } from "~/modules/journal/journal-entries.server";
import { journalDraftUpdateSchema } from "~/modules/journal/schema";
import { api, byMethod, idParam } from "./__api.server";

// GET /api/journal-entry/:id → { journalEntry }; PUT (a draft's entryDate, comments, entries and the
// version read with it: a stale one is a 409, ADR 0014) →
// { journalEntry }; DELETE (drafts only) → { success, message }. A posted entry is never changed or
// deleted (409): it is cancelled. The entry is found only through a company the user owns (else 404).

const params = idParam("id");

/** Rows may name their account `account` (the spec's name) or `accountId`, as on creation. */
const draftBody = z.preprocess((v) => {
  if (!v || typeof v !== "object" || !Array.isArray((v as { entries?: unknown }).entries)) return v;
  const body = v as { entries: unknown[] };
  return {
    ...body,
    entries: body.entries.map((row) =>
      row && typeof row === "object" && !("accountId" in row) ? { ...row, accountId: (row as { account?: unknown }).account } : row,
    ),
  };
}, journalDraftUpdateSchema);

export const loader = api(
  {
    doc: {
      tag: "Journal entries",
      summary: "One journal entry with its lines and totals: { journalEntry }",
      responses: { 200: "The entry", 404: "Journal entry not found" },
    },
    params,
  },
  async ({ db, params, companyOf }) => {
    const { id } = await companyOf(findJournalEntryCompanyId, params.id);
    return { journalEntry: await getJournalEntry(db, id, params.id) };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Journal entries",
        summary: "Change a draft, with the version read: { journalEntry }",
        responses: {
          200: "Updated",
          400: "Invalid input",
          404: "Journal entry not found",
          409: "Not a draft (a posted entry is cancelled, never changed), or changed by someone else since its version was read",
        },
      },
      params,
      body: draftBody,
    },
    async ({ db, params, body, contextOf }) => {
      const ctx = await contextOf(findJournalEntryCompanyId, params.id);
      return { journalEntry: await updateDraft(db, ctx, params.id, body) };
    },
  ),
  DELETE: api(
    {
      doc: {
        tag: "Journal entries",
        summary: "Delete a draft",
        responses: { 200: "Deleted", 404: "Journal entry not found", 409: "Not a draft: a posted entry is cancelled, never deleted" },
      },
      params,
    },
    async ({ db, params, contextOf }) => {
      const ctx = await contextOf(findJournalEntryCompanyId, params.id);
      await deleteDraft(db, ctx, params.id);
      return { success: true, message: "Journal entry deleted" };
    },
  ),
});
