import type { Knex } from "knex";
import { fromDecimal, type Cents } from "~/lib/money";
import type { ReportPeriod } from "./general-ledger.server";
import type { TradeGroup, TradeGrouping, TradeLine, TradeReport, TradeSideWords } from "./trade-report-types";

export type { TradeGroup, TradeLine, TradeReport };

// The sales and purchases reports' one engine (Sales by Customer / Item / Sales Person, Purchases by
// Vendor / Item, summary and detail), configured per side: a side gives the SQL of its rows for a
// period and the groupings it offers. The groups and their totals are one GROUP BY over the rows;
// a detail reads the rows of one page of groups only (at most `lineLimit` of each), so a report over
// a large range never sits in memory at once.

/** A grouping of a side: the rows' key and label columns, and whether only item rows count. */
export interface TradeGroupingSql {
  key: string;
  label: string;
  itemsOnly?: boolean;
}

export interface TradeSide<G extends TradeGrouping = TradeGrouping> {
  words: TradeSideWords<G>;
  /**
   * The rows of the period (named bindings :companyId, :from, :to), with the columns document_id,
   * kind, number, doc_date, line_no, party_id, party_name, item_id, item_name, description,
   * quantity and net (both signed: a credit's negative), and each grouping's key and label.
   */
  linesSql: string;
  kindLabels: Readonly<Record<string, string>>;
  groupings: Record<G, TradeGroupingSql>;
}

export interface TradeQuery extends ReportPeriod {
  /** One group only (a summary row's drill-down; "none": the rows without one) */
  group?: number | "none" | null;
}

const roundQuantity = (q: number) => Math.round(q * 10_000) / 10_000;

type GroupRow = { key: number | null; label: string | null; quantity: string | null; amount: string; count: string | number };

/** Every group of the period, by label (none last), with its totals. */
async function tradeGroups<G extends TradeGrouping>(
  db: Knex,
  side: TradeSide<G>,
  companyId: number,
  query: TradeQuery,
  grouping: G,
): Promise<TradeGroup[]> {
  const g = side.groupings[grouping];
  const only = query.group ?? null;
  const where = [
    g.itemsOnly ? "item_id IS NOT NULL" : "",
    only === null ? "" : only === "none" ? `${g.key} IS NULL` : `${g.key} = ${Number(only)}`,
  ].filter(Boolean);
  const { rows } = (await db.raw(
    `WITH lines AS (${side.linesSql})
     SELECT ${g.key} AS key, min(${g.label}) AS label, sum(quantity) AS quantity, sum(net) AS amount, count(*) AS count
       FROM lines${where.length ? ` WHERE ${where.join(" AND ")}` : ""}
      GROUP BY ${g.key}
      ORDER BY ${g.key} IS NULL, lower(min(${g.label})), ${g.key}`,
    { companyId, from: query.from, to: query.to },
  )) as { rows: GroupRow[] };
  const items = side.words.groupings[grouping].items;
  return rows.map((r) => ({
    key: r.key,
    label: r.label || side.words.groupings[grouping].none,
    quantity: items ? roundQuantity(Number(r.quantity ?? 0)) : null,
    amount: fromDecimal(r.amount),
    count: Number(r.count),
    lines: [],
  }));
}

type LineRow = {
  key: number | null;
  document_id: number;
  kind: string;
  number: string;
  doc_date: string;
  party_id: number | null;
  party_name: string | null;
  item_id: number | null;
  item_name: string | null;
  description: string | null;
  quantity: string | null;
  net: string;
};

/** The rows of these groups, by date and document, at most `lineLimit` of each group. */
async function fillTradeLines<G extends TradeGrouping>(
  db: Knex,
  side: TradeSide<G>,
  companyId: number,
  query: TradeQuery,
  grouping: G,
  groups: TradeGroup[],
  lineLimit: number | null,
): Promise<void> {
  if (!groups.length) return;
  const g = side.groupings[grouping];
  const keys = groups.flatMap((group) => (group.key === null ? [] : [Number(group.key)]));
  const chosen = [
    keys.length ? `${g.key} IN (${keys.join(", ")})` : "",
    groups.some((group) => group.key === null) ? `${g.key} IS NULL` : "",
  ].filter(Boolean);
  const order = "doc_date, kind, number, document_id, line_no";
  const { rows } = (await db.raw(
    `WITH lines AS (${side.linesSql})
     SELECT * FROM (
       SELECT l.*, l.${g.key} AS key, row_number() OVER (PARTITION BY l.${g.key} ORDER BY ${order}) AS n
         FROM lines l
        WHERE (${chosen.join(" OR ")})${g.itemsOnly ? " AND l.item_id IS NOT NULL" : ""}
     ) x
     ${lineLimit === null ? "" : `WHERE x.n <= ${Number(lineLimit)}`}
     ORDER BY ${order}`,
    { companyId, from: query.from, to: query.to },
  )) as { rows: LineRow[] };
  const byKey = new Map(groups.map((group) => [group.key, group]));
  for (const r of rows) {
    byKey.get(r.key)?.lines.push({
      documentId: r.document_id,
      kind: r.kind,
      type: side.kindLabels[r.kind] ?? r.kind,
      number: r.number,
      date: r.doc_date,
      partyId: r.party_id,
      partyName: r.party_name ?? "",
      itemId: r.item_id,
      itemName: r.item_name ?? "",
      description: r.description ?? "",
      quantity: r.quantity === null ? null : Number(r.quantity),
      amount: fromDecimal(r.net),
    });
  }
}

/**
 * The period's rows grouped by `grouping`, groups by label (none last), each with its quantity
 * (items) and amount. `lines`: each group's rows too (a detail), at most `lineLimit` a group;
 * `perPage`: one page of groups (the totals are every group's).
 */
export async function tradeReport<G extends TradeGrouping>(
  db: Knex,
  side: TradeSide<G>,
  companyId: number,
  query: TradeQuery,
  grouping: G,
  options: { lines?: boolean; page?: number; perPage?: number | null; lineLimit?: number | null } = {},
): Promise<TradeReport> {
  const all = await tradeGroups(db, side, companyId, query, grouping);
  const perPage = options.perPage ?? null;
  const page = perPage === null ? 1 : Math.max(1, options.page ?? 1);
  const groups = perPage === null ? all : all.slice((page - 1) * perPage, page * perPage);
  if (options.lines ?? true) await fillTradeLines(db, side, companyId, query, grouping, groups, options.lineLimit ?? null);
  const items = side.words.groupings[grouping].items;
  return {
    from: query.from,
    to: query.to,
    groups,
    total: all.reduce((sum, g) => sum + g.amount, 0) as Cents,
    quantity: items ? roundQuantity(all.reduce((sum, g) => sum + (g.quantity ?? 0), 0)) : null,
    groupCount: all.length,
    page,
    perPage,
  };
}

/**
 * The whole report a batch of groups at a time (the CSV export): each batch's groups with their
 * rows; the report's totals come with every batch.
 */
export async function* tradeReportBatches<G extends TradeGrouping>(
  db: Knex,
  side: TradeSide<G>,
  companyId: number,
  query: TradeQuery,
  grouping: G,
  options: { lines: boolean; batchSize?: number },
): AsyncGenerator<TradeReport> {
  const all = await tradeGroups(db, side, companyId, query, grouping);
  const size = options.batchSize ?? 200;
  const items = side.words.groupings[grouping].items;
  const totals = {
    total: all.reduce((sum, g) => sum + g.amount, 0) as Cents,
    quantity: items ? roundQuantity(all.reduce((sum, g) => sum + (g.quantity ?? 0), 0)) : null,
  };
  for (let start = 0, page = 1; start < all.length || page === 1; start += size, page++) {
    const groups = all.slice(start, start + size);
    if (options.lines) await fillTradeLines(db, side, companyId, query, grouping, groups, null);
    yield { from: query.from, to: query.to, groups, ...totals, groupCount: all.length, page, perPage: size };
  }
}
