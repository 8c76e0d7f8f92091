import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { Knex } from "knex";
import { accountOption, type AccountOption } from "~/components/accounts/account-form-data";
import { SUPPORT_DIALOGS, type SupportItemAnswer, type SupportOption } from "~/components/vendors/support-item-data";
import { allAccounts } from "~/modules/accounts/accounts.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { supportItemSchema } from "~/modules/support-lists/schema";
import { createSupportItem, listSupportItems } from "~/modules/support-lists/support-lists.server";
import { listVendorOptions } from "~/modules/vendors/vendor-options.server";
import { DomainError } from "~/utils/errors";
import { quietly } from "~/utils/quietly.server";

// What the server halves of the item forms share (vendor items: __item-form.server.ts; inventory
// items: __inventory-item-form.server.ts): the item of the URL, the select lists (a list that fails
// to load is left empty: the form works without it), the reply to a refusal of the service, and the
// Item Group dialog's action. `form` and `from` name the form in the log.

/** The item of the URL by its numeric id; another company's (or none) is a 404 saying `notFound`. */
export async function itemOfUrl<T>(raw: string | undefined, get: (id: number) => Promise<T>, notFound: string): Promise<T> {
  const text = (raw ?? "").trim();
  if (/^\d{1,9}$/.test(text) && Number(text) > 0) {
    try {
      return await get(Number(text));
    } catch (error) {
      if (!(error instanceof DomainError && error.status === 404)) throw error;
    }
  }
  throw notFoundResponse(notFound);
}

export const notFoundResponse = (message: string) => new Response(message, { status: 404, statusText: "Not Found" });

/**
 * The selects' lists: the accounts of `accountTypes` (and the item's own, whatever their type), the
 * item groups, and the active vendors (and the item's own).
 */
export async function itemFormLists(
  db: Knex,
  companyId: number,
  {
    form,
    accountTypes,
    ownAccounts,
    vendorId,
  }: { form: string; accountTypes: readonly string[]; ownAccounts: readonly (number | null | undefined)[]; vendorId: number | null },
): Promise<{ accounts: AccountOption[]; itemGroups: SupportOption[]; vendors: { id: number; name: string }[] }> {
  const [accounts, itemGroups, vendors] = await Promise.all([
    quietly(form, "accounts", async () =>
      (await allAccounts(db, companyId))
        .filter((a) => accountTypes.includes(a.accountType) || ownAccounts.includes(a.id))
        .map(accountOption),
    ),
    quietly(form, "item groups", async () =>
      (await listSupportItems(db, companyId, "item-groups")).map((g) => ({ id: g.id, name: g.name, description: "" })),
    ),
    quietly(form, "vendors", async () => (await listVendorOptions(db, companyId, vendorId)).map((v) => ({ id: v.id, name: v.vendorName }))),
  ]);
  return { accounts, itemGroups, vendors };
}

/** The service's refusal as the form shows it: on its fields when it names them, else above the form. */
export function refusalReply(submission: Submission<unknown>, error: DomainError, message = error.message): SubmissionResult<string[]> {
  return error.fieldErrors ? submission.reply({ fieldErrors: error.fieldErrors }) : submission.reply({ formErrors: [message] });
}

/** The Item Group dialog of an item form (intent=support-item): the support list's form and service, with the screen's `success` words. */
export async function itemGroupDialogAction(
  db: Knex,
  ctx: CompanyContext,
  formData: FormData,
  { from, success }: { from: string; success: string },
) {
  const kind = "item-groups" as const;
  if (formData.get("kind") !== kind) return data<SupportItemAnswer>({ kind: null, error: "Unknown list" }, { status: 400 });
  const dialog = SUPPORT_DIALOGS[kind];
  const submission = parseWithZod(formData, { schema: supportItemSchema(kind), disableAutoCoercion: true });
  if (submission.status !== "success") {
    return data<SupportItemAnswer>({ kind, result: submission.reply() as SubmissionResult<string[]> }, { status: 400 });
  }
  try {
    const created = await createSupportItem(db, ctx, kind, submission.value);
    return data<SupportItemAnswer>({ kind, item: { id: created.item.id, name: created.item.name, description: "" }, message: success });
  } catch (error) {
    if (error instanceof DomainError) {
      const message = error.message || dialog.failed;
      return data<SupportItemAnswer>({ kind, result: refusalReply(submission, error, message), error: message }, { status: error.status });
    }
    console.error(`Creating an item group from ${from} failed`, error);
    return data<SupportItemAnswer>(
      { kind, result: submission.reply({ formErrors: [dialog.failed] }) as SubmissionResult<string[]>, error: dialog.failed },
      { status: 500 },
    );
  }
}
