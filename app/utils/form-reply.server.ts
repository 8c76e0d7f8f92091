import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { assertDomainError, DomainError, messageLines } from "./errors";

// A save the services refused, as the form's conform reply: what the error places by field is
// shown beside those fields, anything else above the form. One reading for every form.

export interface RefusalReplyOptions {
  /** The words when the error has no message of its own. */
  fallback?: string;
  /** Fields the reply must not send back (passwords). */
  hideFields?: string[];
  /** The form's name of a field the service names otherwise (custom fields' keys). */
  fieldName?: (key: string) => string;
}

/** The reply to a save refused with `error`. */
export function refusalReply(
  submission: Submission<unknown>,
  error: DomainError,
  options: RefusalReplyOptions = {},
): SubmissionResult<string[]> {
  const { fallback, hideFields, fieldName } = options;
  const fieldErrors = error.fieldErrors && Object.keys(error.fieldErrors).length ? error.fieldErrors : null;
  if (fieldErrors) {
    const named = fieldName
      ? Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [fieldName(key), messages]))
      : fieldErrors;
    return submission.reply({ fieldErrors: named, hideFields });
  }
  return submission.reply({ formErrors: messageLines(error, fallback), hideFields });
}

/** An action's answer to a refused save: the reply with the error's status; anything but a DomainError is rethrown. */
export function refusalAnswer(submission: Submission<unknown>, error: unknown, options: RefusalReplyOptions = {}) {
  assertDomainError(error);
  return data(refusalReply(submission, error, options), { status: error.status });
}

/** A reply's messages by field name; the form-level ones (under "") are left to the form's summary. */
export function replyFieldErrors(reply: SubmissionResult<string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(reply.error ?? {}).filter((entry): entry is [string, string[]] => entry[0] !== "" && Boolean(entry[1]?.length)),
  );
}

/**
 * A save's catch: a DomainError is the service's refusal, answered by `refused` (the form's reply,
 * through refusalReply); anything else is unexpected, logged under `what` and answered by `failed`
 * (the form kept with its failure message, status 500) rather than the error page.
 */
export function answerSaveError<T>(error: unknown, what: string, answer: { refused: (error: DomainError) => T; failed: () => T }): T {
  if (error instanceof DomainError) return answer.refused(error);
  console.error(what, error);
  return answer.failed();
}
