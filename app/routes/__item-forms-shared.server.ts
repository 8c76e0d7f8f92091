import type { Knex } from "knex";
import { accountOption, type AccountOption } from "~/components/accounts/account-form-data";
import type { SupportOption } from "~/components/vendors/support-item-data";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { listSupportItems } from "~/modules/support-lists/support-lists.server";
import { listVendorOptions } from "~/modules/vendors/vendor-options.server";
import { notFoundPage, orNotFoundPage } from "~/utils/errors";
import { quietly } from "~/utils/quietly.server";

// What the server halves of the item forms share (vendor items: __item-form.server.ts; inventory
// items: __inventory-item-form.server.ts): the item of the URL and the select lists (a list that
// fails to load is left empty: the form works without it). `form` names the form in the log.

/** The item of the URL by its numeric id; another company's (or none) is a 404 saying `notFound`. */
export async function itemOfUrl<T>(raw: string | undefined, get: (id: number) => Promise<T>, notFound: string): Promise<T> {
  const text = (raw ?? "").trim();
  if (/^\d{1,9}$/.test(text) && Number(text) > 0) {
    return orNotFoundPage(get(Number(text)), notFound);
  }
  throw notFoundPage(notFound);
}

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
