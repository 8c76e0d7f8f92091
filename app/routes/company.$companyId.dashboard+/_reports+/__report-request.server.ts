import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Knex } from "knex";
import { parsePagination } from "~/lib/pagination";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import type { Company } from "~/modules/companies/companies.server";
import { apDetail, type ApDetailGrouping } from "~/modules/reports/ap-aging.server";
import { arDetail } from "~/modules/reports/ar-aging.server";
import { bankingReportAccounts, type BankingReportFilters } from "~/modules/reports/banking-reports.server";
import type { AgingDetailReport, AgingSummary } from "~/modules/reports/aging.server";
import { badCsvQuery, csvResponse } from "~/modules/reports/csv.server";
import { salesReport, type SalesGrouping } from "~/modules/reports/sales-reports.server";
import { parsePeriodReportQuery, parseTrialBalanceQuery, type PeriodReportQuery } from "~/modules/reports/schema";
import { notFoundPage } from "~/utils/errors";

// What the reports' loaders share: the company (the user's, or 404), the report's query read from
// the URL against the company's today, and the page asked for (`defaultPerPage` rows unless the user
// chose a page size, which is then kept when the query changes). A report's Export to CSV answers a
// bad query with a 400 listing its messages; the screen shows them beside the fields instead.

type QueryParser<Q> = (
  searchParams: URLSearchParams,
  today: string,
  company: Company,
) => { query: Q; errors: Record<string, string[]> | null };

export async function readReportRequest<Q>({ request, params }: LoaderFunctionArgs, parse: QueryParser<Q>, defaultPerPage = 0) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const searchParams = new URL(request.url).searchParams;
  const { query, errors } = parse(searchParams, today, company);
  const paging = parsePagination(searchParams);
  const chosen = searchParams.has("perPage");
  const perPage = chosen ? paging.perPage : defaultPerPage;
  return { company, db, query, errors, page: paging.page, perPage, keptPerPage: chosen ? String(perPage) : null };
}

export async function readCsvReportRequest<Q>(args: LoaderFunctionArgs, parse: QueryParser<Q>) {
  const read = await readReportRequest(args, parse);
  if (read.errors) throw badCsvQuery(read.errors);
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
const PARTIES_PER_PAGE = 100;

/** The loader of an aging summary (A/P, A/R): the date, a page of the parties `read` gives, and the totals of all. */
export async function loadAgingSummary(
  args: LoaderFunctionArgs,
  read: (db: Knex, companyId: number, asOf: string) => Promise<AgingSummary>,
) {
  const { company, db, asOf, errors, perPage, keptPerPage, ...asked } = await readPayablesRequest(args, PARTIES_PER_PAGE);
  const report = await read(db, company.id, asOf);
  const page = Math.max(1, asked.page);
  return {
    companyId: company.id,
    companyName: company.companyName,
    asOf,
    errors,
    rows: report.rows.slice((page - 1) * perPage, page * perPage),
    totals: report.totals,
    total: report.rows.length,
    page,
    perPage,
    keptPerPage,
  };
}

type DetailReader = (db: Knex, companyId: number, asOf: string, paging: { page: number; perPage: number }) => Promise<AgingDetailReport>;

/** The loader of an aging detail report: the date, a page of the items `read` gives. */
async function loadAgingDetail(args: LoaderFunctionArgs, read: DetailReader) {
  const { company, db, asOf, errors, page, perPage, keptPerPage } = await readPayablesRequest(args, ITEMS_PER_PAGE);
  const report = await read(db, company.id, asOf, { page, perPage });
  return { companyId: company.id, companyName: company.companyName, asOf, errors, report, keptPerPage };
}

/** The loader of A/P Aging Detail ("bucket") and Unpaid Bills Detail ("vendor"). */
export function loadPayablesDetail(args: LoaderFunctionArgs, grouping: ApDetailGrouping) {
  return loadAgingDetail(args, (db, companyId, asOf, paging) => apDetail(db, companyId, asOf, grouping, paging));
}

/** The loader of A/R Aging Detail ("bucket") and Open Invoices ("customer", invoices only). */
export function loadReceivablesDetail(args: LoaderFunctionArgs, grouping: "bucket" | "customer") {
  return loadAgingDetail(args, (db, companyId, asOf, paging) =>
    arDetail(db, companyId, asOf, grouping, { ...paging, invoicesOnly: grouping === "customer" }),
  );
}

/** A period report's request: its period among the company's fiscal presets (or custom dates), and a customer. */
export function readPeriodRequest(args: LoaderFunctionArgs) {
  return readReportRequest(args, (searchParams, today, company) => parsePeriodReportQuery(searchParams, today, company.fiscalYearStart));
}

/** The loader of a period report's Export to CSV, downloaded as `<name>-FROM-to-TO.csv`. */
export function periodCsvLoader(name: string, csv: (db: Knex, companyId: number, query: PeriodReportQuery) => Promise<string>) {
  return async (args: LoaderFunctionArgs) => {
    const { db, company, query } = await readCsvReportRequest(args, (searchParams, today, c) =>
      parsePeriodReportQuery(searchParams, today, c.fiscalYearStart),
    );
    return csvResponse(await csv(db, company.id, query), `${name}-${query.from}-to-${query.to}.csv`);
  };
}

/** The loader of a sales report (Sales by Customer, Item, Sales Person): the period's sales so grouped. */
export async function loadSalesReport(args: LoaderFunctionArgs, grouping: SalesGrouping) {
  const { company, db, query, errors } = await readPeriodRequest(args);
  const report = await salesReport(db, company.id, query, grouping);
  return { companyId: company.id, companyName: company.companyName, query, errors, report };
}

/**
 * A banking report's request (Check Detail, Deposit Detail, Missing Checks): its period, and one of
 * the company's bank, cash, card or Paypal accounts or all of them (another account is a 404).
 */
export async function readBankingReportRequest(args: LoaderFunctionArgs) {
  const read = await readPeriodRequest(args);
  const accounts = await bankingReportAccounts(read.db, read.company.id);
  if (read.query.accountId !== null && !accounts.some((a) => a.id === read.query.accountId)) throw notFoundPage("Account not found");
  const filters = { from: read.query.from, to: read.query.to, accountId: read.query.accountId };
  return {
    ...read,
    filters,
    accounts: { all: "All bank accounts", choices: accounts.map((a) => ({ id: a.id, name: `${a.accountNumber} · ${a.accountName}` })) },
  };
}

/** The loader of a banking report's Export to CSV, downloaded as `<name>-FROM-to-TO.csv`. */
export function bankingCsvLoader(name: string, csv: (db: Knex, companyId: number, filters: BankingReportFilters) => Promise<string>) {
  return async (args: LoaderFunctionArgs) => {
    const { db, company, filters, errors } = await readBankingReportRequest(args);
    if (errors) throw badCsvQuery(errors);
    return csvResponse(await csv(db, company.id, filters), `${name}-${filters.from}-to-${filters.to}.csv`);
  };
}

/** The loader of a banking report: its request, and the report `read` gives for its filters. */
export async function loadBankingReport<R>(
  args: LoaderFunctionArgs,
  read: (db: Knex, companyId: number, filters: BankingReportFilters) => Promise<R>,
) {
  const { company, db, query, errors, filters, accounts } = await readBankingReportRequest(args);
  const report = await read(db, company.id, filters);
  return { companyId: company.id, companyName: company.companyName, query, errors, accounts, report };
}
