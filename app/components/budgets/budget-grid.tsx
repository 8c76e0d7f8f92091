import { useCallback, useState, type FormEvent } from "react";
import { formatMoney, readMoney } from "~/lib/money";
import { BUDGET_SECTIONS, cellName, MONTHS_IN_BUDGET } from "~/modules/budgets/constants";
import type { BudgetGridAccount } from "./budget-form-data";

// A budget's grid: the income and expense accounts (grouped as the Profit and Loss groups them) by
// the fiscal year's twelve months, one plain input a cell (`amount-<account>-<month>`, posted as
// is: the grid works without JavaScript), each row's total, and each month's Total Income, Total
// Expenses and Net Income. The totals shown are the server's until JavaScript runs, then follow
// what is typed (a cell that is not an amount counts as zero until the save says why).

const INCOME_TYPES: readonly string[] = ["Income", "Other Income"];

const cents = (text: string | undefined) => {
  const reading = readMoney(text ?? "");
  return reading.ok ? reading.cents : 0;
};

function totalsOf(rows: BudgetGridAccount[], cells: Record<string, string>) {
  const zero = () => new Array<number>(MONTHS_IN_BUDGET + 1).fill(0);
  const income = zero();
  const expenses = zero();
  const byRow = new Map<number, number>();
  for (const row of rows) {
    let total = 0;
    for (let m = 0; m < MONTHS_IN_BUDGET; m++) {
      const c = cents(cells[cellName(row.id, m + 1)]);
      total += c;
      (INCOME_TYPES.includes(row.accountType) ? income : expenses)[m] += c;
    }
    byRow.set(row.id, total);
    (INCOME_TYPES.includes(row.accountType) ? income : expenses)[MONTHS_IN_BUDGET] += total;
  }
  return { byRow, income, expenses, net: income.map((x, i) => x - expenses[i]) };
}

export function BudgetGrid({
  rows,
  months,
  values,
}: {
  rows: BudgetGridAccount[];
  months: string[];
  /** Cells to show instead of the rows' amounts (a refused save's) */
  values?: Record<string, string>;
}) {
  const initial = () => {
    const cells: Record<string, string> = {};
    for (const row of rows) row.amounts.forEach((a, m) => (cells[cellName(row.id, m + 1)] = values?.[cellName(row.id, m + 1)] ?? a));
    return cells;
  };
  const [cells, setCells] = useState(initial);
  const onInput = useCallback((event: FormEvent<HTMLTableSectionElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name) setCells((current) => ({ ...current, [input.name]: input.value }));
  }, []);
  const totals = totalsOf(rows, cells);
  const head = "whitespace-nowrap px-2 py-2 text-right text-xs font-semibold uppercase tracking-wide text-slate-600";
  const footRow = (label: string, figures: number[], testId: string) => (
    <tr data-testid={testId}>
      <th scope="row" className="sticky left-0 bg-slate-50 px-3 py-2 text-left">
        {label}
      </th>
      {figures.map((f, i) => (
        <td key={i} className="whitespace-nowrap px-2 py-2 text-right tabular-nums">
          {formatMoney(f)}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm" data-testid="budget-grid">
        <caption className="sr-only">Budget amounts by account and month</caption>
        <thead className="bg-slate-50">
          <tr>
            <th
              scope="col"
              className="sticky left-0 bg-slate-50 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600"
            >
              Account
            </th>
            {months.map((m) => (
              <th key={m} scope="col" className={head}>
                {m.slice(0, 3)}
              </th>
            ))}
            <th scope="col" className={head}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100" onInput={onInput}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={MONTHS_IN_BUDGET + 2} className="px-4 py-8 text-center text-slate-500">
                The company has no income or expense accounts yet.
              </td>
            </tr>
          ) : null}
          {BUDGET_SECTIONS.map((section) => {
            const members = rows.filter((r) => (section.types as readonly string[]).includes(r.accountType));
            if (!members.length) return null;
            return [
              <tr key={section.label} className="bg-slate-50/60">
                <th scope="rowgroup" colSpan={MONTHS_IN_BUDGET + 2} className="px-3 py-2 text-left font-semibold text-slate-900">
                  {section.label}
                </th>
              </tr>,
              ...members.map((row) => {
                const label = `${row.accountNumber} · ${row.accountName}`;
                return (
                  <tr key={row.id}>
                    <th scope="row" className="sticky left-0 whitespace-nowrap bg-white px-3 py-1 text-left font-normal text-slate-800">
                      {label}
                    </th>
                    {months.map((m, i) => (
                      <td key={m} className="px-1 py-1">
                        <input
                          name={cellName(row.id, i + 1)}
                          defaultValue={cells[cellName(row.id, i + 1)]}
                          inputMode="decimal"
                          autoComplete="off"
                          aria-label={`${row.accountName}, ${m}`}
                          className="w-24 rounded border border-slate-300 px-2 py-1 text-right tabular-nums focus:border-blue-500 focus:outline-none focus:ring-1 focus:ring-blue-500"
                        />
                      </td>
                    ))}
                    <td className="whitespace-nowrap px-2 py-1 text-right font-medium tabular-nums" data-testid={`row-total-${row.id}`}>
                      {formatMoney(totals.byRow.get(row.id) ?? 0)}
                    </td>
                  </tr>
                );
              }),
            ];
          })}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900">
          {footRow("Total Income", totals.income, "total-income")}
          {footRow("Total Expenses", totals.expenses, "total-expenses")}
          {footRow("Net Income", totals.net, "net-income")}
        </tfoot>
      </table>
    </div>
  );
}
