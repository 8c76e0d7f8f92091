import * as z from "zod";
import type { AccountWithBalance } from "~/modules/accounts/accounts.server";
import { accountListQuerySchema } from "~/modules/accounts/schema";
import type { AccountRow } from "~/components/accounts/account-details";

// What the Account List and its CSV export read from the URL, and the row the list shows.

export type AccountListView = "active" | "inactive" | "all";

/** `q` (search, at most 100 characters) and `view` (Current View; default active) from the URL. */
export function readListQuery(searchParams: URLSearchParams): { q: string; view: AccountListView } {
  const parsed = accountListQuerySchema.parse({
    q: (searchParams.get("q") ?? "").slice(0, 100),
    view: searchParams.get("view") ?? undefined,
  });
  return { q: parsed.q, view: parsed.view };
}

/**
 * The Account List's one action, Load Chart of Accounts: `intent` must be the given one; `respond`
 * is "modal" when the page's script asks for the result as data (a plain form gets a redirect).
 * Here rather than in the route so that the list's browser script does not import zod.
 */
export function readLoadChartForm(form: FormData, intent: string) {
  return z
    .object({ intent: z.literal(intent, { error: "Unknown action" }), respond: z.literal("modal").optional() })
    .safeParse({ intent: form.get("intent"), respond: form.get("respond") ?? undefined });
}

const dateOf = (value: Date | string | null | undefined) => {
  if (!value) return "";
  const iso = value instanceof Date ? value.toISOString() : String(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : "";
};

export function toAccountRow(account: AccountWithBalance): AccountRow {
  return {
    id: account.id,
    active: account.active,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    accountType: account.accountType,
    currentBalance: account.currentBalance,
    description: account.description ?? "",
    createdDate: dateOf(account.createdAt),
    updatedDate: dateOf(account.updatedAt),
  };
}
