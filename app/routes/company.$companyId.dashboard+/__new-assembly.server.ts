import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { SUPPORT_ITEM_INTENT } from "~/components/vendors/support-item-data";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import { componentOptions, createAssembly } from "~/modules/inventory/assemblies.server";
import {
  ASSEMBLY_MESSAGES,
  ASSETS_ACCOUNT_TYPES,
  COGS_ACCOUNT_TYPES,
  INCOME_ACCOUNT_TYPES,
  assemblySchema,
} from "~/modules/inventory/assembly-schema";
import { listSupportItems } from "~/modules/support-lists/support-lists.server";
import { answerSaveError } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { AssemblyAnswer } from "~/components/inventory/new-assembly-form";
import { ITEM_MESSAGES, type ItemSide } from "~/modules/items/constants";
import { itemGroupAction } from "../__item-form.server";

// New Inventory Assembly's loader and action (_inventory+/inventory.new-assembly.tsx, and on the
// customer's side _customers+/customers.new-inventory-assembly.tsx, where the assembly is always
// sold and a save goes back to Customers › Items): the schema and zod stay on the server, out of the
// screen's scripts (ADR 0027).

export async function newAssemblyLoader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const [components, accounts, groups] = await Promise.all([
    componentOptions(db, company.id),
    allAccounts(db, company.id, { activeOnly: true, types: [...ASSETS_ACCOUNT_TYPES, ...COGS_ACCOUNT_TYPES, ...INCOME_ACCOUNT_TYPES] }),
    listSupportItems(db, company.id, "item-groups"),
  ]);
  return {
    companyId: company.id,
    today,
    components,
    accounts: accounts.map((a) => ({ id: a.id, label: `${a.accountNumber} ${a.accountName}`, type: a.accountType as string })),
    itemGroups: groups.map((g) => ({ id: g.id, name: g.name, description: "" })),
  };
}

/** The buttons that reload the form without JavaScript (as Enter Bill's): Update, Add Row, a row's Delete. */
const RELOAD = /^(update|add-row|remove-row:(\d{1,3}))$/;
const MAX_COMPONENT_ROWS = 500;
const COMPONENT_ROW = /^items\[(\d{1,3})\]\.(inventoryItemId|quantity)$/;

/** The posted values with the component rows read, changed by the reload's button and numbered again. */
function reloaded(values: Record<string, string>, intent: RegExpExecArray): { values: Record<string, string>; rowCount: number } {
  const rows: { inventoryItemId: string; quantity: string }[] = [];
  const rest: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const match = COMPONENT_ROW.exec(name);
    if (!match) {
      if (!name.startsWith("items[")) rest[name] = value;
      continue;
    }
    const index = Number(match[1]);
    if (index >= MAX_COMPONENT_ROWS) continue;
    while (rows.length <= index) rows.push({ inventoryItemId: "", quantity: "" });
    rows[index][match[2] as "inventoryItemId" | "quantity"] = value;
  }
  if (intent[1] === "add-row" && rows.length < MAX_COMPONENT_ROWS) rows.push({ inventoryItemId: "", quantity: "" });
  if (intent[2] !== undefined) rows.splice(Number(intent[2]), 1);
  if (!rows.length) rows.push({ inventoryItemId: "", quantity: "" });
  rows.forEach((row, i) => {
    rest[`items[${i}].inventoryItemId`] = row.inventoryItemId;
    rest[`items[${i}].quantity`] = row.quantity;
  });
  return { values: rest, rowCount: rows.length };
}

export async function newAssemblyAction({ request, params }: ActionFunctionArgs, side: ItemSide = "vendor") {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const formData = await request.formData();
  if (formData.get("intent") === SUPPORT_ITEM_INTENT) return itemGroupAction(db, ctx, formData);
  // An unticked box posts nothing: say so, so the schema's JSON defaults do not apply to the form.
  for (const box of ["active", "buyProduct", "sellProduct", "commissionItem"]) if (!formData.has(box)) formData.set(box, "off");
  const values = Object.fromEntries([...formData.entries()].map(([k, v]) => [k, String(v)]));
  // Update, Add Row or a row's Delete without JavaScript: the form again, with its costs and totals; nothing saved.
  const reload = RELOAD.exec(String(formData.get("intent") ?? ""));
  if (reload) return data<AssemblyAnswer>({ messages: [], fieldErrors: {}, ...reloaded(values, reload) });
  const submission = parseWithZod(formData, { schema: assemblySchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    const fieldErrors = Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, v]) => v?.length)) as Record<string, string[]>;
    return data<AssemblyAnswer>({ messages: [...new Set(Object.values(fieldErrors).flat())], fieldErrors, values }, { status: 400 });
  }
  // A customer's assembly is sold: its I sell box stays on.
  if (side === "customer" && !submission.value.sellProduct) {
    const fieldErrors = { sellProduct: [ITEM_MESSAGES.soldItem] };
    return data<AssemblyAnswer>({ messages: [ITEM_MESSAGES.soldItem], fieldErrors, values }, { status: 400 });
  }
  try {
    const assembly = await createAssembly(db, ctx, submission.value);
    const again = formData.get("intent") === "save-new";
    const to =
      side === "customer"
        ? menuHref(company.id, again ? "customers/new-inventory-assembly" : "customers/items")
        : again
          ? menuHref(company.id, "inventory/new-assembly")
          : `${menuHref(company.id, "inventory/build-assembly")}?assemblyId=${assembly.id}`;
    return redirectWithToast(to, { type: "success", message: ASSEMBLY_MESSAGES.saved });
  } catch (error) {
    return answerSaveError(error, "Saving an assembly failed", {
      refused: (refusal) =>
        data<AssemblyAnswer>(
          { messages: refusal.message.split("\n"), fieldErrors: refusal.fieldErrors ?? {}, values },
          { status: refusal.status },
        ),
      failed: () => data<AssemblyAnswer>({ messages: [ASSEMBLY_MESSAGES.saveFailed], fieldErrors: {}, values }, { status: 500 }),
    });
  }
}
