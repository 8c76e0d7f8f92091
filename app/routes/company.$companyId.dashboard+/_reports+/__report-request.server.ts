import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Knex } from "knex";
import { parsePagination } from "~/lib/pagination";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import { apDetail, type ApDetailGrouping } from "~/modules/reports/ap-aging.server";
import { csvResponse } from "~/modules/reports/csv.server";
import { parseTrialBalanceQuery } from "~/modules/reports/schema";

// What the reports' loaders share: the company (the user's, or 404), the report's query read from
// the URL against the company's today, and the page asked for (`defaultPerPage` rows unless the user
// chose a page size, which is then kept when the query changes). A report's Export to CSV answers a
// bad query with a 400 listing its messages; the screen shows them beside the fields instead.

type QueryParser<Q> = (searchParams: URLSearchParams, today: string) => { query: Q; errors: Record<string, string[]> | null };

export async function readReportRequest<Q>({ request, params }: LoaderFunctionArgs, parse: QueryParser<Q>, defaultPerPage = 0) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const searchParams = new URL(request.url).searchParams;
  const { query, errors } = parse(searchParams, today);
  const paging = parsePagination(searchParams);
  const chosen = searchParams.has("perPage");
  const perPage = chosen ? paging.perPage : defaultPerPage;
  return { company, db, query, errors, page: paging.page, perPage, keptPerPage: chosen ? String(perPage) : null };
}

export async function readCsvReportRequest<Q>(args: LoaderFunctionArgs, parse: QueryParser<Q>) {
  const read = await readReportRequest(args, parse);
  if (read.errors)
    throw new Response(Object.values(read.errors).flat().join("\n"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return read;
}

/** The loader of an as-of report's Export to CSV (?asOf=, default today), downloaded as `<name>-YYYY-MM-DD.csv`. */
export function asOfCsvLoader(name: string, csv: (db: Knex, companyId: number, asOf: string) => Promise<string>) {
  return async (args: LoaderFunctionArgs) => {
    const { db, company, query } = await readCsvReportRequest(args, parseTrialBalanceQuery);
    return csvResponse(await csv(db, company.id, query.asOf), `${name}-${query.asOf}.csv`);
  };
}

/** The payables reports' request: an as-of date and a page. */
export async function readPayablesRequest(args: LoaderFunctionArgs, defaultPerPage: number) {
  const { query, ...read } = await readReportRequest(args, parseTrialBalanceQuery, defaultPerPage);
  return { ...read, asOf: query.asOf };
}

const ITEMS_PER_PAGE = 100;

/** The loader of A/P Aging Detail ("bucket") and Unpaid Bills Detail ("vendor"). */
export async function loadPayablesDetail(args: LoaderFunctionArgs, grouping: ApDetailGrouping) {
  const { company, db, asOf, errors, page, perPage, keptPerPage } = await readPayablesRequest(args, ITEMS_PER_PAGE);
  const report = await apDetail(db, company.id, asOf, grouping, { page, perPage });
  return { companyId: company.id, companyName: company.companyName, asOf, errors, report, keptPerPage };
}
