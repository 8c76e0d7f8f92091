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
import { presetRange } from "~/lib/periods";
import { badCsvQuery, csvResponse } from "~/modules/reports/csv.server";
import { inventoryValuationSummary, itemMovements, stockStatus } from "~/modules/reports/inventory-reports.server";
import type { PartyPaging, StatementsReport } from "~/modules/reports/party-activity.server";
import { brandOf } from "~/modules/branding/branding.server";
import { partyStatementPdf, type StatementPdfWords } from "~/modules/reports/statement-pdf.server";
import { companyDocumentWords } from "~/modules/translation/translation.server";
import { tradeReportCsv } from "~/modules/reports/trade-csv.server";
import type { TradeGrouping } from "~/modules/reports/trade-report-types";
import { tradeReport, type TradeSide } from "~/modules/reports/trade-reports.server";
import { parsePeriodReportQuery, parseTrialBalanceQuery, type FieldErrors, type PeriodReportQuery } from "~/modules/reports/schema";
import { notFoundPage } from "~/utils/errors";
import { currencyFormatOf } from "~/modules/companies/preferences";
import { withCurrencyFormat } from "~/utils/currency-format.server";

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
export function periodCsvLoader<Q extends PeriodReportQuery = PeriodReportQuery>(
  name: string,
  csv: (db: Knex, companyId: number, query: Q) => Promise<string | ReadableStream<Uint8Array>> | ReadableStream<Uint8Array>,
  parse: (
    searchParams: URLSearchParams,
    today: string,
    fiscalYearStart: string | number,
  ) => { query: Q; errors: FieldErrors | null } = parsePeriodReportQuery as never,
) {
  return async (args: LoaderFunctionArgs) => {
    const { db, company, query } = await readCsvReportRequest(args, (searchParams, today, c) =>
      parse(searchParams, today, c.fiscalYearStart),
    );
    return csvResponse(await csv(db, company.id, query), `${name}-${query.from}-to-${query.to}.csv`);
  };
}

/** A detail report's groups a page (as the general ledger pages by accounts), and the most rows of a group it shows. */
const DETAIL_GROUPS_PER_PAGE = 20;
const DETAIL_LINES_PER_GROUP = 500;
const SUMMARY_ROWS_PER_PAGE = 100;

/**
 * The loader of a sales or purchases report (by customer, vendor, item, sales person): the period's
 * rows so grouped — a summary's page of groups, or a detail's page of groups with their rows (the
 * summary's drill-down: one group, `?group=`).
 */
export async function loadTradeReport<G extends TradeGrouping>(args: LoaderFunctionArgs, side: TradeSide<G>, grouping: G, detail: boolean) {
  const read = await readReportRequest(
    args,
    (searchParams, today, company) => parsePeriodReportQuery(searchParams, today, company.fiscalYearStart),
    detail ? DETAIL_GROUPS_PER_PAGE : SUMMARY_ROWS_PER_PAGE,
  );
  const { company, db, query, errors, page, perPage, keptPerPage } = read;
  const lines = detail || query.group !== null;
  const report = await tradeReport(db, side, company.id, query, grouping, { lines, page, perPage, lineLimit: DETAIL_LINES_PER_GROUP });
  return { companyId: company.id, companyName: company.companyName, query, errors, report, keptPerPage };
}

/** The loader of a sales or purchases report's Export to CSV: every group (and a detail's rows). */
export function tradeCsvLoader<G extends TradeGrouping>(name: string, side: TradeSide<G>, grouping: G, detail: boolean) {
  return periodCsvLoader(name, (db, companyId, query) => tradeReportCsv(db, side, companyId, query, grouping, detail));
}

type PartyChoices = (db: Knex, companyId: number) => Promise<{ id: number; name: string }[]>;
const PARTIES_PER_REPORT_PAGE = 20;

/**
 * The loader of a party report (a statement, a transaction history): the period, the side's parties
 * for its filter (`filter`: the address's field; a party of another company is a 404), and a page of
 * parties `read` gives (or the one chosen).
 */
export async function loadPartyReport<R>(
  args: LoaderFunctionArgs,
  choices: PartyChoices,
  filter: "customerId" | "vendorId",
  read: (db: Knex, companyId: number, query: PeriodReportQuery, paging: PartyPaging) => Promise<R>,
) {
  const { company, db, query, errors, page, perPage, keptPerPage } = await readReportRequest(
    args,
    (searchParams, today, c) => parsePeriodReportQuery(searchParams, today, c.fiscalYearStart),
    PARTIES_PER_REPORT_PAGE,
  );
  const parties = await choices(db, company.id);
  const partyId = query[filter];
  if (partyId !== null && !parties.some((p) => p.id === partyId)) {
    throw new Response("Not found", { status: 404, statusText: "Not Found" });
  }
  const report = await read(db, company.id, query, { partyId, page, perPage });
  return { companyId: company.id, companyName: company.companyName, query, errors, parties, report, keptPerPage };
}

/**
 * The loader of a statement's PDF (…/<statement>.pdf?customerId|vendorId&period|from&to): one
 * party's statement, downloaded as statement-<id>-FROM-to-TO.pdf; 400 for a bad query or no party,
 * 404 for a party of another company (or one with nothing to state).
 */
export function statementPdfLoader(
  filter: "customerId" | "vendorId",
  read: (db: Knex, companyId: number, query: PeriodReportQuery, paging: PartyPaging) => Promise<StatementsReport>,
  side: StatementPdfWords,
  /** The party's own document language (a customer's, ADR 0087); none: the company's */
  languageOf?: (db: Knex, companyId: number, partyId: number) => Promise<string | null>,
) {
  return async (args: LoaderFunctionArgs) => {
    const { db, company, query } = await readCsvReportRequest(args, (params, today, c) =>
      parsePeriodReportQuery(params, today, c.fiscalYearStart),
    );
    const partyId = query[filter];
    if (partyId === null)
      throw new Response(`Choose a ${side.party.toLowerCase()}`, {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    const [statement] = (await read(db, company.id, query, { partyId })).statements;
    if (!statement) throw new Response("Not found", { status: 404, statusText: "Not Found" });
    const [brand, words] = await Promise.all([
      brandOf(db, company.id, "onStatements"),
      companyDocumentWords(db, company.id, languageOf ? await languageOf(db, company.id, partyId) : null),
    ]);
    // The party's copy writes amounts as the company does (Company Preferences › Currency Format).
    const pdf = await withCurrencyFormat(currencyFormatOf(company), () =>
      partyStatementPdf(company.companyName, query, statement, side, words, brand),
    );
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="statement-${statement.partyId}-${query.from}-to-${query.to}.pdf"`,
        "Cache-Control": "no-store",
      },
    });
  };
}

const ITEMS_PER_REPORT_PAGE = 100;

/**
 * The loader of Inventory Valuation Summary: the date, a page of items, the totals and the asset
 * accounts; `detailsFrom` starts the valuation details an item's row opens (its fiscal year's start).
 */
export async function loadValuationSummary(args: LoaderFunctionArgs) {
  const { company, db, asOf, errors, page, perPage, keptPerPage } = await readPayablesRequest(args, ITEMS_PER_REPORT_PAGE);
  const report = await inventoryValuationSummary(db, company.id, asOf, { page, perPage });
  const detailsFrom = presetRange("financial_year_to_date", asOf, company.fiscalYearStart)!.from;
  return { companyId: company.id, companyName: company.companyName, asOf, errors, keptPerPage, report, detailsFrom };
}

/** Stock Status by Item's "show" option: every item, or the items to reorder (?show=reorder). */
export const reorderOnly = (request: Request) => new URL(request.url).searchParams.get("show") === "reorder";

/** The loader of Stock Status by Item: the date, the show option, a page of items. */
export async function loadStockStatus(args: LoaderFunctionArgs) {
  const { company, db, asOf, errors, page, perPage, keptPerPage } = await readPayablesRequest(args, ITEMS_PER_REPORT_PAGE);
  const only = reorderOnly(args.request);
  const report = await stockStatus(db, company.id, asOf, { page, perPage, reorderOnly: only });
  const detailsFrom = presetRange("financial_year_to_date", asOf, company.fiscalYearStart)!.from;
  return { companyId: company.id, companyName: company.companyName, asOf, errors, keptPerPage, report, reorderOnly: only, detailsFrom };
}

/** The loader of the item movement reports (Inventory Valuation Details, Inventory Details): the period, a page of items (?group: one item). */
export async function loadItemMovements(args: LoaderFunctionArgs) {
  const { company, db, query, errors, page, perPage, keptPerPage } = await readReportRequest(
    args,
    (searchParams, today, c) => parsePeriodReportQuery(searchParams, today, c.fiscalYearStart),
    DETAIL_GROUPS_PER_PAGE,
  );
  const itemId = typeof query.group === "number" ? query.group : null;
  const report = await itemMovements(db, company.id, query, { itemId, page, perPage, lineLimit: DETAIL_LINES_PER_GROUP });
  return { companyId: company.id, companyName: company.companyName, query, errors, keptPerPage, report };
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
