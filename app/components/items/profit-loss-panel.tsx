import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "~/components/ui/dialog";
import { formatMoney } from "~/lib/money";
import { PROFIT_LOSS_TITLE, type ProfitLossAnalysis } from "~/modules/items/profit-loss";

/** The profit and loss dialog of ./profit-loss-dialog.tsx, loaded the first time it opens. */
export function ProfitLossPanel({ open, analysis, onClose }: { open: boolean; analysis: ProfitLossAnalysis | null; onClose: () => void }) {
  const rows: [string, string][] = analysis
    ? [
        ["Sales Price (USD)", formatMoney(analysis.salesPrice)],
        ["Purchase Price (USD)", formatMoney(analysis.purchasePrice)],
        ["Difference", formatMoney(analysis.difference)],
        ["Percentage", analysis.percentage === null ? "—" : `${analysis.percentage}%`],
      ]
    : [];
  return (
    <Dialog open={open} onOpenChange={(open) => !open && onClose()}>
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
