import { isIsoDate, parseUsDate } from "~/lib/dates";
import type { Cents } from "~/lib/money";
import { DATE_PRESET_LABELS, DATE_PRESETS, presetRange } from "~/lib/periods";
import { searchText } from "~/lib/search-text";
import type { AccountType } from "~/modules/ledger/account-types";

// What the register screens and the API share without the database: a line's shape, the names of
// the two amount columns for the account's type, and the register's query as its address says it.

/** blank: not on a statement yet; C: cleared; R: reconciled (held by a finished reconciliation). */
export type ClearedMark = "" | "C" | "R";

export interface RegisterLine {
  lineId: number;
  entryId: number;
  /** YYYY-MM-DD */
  date: string;
  /** The check number when the line is a cheque, else the document's (its entry's) number */
  number: string;
  entryNo: string;
  entryType: string;
  /** "Bill Payment", "Deposit", "Transfer", … */
  type: string;
  payee: string;
  memo: string;
  /** Debits and credits of the line, in cents (one of them is 0) */
  debit: Cents;
  credit: Cents;
  cleared: ClearedMark;
  /** The account's balance after the line, on its normal side; null when the list is searched */
  balance: Cents | null;
  /** The entry was voided (reversed), or is the reversal of another */
  voided: boolean;
  reversal: boolean;
  /** Where the line's document is, under the company's dashboard */
  href: string;
}

export type RegisterOrder = "newest" | "oldest";

export interface LastReconciliation {
  id: number;
  /** YYYY-MM-DD */
  statementDate: string;
  /** "1234.50" */
  endingBalance: string;
}

export interface BankAccountRow {
  id: number;
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
  bankName: string | null;
  active: boolean;
  /** The balance of every posted line, on the account's normal side ("1234.50") */
  bookBalance: string;
  /** The balance of the lines marked cleared or reconciled */
  clearedBalance: string;
  /** Lines not yet cleared */
  unclearedCount: number;
  lastReconciliation: LastReconciliation | null;
}

/**
 * The register's two amount columns for the account's type, in the order shown: a bank's Payment
 * (credit) and Deposit (debit), a card's Charge (credit) and Payment (debit), else Credit and Debit.
 */
export function registerColumns(accountType: AccountType | string): { credit: string; debit: string } {
  if (accountType === "Credit Card") return { credit: "Charge", debit: "Payment" };
  if (["Bank", "Cash", "Paypal", "Other current Asset"].includes(accountType)) return { credit: "Payment", debit: "Deposit" };
  return { credit: "Credit", debit: "Debit" };
}

/** The register's periods: All Dates, the company's date presets, or Custom (From and To). */
export const REGISTER_PERIODS = [...DATE_PRESETS, "custom"] as const;
export type RegisterPeriod = (typeof REGISTER_PERIODS)[number];
export const REGISTER_PERIOD_LABELS: Record<RegisterPeriod, string> = { ...DATE_PRESET_LABELS, custom: "Custom" };

/** What the register's address says: its period, dates, search and order. */
export interface RegisterSearch {
  period: RegisterPeriod;
  /** YYYY-MM-DD or null (open) */
  from: string | null;
  to: string | null;
  search: string;
  order: RegisterOrder;
}

const dateOf = (text: string | null) => {
  const value = (text ?? "").trim();
  if (!value) return { ok: true as const, date: null };
  const date = isIsoDate(value) ? value : parseUsDate(value);
  return date ? { ok: true as const, date } : { ok: false as const, date: null };
};

/**
 * The register's query from its URL (?period=&from=&to=&q=&order=): a preset gives its dates on
 * `today` in the company's fiscal calendar; Custom (or dates without a period) takes From and To as
 * typed, either open. A date that is not one is named in `errors` and left out.
 */
export function readRegisterSearch(
  params: URLSearchParams,
  today: string,
  fiscalYearStart: string | number,
  defaults: { period: RegisterPeriod; order: RegisterOrder },
): { query: RegisterSearch; errors: Record<string, string[]> | null } {
  const errors: Record<string, string[]> = {};
  const order = params.get("order") === "oldest" ? "oldest" : params.get("order") === "newest" ? "newest" : defaults.order;
  const search = searchText(params.get("q") ?? "");
  const asked = params.get("period");
  const from = dateOf(params.get("from"));
  const to = dateOf(params.get("to"));
  if (!from.ok) errors.from = ["From date must be a valid date (MM/DD/YYYY)"];
  if (!to.ok) errors.to = ["To date must be a valid date (MM/DD/YYYY)"];
  let period: RegisterPeriod = defaults.period;
  if (asked && (REGISTER_PERIODS as readonly string[]).includes(asked)) period = asked as RegisterPeriod;
  else if (asked) errors.period = ["Choose a period from the list"];
  else if (from.date || to.date) period = "custom";
  if (period === "custom") {
    if (from.date && to.date && from.date > to.date) {
      errors.to = ["From date must be on or before To date"];
      return { query: { period, from: from.date, to: null, search, order }, errors };
    }
    return { query: { period, from: from.date, to: to.date, search, order }, errors: Object.keys(errors).length ? errors : null };
  }
  const range = presetRange(period, today, fiscalYearStart);
  return {
    query: { period, from: range?.from ?? null, to: range?.to ?? null, search, order },
    errors: Object.keys(errors).length ? errors : null,
  };
}

/** The register's address query for these choices (links, its CSV, the page links keep it). */
export function registerSearchParams(query: RegisterSearch): URLSearchParams {
  const params = new URLSearchParams({ period: query.period, order: query.order });
  if (query.period === "custom") {
    if (query.from) params.set("from", query.from);
    if (query.to) params.set("to", query.to);
  }
  if (query.search) params.set("q", query.search);
  return params;
}
