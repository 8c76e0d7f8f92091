import type { Knex } from "knex";
import type { Cents } from "~/lib/money";
import { fromQuantityDecimal } from "~/lib/quantity";
import { defaultWarehouseId, moveStocks, type MovedStock, type StockChange } from "~/modules/inventory/stock.server";
import { PURCHASE_KIND } from "./kinds";
import { DOCUMENT_LABELS, type DocumentKind } from "./schema";

// The stock side of a purchase document's inventory rows, moved in the document's transaction
// before its journal entry is posted (ADR 0028: moveStock is the only way stock changes):
// - a bill, cash purchase, credit card charge or cash expense receives each row's quantity into
//   the company's default warehouse at the row's amount (quantity × unit price), which re-averages
//   the item's cost there; the row's journal line debits the item's assets account with that amount;
// - a vendor credit sends the quantity back to the vendor: it goes out at the average cost
//   (refused with moveStock's 409 "Not enough …" when less is on hand), and postingLines credits
//   the assets account with that cost and puts the rest of the row's amount on the item's Cost of
//   Goods Sold account.
// The movements carry the document's kind as source type and its id, dated the document's date,
// so a correction that reverses the document's entry can undo them with reverseStock (today no
// screen re-posts or voids a posted purchase document; a draft bill moves nothing until saved open).

/** What of a resolved row (documents.server.ts' ResolvedRow) moves stock. */
export interface StockRow {
  itemId: number | null;
  /** Decimal text, "2.5000" */
  quantity: string | null;
  amount: Cents;
  /** Set on the rows of inventory items and assemblies */
  stock?: object;
}

export interface StockDocument {
  kind: DocumentKind;
  id: number;
  number: string;
  /** YYYY-MM-DD: the document's date (its journal entry's) */
  date: string;
}

/**
 * Move the stock of the document's inventory rows. Returns, per item a vendor credit took out, the
 * cost it went out at (positive cents) — postingLines' `issuedCost`; empty for the other kinds.
 */
export async function moveDocumentStock(
  trx: Knex.Transaction,
  companyId: number,
  document: StockDocument,
  rows: readonly StockRow[],
): Promise<Map<number, Cents>> {
  const [issued] = await moveDocumentsStock(trx, companyId, [{ document, rows }]);
  return issued;
}

/**
 * moveDocumentStock for several documents (an import's chunk), in their order, with one moveStocks:
 * each document's issued costs.
 */
export async function moveDocumentsStock(
  trx: Knex.Transaction,
  companyId: number,
  documents: readonly { document: StockDocument; rows: readonly StockRow[] }[],
): Promise<Map<number, Cents>[]> {
  const stocked = documents.map(({ rows }) => rows.filter((r) => r.stock && r.itemId !== null));
  if (!stocked.some((rows) => rows.length)) return documents.map(() => new Map());
  const warehouseId = await defaultWarehouseId(trx, companyId);
  const moves = documents.map(({ document }, d) => {
    const returning = PURCHASE_KIND[document.kind].stock === "issue";
    const memo = `${DOCUMENT_LABELS[document.kind].title} ${document.number}`;
    const changes: StockChange[] = stocked[d].map((r) => {
      const quantity = fromQuantityDecimal(r.quantity ?? "1");
      return returning
        ? { itemId: r.itemId!, warehouseId, quantity: -quantity, memo }
        : { itemId: r.itemId!, warehouseId, quantity, value: r.amount, memo };
    });
    return { source: { type: document.kind, id: document.id, date: document.date }, changes };
  });
  const moved = await moveStocks(trx, companyId, moves);
  return documents.map(({ document }, d) => (PURCHASE_KIND[document.kind].stock === "issue" ? issuedCosts(moved[d]) : new Map()));
}

/** Per item, the cost a return took out (positive cents). */
function issuedCosts(moved: readonly MovedStock[]): Map<number, Cents> {
  const costs = new Map<number, Cents>();
  for (const m of moved) costs.set(m.itemId, ((costs.get(m.itemId) ?? 0) - m.value) as Cents);
  return costs;
}
