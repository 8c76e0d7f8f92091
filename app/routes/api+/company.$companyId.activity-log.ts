import * as z from "zod";
import { parsePagination } from "~/lib/pagination";
import { activityUsers, listActivity } from "~/modules/activity/activity.server";
import { ACTIVITIES, readActivityFilter, RECORD_TYPES } from "~/modules/activity/constants";
import { companyToday, companyUtcOffsetMinutes } from "~/modules/companies/reference-data";
import { DomainError } from "~/utils/errors";
import { api, idParam } from "./__api.server";

// GET /api/company/:companyId/activity-log?from=&to=&user=&activity=&recordType=&q=&page=&perPage=
//     → { items, total, page, perPage, users }: the Users Activity Log (ADR 0068), newest first, as
//     the screen filters it (From and End Date default to the company's today). Read only: the log
//     has no write operation; it is written by the changes themselves.

const params = idParam("companyId");

export const loader = api(
  {
    doc: {
      tag: "Activity Log",
      summary:
        "The company's activity log, newest first, a page at a time: { items: [{ id, modifiedTime, occurredAt, userId, userName, activity, activityLabel, recordType, recordTypeLabel, recordId, name, date, amount, link, detail }], total, page, perPage, users }",
      responses: { 200: "A page of the log", 400: "Invalid filter", 404: "Company not found" },
    },
    permission: "read",
    params,
    query: z.object({
      from: z.string().optional(),
      to: z.string().optional(),
      user: z.string().optional(),
      activity: z.enum(ACTIVITIES).optional(),
      recordType: z.enum(RECORD_TYPES).optional(),
      q: z.string().max(200).optional(),
      page: z.string().optional(),
      perPage: z.string().optional(),
    }),
  },
  async ({ db, params, request, company }) => {
    const owner = await company(params.companyId);
    const search = new URL(request.url).searchParams;
    const { filter, error } = readActivityFilter(search, companyToday(owner.timezone));
    if (error) throw new DomainError(error, 400);
    const [list, users] = await Promise.all([
      listActivity(db, owner.id, filter, companyUtcOffsetMinutes(owner.timezone), parsePagination(search)),
      activityUsers(db, owner.id),
    ]);
    return { ...list, users };
  },
);
