import { rowIdOf } from "~/lib/row-id";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { Knex } from "knex";
import { menuHref } from "~/components/shell/menu";
import { fromDecimal } from "~/lib/money";
import { fromQuantityDecimal } from "~/lib/quantity";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import {
  ADJUSTMENT_ACCOUNT_TYPES,
  STOCK_ADJUSTMENT_MESSAGES as M,
  stockAdjustmentSchema,
} from "~/modules/inventory/stock-adjustment-schema";
import {
  adjustableItems,
  createStockAdjustment,
  getStockAdjustment,
  updateStockAdjustment,
  warehouseStock,
  type AdjustableItem,
  type StockAdjustmentRecord,
} from "~/modules/inventory/stock-adjustments.server";
import { activeWarehouses } from "~/modules/inventory/warehouses.server";
import { assertDomainError, orNotFoundPage } from "~/utils/errors";
import { refusalReply, replyFieldErrors } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import { emptyRow, readState, type AdjustmentFormState, type AdjustmentRowState } from "./__stock-adjustment-state";

// New / Edit Stock Adjustment's loader and action. Without JavaScript the action also adds and
// removes rows and refreshes Current Qty for another warehouse (each a form submit that saves
// nothing and answers the form's state); Save and New / Save and Close save and redirect.

/** On hand in the chosen warehouse, per item: quantity (ten-thousandths), value (cents), default rate text. */
export type { AdjustmentFormState, AdjustmentRowState };
export type Levels = Record<string, { quantity: number; value: number; rate: string }>;

/** An id typed in a query or a form field: null when empty, "invalid" when not a whole number from 1 to 2147483647. */
function readId(text: string | null | undefined): number | null | "invalid" {
  const trimmed = (text ?? "").trim();
  if (!trimmed) return null;
  return rowIdOf(trimmed) ?? "invalid";
}
const BAD_EDIT_ID = "This stock adjustment cannot be found: its id must be a whole number from 1 to 2147483647.";
const BAD_WAREHOUSE_ID = "Please select a warehouse: its id must be a whole number from 1 to 2147483647.";

/** What each item holds in the warehouse, without the edited adjustment's own rows (it is undone on save). */
async function levelsFor(
  db: Knex,
  companyId: number,
  warehouseId: number | null,
  items: AdjustableItem[],
  editing: StockAdjustmentRecord | null,
) {
  if (!warehouseId) return {};
  const stock = await warehouseStock(db, companyId, warehouseId, items);
  const levels: Levels = {};
  for (const s of stock) levels[s.itemId] = { quantity: s.quantity, value: s.value, rate: s.rate };
  if (editing && editing.warehouseId === warehouseId) {
    for (const row of editing.items) {
      const level = levels[row.inventoryItemId];
      if (!level) continue;
      level.quantity -= fromQuantityDecimal(row.adjustedQty);
      level.value -= fromDecimal(row.value);
    }
  }
  return levels;
}

async function formData(db: Knex, companyId: number, editId: number | null) {
  const editing: StockAdjustmentRecord | null = editId ? await orNotFoundPage(getStockAdjustment(db, companyId, editId), M.notFound) : null;
  const [warehouses, accounts, items] = await Promise.all([
    activeWarehouses(db, companyId),
    allAccounts(db, companyId, { activeOnly: true, types: ADJUSTMENT_ACCOUNT_TYPES }),
    adjustableItems(db, companyId),
  ]);
  if (editing && !warehouses.some((w) => w.id === editing.warehouseId))
    warehouses.push({ id: editing.warehouseId, name: editing.warehouse.name });
  return {
    editing,
    warehouses,
    accounts: accounts.map((a) => ({ id: a.id, label: `${a.accountNumber} · ${a.accountName}` })),
    items,
  };
}

export async function adjustmentFormLoader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const search = new URL(request.url).searchParams;
  // A malformed editId is ignored (the form opens as a new adjustment); a malformed warehouseId is refused.
  const editRead = readId(search.get("editId"));
  const editId = editRead === "invalid" ? null : editRead;
  const warehouseRead = readId(search.get("warehouseId"));
  if (warehouseRead === "invalid") throw new Response(BAD_WAREHOUSE_ID, { status: 400, statusText: "Bad Request" });
  const { editing, warehouses, accounts, items } = await formData(db, company.id, editId);
  const { today } = companyContext(company, user.id);
  const chosen = warehouseRead || editing?.warehouseId || null;
  const preselect = search.get("itemId") ?? "";
  const state: AdjustmentFormState = editing
    ? {
        editId: String(editing.id),
        version: String(editing.version),
        date: editing.date,
        warehouseId: String(editing.warehouseId),
        adjustmentAccountId: String(editing.adjustmentAccountId),
        rows: [
          ...editing.items.map((r) => ({
            itemId: String(r.inventoryItemId),
            comment: r.comment,
            adjustedQty: r.adjustedQty.replace(/\.?0+$/, ""),
            rate: fromQuantityDecimal(r.adjustedQty) > 0 ? r.rate : "",
          })),
          emptyRow(),
        ],
      }
    : {
        editId: "",
        version: "",
        date: today,
        warehouseId: chosen ? String(chosen) : "",
        adjustmentAccountId: "",
        rows: [emptyRow(items.some((i) => String(i.id) === preselect) ? preselect : ""), emptyRow()],
      };
  return {
    companyId: company.id,
    warehouses,
    accounts,
    items,
    levels: await levelsFor(db, company.id, chosen, items, editing),
    state,
  };
}

/** The form's state as form data again (what conform reads). */
function stateFormData(state: AdjustmentFormState): FormData {
  const form = new FormData();
  const { rows, ...header } = state;
  for (const [name, value] of Object.entries(header)) form.set(name, value);
  rows.forEach((row, i) => {
    for (const [name, value] of Object.entries(row)) form.set(`rows[${i}].${name}`, value);
  });
  return form;
}

export type AdjustmentActionData = {
  state: AdjustmentFormState;
  /** Absent when the save got no answer (the page keeps the levels it has). */
  levels?: Levels;
  errors: Record<string, string[]>;
  formError: string | null;
};

export async function adjustmentFormAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const state = readState(form);
  const ctx = companyContext(company, user.id);
  const editRead = readId(state.editId);
  const warehouseRead = readId(state.warehouseId);
  // A malformed id changes nothing: the form comes back with the reason (no levels to show).
  if (editRead === "invalid" || warehouseRead === "invalid") {
    const errors: Record<string, string[]> = editRead === "invalid" ? { editId: [BAD_EDIT_ID] } : { warehouseId: [BAD_WAREHOUSE_ID] };
    return data<AdjustmentActionData>({ state, levels: {}, errors, formError: Object.values(errors)[0][0] }, { status: 400 });
  }
  const editId = editRead;
  const { editing, items } = await formData(db, company.id, editId);
  const answer = async (errors: Record<string, string[]>, formError: string | null, status = 200) =>
    data<AdjustmentActionData>(
      { state, levels: await levelsFor(db, company.id, warehouseRead, items, editing), errors, formError },
      { status },
    );

  if (intent === "add-row") {
    state.rows.push(emptyRow());
    return answer({}, null);
  }
  if (intent.startsWith("remove-row:")) {
    state.rows.splice(Number(intent.slice("remove-row:".length)), 1);
    if (!state.rows.length) state.rows.push(emptyRow());
    return answer({}, null);
  }
  if (intent === "refresh") return answer({}, null);
  if (intent !== "save-new" && intent !== "save-close") return answer({}, "Unknown action", 400);

  // The rows as read (dense, at most 500) go through conform's reading, so a refusal is the form's reply.
  const submission = parseWithZod(stateFormData(state), { schema: stockAdjustmentSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    const errors = replyFieldErrors(submission.reply());
    return answer(errors, Object.values(errors).flat()[0] ?? null, 400);
  }
  try {
    if (editId) await updateStockAdjustment(db, ctx, editId, { ...submission.value, version: Number(state.version) });
    else await createStockAdjustment(db, ctx, submission.value);
  } catch (error) {
    assertDomainError(error);
    const errors = replyFieldErrors(refusalReply(submission, error, { fallback: M.saveFailed }));
    return answer(errors, error.message || M.saveFailed, error.status === 404 ? 404 : 400);
  }
  return intent === "save-new"
    ? redirectWithToast(menuHref(company.id, "inventory/stock-adjustment/new"), { type: "success", message: M.savedAndNew })
    : redirectWithToast(menuHref(company.id, "inventory/stock-adjustment"), { type: "success", message: M.savedAndClose });
}
