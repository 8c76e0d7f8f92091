import type { Cents } from "~/lib/money";
import type { PostingRule } from "./kind";

// Posting from a descriptor: a document's journal lines from its kind's posting rule, its rows and
// the account on the other side. Pure (no I/O); the owning module's service resolves the rows and
// the other side's account and posts the lines through the ledger in its saving transaction.

/** A document row as it posts: the account it posts to, its item, its memo and its amount. */
export interface PostingRow {
  accountId: number;
  itemId: number | null;
  description: string;
  amount: Cents;
  /** A stocked item's row: its name, and the account the difference between its amount and its cost goes to */
  stock?: { itemName: string; cogsAccountId: number | null };
}

export interface DocumentLine {
  accountId: number;
  debit?: Cents;
  credit?: Cents;
  memo?: string;
  itemId?: number | null;
}

export interface PostingInput<Tag extends object> {
  rows: readonly PostingRow[];
  total: Cents;
  /** The account on the other side (the party's payable or receivable, the paying account, …) */
  otherSide: number;
  /** Put on every line (the party: `{ vendorId }`) */
  tag: Tag;
  /**
   * For a kind whose rows send stock out (stock "issue"): item id → the cost its quantity went out
   * at. Such a row's cost goes to its own account and the rest of its amount to its item's Cost of
   * Goods Sold account, so the assets account keeps the stock's value.
   */
  issuedCost?: ReadonlyMap<number, Cents>;
  /** The error when a row's cost and amount differ and its item has no Cost of Goods Sold account */
  noCogsAccount: (itemName: string) => Error;
  /**
   * Lines on the other side's direction beside it (a sale's discount, debited to its account next
   * to Accounts Receivable): `total` is then the other side's own amount, and the rows add up to
   * the total and these.
   */
  besideOtherSide?: readonly { accountId: number; amount: Cents; memo?: string }[];
}

/** The journal lines of a document of a kind posting by `rule`: balanced, the other side last (first for credit-side rows). */
export function documentPostingLines<Tag extends object>(rule: PostingRule, input: PostingInput<Tag>): (DocumentLine & Tag)[] {
  const credit = rule.rows === "credit";
  const issued = input.issuedCost ?? new Map<number, Cents>();
  const rowLines = input.rows.flatMap((r): (DocumentLine & Tag)[] => {
    const line = { memo: r.description, ...input.tag, itemId: r.itemId };
    if (r.stock && r.itemId !== null && issued.has(r.itemId)) {
      const cost = issued.get(r.itemId)!;
      const difference = r.amount - cost;
      if (difference !== 0 && r.stock.cogsAccountId === null) throw input.noCogsAccount(r.stock.itemName);
      const side = (amount: Cents, onRowSide: boolean) => ((onRowSide ? credit : !credit) ? { credit: amount } : { debit: amount });
      return [
        ...(cost > 0 ? [{ ...line, accountId: r.accountId, ...side(cost as Cents, true) }] : []),
        ...(difference > 0 ? [{ ...line, accountId: r.stock.cogsAccountId!, ...side(difference as Cents, true) }] : []),
        ...(difference < 0 ? [{ ...line, accountId: r.stock.cogsAccountId!, ...side(-difference as Cents, false) }] : []),
      ];
    }
    if (r.amount <= 0) return [];
    return [{ ...line, accountId: r.accountId, ...(credit ? { credit: r.amount } : { debit: r.amount }) }];
  });
  const other = {
    accountId: input.otherSide,
    ...(credit ? { debit: input.total } : { credit: input.total }),
    ...input.tag,
  } as DocumentLine & Tag;
  const beside = (input.besideOtherSide ?? [])
    .filter((b) => b.amount > 0)
    .map(
      (b) =>
        ({ accountId: b.accountId, memo: b.memo, ...input.tag, ...(credit ? { debit: b.amount } : { credit: b.amount }) }) as DocumentLine &
          Tag,
    );
  return credit ? [other, ...beside, ...rowLines] : [...rowLines, other, ...beside];
}

/** Stock a sale moved of one item: its assets account, its Cost of Goods Sold account and the value that moved (negative: went out). */
export interface SoldStock {
  itemId: number;
  itemName: string;
  assetAccountId: number;
  cogsAccountId: number | null;
  /** Signed cents: negative when the stock went out (a sale), positive when it came back (a return) */
  value: Cents;
}

/**
 * A sale's cost: the value of the stock it sent out moved from the items' assets accounts to
 * their Cost of Goods Sold accounts (Dr COGS, Cr assets), or, for stock that came back (a credit
 * memo), the other way. The income side of the sale is its rows' lines (documentPostingLines).
 */
export function saleCostLines<Tag extends object>(moved: readonly SoldStock[], tag: Tag, noCogsAccount: (itemName: string) => Error) {
  return moved
    .filter((m) => m.value !== 0)
    .flatMap((m): (DocumentLine & Tag)[] => {
      if (m.cogsAccountId === null) throw noCogsAccount(m.itemName);
      const amount = Math.abs(m.value) as Cents;
      const out = m.value < 0;
      return [
        { ...tag, accountId: m.cogsAccountId, itemId: m.itemId, ...(out ? { debit: amount } : { credit: amount }) },
        { ...tag, accountId: m.assetAccountId, itemId: m.itemId, ...(out ? { credit: amount } : { debit: amount }) },
      ];
    });
}
