import type { ReactNode } from "react";
import { HEAD_ROW, headCell, money } from "~/components/documents/journal-entry-card";
import { shownQuantity } from "~/components/documents/row-values";
import { TableHead } from "~/components/ui/table-head";
import { PURCHASE_ITEM_TYPE_LABELS, type PurchaseItemType } from "~/modules/purchases/constants";

// The parts of a saved document's read-only screen that every kind shows alike (purchases and
// sales): its facts (label and value, long texts kept on their lines) and its rows, the item rows
// and the account rows each in a captioned table; a sale's rows add a Taxable column.

/** The document's facts, then its long texts (Bill To, Ship To) where they are not blank. */
export function SavedDocumentFacts({
  facts,
  texts = [],
  columns,
}: {
  facts: [string, ReactNode][];
  texts?: [string, string][];
  columns: 3 | 4;
}) {
  return (
    <dl className={`grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
      {texts.map(([label, text]) =>
        text ? (
          <div key={label}>
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="whitespace-pre-line text-slate-900">{text}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** The document's notes (its memo, a customer message), each under its label where it is not blank. */
export function SavedNotes({ notes }: { notes: [string, string][] }) {
  return (
    <div className="space-y-2 text-sm">
      {notes.map(([label, text]) =>
        text ? (
          <div key={label}>
            <p className="font-medium text-slate-600">{label}</p>
            <p className="whitespace-pre-line text-slate-900">{text}</p>
          </div>
        ) : null,
      )}
    </div>
  );
}

interface SavedAccountRow {
  lineNo: number;
  accountNumber: string;
  accountName: string;
  description: string;
  amount: string;
  taxable?: boolean;
}
interface SavedItemRow {
  lineNo: number;
  itemName: string;
  itemType: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  taxable?: boolean;
}

const yes = (flag: boolean | undefined) => (flag ? "Yes" : "");
const cell = (last: boolean, numeric = false) => `py-2 ${last ? "" : "pr-2"} ${numeric ? "text-right tabular-nums" : ""}`.trim();

/** The document's account rows ("Itemize by Account"). */
export function SavedAccountRows({ rows, taxable = false }: { rows: readonly SavedAccountRow[]; taxable?: boolean }) {
  if (!rows.length) return null;
  return (
    <table className="min-w-full text-sm">
      <caption className="mb-1 text-left text-sm font-semibold text-slate-800">Itemize by Account</caption>
      <TableHead
        rowClassName={HEAD_ROW}
        cellClassName={headCell}
        columns={["Account", "Description", ["Amount", "right"], ...(taxable ? ["Taxable"] : [])]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.lineNo} className="border-b border-slate-100">
            <td className={cell(false)}>{`${row.accountNumber} - ${row.accountName}`}</td>
            <td className={cell(false)}>{row.description}</td>
            <td className={cell(!taxable, true)}>{money(row.amount)}</td>
            {taxable ? <td className={cell(true)}>{yes(row.taxable)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The document's item rows ("Itemize by Product/Service"); the price is a bill's Unit Price or a sale's Rate. */
export function SavedItemRows({
  rows,
  priceLabel,
  taxable = false,
}: {
  rows: readonly SavedItemRow[];
  priceLabel: string;
  taxable?: boolean;
}) {
  if (!rows.length) return null;
  return (
    <table className="min-w-full text-sm">
      <caption className="mb-1 text-left text-sm font-semibold text-slate-800">Itemize by Product/Service</caption>
      <TableHead
        rowClassName={HEAD_ROW}
        cellClassName={headCell}
        columns={[
          "Product/Service",
          "Type",
          "Description",
          ["Qty", "right"],
          [priceLabel, "right"],
          ["Amount", "right"],
          ...(taxable ? ["Taxable"] : []),
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.lineNo} className="border-b border-slate-100">
            <td className={cell(false)}>{row.itemName}</td>
            <td className={cell(false)}>{PURCHASE_ITEM_TYPE_LABELS[row.itemType as PurchaseItemType] ?? row.itemType}</td>
            <td className={cell(false)}>{row.description}</td>
            <td className={cell(false, true)}>{shownQuantity(row.quantity)}</td>
            <td className={cell(false, true)}>{money(row.unitPrice)}</td>
            <td className={cell(!taxable, true)}>{money(row.amount)}</td>
            {taxable ? <td className={cell(true)}>{yes(row.taxable)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
