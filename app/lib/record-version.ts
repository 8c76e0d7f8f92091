import { positiveIntField } from "./zod-helpers";

// Optimistic concurrency (ADR 0014), the part the browser shares: an edited record's version as a
// form or a request body sends it, and the message a stale save is refused with.

export const VERSION_REQUIRED = "version is required";
const VERSION_INVALID = "version must be a positive whole number";

/** The version an edit was made on: required, a positive whole number ("3" from a form, 3 from JSON). */
export const versionField = positiveIntField(VERSION_REQUIRED, VERSION_INVALID).describe(
  "The record's `version` as last read; if it has changed since, the edit is refused with 409",
);

/** The refusal of a save made on a copy someone else has changed since: "This vendor was changed by someone else. …" */
export const staleRecordMessage = (noun: string) => `This ${noun} was changed by someone else. Reload to see the changes.`;
