import { formatMoney, fromDecimal } from "~/lib/money";

// The totals under a documents list (Bills, Invoices): each figure over every matching document,
// "-" when nothing matches.

export function ListTotals({ totals }: { totals: { total: string; amountPaid: string; amountDue: string } | null }) {
  return (
    <dl aria-label="Totals" className="grid justify-end gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_7rem]">
      {(
        [
          ["Total", totals?.total],
          ["Amount Paid", totals?.amountPaid],
          ["Amount Due", totals?.amountDue],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="text-right font-semibold tabular-nums text-slate-900">{value ? formatMoney(fromDecimal(value)) : "-"}</dd>
        </div>
      ))}
    </dl>
  );
}
