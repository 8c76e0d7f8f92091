import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { companyContext } from "~/modules/companies/companies.server";
import { HR_IMPORT_MODES } from "~/modules/consultants/constants";
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES, readImportBytes, refusalStatus } from "~/modules/imports/imports.server";
import { importNow, startImportJob } from "~/modules/imports/jobs.server";
import { IMPORT_KINDS, importKindFor } from "~/modules/imports/kinds.server";
import { DomainError } from "~/utils/errors";
import { api, byMethod, json, readBodyBytes } from "./__api.server";

// POST /api/company/:companyId/imports/:kind?dryRun=true — a CSV file (text/csv body, in any of
// the encodings the CLI reads) imported as Company › Import From CSV imports it, through the same
// importer as the CLI's `<kind> import`. 200 { outcome } for a dry run (the import run and rolled
// back: what it would create), 201 { outcome } once imported; a refused file is 400 { error,
// errors: { lines: ["row 3: …"] } } and nothing is written, or 409 when the books already hold it
// (the same HR file imported before: the outcome's typed refusal). hr-timesheets takes
// ?mode=replace to replace the hours an earlier HR import wrote (ADR 0086). ?background=true imports
// it as a job of the server (ADR 0089): 202 { jobId, status } with its Location, GET
// …/imports/jobs/{jobId} says how far it is and, once ended, its outcome. A company with an import
// running is refused another (409).

const flag = z.enum(["true", "false"], { error: "must be true or false" }).optional();

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Imports",
        summary:
          "Import a CSV file (the body, text/csv) of vendors, customers, items, accounts, journal entries, bills, invoices, bill payments " +
          "or (IT consulting companies) HR timesheets (?mode=replace: a corrected export replaces hours an earlier HR import wrote), " +
          "all or nothing; ?dryRun=true checks it in a transaction rolled back: { outcome: { ok, rowsRead, message, facts, problems, details } }; " +
          "?background=true imports it as a job: 202 { jobId, status }, Location its GET imports/jobs/{jobId}",
        consumes: "text/csv",
        responses: {
          200: "Dry run: what would be imported, nothing written",
          201: "Imported",
          202: "Background: the job is queued; its Location says how far it is",
          400: "Problems in the file: errors.lines lists them as `line N: …` (or `row N: …`); nothing written",
          404: "Company not found, or no such kind (hr-timesheets: not an IT consulting company)",
          409: "An import is already running for this company, or (hr-timesheets) the same file (its text) was already imported; nothing written",
          413: "Body over 32 MB",
        },
      },
      params: z.object({
        companyId: z.coerce.number({ error: "Not found" }).int().positive().max(MAX_ROW_ID),
        kind: z.enum(IMPORT_KINDS),
      }),
      query: z.object({
        dryRun: flag.describe("true: check only, nothing written"),
        createAccounts: flag.describe("journal: create missing accounts"),
        mode: z
          .enum(HR_IMPORT_MODES, { error: "must be add or replace" })
          .optional()
          .describe(
            "hr-timesheets: add (default) refuses a day that has hours; replace replaces the hours an earlier HR import wrote on a draft " +
              "or submitted week (hours typed on the timesheet and approved weeks are still refused); outcome.details lists each replacement",
          ),
        background: flag.describe("true: import as a background job (202), its progress at GET imports/jobs/{jobId}"),
      }),
    },
    async ({ db, user, request, params, query, company }) => {
      const found = await company(params.companyId);
      // A kind of one industry only (HR timesheets: IT consulting) is no such kind to any other company.
      if (!importKindFor(params.kind, found.industryId)) throw new DomainError("No such import", 404);
      const bytes = await readBodyBytes(request, { bytes: MAX_IMPORT_BYTES, message: IMPORT_MESSAGES.fileTooLarge });
      const { content, encoding } = readImportBytes(bytes);
      const dryRun = query.dryRun === "true";
      const ctx = companyContext(found, user.id);
      const options = { createAccounts: query.createAccounts === "true", mode: query.mode };
      const file = { kind: params.kind, fileName: "", content, encoding, options };
      if (query.background === "true") {
        if (dryRun) throw new DomainError("A dry run answers at once: leave out background=true.", 400);
        const job = await startImportJob(db, ctx, file);
        return json({ jobId: job.id, status: job.status }, 202, { Location: `/api/company/${found.id}/imports/jobs/${job.id}` });
      }
      const outcome = await importNow(db, ctx, { ...file, dryRun });
      if (!outcome.ok) return json({ error: outcome.message, errors: { lines: outcome.problems }, outcome }, refusalStatus(outcome));
      return json({ outcome }, dryRun ? 200 : 201);
    },
  ),
});
