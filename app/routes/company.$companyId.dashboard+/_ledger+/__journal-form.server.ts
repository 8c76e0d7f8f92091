import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { Knex } from "knex";
import type { AccountWithBalance } from "~/modules/accounts/accounts.server";
import { nextJournalEntryNo } from "~/modules/journal/journal-entries.server";
import { journalDraftSchema, journalEntrySchema } from "~/modules/journal/schema";
import * as z from "zod";
import { VERSION_REQUIRED, versionField } from "~/lib/record-version";
import { DomainError, messageLines } from "~/utils/errors";
import { answerSaveError, refusalReply } from "~/utils/form-reply.server";
import type { AccountOption } from "~/components/journal/account-select";
import {
  editRows,
  errorList,
  FIX_ERRORS_MESSAGE,
  FALLBACK_ENTRY_NO,
  FORM_INTENTS,
  padRows,
  SAVE_FAILED_MESSAGE,
  snapshot,
  type FormIntent,
  type JournalFormView,
} from "~/components/journal/journal-form";

// The server half of the journal entry form, shared by the new-entry screen and the draft editor:
// the buttons that only change the form (Add Row, Delete Row, Cancel, Make it recurring) answer
// with the form again, so everything works without JavaScript; saves are parsed with the ledger's
// schemas (the spec's messages live there).

/** The form's buttons: an intent of FORM_INTENTS, or delete-row:N. */
export const intentSchema = z.union([
  z.enum(FORM_INTENTS),
  z
    .string()
    .regex(/^delete-row:\d{1,3}$/)
    .transform((v) => ({ deleteRow: Number(v.slice("delete-row:".length)) })),
]);

/** What the entry screen's own buttons do to a saved entry (not the form's). */
export const entryActionSchema = z.enum(["cancel-entry", "post", "delete-draft"]);

/** The version a draft editor was opened on; a missing or malformed one is refused (400). */
export function postedVersion(formData: FormData): number {
  const version = versionField.safeParse(formData.get("version"));
  if (!version.success) throw new DomainError(VERSION_REQUIRED, 400);
  return version.data;
}

/** The number the next entry will get, or the spec's fallback when it cannot be read. */
export async function safeNextEntryNo(db: Knex, companyId: number): Promise<string> {
  try {
    return await nextJournalEntryNo(db, companyId);
  } catch (error) {
    console.error("Journal entry: reading the next number failed", error);
    return FALLBACK_ENTRY_NO;
  }
}

export function accountOptions(accounts: readonly AccountWithBalance[]): AccountOption[] {
  return accounts.map((a) => ({ id: a.id, accountNumber: a.accountNumber, accountName: a.accountName, accountType: a.accountType }));
}

/** The form shown again (status 400 for a failed save). */
export function answer(view: JournalFormView, status = 200) {
  return data<JournalFormView>({ ...view, rows: padRows(view.rows), revision: crypto.randomUUID() }, { status });
}

/**
 * Answer the buttons that do not save. `baseline` is what the form held when opened (Cancel asks
 * for confirmation only when something changed); `cancelTo` is where Cancel leads.
 */
export function formOnlyIntent(
  view: JournalFormView,
  intent: FormIntent,
  options: { baseline: JournalFormView; cancelTo: string },
): Response | ReturnType<typeof answer> | null {
  if (typeof intent === "object" || intent === "add-row") return answer({ ...view, rows: editRows(view.rows, intent) });
  switch (intent) {
    case "cancel":
      if (snapshot(view) === snapshot(options.baseline)) return redirect(options.cancelTo);
      return answer({ ...view, confirmCancel: true });
    case "resume":
    case "refresh":
      return answer(view);
    default:
      return null;
  }
}

/** Parse a save: the full rules (`posted`) or only the shape of a draft. */
export function parseSave(formData: FormData, kind: "posted" | "draft") {
  return kind === "posted"
    ? parseWithZod(formData, { schema: journalEntrySchema, disableAutoCoercion: true })
    : parseWithZod(formData, { schema: journalDraftSchema, disableAutoCoercion: true });
}
export type EntrySubmission = ReturnType<typeof parseSave>;

/** A save that broke the rules: every message inline and in the list. */
export function invalidSave(view: JournalFormView, submission: EntrySubmission) {
  const messages = errorList(submission.status === "success" ? null : submission.error);
  return answer({ ...view, result: submission.reply(), summary: { intro: FIX_ERRORS_MESSAGE, messages } }, 400);
}

/** A save the services refused: a multi-line message line by line; anything else logged. */
export function failedSave(view: JournalFormView, submission: EntrySubmission, error: unknown) {
  return answerSaveError(error, "Journal entry: saving failed", {
    refused: (refusal) => {
      const result = refusalReply(submission, refusal, { fallback: SAVE_FAILED_MESSAGE });
      const summary = { messages: messageLines(refusal, SAVE_FAILED_MESSAGE) };
      return answer({ ...view, result, summary }, refusal.status === 404 ? 400 : refusal.status);
    },
    failed: () =>
      answer(
        { ...view, result: submission.reply({ formErrors: [SAVE_FAILED_MESSAGE] }), summary: { messages: [SAVE_FAILED_MESSAGE] } },
        500,
      ),
  });
}

/** Accounts a draft names that are not this company's active accounts (posting checks them itself). */
export function unknownAccountMessages(entries: readonly { accountId: number | null }[], accounts: readonly AccountOption[]): string[] {
  const known = new Set(accounts.map((a) => a.id));
  const unknown = [...new Set(entries.map((e) => e.accountId).filter((id): id is number => id !== null && !known.has(id)))];
  return unknown.map((id) => `Account ${id} was not found in this company`);
}
