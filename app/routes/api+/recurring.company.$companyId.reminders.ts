import * as z from "zod";
import { listReminders, takeSelected } from "~/modules/recurring/recurring.server";
import { readReminderListQuery, reminderSelectionSchema } from "~/modules/recurring/schema";
import { api, byMethod, idParam } from "./__api.server";

// GET  /api/recurring/company/:companyId/reminders?view=&q= → { reminders } (due today, or within their reminder days)
// POST /api/recurring/company/:companyId/reminders { intent: "create" | "skip", scheduleIds } →
//      { results, message }: Create Selected / Skip Selected, all or none.

const params = idParam("companyId");

export const loader = api(
  {
    doc: {
      query: z.object({ view: z.enum(["all", "active", "inactive"]).optional(), q: z.string().optional() }),
      tag: "Recurring transactions",
      summary: "The Reminders List: recurring transactions due today or within their reminder days: { reminders }",
      responses: { 200: "Reminders", 404: "Company not found" },
    },
    params,
    query: z.object({}).passthrough(),
  },
  async ({ db, params, query, context }) => {
    const ctx = await context(params.companyId);
    const search = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
    return { reminders: await listReminders(db, ctx.companyId, ctx.today, readReminderListQuery(search)) };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Recurring transactions",
        summary:
          "Create Selected (each schedule's next occurrence saved and posted) or Skip Selected (its next date moved), all or none: { results, message }",
        responses: {
          200: "Done",
          400: "Invalid input, a paused schedule, or an occurrence its kind refuses",
          404: "Company or schedule not found",
        },
      },
      params,
      body: reminderSelectionSchema.extend({ intent: z.enum(["create", "skip"], { error: "intent must be create or skip" }) }),
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      return takeSelected(db, ctx, body.scheduleIds, body.intent);
    },
  ),
});
