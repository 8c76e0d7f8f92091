import type { ReactNode } from "react";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { sideAmount } from "./amounts";
import { AmountCell } from "./report-header";

// The rows of a register-style report (the General Ledger's accounts, a party's Statement): Date,
// Type, Number, Memo, the two sides and the running balance, between balance rows (opening or
// balance forward, closing).

/** A balance row: its date, its label heading the `span` columns after it, then its figures (`children`). */
export function RegisterBalanceRow({ date, label, span, children }: { date: string; label: string; span: number; children: ReactNode }) {
  return (
    <tr className="bg-slate-50/60">
      <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(date)}</td>
      <th scope="row" colSpan={span} className="px-4 py-2 text-left font-medium text-slate-900">
        {label}
      </th>
      {children}
    </tr>
  );
}

/** A line: its date, type, number (a link to what it posts), memo, the two sides (blank for zero) and the balance after it. */
export function RegisterEntryRow({
  date,
  type,
  number,
  memo,
  sides,
  balance,
}: {
  date: string;
  type: string;
  number: ReactNode;
  memo: string;
  /** Debit and credit, or charge and credit */
  sides: readonly [number, number];
  balance: number;
}) {
  return (
    <tr>
      <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(date)}</td>
      <td className="px-4 py-2 text-slate-700">{type}</td>
      <td className="whitespace-nowrap px-4 py-2">{number}</td>
      <td className="px-4 py-2 text-slate-700">{memo}</td>
      <AmountCell>{sideAmount(sides[0])}</AmountCell>
      <AmountCell>{sideAmount(sides[1])}</AmountCell>
      <AmountCell>{formatMoney(balance)}</AmountCell>
    </tr>
  );
}
