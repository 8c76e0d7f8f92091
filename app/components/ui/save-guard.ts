import { parse, type SubmissionResult } from "@conform-to/react";

// The save guard (client-action-guard.ts) with the replies a guarded conform form starts again
// from. Apart from the guard, so a screen whose forms are not conform's loads no conform for it.

export { guardedClientAction, type SaveFailure } from "./client-action-guard";

/**
 * conform's reply for a conform form whose save got no answer: the values as submitted (so the
 * form starts again from them: `lastResult.initialValue`) and the message as the form's error.
 * Passwords are not filled back in.
 */
export function failedReply(formData: FormData, message: string): SubmissionResult<string[]> {
  const passwords = [...formData.keys()].filter((name) => /password/i.test(name));
  const submission = parse(formData, { resolve: () => ({ error: {} as Record<string, string[]> }) });
  return submission.reply({ formErrors: [message], hideFields: passwords });
}

/** conform's reply that starts a conform form from a restored draft's values (no errors). */
export function draftReply(formData: FormData): SubmissionResult<string[]> {
  const submission = parse(formData, { resolve: () => ({ error: {} as Record<string, string[]> }) });
  return { ...submission.reply(), status: undefined, error: undefined };
}
