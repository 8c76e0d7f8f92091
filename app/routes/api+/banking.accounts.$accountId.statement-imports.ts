import { importStatement } from "~/modules/banking/statement-import.server";
import { STATEMENT_MESSAGES } from "~/modules/banking/statement-constants";
import { api, byMethod, idParam, json } from "./__api.server";
import { bankingContext } from "./__banking-api.server";
import { statementImportBody } from "./__bank-statement-api.server";

// POST /api/banking/accounts/:accountId/statement-imports { companyId, content, format?, fileName?,
// mapping?, dryRun? } → 201 { accountId, format, dryRun, lines, added, skipped, ignored, firstDate,
// lastDate, message } (200 on a dry run); 400 { error, errors: { lines: ["line 4: …"] } } for a bad
// file, nothing written. The same import as `ledgerline bank import`.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary:
          "Import a bank or card statement (OFX, QFX or CSV text) into the account's statement lines; lines it already has (the same FITID, or date, amount and description) are skipped: { lines, added, skipped, message }",
        responses: {
          200: "Dry run: what would be imported, nothing written",
          201: "Imported",
          400: "Invalid input, or problems in the file: errors.lines lists them as `line N: \u2026`; nothing written",
          404: "Company or account not found",
          413: "Request body over 16 MB",
        },
      },
      params: idParam("accountId"),
      body: statementImportBody,
      bodyLimit: { bytes: 16 * 1024 * 1024, message: STATEMENT_MESSAGES.fileTooLarge },
    },
    async ({ db, user, params, body, company }) => {
      const { companyId, ...input } = body;
      const ctx = await bankingContext({ user, company }, companyId);
      const result = await importStatement(db, ctx, params.accountId, input);
      return json(result, result.dryRun ? 200 : 201);
    },
  ),
});
