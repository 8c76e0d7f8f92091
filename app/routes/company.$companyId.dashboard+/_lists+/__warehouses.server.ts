import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { menuHref } from "~/components/shell/menu";
import { parsePagination } from "~/lib/pagination";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import {
  WAREHOUSE_CONFIRM_ACTIONS,
  WAREHOUSE_MESSAGES as W,
  WAREHOUSE_STATUSES,
  warehouseSchema,
  warehouseUpdateSchema,
} from "~/modules/inventory/warehouse-schema";
import {
  createWarehouse,
  deleteWarehouse,
  getWarehouse,
  listWarehouses,
  setWarehouseActive,
  updateWarehouse,
} from "~/modules/inventory/warehouses.server";
import { assertDomainError } from "~/utils/errors";
import { refusalReply, replyFieldErrors } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

// The Warehouses screen's loader and action (company.support-lists.warehouses.tsx): its zod stays
// on the server, out of the screen's scripts (ADR 0027).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const search = new URL(request.url).searchParams;
  const status = z
    .enum(WAREHOUSE_STATUSES)
    .catch("all")
    .parse(search.get("status") ?? "all");
  const q = search.get("q")?.trim() ?? "";
  const { page, perPage } = parsePagination(search);
  const list = await listWarehouses(db, company.id, { search: q, status, page, perPage });
  const editId = Number(search.get("edit")) || null;
  const confirmAction = WAREHOUSE_CONFIRM_ACTIONS.find((a) => a === search.get("confirm")) ?? null;
  const confirmId = Number(search.get("id")) || null;
  const find = async (id: number | null) => (id ? await getWarehouse(db, company.id, id).catch(() => null) : null);
  return {
    companyId: company.id,
    list,
    filters: { q, status },
    adding: search.get("add") === "1",
    editing: await find(editId),
    confirm: confirmAction ? { action: confirmAction, warehouse: await find(confirmId) } : null,
    query: search.toString(),
  };
}

export type WarehouseActionData = {
  ok: boolean;
  message: string;
  errors?: Record<string, string[]>;
  intent?: string;
  /** Add New / Edit Warehouse refused: conform's reply (the fields as typed, the messages by field). */
  result?: SubmissionResult<string[]>;
};

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const modal = form.get("respond") === "modal";
  const ctx = companyContext(company, user.id);
  const back = `${menuHref(company.id, "company/support-lists/warehouses")}${form.get("query") ? `?${form.get("query")}` : ""}`;
  const id = Number(form.get("id"));
  const done = (message: string) =>
    modal ? data<WarehouseActionData>({ ok: true, message }) : redirectWithToast(back, { type: "success", message });
  // Add New / Edit Warehouse: conform reads the fields, so a refusal answers with them as typed.
  const submission =
    intent === "create" || intent === "update"
      ? parseWithZod(form, { schema: intent === "create" ? warehouseSchema : warehouseUpdateSchema, disableAutoCoercion: true })
      : null;
  try {
    if (submission) {
      if (submission.status !== "success") {
        const result = submission.reply();
        const errors = replyFieldErrors(result);
        const message = [...new Set(Object.values(errors).flat())].join("\n");
        return data<WarehouseActionData>({ ok: false, message, errors, intent, result }, { status: 400 });
      }
      if (intent === "create") await createWarehouse(db, ctx, submission.value);
      else await updateWarehouse(db, ctx, id, submission.value as z.output<typeof warehouseUpdateSchema>);
      return done(intent === "create" ? W.created : W.updated);
    }
    if (intent === "deactivate" || intent === "activate") {
      await setWarehouseActive(db, ctx, id, intent === "activate");
      return done(intent === "activate" ? W.activated : W.deactivated);
    }
    if (intent === "delete") {
      await deleteWarehouse(db, ctx, id);
      return done(W.deleted);
    }
    return data<WarehouseActionData>({ ok: false, message: W.actionFailed }, { status: 400 });
  } catch (error) {
    assertDomainError(error);
    if (submission) {
      const result = refusalReply(submission, error, { fallback: intent === "create" ? W.createFailed : W.updateFailed });
      return data<WarehouseActionData>(
        { ok: false, message: error.message, errors: replyFieldErrors(result), intent, result },
        { status: error.status },
      );
    }
    if (modal)
      return data<WarehouseActionData>({ ok: false, message: error.message, errors: error.fieldErrors, intent }, { status: error.status });
    return redirectWithToast(back, { type: "error", message: error.message });
  }
}
