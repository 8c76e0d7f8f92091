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
  const rows: {
    id: number;
    movementDate: string;
    sourceType: string;
    sourceId: number | null;
    quantity: string;
    value: string;
    memo: string;
    documentNo: string | null;
    documentMemo: string | null;
    buildRef: string | null;
    buildComments: string | null;
  }[] = await base
    .clone()
    .modify((q) => {
      // One join per table of stock-moving kinds: a movement's source type is its document's kind.
      documentTables.forEach(([table, kinds], i) => {
        q.leftJoin(`${table} as d${i}`, function () {
          this.on(`d${i}.companyId`, "m.companyId").andOn(`d${i}.id`, "m.sourceId").andOnIn("m.sourceType", kinds);
        });
      });
    })
    .leftJoin("assemblyBuilds as b", function () {
      this.on("b.companyId", "m.companyId").andOn("b.id", "m.sourceId").andOnVal("m.sourceType", "=", "build");
    })
    .orderBy([
      { column: "m.movementDate", order: "desc" },
      { column: "m.id", order: "desc" },
    ])
    .modify((q) => {
      if (!query.all) q.limit(query.perPage).offset((query.page - 1) * query.perPage);
    })
    .select(
      "m.id",
      db.raw("to_char(m.movement_date, 'YYYY-MM-DD') AS movement_date"),
      "m.sourceType",
      "m.sourceId",
      "m.quantity",
      "m.value",
      "m.memo",
      db.raw(`${coalesce("number")} AS document_no`),
      db.raw(`${coalesce(memoColumn)} AS document_memo`),
      "b.refNo as buildRef",
      "b.comments as buildComments",
    );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      date: r.movementDate,
      type: STOCK_SOURCE_LABELS[r.sourceType] ?? r.sourceType,
      sourceType: r.sourceType,
      sourceId: r.sourceId,
      no:
        r.documentNo ?? (r.sourceType === "build" ? r.buildRef || String(r.sourceId ?? "") : r.sourceId === null ? "" : String(r.sourceId)),
      memo: r.memo || r.documentMemo || r.buildComments || "",
      quantity: formatQuantity(fromQuantityDecimal(r.quantity)),
      amount: toDecimal(fromDecimal(r.value)),
    })),
    total: Number(count),
    page: query.page,
    perPage: query.perPage,
  };
}
