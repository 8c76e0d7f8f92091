import * as z from "zod";
import { createJournalEntry, JOURNAL_ENTRY_TYPE, listJournalEntries } from "~/modules/journal/journal-entries.server";
import { journalEntrySchema, journalListQuerySchema } from "~/modules/journal/schema";
import { api, byMethod, idParam, json } from "./__api.server";

// GET /api/journal-entry/company/:companyId?from&to&status&q&page&perPage → { journalEntries, total, page, perPage }
// POST /api/journal-entry/company/:companyId?type=JE (entryDate, comments, entries, status?) → 201 { journalEntry }
// Only JE entries are entered by hand; the other types come from their documents.

const params = idParam("companyId");

const ONLY_JE = "Only JE entries can be created here";
const entryType = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? JOURNAL_ENTRY_TYPE : typeof v === "string" ? v.trim().toUpperCase() : v),
  z.literal(JOURNAL_ENTRY_TYPE, { error: ONLY_JE }),
);

const wholeNumber = (name: string, fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ error: `${name} must be a whole number from 1 to ${max}` })
      .int(`${name} must be a whole number from 1 to ${max}`)
      .min(1, `${name} must be a whole number from 1 to ${max}`)
      .max(max, `${name} must be a whole number from 1 to ${max}`)
      .default(fallback),
  );

const listQuery = journalListQuerySchema.extend({
  page: wholeNumber("page", 1, 1_000_000),
  perPage: wholeNumber("perPage", 10, 100),
});

export const loader = api(
  {
    doc: {
      tag: "Journal entries",
      summary: "Journal entries, newest first: { journalEntries, total, page, perPage }",
      responses: { 200: "Journal entries", 400: "Invalid query", 404: "Company not found" },
    },
    params,
    query: listQuery,
  },
  async ({ db, params, query, company }) => {
    const { id } = await company(params.companyId);
    const { page, perPage, ...filters } = query;
    const list = await listJournalEntries(db, id, filters, { page, perPage });
    return { journalEntries: list.items, total: list.total, page: list.page, perPage: list.perPage };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Journal entries",
        summary: "Enter a journal entry, posted at once unless status is draft: { journalEntry }",
        responses: { 201: "Created", 400: "Invalid, unbalanced or cross-company entry, or a type other than JE", 404: "Company not found" },
      },
      params,
      query: z.object({ type: entryType }),
      // The body may name its type too (entryDate, comments, entries, type).
      body: z.intersection(journalEntrySchema, z.object({ type: entryType })),
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      const { type: _type, ...input } = body;
      return json({ journalEntry: await createJournalEntry(db, ctx, input) }, 201);
    },
  ),
});
