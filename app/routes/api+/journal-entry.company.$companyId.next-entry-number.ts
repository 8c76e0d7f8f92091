import * as z from "zod";
import { JOURNAL_ENTRY_TYPE, nextJournalEntryNo } from "~/modules/journal/journal-entries.server";
import { api, idParam } from "./__api.server";

// GET /api/journal-entry/company/:companyId/next-entry-number?type=JE → { nextEntryNo } (not reserved:
// the number is taken when the entry is posted).

const query = z.object({
  type: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? JOURNAL_ENTRY_TYPE : typeof v === "string" ? v.trim().toUpperCase() : v),
    z.literal(JOURNAL_ENTRY_TYPE, { error: "Only JE entries can be created here" }),
  ),
});

export const loader = api(
  {
    doc: {
      tag: "Journal entries",
      summary: "The number the next journal entry will get: { nextEntryNo }",
      responses: { 200: "Next number", 404: "Company not found" },
    },
    params: idParam("companyId"),
    query,
  },
  async ({ db, params, company }) => {
    const { id } = await company(params.companyId);
    return { nextEntryNo: await nextJournalEntryNo(db, id) };
  },
);
