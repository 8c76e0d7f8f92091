import { fromDecimal, type Cents } from "~/lib/money";

// A sales document's figures — subtotal, discount, sales tax and total — from its rows, discount and
// tax rate. Pure and zod-free: the service posts them (documents.server.ts) and the screens show the
// same figures live as the form changes.

/** A discount as the form and the schema read it: an amount ("25.00") or a percentage ("10%"). */
export type SalesDiscount = { percent: string } | { amount: string } | null;

/** A discount as typed: an amount or a percentage; blank or not a discount: none (the schema says why). */
export function discountOf(text: string): SalesDiscount {
  const trimmed = text.trim();
  const percent = /^(\d{1,3}(?:\.\d{1,4})?)\s*%$/.exec(trimmed);
  if (percent) return Number(percent[1]) > 100 ? null : { percent: percent[1] };
  return /^\d{1,12}(\.\d{1,2})?$/.test(trimmed) ? { amount: trimmed } : null;
}

export interface SalesFigures {
  subtotal: Cents;
  discountPercent: string | null;
  discount: Cents;
  taxableAmount: Cents;
  tax: Cents;
  total: Cents;
}

/** Round half away from zero of numerator / denominator (both non-negative integers). */
const roundedShare = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * A document's figures from its rows, discount and tax rate (a percentage as text, "8.2500"):
 * the discount (an amount, or a percentage of the subtotal to the cent) comes off before tax, each
 * taxable row bearing its share of it; the tax is the rate of what remains taxable, to the cent.
 * Pure: the screens show the same figures as the server posts.
 */
export function salesFigures(
  rows: readonly { amount: Cents; taxable: boolean }[],
  discount: SalesDiscount,
  taxRate: string | null,
): SalesFigures {
  const subtotal = rows.reduce((sum, r) => sum + r.amount, 0) as Cents;
  const taxable = rows.filter((r) => r.taxable).reduce((sum, r) => sum + r.amount, 0);
  const percentUnits = discount && "percent" in discount ? Math.round(Number(discount.percent) * 10_000) : null;
  const discountCents = (
    discount === null ? 0 : "percent" in discount ? roundedShare(subtotal * percentUnits!, 1_000_000) : fromDecimal(discount.amount)
  ) as Cents;
  const discountOnTaxable = subtotal > 0 ? roundedShare(taxable * Math.min(discountCents, subtotal), subtotal) : 0;
  const taxableAmount = Math.max(0, taxable - discountOnTaxable) as Cents;
  const rateUnits = taxRate === null ? 0 : Math.round(Number(taxRate) * 10_000);
  const tax = roundedShare(taxableAmount * rateUnits, 1_000_000) as Cents;
  return {
    subtotal,
    discountPercent: percentUnits === null ? null : (percentUnits / 10_000).toFixed(4),
    discount: discountCents,
    taxableAmount: taxRate === null ? (0 as Cents) : taxableAmount,
    tax,
    total: (subtotal - discountCents + tax) as Cents,
  };
}
