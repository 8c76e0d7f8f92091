import * as z from "zod";
import { parsePagination } from "~/lib/pagination";
import { companyContext } from "~/modules/companies/companies.server";
import { mondayOf, timesheetFilterSchema, timesheetWeekSchema } from "~/modules/consultants/schema";
import { listTimesheets, readWeek, saveWeek } from "~/modules/consultants/timesheets.server";
import { consultingCompany } from "./__consultant-api.server";
import { api, byMethod, idParam, json } from "./__api.server";

// GET  /api/consultant/timesheets/company/:companyId?week=&consultantId=&customerId=&status=&page=&perPage=
//      → { timesheets, total, page, perPage, totals }
// POST /api/consultant/timesheets/company/:companyId: { consultantId, weekStart (a Monday), entries:
//      [{ placementId, date, hours }], version (of the week read; null for a new week), intent:
//      save | submit | approve | reopen } → { timesheet, week, message }

const params = idParam("companyId");
const query = z.object({
  week: z.string().optional().describe("any day of the week (MM/DD/YYYY or YYYY-MM-DD)"),
  consultantId: z.string().optional(),
  customerId: z.string().optional(),
  status: z.enum(["draft", "submitted", "approved"]).optional(),
  page: z.string().optional(),
  perPage: z.string().optional(),
});

export const loader = api(
  {
    doc: {
      tag: "Timesheets",
      summary: "Weeks of hours, newest first, with the filter's totals",
      responses: { 200: "Timesheets", 404: "Company not found" },
    },
    params,
    query,
  },
  async ({ db, params, query, company }) => {
    const { id } = await consultingCompany(company(params.companyId));
    const filter = timesheetFilterSchema.parse(query);
    const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === "string"));
    const list = await listTimesheets(db, id, { ...filter, week: filter.week ? mondayOf(filter.week) : null, ...parsePagination(search) });
    return { timesheets: list.items, total: list.total, page: list.page, perPage: list.perPage, totals: list.totals };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Timesheets",
        summary: "Save, submit, approve or reopen a consultant's week: { timesheet, week, message }",
        responses: { 200: "Saved", 400: "Invalid hours (every problem named)", 404: "Not found", 409: "Locked, or a stale version" },
      },
      params,
      body: timesheetWeekSchema,
    },
    async ({ db, user, params, body, company }) => {
      const owner = await consultingCompany(company(params.companyId));
      const saved = await saveWeek(db, companyContext(owner, user.id), body);
      return json({ timesheet: saved, week: await readWeek(db, owner.id, body.consultantId, body.weekStart!), message: saved.message });
    },
  ),
});
