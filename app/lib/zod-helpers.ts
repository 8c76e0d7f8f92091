import { MAX_ROW_ID } from "./row-id";
import * as z from "zod";
import { CONTROL_CHARACTER } from "./search-text";

// Plain-language messages for wrong types (a program sent `"maybe"` for a checkbox, say); the
// spec's own messages are set on each field and take precedence.
const TYPE_MESSAGES: Record<string, string> = {
  boolean: "Must be true or false",
  number: "Must be a number",
  int: "Must be a whole number",
  string: "Must be text",
  object: "Must be an object",
  array: "Must be a list",
};
const GENERIC_MESSAGES = new Set([...Object.values(TYPE_MESSAGES), "Required"]);
z.config({
  customError: (issue) => {
    if (issue.code !== "invalid_type") return undefined;
    if (issue.input === undefined) return "Required";
    return TYPE_MESSAGES[issue.expected] ?? undefined;
  },
});

// Text that may reach the database: PostgreSQL refuses NUL outright (a 500 before this check) and a
// lone UTF-16 surrogate cannot be stored as UTF-8 at all (the driver would swap in U+FFFD), so both
// are refused here, where every form, API body and CLI option is parsed. Control characters are
// refused too: a single-line field (a name, a number, an id) takes none, a multi-line one
// (descriptions, comments, memos, notes) keeps tab and line breaks.
export const TEXT_MESSAGES = {
  control: "Must not contain control characters",
  lineBreak: "Must be a single line (no line breaks)",
  surrogate: "Must not contain invalid characters",
} as const;

const LINE_BREAK = /[\n\r\u2028\u2029]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface TextOptions {
  /** Tab and line breaks allowed (a textarea); default single-line. */
  multiline?: boolean;
}

/** What is wrong with a text's characters, or null when it may be stored. */
export function textProblem(text: string, options: TextOptions = {}): string | null {
  if (LONE_SURROGATE.test(text)) return TEXT_MESSAGES.surrogate;
  if (CONTROL_CHARACTER.test(text)) return TEXT_MESSAGES.control;
  if (!options.multiline && text.includes("\t")) return TEXT_MESSAGES.control;
  if (!options.multiline && LINE_BREAK.test(text)) return TEXT_MESSAGES.lineBreak;
  return null;
}

/** Add the characters rule to a string schema (for text fields that cannot use the helpers below). */
export const safeString = <T extends z.ZodString>(schema: T, options: TextOptions = {}) =>
  schema.superRefine((text, ctx) => {
    const problem = textProblem(text, options);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A required text field: trimmed, with the spec's message when missing or blank. */
export const requiredText = (message: string, max = 200, options: TextOptions = {}) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    safeString(z.string({ error: message }).min(1, message).max(max, `Must be at most ${max} characters`), options),
  );

/** An optional text field: trimmed, empty becomes "". */
export const optionalText = (max = 200, options: TextOptions = {}) =>
  z.preprocess(
    (v) => (v == null ? "" : typeof v === "string" ? v.trim() : v),
    safeString(z.string().max(max, `Must be at most ${max} characters`), options),
  );

/** A checkbox or JSON boolean: "on"/"true"/true are true; absent is false (or the default). */
export const checkbox = (defaultValue = false) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === "") return defaultValue;
    if (v === "on" || v === "true" || v === true) return true;
    if (v === "false" || v === "off" || v === false) return false;
    return v;
  }, z.boolean());

/**
 * A checkbox of a form or a JSON boolean: "on"/"true"/"1"/true are true, "off"/"false"/"0"/false
 * false; absent is the default for JSON, or unchecked for a form (`form`: a form posts nothing for
 * an unticked box).
 */
export const boxOrBoolean = (defaultValue: boolean, form: boolean) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === "") return form ? false : defaultValue;
    if (v === "on" || v === "true" || v === "1" || v === true) return true;
    if (v === "false" || v === "off" || v === "0" || v === false) return false;
    return v;
  }, z.boolean());

/**
 * Decimal text (a quantity, an amount) that a client may also send as a JSON number: 10 is read as
 * "10", 2.5 as "2.5". Marked `format: "decimal"`, so the API document declares both.
 */
export const decimalInput = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : v), schema).meta({ format: "decimal" });

/** One of a list of strings, with a default when absent. */
export const choice = <T extends readonly [string, ...string[]]>(values: T, defaultValue: T[number], message: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === "" ? defaultValue : v), z.enum(values, { error: message }));

/** A positive whole number from a form ("12") or JSON (12) that fits an integer column, with its two messages. */
export const positiveIntField = (requiredMessage: string, invalidMessage: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .int(invalidMessage)
      .positive(invalidMessage)
      .max(MAX_ROW_ID, invalidMessage),
  );

/** companyId in a query or body: "12" or 12. */
export const companyIdField = positiveIntField("Company ID is required", "Company ID must be a number");

/** Collect a zod error into `{ field: [messages] }` (nested paths joined with dots) and one text, one line each. */
export function flattenZodError(error: z.ZodError): { message: string; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  // A generic type message means little without its field: "billTracking: Must be true or false".
  const lines = [
    ...new Set(
      error.issues.map((i) => (GENERIC_MESSAGES.has(i.message) && i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)),
    ),
  ];
  return { message: lines.join("\n"), fieldErrors };
}
