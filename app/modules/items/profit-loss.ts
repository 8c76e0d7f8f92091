import { formatMoney, type Cents } from "~/lib/money";
import type { VendorItemKind } from "./schema";

// The profit and loss analysis of the item forms: what one unit earns when the item is
// both bought and sold. difference = sales − purchase; percentage = difference / purchase × 100, to
// one decimal (rounded half away from zero, in integers: no floating-point money). Pure, so the
// browser runs it as the prices are typed and tests pin its wording.

export type ProfitLossOutcome = "profit" | "loss" | "break-even";

export interface ProfitLossAnalysis {
  outcome: ProfitLossOutcome;
  salesPrice: Cents;
  purchasePrice: Cents;
  /** sales − purchase, in cents (negative for a loss) */
  difference: Cents;
  /** "66.7" (per cent of the purchase price, one decimal); null when the purchase price is 0 */
  percentage: string | null;
  /** The dialog's sentence: "You will make a profit of $20.00 on this service" */
  message: string;
}

export const PROFIT_LOSS_TITLE = "Profit and Loss Analysis";

/** The difference as tenths of a per cent of the purchase price, rounded half away from zero. */
// (BigInt: a difference of twelve digits times 1000 passes 2^53.)
function tenthsOfPercent(difference: number, purchase: number): bigint {
  const scaled = BigInt(Math.abs(difference)) * 1000n;
  const divisor = BigInt(purchase);
  const tenths = (2n * scaled + divisor) / (2n * divisor);
  return difference < 0 ? -tenths : tenths;
}

/** "66.7", "-25.0", "0.0" */
function formatTenths(tenths: bigint): string {
  const sign = tenths < 0n ? "-" : "";
  const abs = tenths < 0n ? -tenths : tenths;
  return `${sign}${abs / 10n}.${abs % 10n}`;
}

export function profitLossAnalysis(kind: VendorItemKind, salesPrice: Cents, purchasePrice: Cents): ProfitLossAnalysis {
  const difference = (salesPrice - purchasePrice) as Cents;
  const percentage = purchasePrice > 0 ? formatTenths(tenthsOfPercent(difference, purchasePrice)) : null;
  const noun = kind === "product" ? "product" : "service";
  if (difference > 0) {
    return {
      outcome: "profit",
      salesPrice,
      purchasePrice,
      difference,
      percentage,
      message: `You will make a profit of ${formatMoney(difference)} on this ${noun}`,
    };
  }
  if (difference < 0) {
    return {
      outcome: "loss",
      salesPrice,
      purchasePrice,
      difference,
      percentage,
      message: `You will incur a loss of ${formatMoney(-difference)} on this ${noun}`,
    };
  }
  return { outcome: "break-even", salesPrice, purchasePrice, difference, percentage, message: "You will break even (no profit or loss)" };
}

/**
 * Whether the form's analysis runs: the item is both sold and bought, both prices are
 * positive, and no rule of the form finds a problem.
 */
export function shouldAnalyse(state: {
  sells: boolean;
  buys: boolean;
  salesPrice: Cents | null;
  purchasePrice: Cents | null;
  hasErrors: boolean;
}): boolean {
  return (
    state.sells &&
    state.buys &&
    !state.hasErrors &&
    state.salesPrice !== null &&
    state.purchasePrice !== null &&
    state.salesPrice > 0 &&
    state.purchasePrice > 0
  );
}
