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
import { SUPPORT_DIALOGS, type SupportItemAnswer } from "~/components/vendors/support-item-data";
import { SUPPORT_ITEM_INTENT } from "~/components/vendors/vendor-form-data";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { requireCompany } from "~/modules/auth/session.server";
import { companyContext, type CompanyContext } from "~/modules/companies/companies.server";
import { getVendorItem, itemParentOptions, updateVendorItem, createVendorItem, type VendorItem } from "~/modules/items/items.server";
import {
  EXPENSE_ACCOUNT_TYPES,
  INCOME_ACCOUNT_TYPES,
  ITEM_FIELDS,
  ITEM_MESSAGES,
  toVendorItemInput,
  vendorItemSchema,
  type VendorItemKind,
} from "~/modules/items/schema";
import { supportItemSchema } from "~/modules/support-lists/schema";
import { createSupportItem, listSupportItems } from "~/modules/support-lists/support-lists.server";
import { listVendorOptions } from "~/modules/vendors/vendor-options.server";
import { DomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// The server half of the item screens, shared by vendors/new-service-item, vendors/new-product-item
// and vendors/items/:itemId/edit: the loader gives the form's values and its select lists (a list
// that fails to load is left empty: the form works without it); the action checks the form with the
// item schema (the one conform runs in the browser), saves through the items service, and answers
// the item group dialog (intent=support-item). A save redirects with a flash toast — Save and Close
// (and an edit) to the Vendor Items list, Save and New to a blank form — with or without JavaScript;
// a refused one answers the values as posted and the messages (status 400, or the service's).

const ITEMS_LIST = "vendors/items";
const NEW_PATH: Record<VendorItemKind, string> = { service: "vendors/new-service-item", product: "vendors/new-product-item" };

/** A list the form can live without: when it fails to load, the select is empty and the form still works. */
async function quietly<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`Item form: loading ${what} failed`, error);
    return [];
  }
}

/** The item of the URL by its numeric id; another company's (or none) is a 404. */
async function loadItem(db: Knex, companyId: number, raw: string | undefined): Promise<VendorItem> {
  const text = (raw ?? "").trim();
  if (/^\d{1,9}$/.test(text) && Number(text) > 0) {
    try {
      return await getVendorItem(db, companyId, Number(text));
    } catch (error) {
      if (!(error instanceof DomainError && error.status === 404)) throw error;
    }
  }
  throw new Response(ITEM_MESSAGES.notFound, { status: 404, statusText: "Not Found" });
}

function valuesOfItem(item: VendorItem): ItemFormValues {
  const names = ITEM_FIELDS[item.type];
  const id = (value: number | null) => (value == null ? "" : String(value));
  return {
    name: item.name,
    isSubitem: item.isSubitem,
    subitemOf: id(item.subitemOf),
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
): Promise<ItemFormLoaded> {
  const { company, db } = await requireCompany(request, params.companyId);
  const item = mode === "edit" ? await loadItem(db, company.id, params.itemId) : null;
  const kind = item?.type ?? newKind;
  const accountTypes: readonly string[] = [...INCOME_ACCOUNT_TYPES, ...EXPENSE_ACCOUNT_TYPES];
  const [accounts, itemGroups, vendors, parents] = await Promise.all([
    quietly("accounts", async () =>
      (await allAccounts(db, company.id))
        .filter((a) => accountTypes.includes(a.accountType) || a.id === item?.incomeAccountId || a.id === item?.expenseAccountId)
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
      (await listVendorOptions(db, company.id, item?.preferredVendor ?? null)).map((v) => ({ id: v.id, name: v.vendorName })),
    ),
    quietly("items", async () => (await itemParentOptions(db, company.id, kind, item?.id)).map((i) => ({ id: i.id, name: i.name }))),
  ]);
  return {
    mode,
    kind,
    companyId: company.id,
    values: item ? valuesOfItem(item) : emptyItemValues(),
    item: item ? { id: item.id, name: item.name, billStatus: item.billStatus } : null,
    accounts,
    itemGroups,
    vendors,
    parents,
  };
}

const revision = () => crypto.randomUUID();

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

export async function itemFormAction({ request, params }: ActionFunctionArgs, mode: ItemFormMode, newKind: VendorItemKind = "service") {
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
    schema: vendorItemSchema(kind, { form: true, version: editing }),
    disableAutoCoercion: true,
  });
  if (submission.status !== "success") return refused(kind, formData, submission.reply(), null, 400);

  const prefix = ITEM_MESSAGES.saveFailed[kind];
  const value = submission.value as Record<string, unknown>;
  try {
    const input = toVendorItemInput(kind, value);
    if (existing) await updateVendorItem(db, ctx, existing.id, { ...input, version: Number(value.version) });
    else await createVendorItem(db, ctx, input);
  } catch (error) {
    if (error instanceof DomainError) {
      if (error.status === 404) throw new Response(ITEM_MESSAGES.notFound, { status: 404, statusText: "Not Found" });
      const failure = `${prefix}${error.message}`;
      const result = error.fieldErrors
        ? submission.reply({ fieldErrors: error.fieldErrors })
        : submission.reply({ formErrors: [error.message] });
      return refused(kind, formData, result, failure, error.status, error.message.split("\n").filter(Boolean));
    }
    console.error(editing ? "Updating an item failed" : "Creating an item failed", error);
    const failure = `${prefix}Failed to save the item. Please try again.`;
    return refused(kind, formData, submission.reply({ formErrors: [failure] }), failure, 500, [failure]);
  }

  const message = editing ? ITEM_MESSAGES.updated[kind] : ITEM_MESSAGES.created[kind];
  const to = !editing && intent === "save-new" ? NEW_PATH[kind] : ITEMS_LIST;
  return redirectWithToast(menuHref(company.id, to), { type: "success", message });
}

/** The item form's Add Item Group dialog: the support list's form and service. */
export async function itemGroupAction(db: Knex, ctx: CompanyContext, formData: FormData) {
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
      message: dialog.success,
    });
  } catch (error) {
    if (error instanceof DomainError) {
      const message = error.message || dialog.failed;
      const result = error.fieldErrors ? submission.reply({ fieldErrors: error.fieldErrors }) : submission.reply({ formErrors: [message] });
      return data<SupportItemAnswer>({ kind, result: result as SubmissionResult<string[]>, error: message }, { status: error.status });
    }
    console.error("Creating an item group from the item form failed", error);
    return data<SupportItemAnswer>(
      { kind, result: submission.reply({ formErrors: [dialog.failed] }) as SubmissionResult<string[]>, error: dialog.failed },
      { status: 500 },
    );
  }
}
