import type { LoaderFunctionArgs } from "@remix-run/node";
import { activityCsv } from "~/modules/activity/activity.server";
import { activityLogRequest } from "./__activity-log.server";

// Export to CSV: every row of the Users Activity Log its filters match (not only the page shown),
// newest first, as a download named activity-log.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db, filter, offsetMinutes } = await activityLogRequest(request, params.companyId);
  const csv = await activityCsv(db, company.id, filter, offsetMinutes);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="activity-log.csv"',
      "Cache-Control": "no-store",
    },
  });
}
