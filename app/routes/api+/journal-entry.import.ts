import { importJournal } from "~/modules/journal/journal-import.server";
import { journalImportSchema } from "~/modules/journal/schema";
import { api, byMethod, json } from "./__api.server";

// POST /api/journal-entry/import { companyId, format: "csv" | "ledger", content, dryRun?, createAccounts? }
//   → 201 { dryRun: false, entries, lines, totalDebits, firstDate, lastDate, accountsCreated,
//           reversalsLinked, firstEntryNo, lastEntryNo }  (200 and dryRun: true on a dry run)
//   → 400 { error, errors: { lines: ["line 4: …", …], missingAccounts?: [names] } }: nothing written
// The same import as `ledgerline journal import` (app/modules/journal/journal-import.server.ts).

/** The largest request read: the file travels inside the JSON body. */
const IMPORT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Journal entries",
        summary:
          "Import journal entries from a file's text, all or nothing: CSV (Date, Reference, Description, Memo, Account, Debit, Credit, Vendor; rows with the same Date and Reference are one entry) or the ledger journal `journal export` writes. Each entry is posted as a JE entry, its reference kept in its comments; createAccounts creates missing accounts from their journal names (Assets:Bank:1010 Checking). Answers { dryRun, entries, lines, totalDebits, firstDate, lastDate, accountsCreated, reversalsLinked, firstEntryNo, lastEntryNo }",
        responses: {
          200: "Dry run: what would be imported, nothing written",
          201: "Imported",
          400: "Invalid input, or problems in the file: errors.lines lists them as `line N: \u2026` (errors.missingAccounts the accounts the company lacks); nothing written",
          404: "Company not found",
          413: "Request body over 16 MB",
        },
      },
      body: journalImportSchema,
      bodyLimit: {
        bytes: IMPORT_BODY_LIMIT_BYTES,
        message:
          "The request body is larger than 16 MB: split the file, or import it with the command line (ledgerline journal import), which has no limit",
      },
    },
    async ({ db, body, context }) => {
      const ctx = await context(body.companyId);
      const { companyId: _companyId, ...input } = body;
      const result = await importJournal(db, ctx, input);
      return json(result, result.dryRun ? 200 : 201);
    },
  ),
});
