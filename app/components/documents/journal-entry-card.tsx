import { Link } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { TableHead } from "~/components/ui/table-head";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";

// The journal entry a saved document posted (purchases and sales alike): its number, linked to the
// entry's own screen, its date and its lines; `none` when it posted nothing (a draft).

export const HEAD_ROW = "border-b border-slate-200 text-left text-xs font-semibold uppercase text-slate-600";
export const headCell = ({ last, right }: { last: boolean; right: boolean }) => cn("py-2", !last && "pr-2", right && "text-right");
export const money = (value: string) => formatMoney(fromDecimal(value));

export interface PostedEntry {
  id: number;
  entryNo: string;
  entryDate: string;
  lines: { accountNumber: string | null; accountName: string | null; memo: string; debit: string; credit: string }[];
}

export function JournalEntryCard({ companyId, entry, none }: { companyId: number; entry: PostedEntry | null; none: string }) {
  return (
    <Card>
      <CardHeader title="Journal Entry" />
      <CardBody>
        {entry ? (
          <>
            <p className="mb-2 text-sm">
              <Link to={menuHref(companyId, `journal-entries/${entry.id}`)}>{entry.entryNo}</Link>
              {` · ${formatUsDate(entry.entryDate)}`}
            </p>
            <table className="min-w-full text-sm">
              <caption className="sr-only">Journal entry lines</caption>
              <TableHead
                rowClassName={HEAD_ROW}
                cellClassName={headCell}
                columns={["Account", "Memo", ["Debit", "right"], ["Credit", "right"]]}
              />
              <tbody>
                {entry.lines.map((line, index) => (
                  <tr key={index} className="border-b border-slate-100">
                    <td className="py-2 pr-2">{`${line.accountNumber ?? ""} - ${line.accountName ?? ""}`}</td>
                    <td className="py-2 pr-2">{line.memo}</td>
                    <td className="py-2 pr-2 text-right tabular-nums">{fromDecimal(line.debit) ? money(line.debit) : ""}</td>
                    <td className="py-2 text-right tabular-nums">{fromDecimal(line.credit) ? money(line.credit) : ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className="text-sm text-slate-600">{none}</p>
        )}
      </CardBody>
    </Card>
  );
}
