import type { LoaderFunctionArgs } from "@remix-run/node";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { readTrackerQuery, type TrackerQuery } from "~/modules/reports/tracker";
import { trackerList } from "~/modules/reports/tracker.server";

// What the Tracker screen and its CSV export share: the company (a member's, read permission like
// the reports), its today, and the list's query read from the URL.

export async function readTrackerRequest({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const query = readTrackerQuery(new URL(request.url).searchParams);
  const list = (q: TrackerQuery, all = false) => trackerList(db, company.id, q, today, { fiscalYearStart: company.fiscalYearStart, all });
  return { company, db, today, query, list };
}
