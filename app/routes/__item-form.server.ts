import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Knex } from "knex";
import { menuHref } from "~/components/shell/menu";
import {
  emptyItemValues,
  errorMessages,
  itemValuesFromForm,
  type ItemFormAnswer,
  type ItemFormLoaded,
  type ItemFormMode,
  type ItemFormValues,
} from "~/components/items/item-form-data";
import { SUPPORT_DIALOGS } from "~/components/vendors/support-item-data";
import { SUPPORT_ITEM_INTENT } from "~/components/vendors/support-item-data";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext, type CompanyContext } from "~/modules/companies/companies.server";
import { getVendorItem, itemParentOptions, updateVendorItem, createVendorItem, type VendorItem } from "~/modules/items/items.server";
import {
  EXPENSE_ACCOUNT_TYPES,
  INCOME_ACCOUNT_TYPES,
  ITEM_FIELDS,
  ITEM_MESSAGES,
  SUBITEM_FIELDS,
  toVendorItemInput,
  type ItemSide,
  vendorItemSchema,
  type VendorItemKind,
} from "~/modules/items/schema";
import { messageLines, notFoundPage } from "~/utils/errors";
import { answerSaveError, refusalReply } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import { quietly } from "~/utils/quietly.server";
import { itemFormLists, itemOfUrl } from "./__item-forms-shared.server";
import { supportDialogAction } from "./__support-dialog.server";

// The server half of the item screens, shared by vendors/new-service-item, vendors/new-product-item
// and vendors/items/:itemId/edit: the loader gives the form's values and its select lists (a list
// that fails to load is left empty: the form works without it); the action checks the form with the
// item schema (the one conform runs in the browser), saves through the items service, and answers
// the item group dialog (intent=support-item). A save redirects with a flash toast — Save and Close
// (and an edit) to the Vendor Items list, Save and New to a blank form — with or without JavaScript;
// a refused one answers the values as posted and the messages (status 400, or the service's).

/** Where each side's saves go: its items list, and its New screen of each kind. */
const ITEMS_LIST: Record<ItemSide, string> = { vendor: "vendors/items", customer: "customers/items" };
const NEW_PATH: Record<ItemSide, Record<VendorItemKind, string>> = {
  vendor: { service: "vendors/new-service-item", product: "vendors/new-product-item" },
  customer: { service: "customers/new-service-item", product: "customers/new-non-inventory-item" },
};
const FORM = "Item form";

/** The item of the URL by its numeric id; another company's (or none) is a 404. */
const loadItem = (db: Knex, companyId: number, raw: string | undefined): Promise<VendorItem> =>
  itemOfUrl(raw, (id) => getVendorItem(db, companyId, id), ITEM_MESSAGES.notFound);

function valuesOfItem(item: VendorItem): ItemFormValues {
  const names = ITEM_FIELDS[item.type];
  const id = (value: number | null) => (value == null ? "" : String(value));
  return {
    name: item.name,
    isSubitem: item.isSubitem,
    parentItemId: id(item.subitemOf),
    sells: item[names.sells] === true,
    salesDescription: item.salesDescription,
    salesPrice: item.salesPrice === "0.00" ? "" : item.salesPrice,
    incomeAccountId: id(item.incomeAccountId),
    taxable: item.taxable,
    commissionItem: item.commissionItem,
    standardCost: item.standardCost === "0.00" ? "" : item.standardCost,
    itemGroupId: id(item.itemGroupId),
    active: item.active,
    buys: item[names.buys] === true,
    purchaseDescription: item.purchaseDescription,
    purchasePrice: item.purchasePrice === "0.00" ? "" : item.purchasePrice,
    expenseAccountId: id(item.expenseAccountId),
    preferredVendor: id(item.preferredVendor),
    vendorNo: String(item[names.vendorNo] ?? ""),
    weight: String(item.weight ?? "0"),
    version: String(item.version),
  };
}

export async function itemFormLoader(
  { request, params }: LoaderFunctionArgs,
  mode: ItemFormMode,
  newKind: VendorItemKind = "service",
  side: ItemSide = "vendor",
): Promise<ItemFormLoaded> {
  const { company, db } = await requireCompany(request, params.companyId);
  const item = mode === "edit" ? await loadItem(db, company.id, params.itemId) : null;
  const kind = item?.type ?? newKind;
  const [lists, parents] = await Promise.all([
    itemFormLists(db, company.id, {
      form: FORM,
      accountTypes: [...INCOME_ACCOUNT_TYPES, ...EXPENSE_ACCOUNT_TYPES],
      ownAccounts: [item?.incomeAccountId, item?.expenseAccountId],
      vendorId: item?.preferredVendor ?? null,
    }),
    quietly(FORM, "items", async () => (await itemParentOptions(db, company.id, kind, item?.id)).map((i) => ({ id: i.id, name: i.name }))),
  ]);
  return {
    type: side === "customer" ? `sales-${kind}` : kind,
    mode,
    kind,
    companyId: company.id,
    // A customer's item is sold: its I sell box starts (and stays) on.
    values: item ? valuesOfItem(item) : { ...emptyItemValues(), ...(side === "customer" ? { sells: true } : {}) },
    item: item ? { id: item.id, name: item.name, billStatus: item.billStatus } : null,
    ...lists,
    parents,
  };
}

const revision = () => crypto.randomUUID();

/** The form's name of a field the service names as the API does (the parent item). */
const formFieldName = (key: string) => (key === "subitemOf" ? SUBITEM_FIELDS.parent : key);

function refused(
  kind: VendorItemKind,
  formData: FormData,
  result: SubmissionResult<string[]>,
  failure: string | null,
  status: number,
  messages = errorMessages(kind, result.error ?? {}),
) {
  return data<ItemFormAnswer>(
    { status: "invalid", revision: revision(), result, messages, failure, values: itemValuesFromForm(kind, formData) },
    { status },
  );
}

export async function itemFormAction(
  { request, params }: ActionFunctionArgs,
  mode: ItemFormMode,
  newKind: VendorItemKind = "service",
  side: ItemSide = "vendor",
) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  // Another company's item (or none) is a 404 for the action too.
  const existing = mode === "edit" ? await loadItem(db, company.id, params.itemId) : null;
  const kind = existing?.type ?? newKind;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === SUPPORT_ITEM_INTENT) return itemGroupAction(db, ctx, formData);

  const editing = existing !== null;
  const submission = parseWithZod(formData, {
    schema: vendorItemSchema(kind, { form: true, version: editing, side }),
    disableAutoCoercion: true,
  });
  if (submission.status !== "success") return refused(kind, formData, submission.reply(), null, 400);

  const prefix = ITEM_MESSAGES.saveFailed[kind];
  const value = submission.value as Record<string, unknown>;
  try {
    const input = toVendorItemInput(kind, value, true);
    if (existing) await updateVendorItem(db, ctx, existing.id, { ...input, version: Number(value.version) });
    else await createVendorItem(db, ctx, input);
  } catch (error) {
    return answerSaveError(error, editing ? "Updating an item failed" : "Creating an item failed", {
      refused: (refusal) => {
        if (refusal.status === 404) throw notFoundPage(ITEM_MESSAGES.notFound);
        const result = refusalReply(submission, refusal, { fieldName: formFieldName });
        return refused(kind, formData, result, `${prefix}${refusal.message}`, refusal.status, messageLines(refusal));
      },
      failed: () => {
        const failure = `${prefix}Failed to save the item. Please try again.`;
        return refused(kind, formData, submission.reply({ formErrors: [failure] }), failure, 500, [failure]);
      },
    });
  }

  const message = editing ? ITEM_MESSAGES.updated[kind] : ITEM_MESSAGES.created[kind];
  const to = !editing && intent === "save-new" ? NEW_PATH[side][kind] : ITEMS_LIST[side];
  return redirectWithToast(menuHref(company.id, to), { type: "success", message });
}

/** The item form's Add Item Group dialog (also New Inventory Assembly's). */
export const itemGroupAction = (db: Knex, ctx: CompanyContext, formData: FormData) =>
  supportDialogAction(db, ctx, formData, {
    kinds: ["item-groups"],
    from: "the item form",
    success: SUPPORT_DIALOGS["item-groups"].success,
  });
