import { isRowId } from "~/lib/row-id";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import {
  activeWarehouses,
  bestBuildWarehouse,
  buildAssembly,
  listAssemblies,
  nextBuildRefNo,
  StockAdjustFirstError,
} from "~/modules/inventory/assemblies.server";
import { BUILD_MESSAGES } from "~/modules/inventory/assembly-constants";
import { buildSchema } from "~/modules/inventory/assembly-schema";
import { answerSaveError, refusalReply } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

// Build Assembly's loader and action (inventory.build-assembly.tsx): the schema and zod stay on the
// server, out of the screen's scripts (ADR 0027).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const url = new URL(request.url);
  const warehouses = await activeWarehouses(db, company.id);
  const askedWarehouse = Number(url.searchParams.get("warehouseId"));
  const askedAssembly = Number(url.searchParams.get("assemblyId"));
  // No warehouse asked for: the one that can build the most of the assembly, not the first by name.
  const bestWarehouse = isRowId(askedAssembly) ? await bestBuildWarehouse(db, company.id, askedAssembly, warehouses) : null;
  const warehouseId = warehouses.find((w) => w.id === askedWarehouse)?.id ?? bestWarehouse ?? warehouses[0]?.id ?? null;
  const assemblies = await listAssemblies(db, company.id, { activeOnly: true, warehouseId: warehouseId ?? -1 });
  const selected = assemblies.find((a) => a.id === askedAssembly) ?? null;
  return { companyId: company.id, today, warehouses, warehouseId, assemblies, selected, refNo: await nextBuildRefNo(db, company.id) };
}

export type BuildAnswer = {
  /** The form's reply: what was typed (the date, ref no, comments, quantity) comes back with the messages. */
  result: SubmissionResult<string[]>;
  messages: string[];
  fieldErrors: Record<string, string[]>;
  stockAdjustItemId?: number;
};

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: buildSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    const result = submission.reply();
    const fieldErrors = Object.fromEntries(Object.entries(result.error ?? {}).map(([name, messages]) => [name, messages ?? []]));
    return data<BuildAnswer>({ result, messages: [...new Set(Object.values(fieldErrors).flat())], fieldErrors }, { status: 400 });
  }
  try {
    const build = await buildAssembly(db, ctx, submission.value);
    const to =
      form.get("intent") === "build-new"
        ? menuHref(company.id, "inventory/build-assembly")
        : `${menuHref(company.id, "inventory/build-assembly")}?assemblyId=${build.assemblyId}&warehouseId=${build.warehouseId}`;
    return redirectWithToast(to, { type: "success", message: BUILD_MESSAGES.built });
  } catch (error) {
    return answerSaveError(error, "Building an assembly failed", {
      refused: (refusal) => {
        if (refusal.status === 404 && !refusal.fieldErrors) throw new Response("Not found", { status: 404 });
        const result = refusalReply(submission, refusal, { fallback: BUILD_MESSAGES.buildFailed });
        const stockAdjustItemId = refusal instanceof StockAdjustFirstError ? refusal.itemId : undefined;
        return data<BuildAnswer>(
          { result, messages: refusal.message.split("\n"), fieldErrors: refusal.fieldErrors ?? {}, stockAdjustItemId },
          { status: refusal.status },
        );
      },
      failed: () =>
        data<BuildAnswer>({ result: submission.reply(), messages: [BUILD_MESSAGES.buildFailed], fieldErrors: {} }, { status: 500 }),
    });
  }
}
