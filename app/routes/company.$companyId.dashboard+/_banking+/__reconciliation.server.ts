import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { statementSchema, ticksSchema } from "~/modules/banking/reconciliation-schema";
import { assertDomainError, DomainError } from "~/utils/errors";

// What the reconciliation screens' actions share: reading the statement and the ticks a form sent
// (the zod messages by field, nothing written when they fail), and a refusal shown on the form.

export type ReconcileAnswer = { error: string; fieldErrors: Record<string, string[]> };

/** A refusal for the form: its message above, its messages by field beside the fields. */
export function reconcileRefusal(error: unknown) {
  assertDomainError(error);
  return data<ReconcileAnswer>({ error: error.message, fieldErrors: error.fieldErrors ?? {} }, { status: error.status });
}

/** The statement the form sent (fields named as statementSchema's), or a 400 DomainError with each field's message. */
export function readStatement(form: FormData) {
  const submission = parseWithZod(form, { schema: statementSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    const fieldErrors = Object.fromEntries(Object.entries(submission.error ?? {}).map(([k, v]) => [k, v ?? []]));
    throw new DomainError(Object.values(fieldErrors).flat()[0] ?? "Check the statement", 400, fieldErrors);
  }
  return submission.value;
}

/** The lines the form showed and those of them ticked (`line` repeated: the checkboxes; `listed`: every line shown). */
export function readTicks(form: FormData) {
  const parsed = ticksSchema.safeParse({ listed: form.getAll("listed"), ticked: form.getAll("line") });
  if (!parsed.success) throw new DomainError(parsed.error.issues[0].message, 400);
  return parsed.data;
}
