import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import type { CenterTransactionRow } from "~/components/parties/center-transactions";

// A party's Center › Export to CSV (the Vendor Center's, the Customer Center's): every transaction of
// the selected party matching the view, type and date filters (not only the page shown), newest
// first, as {party ID}-transactions.csv.

export function partyTransactionsCsv(rows: readonly CenterTransactionRow[], code: string | undefined, fallbackName: string): Response {
  const header = ["Date", "Type", "No.", "Memo", "Due Date", "Account", "Payment Method", "Amount", "Status"];
  const lines = rows.map((t) => [
    formatUsDate(t.date),
    t.type,
    t.number,
    t.memo,
    formatUsDate(t.dueDate),
    t.account,
    t.paymentMethod ?? "",
    t.amount,
    t.status,
  ]);
  // A file name made of the party ID's safe characters.
  const base = (code ?? fallbackName).replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || fallbackName;
  return new Response(toCsv([header, ...lines]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${base}-transactions.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
