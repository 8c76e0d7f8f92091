// What the document screens and the API show of a saved document's rows and journal entry, the
// same for every kind (purchases and sales): its account rows and item rows by line number, and
// its entry's lines as the ledger wrote them. A kind adds its own columns (a sale's taxable flag,
// a purchase row's posting account) through `extra`.

interface StoredLine {
  lineNo: number;
  lineType: string;
  accountId: number | null;
  itemId: number | null;
  description: string;
  quantity: string | null;
  unitPrice: string | null;
  amount: string;
  account?: { accountNumber: string; accountName: string } | null;
  item?: { name: string; itemType: string } | null;
}

/** "1000 - Checking", or null when there is no account. */
export const accountLabel = (account: { accountNumber: string; accountName: string } | null | undefined) =>
  account ? `${account.accountNumber} - ${account.accountName}` : null;

/** A document's account rows and item rows as shown, each with the kind's own columns. */
export function documentRowsView<L extends StoredLine, A extends object, I extends object>(
  lines: readonly L[],
  extra: { account: (line: L) => A; item: (line: L) => I },
) {
  return {
    accountRecords: lines
      .filter((l) => l.lineType === "account")
      .map((l) => ({
        lineNo: l.lineNo,
        accountId: l.accountId!,
        accountNumber: l.account?.accountNumber ?? "",
        accountName: l.account?.accountName ?? "",
        description: l.description,
        amount: l.amount,
        ...extra.account(l),
      })),
    itemRecords: lines
      .filter((l) => l.lineType === "item")
      .map((l) => ({
        lineNo: l.lineNo,
        itemId: l.itemId!,
        itemName: l.item?.name ?? "",
        itemType: l.item?.itemType ?? "",
        description: l.description,
        quantity: l.quantity ?? "1",
        unitPrice: l.unitPrice ?? "0.00",
        amount: l.amount,
        ...extra.item(l),
      })),
  };
}

interface PostedLine {
  accountNumber: string | null;
  accountName: string | null;
  memo: string | null;
  debit: string | null;
  credit: string | null;
}

/** A document's journal entry as shown beside it (null when it posted none: a draft). */
export const journalEntryView = <L extends PostedLine>(
  entry: { id: number; entryNo: string; entryDate: string; lines: readonly L[] } | null,
) =>
  entry
    ? {
        id: entry.id,
        entryNo: entry.entryNo,
        entryDate: entry.entryDate,
        lines: entry.lines.map((l) => ({
          accountNumber: l.accountNumber as L["accountNumber"],
          accountName: l.accountName as L["accountName"],
          memo: l.memo as L["memo"],
          debit: l.debit as L["debit"],
          credit: l.credit as L["credit"],
        })),
      }
    : null;
