import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "~/components/ui/dialog";
import { formatMoney, parseMoney } from "~/lib/money";
import { PROFIT_LOSS_TITLE, profitLossAnalysis, shouldAnalyse, type ProfitLossAnalysis } from "~/modules/items/profit-loss";
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

/** The analysis: prices, difference and percentage, and the sentence that sums it up (also New Inventory Assembly's). */
export function ProfitLossDialog({ analysis, onClose }: { analysis: ProfitLossAnalysis | null; onClose: () => void }) {
  const rows: [string, string][] = analysis
    ? [
        ["Sales Price (USD)", formatMoney(analysis.salesPrice)],
        ["Purchase Price (USD)", formatMoney(analysis.purchasePrice)],
        ["Difference", formatMoney(analysis.difference)],
        ["Percentage", analysis.percentage === null ? "—" : `${analysis.percentage}%`],
      ]
    : [];
  return (
    <Dialog open={analysis !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm" title={PROFIT_LOSS_TITLE} description={analysis?.message ?? ""}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right tabular-nums text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">OK</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
