import { parsePagination } from "~/lib/pagination";
import { readActivityFilter } from "~/modules/activity/constants";
import { companyToday, companyUtcOffsetMinutes } from "~/modules/companies/reference-data";
import { requireCompany } from "~/modules/companies/require-company.server";

/** The Users Activity Log's company and filters, read alike by the screen and its CSV (read permission). */
export async function activityLogRequest(request: Request, companyId: string | undefined) {
  const { company, db } = await requireCompany(request, companyId, "read");
  const url = new URL(request.url);
  const { filter, error } = readActivityFilter(url.searchParams, companyToday(company.timezone));
  return {
    company,
    db,
    filter,
    error,
    offsetMinutes: companyUtcOffsetMinutes(company.timezone),
    paging: parsePagination(url.searchParams),
  };
}
