import * as z from "zod";
import { parsePagination } from "~/lib/pagination";
import { createSchedule, listSchedules } from "~/modules/recurring/recurring.server";
import { readRecurringListQuery, RECURRING_MESSAGES as M, scheduleCreateSchema } from "~/modules/recurring/schema";
import { api, byMethod, idParam, json } from "./__api.server";

// GET  /api/recurring/company/:companyId?view=&dateFilter=&from=&to=&q=&page=&perPage= →
//      { schedules, total, page, perPage } (the Recurring Transactions List)
// POST /api/recurring/company/:companyId { name, kind, template | documentId, frequency, every,
//      nextDate, endDate, occurrenceLimit, mode, remindDaysBefore, active } → 201 { schedule, message }:
//      the template is checked by saving it through its kind's service in a transaction rolled back.

const params = idParam("companyId");

export const loader = api(
  {
    doc: {
      query: z.object({
        view: z.enum(["all", "active", "inactive"]).optional(),
        dateFilter: z.enum(["all", "prev", "next"]).optional(),
        from: z.string().optional(),
        to: z.string().optional(),
        q: z.string().optional(),
        page: z.number().int().positive().optional(),
        perPage: z.number().int().positive().optional(),
      }),
      tag: "Recurring transactions",
      summary: "The company's recurring transactions by name: { schedules, total, page, perPage }",
      responses: { 200: "Recurring transactions", 404: "Company not found" },
    },
    params,
    query: z.object({}).passthrough(),
  },
  async ({ db, params, query, company }) => {
    const { id } = await company(params.companyId);
    const search = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
    const list = await listSchedules(db, id, readRecurringListQuery(search), parsePagination(search));
    return { schedules: list.items, total: list.total, page: list.page, perPage: list.perPage };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Recurring transactions",
        summary:
          "Memorize a journal entry, bill, invoice, cash expense, purchase, credit card expense or transfer as a schedule — its template (the fields its own API takes, no date) or a saved document (documentId): { schedule, message }",
        responses: {
          201: "Created",
          400: "Invalid input, or a template its kind refuses",
          404: "Company or document not found",
          409: "Name taken",
        },
      },
      params,
      body: scheduleCreateSchema,
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      return json({ schedule: await createSchedule(db, ctx, body), message: M.created }, 201);
    },
  ),
});
