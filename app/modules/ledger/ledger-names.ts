import { ACCOUNT_CLASS, ACCOUNT_TYPES, type AccountClass, type AccountType } from "./account-types";

// The journal's account names, as `journal export` writes them and `journal import` reads them
// back (pure: no database). A name is the account class's top level, the account type as a level
// (not for Income, Expense and Equity, which are their top level already), the parent accounts,
// then the account's own "NUMBER NAME":
//
//   Assets:Bank:1010 Checking:1011 Payroll      a Bank sub-account of 1010 Checking
//   Expenses:Cost of Goods Sold:6000 Freight    Cost of Goods Sold
//   Income:4000 Sales                           Income
//
// Text is made safe for a journal (one line, no `;`, a `:` in a name becomes `-`), so a name read
// back is the safe form of the account's.

/** The top-level account names hledger and ledger-cli recognise, by account class. */
export const LEDGER_TOP_LEVEL: Record<AccountClass, string> = {
  asset: "Assets",
  liability: "Liabilities",
  equity: "Equity",
  income: "Income",
  expense: "Expenses",
  cogs: "Expenses",
};

/** Types that add nothing under their top-level name ("Income:Income:…"); the others become a level. */
const SAME_AS_TOP: ReadonlySet<AccountType> = new Set<AccountType>(["Income", "Expense", "Equity"]);

/** The type of an account named right under a top level with no type level ("Expenses:6100 Rent"). */
const TYPE_OF_BARE_TOP: Readonly<Record<string, AccountType>> = { income: "Income", expenses: "Expense", equity: "Equity" };

/** Text safe inside an account name or a description: one line, no `;`, no double spaces. */
export function safeText(text: string | null | undefined): string {
  return String(text ?? "")
    .replace(/[\r\n\t\f\v]+/g, " ")
    .replace(/;/g, ",")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** Text for a `;` comment: as safeText, and a word right before a `:` is set apart so that neither tool reads a tag. */
export function safeComment(text: string | null | undefined): string {
  return safeText(text).replace(/(\S):/g, "$1 :");
}

/** One level of an account name: never a `:` (that would make another level). */
function safeSegment(text: string): string {
  return safeText(text.replace(/:/g, "-")) || "-";
}

/** An account's own level: "1010 Checking". */
export const ownSegment = (accountNumber: string, accountName: string) => safeSegment(`${accountNumber.trim()} ${accountName.trim()}`);

export interface LedgerNameAccount {
  id: number;
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
  parentAccountId: number | null;
}

/**
 * Each account's full journal name: `Assets:Bank:1010 Checking`, a sub-account below its parent
 * (`Assets:Bank:1010 Checking:1011 Payroll`). The number makes every name unique.
 */
export function ledgerAccountNames(accounts: readonly LedgerNameAccount[]): Map<number, string> {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const names = new Map<number, string>();
  const used = new Set<string>();
  const nameOf = (account: LedgerNameAccount, depth = 0): string => {
    const known = names.get(account.id);
    if (known) return known;
    const own = ownSegment(account.accountNumber, account.accountName);
    const parent = account.parentAccountId ? byId.get(account.parentAccountId) : undefined;
    let name: string;
    if (parent && parent.id !== account.id && depth < 50) {
      name = `${nameOf(parent, depth + 1)}:${own}`;
    } else {
      const top = LEDGER_TOP_LEVEL[ACCOUNT_CLASS[account.accountType]];
      name = SAME_AS_TOP.has(account.accountType) ? `${top}:${own}` : `${top}:${safeSegment(account.accountType)}:${own}`;
    }
    // Numbers are unique per company; two that differ only in characters made safe get the id too.
    if (used.has(name.toLowerCase())) name = `${name} #${account.id}`;
    used.add(name.toLowerCase());
    names.set(account.id, name);
    return name;
  };
  for (const account of accounts) nameOf(account);
  return names;
}

/** The most characters of an account number and name (the account form's limits). */
const ACCOUNT_NUMBER_MAX = 20;
const ACCOUNT_NAME_MAX = 100;

/** What an exported name says of its account. */
export interface LedgerNameParts {
  accountType: AccountType;
  accountNumber: string;
  accountName: string;
  /** The parent's full name ("Assets:Bank:1010 Checking"), or null for a top account. */
  parentName: string | null;
}

export type LedgerNameReading = { ok: true; parts: LedgerNameParts } | { ok: false; reason: string };

/** A level without the ` #id` an export adds to a name that would otherwise repeat. */
export const withoutIdSuffix = (segment: string) => segment.replace(/\s+#\d+$/, "");

/** "1010 Checking" → number 1010, name Checking (the number is the first word and holds a digit). */
export function splitOwnSegment(segment: string): { accountNumber: string; accountName: string } | null {
  const match = /^(\S+)\s+(\S.*)$/.exec(withoutIdSuffix(segment.trim()));
  if (!match || !/\d/.test(match[1])) return null;
  return { accountNumber: match[1], accountName: match[2].trim() };
}

/**
 * Read a journal account name as the export writes it: its type (from the top level and the type
 * level), its number and name (the last level) and its parent's name. Anything else is refused
 * with the reason, in words a user can act on.
 */
export function parseLedgerAccountName(fullName: string): LedgerNameReading {
  const segments = fullName.split(":").map((s) => s.trim());
  if (segments.some((s) => s === "")) return { ok: false, reason: "a level of the name is empty" };
  const topKey = segments[0].toLowerCase();
  const classes = (Object.keys(LEDGER_TOP_LEVEL) as AccountClass[]).filter((c) => LEDGER_TOP_LEVEL[c].toLowerCase() === topKey);
  if (!classes.length) {
    return { ok: false, reason: "the name does not start with Assets, Liabilities, Equity, Income or Expenses" };
  }
  let accountType: AccountType | undefined = ACCOUNT_TYPES.find(
    (t) => classes.includes(ACCOUNT_CLASS[t]) && segments[1] !== undefined && t.toLowerCase() === segments[1].toLowerCase(),
  );
  let levels = segments.slice(1);
  if (accountType) levels = segments.slice(2);
  else accountType = TYPE_OF_BARE_TOP[topKey];
  if (!accountType) {
    return { ok: false, reason: `the name does not say the account type after "${segments[0]}:" (as in Assets:Bank:1010 Checking)` };
  }
  if (!levels.length) return { ok: false, reason: 'the name ends before the account\'s "NUMBER NAME" (as in Expenses:6100 Rent)' };
  const own = splitOwnSegment(levels[levels.length - 1]);
  if (!own) {
    return {
      ok: false,
      reason: `its last level "${levels[levels.length - 1]}" is not the account's "NUMBER NAME" (as in Expenses:6100 Rent)`,
    };
  }
  if (own.accountNumber.length > ACCOUNT_NUMBER_MAX) {
    return { ok: false, reason: `its number is longer than ${ACCOUNT_NUMBER_MAX} characters` };
  }
  if (own.accountName.length > ACCOUNT_NAME_MAX) return { ok: false, reason: `its name is longer than ${ACCOUNT_NAME_MAX} characters` };
  const parentName = levels.length > 1 ? segments.slice(0, -1).join(":") : null;
  return { ok: true, parts: { accountType, ...own, parentName } };
}
