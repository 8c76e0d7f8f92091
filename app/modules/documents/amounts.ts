import type { Cents } from "~/lib/money";

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
