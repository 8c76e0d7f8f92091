import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvRecords, fromCsvCell } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { requireCompany } from "~/modules/companies/require-company.server";
import { tablePdf } from "~/modules/reports/table-pdf.server";
import { pdfResponse } from "../../__pdf-response.server";

// A table report's Export to PDF: the report's CSV export (its loader, with the same query: the
// same rows, the same checks, a bad query the same 400) printed as a table (tablePdf), titled
// with the report's name and the period or date its file is named for.

type CsvLoader = (args: LoaderFunctionArgs) => Promise<Response>;

/** "ap-aging-summary-2026-11-30.csv" → "As of 11/30/2026"; "…-2026-11-01-to-2026-11-30.csv" → the range. */
function periodOfFileName(fileName: string): string {
  const range = /(\d{4}-\d{2}-\d{2})-to-(\d{4}-\d{2}-\d{2})\.csv$/.exec(fileName);
  if (range) return `${formatUsDate(range[1])} to ${formatUsDate(range[2])}`;
  const asOf = /(\d{4}-\d{2}-\d{2})\.csv$/.exec(fileName);
  return asOf ? `As of ${formatUsDate(asOf[1])}` : "";
}

export function csvAsPdfLoader(csvLoader: CsvLoader, title: string) {
  return async (args: LoaderFunctionArgs) => {
    const { company } = await requireCompany(args.request, args.params.companyId);
    const url = new URL(args.request.url);
    url.pathname = url.pathname.replace(/\.pdf$/, ".csv");
    const csv = await csvLoader({ ...args, request: new Request(url, { headers: args.request.headers }) });
    if (!csv.ok) return csv;
    const fileName = /filename="([^"]+)"/.exec(csv.headers.get("Content-Disposition") ?? "")?.[1] ?? "report.csv";
    const [header = [], ...rows] = csvRecords(await csv.text()).map((record) => record.map(fromCsvCell));
    const pdf = await tablePdf({ companyName: company.companyName, title, subtitle: periodOfFileName(fileName), header, rows });
    return pdfResponse(args.request, fileName.replace(/\.csv$/, ".pdf"), pdf);
  };
}
