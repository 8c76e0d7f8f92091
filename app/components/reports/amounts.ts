import { formatMoney, type Cents } from "~/lib/money";

/** A debit or credit column's text: blank for zero, "$1,234.50" otherwise. */
export function sideAmount(cents: Cents | number): string {
  return cents === 0 ? "" : formatMoney(cents);
}
