import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import * as z from "zod";
import { menuHref } from "~/components/shell/menu";
import { companyContext } from "~/modules/companies/companies.server";
import { supportItemSchema } from "~/modules/support-lists/schema";
import {
  createSupportItem,
  deleteSupportItem,
  listSupportItems,
  SUPPORT_LISTS,
  type SupportListKind,
} from "~/modules/support-lists/support-lists.server";
import { assertDomainError } from "~/utils/errors";
import { refusalReply } from "~/utils/form-reply.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { redirectWithToast } from "~/utils/toast.server";
import { supportListRow, type SupportListRow } from "~/modules/support-lists/lists";
import {
  SUPPORT_LIST_SCREENS,
  type SupportListActionData,
  type SupportListScreenData,
} from "~/components/support-lists/support-list-screen";

// The loader and action shared by the six support-list routes. With JavaScript the Add New dialog
// posts with `respond=modal` and gets the message back as data, and deleting goes through the
// list's API (the screen reads the error texts off its status); a plain form gets a redirect with a
// flash toast (or, for a refused add, the form again with its errors).

const actionSchema = z.object({
  intent: z.enum(["create", "delete"], { error: "Unknown action" }),
  respond: z.literal("modal").optional(),
});

const listPath = (companyId: number, kind: SupportListKind) =>
  menuHref(companyId, `company/support-lists/${SUPPORT_LIST_SCREENS[kind].path}`);

export async function supportListLoader(kind: SupportListKind, { request, params }: LoaderFunctionArgs): Promise<SupportListScreenData> {
  const { company, db } = await requireCompany(request, params.companyId);
  const list = SUPPORT_LISTS[kind];
  const items = await listSupportItems(db, company.id, kind);
  const rows = items.map((item) => supportListRow(kind, item));
  // Without JavaScript: ?add=1 shows the form on the page, ?confirm=delete&id=N the confirmation.
  const url = new URL(request.url);
  let confirm: SupportListRow | null = null;
  let notice: string | null = null;
  if (url.searchParams.get("confirm") === "delete") {
    const id = Number(url.searchParams.get("id"));
    confirm = rows.find((row) => row.id === id) ?? null;
    if (!confirm) notice = Number.isSafeInteger(id) && id > 0 ? list.messages.notFound : list.messages.invalidSelection;
  }
  return {
    kind,
    companyId: company.id,
    title: list.title,
    listPath: listPath(company.id, kind),
    rows,
    adding: url.searchParams.get("add") === "1",
    confirm,
    notice,
  };
}

export async function supportListAction(kind: SupportListKind, { request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const list = SUPPORT_LISTS[kind];
  const back = listPath(company.id, kind);
  const form = await request.formData();
  const parsed = actionSchema.safeParse({ intent: form.get("intent"), respond: form.get("respond") ?? undefined });
  if (!parsed.success) return data<SupportListActionData>({ intent: null, error: "Unknown action" }, { status: 400 });
  const modal = parsed.data.respond === "modal";
  const ctx = companyContext(company, user.id);

  if (parsed.data.intent === "create") {
    const submission = parseWithZod(form, { schema: supportItemSchema(kind), disableAutoCoercion: true });
    if (submission.status !== "success") {
      return data<SupportListActionData>({ intent: "create", result: submission.reply() }, { status: 400 });
    }
    try {
      const created = await createSupportItem(db, ctx, kind, submission.value);
      if (modal)
        return data<SupportListActionData>({ intent: "create", message: created.message, result: submission.reply({ resetForm: true }) });
      return redirectWithToast(back, { type: "success", message: created.message });
    } catch (error) {
      assertDomainError(error);
      const result = refusalReply(submission, error, { fallback: list.messages.createFailed });
      return data<SupportListActionData>({ intent: "create", result }, { status: error.status });
    }
  }

  // Delete: a missing or malformed id is "Invalid … selected", then the service (404 / 409 "Cannot delete …").
  const id = Number(form.get("id"));
  let outcome: { ok: boolean; message: string };
  if (!Number.isSafeInteger(id) || id <= 0) {
    outcome = { ok: false, message: list.messages.invalidSelection };
  } else {
    try {
      outcome = { ok: true, message: (await deleteSupportItem(db, ctx, kind, id)).message };
    } catch (error) {
      assertDomainError(error);
      outcome = { ok: false, message: error.message };
    }
  }
  return redirectWithToast(back, { type: outcome.ok ? "success" : "error", message: outcome.message });
}
