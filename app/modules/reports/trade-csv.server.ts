import type { Knex } from "knex";
import { formatUsDate } from "~/lib/dates";
import { toDecimal, type Cents } from "~/lib/money";
import { csvStream } from "~/lib/csv";
import type { TradeGrouping } from "./trade-report-types";
import { tradeReportBatches, type TradeQuery, type TradeReport, type TradeSide } from "./trade-reports.server";

// The sales and purchases reports' CSV exports (Sales by Customer / Item / Sales Person, Purchases
// by Vendor / Item), as csv.server.ts's: amounts as plain decimals, dates MM/DD/YYYY as on screen,
// one header row, the screen's rows and totals — every group, read a batch of groups at a time.

const amount = (cents: Cents | number) => toDecimal(cents);

/** A summary's row per group, or a detail's rows by group with each group's total; then the total. */
export function tradeReportCsv<G extends TradeGrouping>(
  db: Knex,
  side: TradeSide<G>,
  companyId: number,
  query: TradeQuery,
  grouping: G,
  detail: boolean,
): ReadableStream<Uint8Array> {
  const words = side.words.groupings[grouping];
  const qty = (q: number | null) => (words.items ? [q === null ? "" : String(q)] : []);
  const quantityColumn = words.items ? ["Qty"] : [];
  const columns = detail
    ? [words.heading, "Type", "Date", "Number", words.items ? side.words.party : "Item", "Description", ...quantityColumn, "Amount"]
    : [words.heading, ...quantityColumn, "Amount"];
  const total = (label: string, value: Cents) => [label, ...Array<string>(columns.length - 2).fill(""), amount(value)];
  const rowsOf = (report: TradeReport): string[][] => {
    if (!detail) return report.groups.map((g) => [g.label, ...qty(g.quantity), amount(g.amount)]);
    return report.groups.flatMap((g) => [
      ...g.lines.map((l) => [
        g.label,
        l.type,
        formatUsDate(l.date),
        l.number,
        words.items ? l.partyName : l.itemName,
        l.description,
        ...qty(l.quantity),
        amount(l.amount),
      ]),
      total(`Total ${g.label}`, g.amount),
    ]);
  };
  return csvStream(
    columns,
    async function* () {
      let last: TradeReport | null = null;
      for await (const batch of tradeReportBatches(db, side, companyId, query, grouping, { lines: detail })) {
        last = batch;
        yield rowsOf(batch);
      }
      if (last) yield [detail ? total("Total", last.total) : ["Total", ...qty(last.quantity), amount(last.total)]];
    },
    (row: readonly string[]) => row,
  );
}
