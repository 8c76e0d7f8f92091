import * as z from "zod";
import { parsePagination } from "~/lib/pagination";
import { listHrBatches } from "~/modules/consultants/hr-import.server";
import { consultingCompany } from "./__consultant-api.server";
import { api, idParam } from "./__api.server";

// GET /api/consultant/hr-timesheets/company/:companyId?page=&perPage= → { batches, total, page, perPage }:
// the company's HR timesheet imports (ADR 0086), newest first, each with its file, lines, hours,
// weeks and consultants filled. A file is imported by POST /api/company/:companyId/imports/hr-timesheets
// (text/csv, ?dryRun=true to check it), the Import From CSV API.

export const loader = api(
  {
    doc: {
      tag: "Timesheets",
      summary:
        "HR timesheet imports, newest first: { batches: [{ id, fileName, rows, hours, weeks, consultants, firstDate, lastDate, importedBy, importedAt, mode, replaced }] } " +
        "(mode: add, or replace with the count of lines that replaced hours an earlier import wrote). " +
        "Import a file with POST /api/company/{companyId}/imports/hr-timesheets (?mode=replace for a corrected export)",
      responses: { 200: "Imports", 404: "Company not found, or not an IT consulting company" },
    },
    params: idParam("companyId"),
    query: z.object({ page: z.string().optional(), perPage: z.string().optional() }),
  },
  async ({ db, params, query, company }) => {
    const { id } = await consultingCompany(company(params.companyId));
    const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === "string"));
    const list = await listHrBatches(db, id, parsePagination(search));
    return { batches: list.items, total: list.total, page: list.page, perPage: list.perPage };
  },
);
