import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { deleteSchedule, findScheduleCompanyId, getSchedule, updateSchedule } from "~/modules/recurring/recurring.server";
import { RECURRING_MESSAGES as M, scheduleUpdateSchema } from "~/modules/recurring/schema";
import { api, byMethod, idParam } from "./__api.server";

// GET    /api/recurring/schedules/:id → { schedule } (with its template and the documents it made)
// PUT    /api/recurring/schedules/:id { name, frequency, every, nextDate, endDate, occurrenceLimit,
//        mode, remindDaysBefore, active, template?, version } → { schedule, message }; 409 when stale
// DELETE /api/recurring/schedules/:id { version } → { message } (archived: its documents stay)
// Another user's schedule is a 404.

const params = idParam("id");

export const loader = api(
  {
    doc: {
      tag: "Recurring transactions",
      summary: "One recurring transaction with its template and the documents it created: { schedule }",
      responses: { 200: "The schedule", 404: "Not found" },
    },
    params,
  },
  async ({ db, params, companyOf }) => {
    const { id } = await companyOf(findScheduleCompanyId, params.id);
    return { schedule: await getSchedule(db, id, params.id) };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Recurring transactions",
        summary:
          "Change a recurring transaction on the version read (pause it with active false); its dates count again from nextDate: { schedule, message }",
        responses: {
          200: "Updated",
          400: "Invalid input",
          404: "Not found",
          409: "Name taken, or changed by someone else since its version was read",
        },
      },
      params,
      body: scheduleUpdateSchema(false),
    },
    async ({ db, params, body, contextOf }) => {
      const ctx = await contextOf(findScheduleCompanyId, params.id);
      return { schedule: await updateSchedule(db, ctx, params.id, body), message: M.updated };
    },
  ),
  DELETE: api(
    {
      doc: {
        tag: "Recurring transactions",
        summary: "Delete a recurring transaction on the version read (the documents it created stay): { message }",
        responses: { 200: "Deleted", 400: "Invalid input", 404: "Not found", 409: "Changed by someone else" },
      },
      params,
      body: z.object({ version: versionField }),
    },
    async ({ db, params, body, contextOf }) => {
      const ctx = await contextOf(findScheduleCompanyId, params.id);
      return deleteSchedule(db, ctx, params.id, body.version);
    },
  ),
});
