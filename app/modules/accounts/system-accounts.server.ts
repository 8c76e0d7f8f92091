import type { Knex } from "knex";

// The accounts the app makes itself when first needed (isSystem): Opening Balance Equity and
// Accounts Payable. Each is found by name and type, created under an advisory lock per company.

// Opening Balance Equity: the other side of every opening balance (accounts, vendors, items).

export const OPENING_BALANCE_EQUITY = { accountNumber: "3000", accountName: "Opening Balance Equity", accountType: "Equity" } as const;

/** The company's Opening Balance Equity account, created when first needed. */
export async function openingBalanceEquityAccount(trx: Knex.Transaction, companyId: number): Promise<number> {
  if (!trx.isTransaction) throw new Error("The Opening Balance Equity account is made only inside the caller's transaction: pass trx");
  // Serialise creators within the company.
  await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [4242, companyId]);
  const existing = await trx("companyAccounts")
    .where({ companyId, accountType: "Equity" })
    .whereRaw("lower(btrim(account_name)) = lower(?)", [OPENING_BALANCE_EQUITY.accountName])
    .first("id");
  if (existing) return existing.id;
  const taken = new Set(
    (
      await trx("companyAccounts")
        .where({ companyId })
        .whereRaw("btrim(account_number) in ('3000', '3999', '39999')")
        .pluck("accountNumber")
    ).map((n: string) => n.trim()),
  );
  const accountNumber = ["3000", "3999", "39999"].find((n) => !taken.has(n)) ?? `OBE-${companyId}`;
  const [row] = await trx("companyAccounts")
    .insert({
      companyId,
      accountType: OPENING_BALANCE_EQUITY.accountType,
      accountNumber,
      accountName: OPENING_BALANCE_EQUITY.accountName,
      description: "Balancing account for opening balances",
      isSystem: true,
    })
    .returning("id");
  return row.id;
}

// Accounts Payable: the vendors' side of every bill and payment.

const ACCOUNTS_PAYABLE = { accountNumber: "2000", accountName: "Accounts Payable", accountType: "Current Liability" } as const;

/** The company's Accounts Payable account (if any), without creating it. */
export async function findAccountsPayableAccount(db: Knex, companyId: number): Promise<number | null> {
  const row = await db("companyAccounts")
    .where({ companyId, accountType: ACCOUNTS_PAYABLE.accountType })
    .whereRaw("lower(btrim(account_name)) = lower(?)", [ACCOUNTS_PAYABLE.accountName])
    .orderBy("id")
    .first("id");
  return row?.id ?? null;
}

/** The company's Accounts Payable account, created (2000, Current Liability) when first needed. */
export async function accountsPayableAccount(trx: Knex.Transaction, companyId: number): Promise<number> {
  await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [4243, companyId]);
  const existing = await findAccountsPayableAccount(trx, companyId);
  if (existing) return existing;
  const taken = new Set(
    (
      await trx("companyAccounts")
        .where({ companyId })
        .whereRaw("btrim(account_number) in ('2000', '2099', '20000')")
        .pluck("accountNumber")
    ).map((n: string) => n.trim()),
  );
  const accountNumber = ["2000", "2099", "20000"].find((n) => !taken.has(n)) ?? `AP-${companyId}`;
  const [row] = await trx("companyAccounts")
    .insert({
      companyId,
      accountType: ACCOUNTS_PAYABLE.accountType,
      accountNumber,
      accountName: ACCOUNTS_PAYABLE.accountName,
      description: "Amounts owed to vendors for bills",
      isSystem: true,
    })
    .returning("id");
  return row.id;
}
