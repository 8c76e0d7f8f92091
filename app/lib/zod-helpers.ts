import { z } from "zod";

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

/** A required text field: trimmed, with the spec's message when missing or blank. */
export const requiredText = (message: string, max = 200) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ error: message }).min(1, message).max(max, `Must be at most ${max} characters`),
  );

/** An optional text field: trimmed, empty becomes "". */
export const optionalText = (max = 200) =>
  z.preprocess((v) => (v == null ? "" : typeof v === "string" ? v.trim() : v), z.string().max(max, `Must be at most ${max} characters`));

/** A checkbox or JSON boolean: "on"/"true"/true are true; absent is false (or the default). */
export const checkbox = (defaultValue = false) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === "") return defaultValue;
    if (v === "on" || v === "true" || v === true) return true;
    if (v === "false" || v === "off" || v === false) return false;
    return v;
  }, z.boolean());

/** One of a list of strings, with a default when absent. */
export const choice = <T extends readonly [string, ...string[]]>(values: T, defaultValue: T[number], message: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === "" ? defaultValue : v), z.enum(values, { error: message }));

/** companyId in a query or body: "12" or 12. */
export const companyIdField = z.preprocess(
  (v) => (v === "" || v === null ? undefined : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? "Company ID is required" : "Company ID must be a number") })
    .int("Company ID must be a number")
    .positive("Company ID must be a number")
    .max(2147483647, "Company ID must be a number"),
);

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
