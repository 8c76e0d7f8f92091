import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Knex } from "knex";
import {
  emptyInventoryValues,
  errorList,
  inventoryValuesFromForm,
  type InventoryFormAnswer,
  type InventoryFormLoaded,
  type InventoryFormMode,
  type InventoryFormValues,
} from "~/components/inventory/inventory-item-form-data";
import { menuHref } from "~/components/shell/menu";
import { SUPPORT_ITEM_INTENT } from "~/components/vendors/support-item-data";
import { formatUsDate } from "~/lib/dates";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import { INVENTORY_ACCOUNT_TYPES, INVENTORY_ITEM_MESSAGES as M } from "~/modules/inventory/inventory-item-rules";
import { inventoryItemFormSchema, toInventoryItemInput } from "~/modules/inventory/inventory-item-schema";
import type { ItemSide } from "~/modules/items/constants";
import {
  createInventoryItem,
  getInventoryItem,
  inventoryParentOptions,
  updateInventoryItem,
  warehouseOptions,
  type InventoryItem,
} from "~/modules/inventory/inventory-items.server";
import { messageLines, notFoundPage } from "~/utils/errors";
import { answerSaveError, refusalReply } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import { quietly } from "~/utils/quietly.server";
import { itemFormLists, itemOfUrl } from "../__item-forms-shared.server";
import { supportDialogAction } from "../__support-dialog.server";

// The server half of inventory/new-item and inventory/edit-item/:itemId: the loader gives the
// values and the select lists (a list that fails to load is left empty), the action checks the form
// with the inventory item schema (the one conform runs in the browser), saves through the service,
// and answers the Items Group dialog (intent=support-item). A save redirects with the spec's toast —
// Save and Close (and an edit) to the Inventory Items list, Save and New to a blank form; a refused
// one answers the values as posted and every message (status 400, or the service's).

/** Where each side's saves go: its items list and its New screen (a customer's item: Customers › Items). */
const LIST: Record<ItemSide, string> = { vendor: "inventory/items", customer: "customers/items" };
const NEW: Record<ItemSide, string> = { vendor: "inventory/new-item", customer: "customers/new-inventory-item" };
const FORM = "Inventory item form";

const loadItem = (db: Knex, companyId: number, raw: string | undefined): Promise<InventoryItem> =>
  itemOfUrl(raw, (id) => getInventoryItem(db, companyId, id), M.notFound);

function valuesOfItem(item: InventoryItem): InventoryFormValues {
  const id = (v: number | null) => (v === null ? "" : String(v));
  const price = (v: string) => (v === "0.00" ? "" : v);
  return {
    name: item.name,
    itemGroupId: id(item.itemGroupId),
    active: item.active,
    subitemOf: item.subitemOf,
    parentItemId: id(item.parentItemId),
    sellProduct: item.sellProduct,
    descriptionSales: item.descriptionSales,
    salesPrice: price(item.salesPrice),
    incomeAccount: id(item.incomeAccount),
    commissionItem: item.commissionItem,
    descriptionPurchase: item.descriptionPurchase,
    purchasePrice: price(item.purchasePrice),
    standardCost: price(item.standardCost),
    costOfGoodsSold: id(item.costOfGoodsSold),
    vendorId: id(item.vendorId),
    vendorProductNo: item.vendorProductNo,
    assetsAccount: id(item.assetsAccount),
    onHandQuantity: item.onHandQuantity,
    asOfDate: formatUsDate(item.asOfDate),
    reorderPoint: item.reorderPoint ?? "",
    warehouseId: "",
    version: String(item.version),
  };
}

export async function inventoryFormLoader(
  { request, params }: LoaderFunctionArgs,
  mode: InventoryFormMode,
  side: ItemSide = "vendor",
): Promise<InventoryFormLoaded> {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const item = mode === "edit" ? await loadItem(db, company.id, params.itemId) : null;
  const [lists, parents, warehouses] = await Promise.all([
    itemFormLists(db, company.id, {
      form: FORM,
      accountTypes: [...INVENTORY_ACCOUNT_TYPES.income, ...INVENTORY_ACCOUNT_TYPES.assets, ...INVENTORY_ACCOUNT_TYPES.cogs],
      ownAccounts: [item?.incomeAccount, item?.assetsAccount, item?.costOfGoodsSold],
      vendorId: item?.vendorId ?? null,
    }),
    quietly(FORM, "items", () => inventoryParentOptions(db, company.id, item?.id)),
    quietly(FORM, "warehouses", () => warehouseOptions(db, company.id)),
  ]);
  return {
    type: side === "customer" ? "sales-inventory" : "inventory",
    mode,
    companyId: company.id,
    values: item ? valuesOfItem(item) : emptyInventoryValues(formatUsDate(ctx.today), warehouses[0] ? String(warehouses[0].id) : ""),
    item: item
      ? {
          id: item.id,
          name: item.name,
          onHandQuantity: item.onHandQuantity,
          onHandValue: item.onHandValue,
          hasMovements: item.hasMovements,
        }
      : null,
    ...lists,
    parents,
    warehouses,
  };
}

function refused(formData: FormData, result: SubmissionResult<string[]>, status: number, messages = errorList(result.error ?? {})) {
  return data<InventoryFormAnswer>(
    { status: "invalid", revision: crypto.randomUUID(), result, messages, values: inventoryValuesFromForm(formData) },
    { status },
  );
}

export async function inventoryFormAction({ request, params }: ActionFunctionArgs, mode: InventoryFormMode, side: ItemSide = "vendor") {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const existing = mode === "edit" ? await loadItem(db, company.id, params.itemId) : null;
  const formData = await request.formData();
  const intent = formData.get("intent");
  // The Items Group dialog, with the inventory screen's success words.
  if (intent === SUPPORT_ITEM_INTENT)
    return supportDialogAction(db, ctx, formData, { kinds: ["item-groups"], from: "the inventory item form", success: M.groupCreated });

  const submission = parseWithZod(formData, {
    schema: inventoryItemFormSchema({ version: existing !== null, sold: side === "customer" }),
    disableAutoCoercion: true,
  });
  if (submission.status !== "success") return refused(formData, submission.reply(), 400);
  const value = submission.value as Record<string, unknown>;
  try {
    const input = toInventoryItemInput(value);
    if (existing) await updateInventoryItem(db, ctx, existing.id, { ...input, version: Number(value.version) });
    else await createInventoryItem(db, ctx, input);
  } catch (error) {
    return answerSaveError(error, existing ? "Updating an inventory item failed" : "Creating an inventory item failed", {
      refused: (refusal) => {
        if (refusal.status === 404) throw notFoundPage(M.notFound);
        return refused(formData, refusalReply(submission, refusal), refusal.status, messageLines(refusal));
      },
      failed: () => refused(formData, submission.reply({ formErrors: [M.saveFailed] }), 500, [M.saveFailed]),
    });
  }
  const again = !existing && intent === "save-new";
  return redirectWithToast(menuHref(company.id, again ? NEW[side] : LIST[side]), {
    type: "success",
    message: again ? M.savedNew : M.savedClose,
  });
}
