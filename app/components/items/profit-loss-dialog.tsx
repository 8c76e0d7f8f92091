import { useRef, useState } from "react";
import { loadOnOpen } from "~/components/ui/load-on-open";
import { parseMoney } from "~/lib/money";
import { profitLossAnalysis, shouldAnalyse, type ProfitLossAnalysis } from "~/modules/items/profit-loss";
import type { VendorItemKind } from "~/modules/items/schema";

/**
 * The item forms' profit and loss analysis: `analyse` opens it (on leaving a price, or ticking the
 * sell or buy box) when the rules say so, once per pair of prices — the pair the form was loaded with
 * counts as seen.
 */
export function useProfitLoss(kind: VendorItemKind, loaded: { salesPrice: string; purchasePrice: string }) {
  const [analysis, setAnalysis] = useState<ProfitLossAnalysis | null>(null);
  const analysed = useRef(`${parseMoney(loaded.salesPrice)}/${parseMoney(loaded.purchasePrice)}`);
  const analyse = (state: { sells: boolean; buys: boolean; salesPrice: string; purchasePrice: string; hasErrors: boolean }) => {
    const salesPrice = parseMoney(state.salesPrice);
    const purchasePrice = parseMoney(state.purchasePrice);
    if (!shouldAnalyse({ sells: state.sells, buys: state.buys, salesPrice, purchasePrice, hasErrors: state.hasErrors })) return;
    const pair = `${salesPrice}/${purchasePrice}`;
    if (analysed.current === pair) return;
    analysed.current = pair;
    setAnalysis(profitLossAnalysis(kind, salesPrice!, purchasePrice!));
  };
  return { analysis, analyse, close: () => setAnalysis(null) };
}

const ProfitLossPanel = loadOnOpen(() => import("./profit-loss-panel").then((m) => m.ProfitLossPanel));

/**
 * The analysis: prices, difference and percentage, and the sentence that sums it up (also New
 * Inventory Assembly's). Its dialog (./profit-loss-panel.tsx) loads the first time it opens (ADR 0027).
 */
export function ProfitLossDialog({ analysis, onClose }: { analysis: ProfitLossAnalysis | null; onClose: () => void }) {
  return <ProfitLossPanel open={analysis !== null} analysis={analysis} onClose={onClose} />;
}
