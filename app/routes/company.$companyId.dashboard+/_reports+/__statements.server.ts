import type { LoaderFunctionArgs } from "@remix-run/node";
import { badCsvQuery, csvResponse, statementCsv } from "~/modules/reports/csv.server";
import {
  parseBalanceSheetQuery,
  parsePeriodBasisQuery,
  parseStatementQuery,
  periodSearch,
  statementSearch,
} from "~/modules/reports/schema";
import { statementPdf } from "~/modules/reports/statement-pdf-table.server";
import type { Statement } from "~/modules/reports/statement-types";
import { balanceSheet, cashFlow, expenseReport, profitAndLoss } from "~/modules/reports/statements.server";
import { readReportRequest } from "./__report-request.server";

// What the financial statements' routes share: each statement read from its request (the period
// or date and options from the URL, against the company's today and fiscal year), for its screen,
// its CSV and its PDF. A bad query shows its messages beside the fields on the screen; the exports
// answer it with a 400 that lists them.

export interface StatementRead {
  companyId: number;
  companyName: string;
  statement: Statement;
  errors: Record<string, string[]> | null;
  /** The options as the report's address query ("period=custom&from=…"). */
  search: string;
}

export async function readProfitAndLoss(args: LoaderFunctionArgs) {
  const { company, db, query, errors } = await readReportRequest(args, (params, today, c) =>
    parseStatementQuery(params, today, c.fiscalYearStart),
  );
  const { statement } = await profitAndLoss(db, company.id, query, company.fiscalYearStart);
  return { companyId: company.id, companyName: company.companyName, statement, errors, query, search: String(statementSearch(query)) };
}

export async function readExpenseReport(args: LoaderFunctionArgs) {
  const { company, db, query, errors } = await readReportRequest(args, (params, today, c) =>
    parseStatementQuery(params, today, c.fiscalYearStart),
  );
  const { statement } = await expenseReport(db, company.id, query, company.fiscalYearStart);
  return { companyId: company.id, companyName: company.companyName, statement, errors, query, search: String(statementSearch(query)) };
}

export async function readBalanceSheet(args: LoaderFunctionArgs) {
  const { company, db, query, errors } = await readReportRequest(args, parseBalanceSheetQuery);
  const report = await balanceSheet(db, company.id, query.asOf, company.fiscalYearStart, query.basis);
  return {
    companyId: company.id,
    companyName: company.companyName,
    statement: report.statement,
    totals: report.totals,
    errors,
    asOf: query.asOf,
    basis: query.basis,
    search: String(new URLSearchParams({ asOf: query.asOf, basis: query.basis })),
  };
}

export async function readCashFlow(args: LoaderFunctionArgs) {
  const { company, db, query, errors } = await readReportRequest(args, (params, today, c) =>
    parsePeriodBasisQuery(params, today, c.fiscalYearStart),
  );
  const report = await cashFlow(db, company.id, query, query.basis);
  return {
    companyId: company.id,
    companyName: company.companyName,
    statement: report.statement,
    totals: report.totals,
    errors,
    query,
    search: String(new URLSearchParams([...periodSearch(query), ["basis", query.basis]])),
  };
}

const stamp = (query: string, search = new URLSearchParams(query)) =>
  [search.get("from"), search.get("to") ?? search.get("asOf")].filter(Boolean).join("-to-");

/** The loader of a statement's Export to CSV: `<name>-FROM-to-TO.csv` (or `-DATE`). */
export function statementCsvLoader(name: string, read: (args: LoaderFunctionArgs) => Promise<StatementRead>) {
  return async (args: LoaderFunctionArgs) => {
    const { statement, errors, search } = await read(args);
    if (errors) throw badCsvQuery(errors);
    return csvResponse(statementCsv(statement), `${name}-${stamp(search)}.csv`);
  };
}

/** The loader of a statement's PDF: `<name>-FROM-to-TO.pdf` (or `-DATE`), laid out as the screen. */
export function statementPdfLoader(name: string, read: (args: LoaderFunctionArgs) => Promise<StatementRead>) {
  return async (args: LoaderFunctionArgs) => {
    const { statement, errors, search, companyName } = await read(args);
    if (errors) throw badCsvQuery(errors);
    const pdf = await statementPdf(companyName, statement);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${name}-${stamp(search)}.pdf"`,
        "Cache-Control": "no-store",
      },
    });
  };
}
