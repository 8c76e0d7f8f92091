import { formatMoney, sumCents, type Cents } from "~/lib/money";

// The double-entry rules every posting obeys (pure, shared by the journal entry form, the API and
// the posting function). Messages are the spec's, word for word. There is no tolerance:
// debits and credits must be equal to the cent.

export const MESSAGES = {
  twoRows: "At least two entries are required",
  accounts: "All accounts must be selected",
  oneSide: "Each entry must have either a debit OR credit amount, not both",
  bothSides: "At least one debit and one credit entry are required",
  unequal: (debit: Cents, credit: Cents) => `Totals must be equal. Debit: ${formatMoney(debit)}, Credit: ${formatMoney(credit)}`,
} as const;

export interface RuleLine {
  accountId: number | null | undefined;
  debit: Cents;
  credit: Cents;
}

function totals(lines: readonly RuleLine[]): { debit: Cents; credit: Cents } {
  return { debit: sumCents(lines.map((l) => l.debit)), credit: sumCents(lines.map((l) => l.credit)) };
}

/** Every rule the lines break, in the spec's order (empty when they can be posted). */
export function checkLines(lines: readonly RuleLine[]): string[] {
  const messages: string[] = [];
  if (lines.length < 2) messages.push(MESSAGES.twoRows);
  if (lines.some((l) => !l.accountId)) messages.push(MESSAGES.accounts);
  if (lines.some((l) => l.debit < 0 || l.credit < 0 || l.debit > 0 === l.credit > 0)) messages.push(MESSAGES.oneSide);
  if (!lines.some((l) => l.debit > 0) || !lines.some((l) => l.credit > 0)) messages.push(MESSAGES.bothSides);
  const { debit, credit } = totals(lines);
  if (debit !== credit) messages.push(MESSAGES.unequal(debit, credit));
  return messages;
}
