import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import type { ListResult } from "~/lib/pagination";
import { formatQuantity, fromQuantityDecimal } from "~/lib/quantity";
import { centerDateRange } from "~/modules/inventory/center";
import type { CenterTransaction, TransactionQuery } from "~/modules/inventory/center.server";
import { CENTER_VIEW_SOURCES, STOCK_DOCUMENT_KINDS, STOCK_SOURCE_LABELS } from "./catalog";

// The Inventory Center's transactions: an item's stock movements joined to what made them — a
// document of any stock-moving kind (its number and comments, from its kind's table), a build —
// filtered by the Current View (each view's sources from the kinds' descriptors) and the Date
// presets (every preset filters, financial years from the company's start month). A read across
// modules (stock movements, every document table), so it sits beside the catalog it reads.

/** The tables holding stock-moving kinds, with their kinds. */
const documentTables: [string, string[]][] = [
  ...STOCK_DOCUMENT_KINDS.reduce((tables, k) => tables.set(k.table, [...(tables.get(k.table) ?? []), k.name]), new Map<string, string[]>()),
];
/** A document table's column of the memo it shows (purchase documents call it comments). */
const MEMO_COLUMN: Readonly<Record<string, string>> = { sales_documents: "memo" };
const memoColumn = (table: string) => MEMO_COLUMN[table] ?? "comments";

const coalesce = (column: string | ((table: string) => string)) =>
  documentTables.length
    ? `COALESCE(${documentTables.map(([table], i) => `d${i}.${typeof column === "string" ? column : column(table)}`).join(", ")})`
    : "NULL";

/** A movement row joined to what made it (movementSources). */
export interface MovementSourceRow {
  sourceType: string;
  sourceId: number | null;
  memo: string;
  documentNo: string | null;
  documentMemo: string | null;
  buildRef: string | null;
  buildComments: string | null;
  /** The journal entry of a stock adjustment or a build */
  entryId: number | null;
}

/** Where each stock-moving kind's documents open, under the dashboard. */
const DOCUMENT_PATHS: Readonly<Record<string, string>> = Object.fromEntries(
  STOCK_DOCUMENT_KINDS.map((k) => [k.name, k.party.side === "customer" ? "customers/documents" : "vendors/documents"]),
);

/**
 * Join a query on stock movements `m` to what made each: a document of any stock-moving kind (one
 * join per table of such kinds: a movement's source type is its document's kind), a build, a stock
 * adjustment; and select the columns of MovementSourceRow.
 */
export function movementSources(db: Knex, q: Knex.QueryBuilder): Knex.QueryBuilder {
  documentTables.forEach(([table, kinds], i) => {
    q.leftJoin(`${table} as d${i}`, function () {
      this.on(`d${i}.companyId`, "m.companyId").andOn(`d${i}.id`, "m.sourceId").andOnIn("m.sourceType", kinds);
    });
  });
  return q
    .leftJoin("assemblyBuilds as b", function () {
      this.on("b.companyId", "m.companyId").andOn("b.id", "m.sourceId").andOnVal("m.sourceType", "=", "build");
    })
    .leftJoin("stockAdjustments as sa", function () {
      this.on("sa.companyId", "m.companyId").andOn("sa.id", "m.sourceId").andOnVal("m.sourceType", "=", "adjustment");
    })
    .select(
      "m.sourceType",
      "m.sourceId",
      "m.memo",
      db.raw(`${coalesce("number")} AS document_no`),
      db.raw(`${coalesce(memoColumn)} AS document_memo`),
      "b.refNo as buildRef",
      "b.comments as buildComments",
      db.raw("coalesce(b.journal_entry_id, sa.journal_entry_id) AS entry_id"),
    );
}

/** What a movement shows: its type, number, memo, and where it leads (under the dashboard; null: nowhere). */
export function movementSource(r: MovementSourceRow, itemId: number) {
  const document = DOCUMENT_PATHS[r.sourceType];
  return {
    type: STOCK_SOURCE_LABELS[r.sourceType] ?? r.sourceType,
    no: r.documentNo ?? (r.sourceType === "build" ? r.buildRef || String(r.sourceId ?? "") : r.sourceId === null ? "" : String(r.sourceId)),
    memo: r.memo || r.documentMemo || r.buildComments || "",
    href:
      document && r.sourceId !== null
        ? `${document}/${r.sourceId}`
        : r.entryId !== null
          ? `journal-entries/${r.entryId}`
          : r.sourceType === "opening"
            ? `inventory/edit-item/${itemId}`
            : null,
  };
}

/**
 * An item's transactions, newest first: each stock movement with its document's number — the
 * purchase document's number, the stock adjustment's id, the build's ref no. `all: true` gives every
 * row (the CSV export) instead of one page.
 */
export async function itemTransactions(
  db: Knex,
  companyId: number,
  itemId: number,
  query: TransactionQuery & { today: string; fiscalYearStart: string | number; all?: boolean },
): Promise<ListResult<CenterTransaction>> {
  const sources = CENTER_VIEW_SOURCES[query.view];
  const range = centerDateRange(query.date, query.today, query.fiscalYearStart);
  const base = db("stockMovements as m")
    .where("m.companyId", companyId)
    .where("m.itemId", itemId)
    .modify((q) => {
      if (sources) q.whereIn("m.sourceType", sources);
      if (range) q.whereBetween("m.movementDate", [range.from, range.to]);
    });
  const [{ count }] = await base.clone().count<{ count: string | number }[]>("* as count");
  const rows: (MovementSourceRow & { id: number; movementDate: string; quantity: string; value: string })[] = await base
    .clone()
    .modify((q) => movementSources(db, q))
    .orderBy([
      { column: "m.movementDate", order: "desc" },
      { column: "m.id", order: "desc" },
    ])
    .modify((q) => {
      if (!query.all) q.limit(query.perPage).offset((query.page - 1) * query.perPage);
    })
    .select("m.id", db.raw("to_char(m.movement_date, 'YYYY-MM-DD') AS movement_date"), "m.quantity", "m.value");
  return {
    items: rows.map((r) => {
      const { type, no, memo } = movementSource(r, itemId);
      return {
        id: Number(r.id),
        date: r.movementDate,
        type,
        sourceType: r.sourceType,
        sourceId: r.sourceId,
        no,
        memo,
        quantity: formatQuantity(fromQuantityDecimal(r.quantity)),
        amount: toDecimal(fromDecimal(r.value)),
      };
    }),
    total: Number(count),
    page: query.page,
    perPage: query.perPage,
  };
}
