import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { padRows } from "~/components/documents/row-values";
import { versionField } from "~/lib/record-version";
import { PURCHASE_MESSAGES } from "~/modules/purchases/constants";
import { DomainError, messageLines, notFoundPage } from "~/utils/errors";
import { answerSaveError } from "~/utils/form-reply.server";

// What the document screens' server halves (purchases and sales) share: reading an id posted or in
// the URL, answering the form again (its rows padded, a new revision so the browser takes it), the
// version a draft's edit claims, and a save's refusal or failure as the form with its messages.

const ID = /^\d{1,9}$/;

/** A positive id as posted or in the URL; anything else is null. */
export const idOf = (value: FormDataEntryValue | string | null | undefined): number | null => {
  const text = typeof value === "string" ? value.trim() : "";
  return ID.test(text) && Number(text) > 0 ? Number(text) : null;
};

interface FormView {
  values: { accountRecords: unknown[]; itemRecords: unknown[] };
  revision: string;
}
type RowOf<V extends FormView, T extends keyof V["values"]> = V["values"][T] extends (infer R)[] ? R : never;

/** The form shown again (status 400 or the service's for a refused save), with a kind's empty rows. */
export function formAnswer<V extends FormView>(
  emptyAccountRow: () => RowOf<V, "accountRecords">,
  emptyItemRow: () => RowOf<V, "itemRecords">,
) {
  return (view: Omit<V, "revision">, status = 200) =>
    data<V>(
      {
        ...view,
        values: {
          ...view.values,
          accountRecords: padRows(view.values.accountRecords, emptyAccountRow),
          itemRecords: padRows(view.values.itemRecords, emptyItemRow),
        },
        revision: crypto.randomUUID(),
      } as V,
      { status },
    );
}

/** A document form's loader data: a new document's (no `documentId`) or a draft's being edited. */
export function formLoaded<K extends string, O, V>(
  kind: K,
  { companyId, today }: { companyId: number; today: string },
  options: O,
  view: V,
  documentId: number | null = null,
) {
  return { kind, mode: documentId === null ? ("new" as const) : ("edit" as const), companyId, today, options, view, documentId };
}

/** The version a draft's edit was opened on (ADR 0014); a missing or bad one is the service's 400. */
export function claimedVersion(version: string | undefined): number {
  const claimed = versionField.safeParse(version);
  if (!claimed.success) throw new DomainError(claimed.error.issues[0].message, 400);
  return claimed.data;
}

/**
 * Runs a document's save; a refusal (or an unexpected failure, logged) is answered as the form
 * again with its messages: those the service places by field beside them, the rest above the
 * form. `notFound` is the 404 page of a draft that went away while it was edited.
 */
export async function saveOrAnswer<S, R>(
  save: () => Promise<S>,
  {
    what,
    notFound,
    submission,
    answer,
  }: {
    what: string;
    notFound: string | null;
    submission: Submission<unknown>;
    answer: (found: { result: SubmissionResult<string[]>; summary: string[] }, status: number) => R;
  },
): Promise<{ saved: S } | { answered: R }> {
  try {
    return { saved: await save() };
  } catch (error) {
    return {
      answered: answerSaveError(error, what, {
        refused: (refusal) => {
          if (refusal.status === 404 && notFound) throw notFoundPage(notFound);
          const { _form = [], rows = [], ...fieldErrors } = refusal.fieldErrors ?? {};
          const lines = [...new Set([...messageLines(refusal, PURCHASE_MESSAGES.saveFailed), ..._form])];
          return answer(
            { result: submission.reply({ formErrors: [...rows, ..._form], fieldErrors }), summary: lines },
            refusal.status === 404 ? 400 : refusal.status,
          );
        },
        failed: () => {
          const message = PURCHASE_MESSAGES.saveFailed;
          return answer({ result: submission.reply({ formErrors: [message] }), summary: [message] }, 500);
        },
      }),
    };
  }
}
