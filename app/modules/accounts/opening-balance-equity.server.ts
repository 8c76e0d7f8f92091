import type { Knex } from "knex";

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
