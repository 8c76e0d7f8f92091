import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { Knex } from "knex";
import { SUPPORT_DIALOGS, type SupportDialogKind, type SupportItemAnswer } from "~/components/vendors/support-item-data";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { supportItemSchema } from "~/modules/support-lists/schema";
import { createSupportItem } from "~/modules/support-lists/support-lists.server";
import { answerSaveError, refusalReply } from "~/utils/form-reply.server";

/**
 * The "add new" dialogs of a form (intent=support-item): an entry of one of the support lists `kinds`
 * (a vendor group, payment term, shipping method, item group) from the list's form and service. The
 * answer's message is `success` when the screen words it, else the service's; `from` names the form
 * in the log of an unexpected failure.
 */
export async function supportDialogAction(
  db: Knex,
  ctx: CompanyContext,
  formData: FormData,
  { kinds, from, success }: { kinds: readonly SupportDialogKind[]; from: string; success?: string },
) {
  const kind = kinds.find((k) => k === formData.get("kind"));
  if (!kind) return data<SupportItemAnswer>({ kind: null, error: "Unknown list" }, { status: 400 });
  const dialog = SUPPORT_DIALOGS[kind];
  const submission = parseWithZod(formData, { schema: supportItemSchema(kind), disableAutoCoercion: true });
  if (submission.status !== "success") {
    return data<SupportItemAnswer>({ kind, result: submission.reply() as SubmissionResult<string[]> }, { status: 400 });
  }
  try {
    const created = await createSupportItem(db, ctx, kind, submission.value as Record<string, unknown>);
    const item = created.item as { id: number; name: string; description?: string | null };
    return data<SupportItemAnswer>({
      kind,
      item: { id: item.id, name: item.name, description: item.description ?? "" },
      message: success ?? created.message,
    });
  } catch (error) {
    return answerSaveError(error, `Creating a ${kind} entry from ${from} failed`, {
      refused: (refusal) => {
        const result = refusalReply(submission, refusal, { fallback: dialog.failed });
        return data<SupportItemAnswer>({ kind, result, error: refusal.message || dialog.failed }, { status: refusal.status });
      },
      failed: () => {
        const message = dialog.serverError ?? dialog.failed;
        return data<SupportItemAnswer>(
          { kind, result: submission.reply({ formErrors: [message] }) as SubmissionResult<string[]>, error: message },
          { status: 500 },
        );
      },
    });
  }
}
