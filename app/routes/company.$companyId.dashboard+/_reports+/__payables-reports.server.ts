import type { LoaderFunctionArgs } from "@remix-run/node";
import { parsePagination } from "~/lib/pagination";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import { apDetail, type ApDetailGrouping } from "~/modules/reports/ap-aging.server";
import { parseTrialBalanceQuery } from "~/modules/reports/schema";

// What the payables reports' loaders share: the company (the user's, or 404), the As of date (the
// company's today by default) and the page asked for (`defaultPerPage` rows unless the user chose a
// page size, which is then kept when the date changes); and the loader of A/P Aging Detail
// ("bucket") and Unpaid Bills Detail ("vendor").

export async function readPayablesRequest({ request, params }: LoaderFunctionArgs, defaultPerPage: number) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const searchParams = new URL(request.url).searchParams;
  const { query, errors } = parseTrialBalanceQuery(searchParams, today);
  const paging = parsePagination(searchParams);
  const chosen = searchParams.has("perPage");
  const perPage = chosen ? paging.perPage : defaultPerPage;
  return { company, db, asOf: query.asOf, errors, page: paging.page, perPage, keptPerPage: chosen ? String(perPage) : null };
}

const ITEMS_PER_PAGE = 100;

export async function loadPayablesDetail(args: LoaderFunctionArgs, grouping: ApDetailGrouping) {
  const { company, db, asOf, errors, page, perPage, keptPerPage } = await readPayablesRequest(args, ITEMS_PER_PAGE);
  const report = await apDetail(db, company.id, asOf, grouping, { page, perPage });
  return { companyId: company.id, companyName: company.companyName, asOf, errors, report, keptPerPage };
}
