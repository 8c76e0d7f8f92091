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
import { SUPPORT_DIALOGS, type SupportItemAnswer } from "~/components/vendors/support-item-data";
import { SUPPORT_ITEM_INTENT } from "~/components/vendors/vendor-form-data";
import { formatUsDate } from "~/lib/dates";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { requireCompany } from "~/modules/auth/session.server";
import { companyContext, type CompanyContext } from "~/modules/companies/companies.server";
import { INVENTORY_ACCOUNT_TYPES, INVENTORY_ITEM_MESSAGES as M } from "~/modules/inventory/inventory-item-rules";
import { inventoryItemSchema, toInventoryItemInput } from "~/modules/inventory/inventory-item-schema";
import {
  createInventoryItem,
  getInventoryItem,
  inventoryParentOptions,
  updateInventoryItem,
  warehouseOptions,
  type InventoryItem,
} from "~/modules/inventory/inventory-items.server";
import { supportItemSchema } from "~/modules/support-lists/schema";
import { createSupportItem, listSupportItems } from "~/modules/support-lists/support-lists.server";
import { listVendorOptions } from "~/modules/vendors/vendor-options.server";
import { DomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// The server half of inventory/new-item and inventory/edit-item/:itemId: the loader gives the
// values and the select lists (a list that fails to load is left empty), the action checks the form
// with the inventory item schema (the one conform runs in the browser), saves through the service,
// and answers the Items Group dialog (intent=support-item). A save redirects with the spec's toast —
// Save and Close (and an edit) to the Inventory Items list, Save and New to a blank form; a refused
// one answers the values as posted and every message (status 400, or the service's).

const LIST = "inventory/items";
const NEW = "inventory/new-item";

async function quietly<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`Inventory item form: loading ${what} failed`, error);
    return [];
  }
}

async function loadItem(db: Knex, companyId: number, raw: string | undefined): Promise<InventoryItem> {
  const text = (raw ?? "").trim();
  if (/^\d{1,9}$/.test(text) && Number(text) > 0) {
    try {
      return await getInventoryItem(db, companyId, Number(text));
    } catch (error) {
      if (!(error instanceof DomainError && error.status === 404)) throw error;
    }
  }
  throw new Response(M.notFound, { status: 404, statusText: "Not Found" });
}

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

export async function inventoryFormLoader({ request, params }: LoaderFunctionArgs, mode: InventoryFormMode): Promise<InventoryFormLoaded> {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const item = mode === "edit" ? await loadItem(db, company.id, params.itemId) : null;
  const types: readonly string[] = [...INVENTORY_ACCOUNT_TYPES.income, ...INVENTORY_ACCOUNT_TYPES.assets, ...INVENTORY_ACCOUNT_TYPES.cogs];
  const own = new Set([item?.incomeAccount, item?.assetsAccount, item?.costOfGoodsSold]);
  const [accounts, itemGroups, vendors, parents, warehouses] = await Promise.all([
    quietly("accounts", async () =>
      (await allAccounts(db, company.id))
        .filter((a) => types.includes(a.accountType) || own.has(a.id))
        .map((a) => ({
          id: a.id,
          accountNumber: a.accountNumber,
          accountName: a.accountName,
          accountType: a.accountType,
          active: a.active,
        })),
    ),
    quietly("item groups", async () =>
      (await listSupportItems(db, company.id, "item-groups")).map((g) => ({ id: g.id, name: g.name, description: "" })),
    ),
    quietly("vendors", async () =>
      (await listVendorOptions(db, company.id, item?.vendorId ?? null)).map((v) => ({ id: v.id, name: v.vendorName })),
    ),
    quietly("items", () => inventoryParentOptions(db, company.id, item?.id)),
    quietly("warehouses", () => warehouseOptions(db, company.id)),
  ]);
  return {
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
    accounts,
    itemGroups,
    vendors,
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

export async function inventoryFormAction({ request, params }: ActionFunctionArgs, mode: InventoryFormMode) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const existing = mode === "edit" ? await loadItem(db, company.id, params.itemId) : null;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === SUPPORT_ITEM_INTENT) return itemGroupAction(db, ctx, formData);

  const submission = parseWithZod(formData, {
    schema: inventoryItemSchema({ form: true, version: existing !== null }),
    disableAutoCoercion: true,
  });
  if (submission.status !== "success") return refused(formData, submission.reply(), 400);
  const value = submission.value as Record<string, unknown>;
  try {
    const input = toInventoryItemInput(value);
    if (existing) await updateInventoryItem(db, ctx, existing.id, { ...input, version: Number(value.version) });
    else await createInventoryItem(db, ctx, input);
  } catch (error) {
    if (error instanceof DomainError) {
      if (error.status === 404) throw new Response(M.notFound, { status: 404, statusText: "Not Found" });
      const result = error.fieldErrors
        ? submission.reply({ fieldErrors: error.fieldErrors })
        : submission.reply({ formErrors: [error.message] });
      return refused(formData, result, error.status, error.message.split("\n").filter(Boolean));
    }
    console.error(existing ? "Updating an inventory item failed" : "Creating an inventory item failed", error);
    return refused(formData, submission.reply({ formErrors: [M.saveFailed] }), 500, [M.saveFailed]);
  }
  const again = !existing && intent === "save-new";
  return redirectWithToast(menuHref(company.id, again ? NEW : LIST), { type: "success", message: again ? M.savedNew : M.savedClose });
}

/** The Items Group dialog: the support list's form and service, with the inventory screen's success words. */
async function itemGroupAction(db: Knex, ctx: CompanyContext, formData: FormData) {
  const kind = "item-groups" as const;
  if (formData.get("kind") !== kind) return data<SupportItemAnswer>({ kind: null, error: "Unknown list" }, { status: 400 });
  const dialog = SUPPORT_DIALOGS[kind];
  const submission = parseWithZod(formData, { schema: supportItemSchema(kind), disableAutoCoercion: true });
  if (submission.status !== "success") {
    return data<SupportItemAnswer>({ kind, result: submission.reply() as SubmissionResult<string[]> }, { status: 400 });
  }
  try {
    const created = await createSupportItem(db, ctx, kind, submission.value);
    return data<SupportItemAnswer>({
      kind,
      item: { id: created.item.id, name: created.item.name, description: "" },
      message: M.groupCreated,
    });
  } catch (error) {
    if (error instanceof DomainError) {
      const message = error.message || dialog.failed;
      const result = error.fieldErrors ? submission.reply({ fieldErrors: error.fieldErrors }) : submission.reply({ formErrors: [message] });
      return data<SupportItemAnswer>({ kind, result: result as SubmissionResult<string[]>, error: message }, { status: error.status });
    }
    console.error("Creating an item group from the inventory item form failed", error);
    return data<SupportItemAnswer>(
      { kind, result: submission.reply({ formErrors: [dialog.failed] }) as SubmissionResult<string[]>, error: dialog.failed },
      { status: 500 },
    );
  }
}
