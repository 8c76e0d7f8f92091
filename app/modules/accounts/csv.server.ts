import type { Knex } from "knex";
import { toCsv } from "~/lib/csv";
import { listAccounts } from "./accounts.server";

// The Account List's Export to CSV: every account matching the list's search and Current
// View (not just one page). `ledgerline accounts export` writes the same file and
// `ledgerline accounts import` reads these columns.

export const ACCOUNT_CSV_COLUMNS = [
  "Active",
  "Number",
  "Name",
  "Type",
  "Balance",
  "Description",
  "Parent Number",
  "Bank Name",
  "Bank Account Type",
  "Bank Account Number",
  "Credit Limit",
  "Card or Loan Number",
  "Paypal Email",
] as const;

export type AccountCsvColumn = (typeof ACCOUNT_CSV_COLUMNS)[number];

/** The CSV text (header row first); balances and limits as plain decimals ("1234.50"), Active as Yes/No. */
export async function accountsCsv(
  db: Knex,
  companyId: number,
  filters: { q?: string; view?: "active" | "inactive" | "all" } = {},
): Promise<string> {
  const { items } = await listAccounts(db, companyId, {
    q: filters.q || undefined,
    view: filters.view ?? "active",
    page: 1,
    perPage: Number.MAX_SAFE_INTEGER,
  });
  const parentIds = [...new Set(items.map((a) => a.parentAccountId).filter((id): id is number => id !== null))];
  const parents: { id: number; accountNumber: string }[] = parentIds.length
    ? await db("companyAccounts").where({ companyId }).whereIn("id", parentIds).select("id", "accountNumber")
    : [];
  const parentNumber = new Map(parents.map((p) => [p.id, p.accountNumber]));
  const rows = items.map((a): Record<AccountCsvColumn, string> => ({
    Active: a.active ? "Yes" : "No",
    Number: a.accountNumber,
    Name: a.accountName,
    Type: a.accountType,
    Balance: a.currentBalance,
    Description: a.description ?? "",
    "Parent Number": a.parentAccountId !== null ? (parentNumber.get(a.parentAccountId) ?? "") : "",
    "Bank Name": a.bankName ?? "",
    "Bank Account Type": a.bankAccountType ?? "",
    "Bank Account Number": a.bankAccountNumber ?? "",
    "Credit Limit": a.creditLimit ?? "",
    "Card or Loan Number": a.cardOrLoanNumber ?? "",
    "Paypal Email": a.paypalEmail ?? "",
  }));
  return toCsv(rows, { header: true, columns: [...ACCOUNT_CSV_COLUMNS], record_delimiter: "unix" });
}
