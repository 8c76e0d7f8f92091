import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { toDecimal } from "~/lib/money";
import { csvResponse } from "~/modules/reports/csv.server";
import { readTrackerRequest } from "./__tracker.server";

// Tracker › Export to CSV: every row of the tab the filters keep (not only the page shown), in the
// screen's order, as income-tracker.csv or bill-tracker.csv.

export async function loader(args: LoaderFunctionArgs) {
  const { query, list } = await readTrackerRequest(args);
  const { items } = await list(query, true);
  const party = query.tab === "income" ? "Customer" : "Vendor";
  const rows = items.map((r) => [
    r.partyName,
    r.type,
    r.number,
    formatUsDate(r.date),
    r.dueDate ? formatUsDate(r.dueDate) : "",
    toDecimal(r.amount),
    toDecimal(r.open),
    r.status,
  ]);
  const csv = toCsv([[party, "Type", "Number", "Date", "Due Date", "Amount", "Open Balance", "Status"], ...rows]);
  return csvResponse(csv, query.tab === "income" ? "income-tracker.csv" : "bill-tracker.csv");
}
