import type { LoaderFunctionArgs } from "@remix-run/node";
import { parsePagination } from "~/lib/pagination";
import { requireCompany } from "~/modules/auth/session.server";
import { companyContext } from "~/modules/companies/companies.server";
import { apDetail, type ApDetailGrouping } from "~/modules/reports/ap-aging.server";
import { parseTrialBalanceQuery } from "~/modules/reports/schema";

// The loader A/P Aging Detail ("bucket") and Unpaid Bills Detail ("vendor") share: the As of date
// (today by default), a page of items (100 unless the user chose a page size) and the report.

const ITEMS_PER_PAGE = 100;

export async function loadPayablesDetail({ request, params }: LoaderFunctionArgs, grouping: ApDetailGrouping) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const searchParams = new URL(request.url).searchParams;
  const { query, errors } = parseTrialBalanceQuery(searchParams, today);
  const paging = parsePagination(searchParams);
  const perPage = searchParams.has("perPage") ? paging.perPage : ITEMS_PER_PAGE;
  const report = await apDetail(db, company.id, query.asOf, grouping, { page: paging.page, perPage });
  return {
    companyId: company.id,
    companyName: company.companyName,
    asOf: query.asOf,
    errors,
    report,
    keptPerPage: searchParams.has("perPage") ? String(perPage) : null,
  };
}
