import type { SubmissionResult } from "@conform-to/react";
import { useMemo, useState } from "react";
import { useFormDraft } from "./form-draft";
import { draftReply } from "./save-guard";

/** A form started again from a draft kept in the browser (conform's reply of its values, no errors). */
export type DraftAnswer = { status: "editing"; revision: string; result: SubmissionResult<string[]> };

/**
 * A conform form's server answers, for a screen that mounts its form anew for each answer: the
 * refusal the form starts from (or, before any answer, the draft kept when the last save got no
 * answer or met an expired session), the success its dialog shows until closed, and the key that
 * mounts the form anew, also for a blank form after Save and New. Put `draftProps` on an element
 * around the form, and key the form with `formKey`.
 */
export function useFormAnswers<A extends { status: string; revision: string }>(formId: string, answered: A | undefined) {
  const [resets, setResets] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const draft = useFormDraft(formId);
  const restored = useMemo<DraftAnswer | undefined>(
    () => (draft.restored ? { status: "editing", revision: "draft", result: draftReply(draft.restored) } : undefined),
    [draft.restored],
  );
  const refused = answered ? (answered.status !== "saved" ? (answered as Exclude<A, { status: "saved" }>) : undefined) : restored;
  const saved = answered?.status === "saved" && dismissed !== answered.revision ? (answered as Extract<A, { status: "saved" }>) : undefined;
  return {
    draftProps: draft.draftProps,
    refused,
    saved,
    formKey: `${refused?.revision ?? "loaded"}-${resets}`,
    /** The success dialog was closed; `again` starts a blank form (Save and New). */
    dismiss(again: boolean) {
      if (!saved) return;
      setDismissed(saved.revision);
      if (again) setResets((n) => n + 1);
    },
  };
}
