import { rowIdOf } from "~/lib/row-id";
import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { assertDomainError, notFoundPage } from "~/utils/errors";
import { refusalReply } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

// What the banking forms' actions share: a service's refusal shown on the form — its messages by
// field beside the fields ("rows.0.amount" as the form names it, rows[0].amount), the rest above
// the form — with the refusal's status; anything else is rethrown to the error boundary.

const formName = (key: string) => (key === "_form" ? "" : key.replace(/\.(\d+)(?=\.|$)/g, "[$1]"));

export function bankingRefusal(submission: Submission<unknown>, error: unknown) {
  assertDomainError(error);
  return data(refusalReply(submission, error, { fieldName: formName }), { status: error.status });
}

/** The id in a document's address, or the 404 page. */
export function documentIdOf(raw: string | undefined, what: string): number {
  const id = rowIdOf(raw ?? null);
  if (id === null) throw notFoundPage(`${what} not found`);
  return id;
}

/** A document's Void: the service's answer as a redirect with its message, or its refusal shown on the page. */
export async function voidAnswer(request: Request, back: string, run: () => Promise<{ message: string }>) {
  const intent = String((await request.formData()).get("intent") ?? "");
  if (intent !== "void") return data({ error: "Unknown action" }, { status: 400 });
  try {
    const { message } = await run();
    return redirectWithToast(back, { type: "success", message });
  } catch (error) {
    assertDomainError(error);
    return data({ error: error.message }, { status: error.status });
  }
}
