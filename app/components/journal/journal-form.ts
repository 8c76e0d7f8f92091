import type { SubmissionResult } from "@conform-to/react";
import { formatUsDate, isoDate } from "~/lib/dates";
import { parseMoney, sumCents, ZERO, type Cents } from "~/lib/money";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";

// The journal entry form's state as both sides see it (pure: used by the browser for the live
// totals and by the actions to re-render the form without JavaScript). Rows travel as the plain
// inputs `entries[0].accountId`, `entries[0].memo`, `entries[0].debit`, `entries[0].credit`, …

export const FIX_ERRORS_MESSAGE = "Please fix all validation errors before saving.";
export const SAVED_MESSAGE = "Journal entry saved successfully!";
export const SAVE_FAILED_MESSAGE = "An error occurred while saving the journal entry.";
/** A save that got no answer ("No response") or a 5xx ("Server error"): the spec's texts. */
export const SAVE_FAILURE_MESSAGES = {
  network: NETWORK_ERROR_MESSAGE,
  server: "Unable to save journal entry. Please try again later.",
};
export const CANCEL_CONFIRM_MESSAGE = "You have unsaved changes. Are you sure you want to cancel? All changes will be lost.";
export const LEAVE_CONFIRM_MESSAGE = "You have unsaved changes. Are you sure you want to leave this page? All changes will be lost.";
/** The entry number shown when the next number cannot be fetched. */
export const FALLBACK_ENTRY_NO = "JE-001";
export const MIN_ROWS = 2;
export const MAX_ROWS = 500;

export interface RowValues {
  accountId: string;
  memo: string;
  debit: string;
  credit: string;
}

export const emptyRow = (): RowValues => ({ accountId: "", memo: "", debit: "", credit: "" });

/** What the form shows: the values as typed, plus what the last answer from the server said. */
export interface JournalFormView {
  entryNo: string;
  /** As typed (MM/DD/YYYY) or ISO. */
  entryDate: string;
  comments: string;
  rows: RowValues[];
  /** conform's reply of the last failed save (field errors). */
  result?: SubmissionResult<string[]>;
  /** A failed save: an optional intro line and the messages, one per line. */
  summary?: { intro?: string; messages: string[] };
  notice?: string;
  /** Without JavaScript, Cancel with unsaved changes asks here. */
  confirmCancel?: boolean;
  /** The save that was tried (the browser revalidates with its rules). */
  intent?: string;
  /** A draft's edit: the version of the draft it was opened on, sent back with the save (ADR 0014). */
  version?: string;
  revision: string;
}

// Every button of the form sends `intent`. Delete Row carries its row: `delete-row:3`.
export const FORM_INTENTS = [
  "save-close",
  "save-new",
  "save-draft",
  "save-post",
  "add-row",
  "cancel",
  "resume",
  "recurring",
  "refresh",
] as const;
export type FormIntent = (typeof FORM_INTENTS)[number] | { deleteRow: number };

export const isSaveIntent = (value: unknown) =>
  value === "save-close" || value === "save-new" || value === "save-draft" || value === "save-post" || value === "recurring";

const ROW_FIELD = /^entries\[(\d{1,3})\]\.(accountId|memo|debit|credit)$/;

/** The rows as the browser posted them (missing fields are empty). */
export function readRows(formData: FormData): RowValues[] {
  const rows: RowValues[] = [];
  for (const [key, value] of formData.entries()) {
    const match = ROW_FIELD.exec(key);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    if (index >= MAX_ROWS) continue;
    while (rows.length <= index) rows.push(emptyRow());
    rows[index][match[2] as keyof RowValues] = value;
  }
  return rows;
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** The form as posted, for showing it again. */
export function viewFromForm(formData: FormData, entryNo: string): JournalFormView {
  return {
    entryNo,
    entryDate: text(formData.get("entryDate")),
    comments: text(formData.get("comments")),
    rows: readRows(formData),
    ...(formData.has("version") ? { version: text(formData.get("version")) } : {}),
    revision: "",
  };
}

/** The form again from what was submitted, with a message above it (a save that got no answer). */
export function failedSaveView(formData: FormData, message: string): JournalFormView {
  return {
    ...viewFromForm(formData, text(formData.get("entryNo"))),
    summary: { messages: [message] },
    revision: `failed-${Date.now()}`,
  };
}

/** Add Row / Delete Row without JavaScript (never fewer than two rows). */
export function editRows(rows: readonly RowValues[], intent: "add-row" | { deleteRow: number }): RowValues[] {
  if (intent === "add-row") return rows.length >= MAX_ROWS ? [...rows] : [...rows, emptyRow()];
  if (rows.length <= MIN_ROWS || intent.deleteRow >= rows.length) return [...rows];
  return rows.filter((_, index) => index !== intent.deleteRow);
}

/** At least two rows to show. */
export function padRows(rows: readonly RowValues[]): RowValues[] {
  const padded = [...rows];
  while (padded.length < MIN_ROWS) padded.push(emptyRow());
  return padded;
}

/** An amount as typed, in cents; anything that is not an amount counts as zero. */
export function amountCents(value: string): Cents {
  const cents = parseMoney(value);
  return cents === null || cents < 0 ? ZERO : cents;
}

export function liveTotals(rows: readonly Pick<RowValues, "debit" | "credit">[]) {
  const debit = sumCents(rows.map((r) => amountCents(r.debit)));
  const credit = sumCents(rows.map((r) => amountCents(r.credit)));
  return { debit, credit, balanced: debit === credit };
}

export { isoDate };

const isBlank = (row: RowValues) => !row.accountId && !row.memo.trim() && !row.debit.trim() && !row.credit.trim();

/** A comparable picture of what was entered (blank rows do not count). */
export function snapshot(values: { entryDate: string; comments: string; rows: readonly RowValues[] }): string {
  return JSON.stringify({
    entryDate: isoDate(values.entryDate) ?? values.entryDate.trim(),
    comments: values.comments.trim(),
    rows: values.rows
      .filter((row) => !isBlank(row))
      .map((row) => [row.accountId, row.memo.trim(), amountCents(row.debit), amountCents(row.credit)]),
  });
}

/** A stored line (decimal strings) as form values: zero amounts are left empty. */
export function rowFromLine(line: { accountId: number | null; memo: string; debit: string; credit: string }): RowValues {
  const show = (value: string) => (amountCents(value) === ZERO ? "" : value);
  return {
    accountId: line.accountId ? String(line.accountId) : "",
    memo: line.memo ?? "",
    debit: show(line.debit),
    credit: show(line.credit),
  };
}

/** A fresh form: today, two empty rows. */
export function blankView(entryNo: string, todayIso: string): JournalFormView {
  return { entryNo, entryDate: formatUsDate(todayIso), comments: "", rows: [emptyRow(), emptyRow()], revision: "initial" };
}

/** Every message of a conform error record, each once, the form-level ones first. */
export function errorList(error: Record<string, string[] | null> | null | undefined): string[] {
  if (!error) return [];
  const keys = Object.keys(error).sort((a, b) => rank(a) - rank(b));
  return [...new Set(keys.flatMap((key) => error[key] ?? []))];
}

function rank(key: string): number {
  if (key === "") return 0;
  if (key === "entryDate") return 1;
  if (key === "entries") return 2;
  return 3;
}
