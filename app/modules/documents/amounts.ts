import { toDecimal, type Cents } from "~/lib/money";

// The arithmetic every document shares: quantities in ten-thousandths of a unit (integers, like
// cents), a row's amount from its quantity and unit price, a document's total from its rows.

/** Quantities are integers of ten-thousandths: "2.5" is 25,000. */
export const QUANTITY_SCALE = 10_000;

/** A row's amount: quantity (in ten-thousandths) × unit price, rounded half up to the cent. */
export function rowAmount(quantityUnits: number, unitPrice: Cents): Cents {
  const product = BigInt(quantityUnits) * BigInt(unitPrice);
  const scale = BigInt(QUANTITY_SCALE);
  return Number((product + scale / 2n) / scale) as Cents;
}

/** A document row as it is stored (purchase_document_lines, sales_document_lines): its account, item, quantity and amount. */
export interface StoredRow {
  lineType: "account" | "item";
  /** The account the row posts to (an item row's: its item's, not stored on the line) */
  accountId: number;
  itemId: number | null;
  description: string;
  /** Decimal text, "2.5000" (item rows) */
  quantity: string | null;
  /** Decimal text (item rows) */
  unitPrice: string | null;
  amount: Cents;
}

/** An account row as stored: the account it posts to, its description and amount (no item, quantity or price). */
export function accountRow(accountId: number, row: { description: string; amount: Cents }): StoredRow {
  return {
    lineType: "account",
    accountId,
    itemId: null,
    description: row.description,
    quantity: null,
    unitPrice: null,
    amount: row.amount,
  };
}

/** A document's rows as its stored lines, numbered from 1 (an item row's account is its item's, so not stored). */
export function storedLines(companyId: number, rows: readonly StoredRow[]) {
  return rows.map((r, index) => ({
    companyId,
    lineNo: index + 1,
    lineType: r.lineType,
    accountId: r.lineType === "account" ? r.accountId : null,
    itemId: r.itemId,
    description: r.description,
    quantity: r.quantity,
    unitPrice: r.unitPrice,
    amount: toDecimal(r.amount),
  }));
}
