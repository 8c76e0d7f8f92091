import type { Knex } from "knex";

// The accounts the app makes itself when first needed (isSystem): Opening Balance Equity, Accounts
// Payable and Accounts Receivable. Each is found by name and type, created under an advisory lock per company.

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

// The control accounts of the sub-ledgers: Accounts Payable (the vendors' side of every bill and
// payment) and Accounts Receivable (the customers' side of every invoice and payment). Each is
// found by name and type and created, under an advisory lock per company, when first needed.

interface ControlAccountSpec {
  accountName: string;
  accountType: string;
  /** The account numbers tried in turn; the last resort is `${fallbackPrefix}-<company id>` */
  numbers: readonly string[];
  fallbackPrefix: string;
  description: string;
  /** The advisory lock's first key, one per account */
  lockKey: number;
}

const ACCOUNTS_PAYABLE: ControlAccountSpec = {
  accountName: "Accounts Payable",
  accountType: "Current Liability",
  numbers: ["2000", "2099", "20000"],
  fallbackPrefix: "AP",
  description: "Amounts owed to vendors for bills",
  lockKey: 4243,
};

const ACCOUNTS_RECEIVABLE: ControlAccountSpec = {
  accountName: "Accounts Receivable",
  accountType: "Other current Asset",
  numbers: ["1100", "1199", "11000"],
  fallbackPrefix: "AR",
  description: "Amounts customers owe for invoices",
  lockKey: 4244,
};

async function findControlAccount(db: Knex, companyId: number, spec: ControlAccountSpec): Promise<number | null> {
  const row = await db("companyAccounts")
    .where({ companyId, accountType: spec.accountType })
    .whereRaw("lower(btrim(account_name)) = lower(?)", [spec.accountName])
    .orderBy("id")
    .first("id");
  return row?.id ?? null;
}

async function ensureControlAccount(trx: Knex.Transaction, companyId: number, spec: ControlAccountSpec): Promise<number> {
  await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [spec.lockKey, companyId]);
  const existing = await findControlAccount(trx, companyId, spec);
  if (existing) return existing;
  const taken = new Set(
    (
      await trx("companyAccounts")
        .where({ companyId })
        .whereRaw(`btrim(account_number) in (${spec.numbers.map(() => "?").join(", ")})`, [...spec.numbers])
        .pluck("accountNumber")
    ).map((n: string) => n.trim()),
  );
  const accountNumber = spec.numbers.find((n) => !taken.has(n)) ?? `${spec.fallbackPrefix}-${companyId}`;
  const [row] = await trx("companyAccounts")
    .insert({
      companyId,
      accountType: spec.accountType,
      accountNumber,
      accountName: spec.accountName,
      description: spec.description,
      isSystem: true,
    })
    .returning("id");
  return row.id;
}

/** The company's Accounts Payable account (if any), without creating it. */
export const findAccountsPayableAccount = (db: Knex, companyId: number) => findControlAccount(db, companyId, ACCOUNTS_PAYABLE);

/** The company's Accounts Payable account, created (2000, Current Liability) when first needed. */
export const accountsPayableAccount = (trx: Knex.Transaction, companyId: number) => ensureControlAccount(trx, companyId, ACCOUNTS_PAYABLE);

/** The company's Accounts Receivable account (if any), without creating it. */
export const findAccountsReceivableAccount = (db: Knex, companyId: number) => findControlAccount(db, companyId, ACCOUNTS_RECEIVABLE);

/** The company's Accounts Receivable account, created (1100, Other current Asset) when first needed. */
export const accountsReceivableAccount = (trx: Knex.Transaction, companyId: number) =>
  ensureControlAccount(trx, companyId, ACCOUNTS_RECEIVABLE);

// The accounts of the customer side: Undeposited Funds (payments received and not yet taken to the
// bank: a Receive Payment's, a cash sale's deposit account) and Sales Tax Payable (a sales tax
// rate's liability account unless another is chosen). Found by name and type, created when first
// needed, like the control accounts.

const UNDEPOSITED_FUNDS: ControlAccountSpec = {
  accountName: "Undeposited Funds",
  accountType: "Other current Asset",
  numbers: ["1110", "1120", "11100"],
  fallbackPrefix: "UF",
  description: "Payments received but not yet deposited in the bank",
  lockKey: 4245,
};

const SALES_TAX_PAYABLE: ControlAccountSpec = {
  accountName: "Sales Tax Payable",
  accountType: "Current Liability",
  numbers: ["2020", "2200", "20200"],
  fallbackPrefix: "STP",
  description: "Sales tax collected and owed to the state",
  lockKey: 4246,
};

/** The company's Undeposited Funds account (if any), without creating it. */
export const findUndepositedFundsAccount = (db: Knex, companyId: number) => findControlAccount(db, companyId, UNDEPOSITED_FUNDS);

/** The company's Undeposited Funds account, created (1110, Other current Asset) when first needed. */
export const undepositedFundsAccount = (trx: Knex.Transaction, companyId: number) =>
  ensureControlAccount(trx, companyId, UNDEPOSITED_FUNDS);

/** The company's Sales Tax Payable account, created (2020, Current Liability) when first needed. */
export const salesTaxPayableAccount = (trx: Knex.Transaction, companyId: number) => ensureControlAccount(trx, companyId, SALES_TAX_PAYABLE);

// Reconciliation Discrepancies (as QuickBooks names it): the expense a reconciliation's adjustment
// posts to when the bookkeeper finishes with a difference left (banking's reconciliations).

const RECONCILIATION_DISCREPANCIES: ControlAccountSpec = {
  accountName: "Reconciliation Discrepancies",
  accountType: "Expense",
  numbers: ["6990", "6999", "69900"],
  fallbackPrefix: "RD",
  description: "Differences a bank reconciliation was finished with",
  lockKey: 4251,
};

/** The company's Reconciliation Discrepancies account, created (6990, Expense) when first needed. */
export const reconciliationDiscrepanciesAccount = (trx: Knex.Transaction, companyId: number) =>
  ensureControlAccount(trx, companyId, RECONCILIATION_DISCREPANCIES);

// Gain/Loss on Sale of Fixed Assets: where a sold or disposed fixed asset's gain (a credit) or loss
// (a debit) posts — the disposal price against the asset's book value (fixed-assets' disposal).

const FIXED_ASSET_GAIN_LOSS: ControlAccountSpec = {
  accountName: "Gain/Loss on Sale of Fixed Assets",
  accountType: "Other Income",
  numbers: ["4150", "4199", "41500"],
  fallbackPrefix: "FAGL",
  description: "Gains and losses on fixed assets sold or disposed of",
  lockKey: 4252,
};

/** The company's Gain/Loss on Sale of Fixed Assets account, created (4150, Other Income) when first needed. */
export const fixedAssetGainLossAccount = (trx: Knex.Transaction, companyId: number) =>
  ensureControlAccount(trx, companyId, FIXED_ASSET_GAIN_LOSS);

// Which accounts are the app's own: marked isSystem when the app made them, and in any case the
// ones it finds by name and type (a predefined chart's Undeposited Funds is one before it is first
// needed). A merge never takes one away, nor merges another into it.

const FOUND_BY_NAME: readonly { accountName: string; accountType: string }[] = [
  OPENING_BALANCE_EQUITY,
  ACCOUNTS_PAYABLE,
  ACCOUNTS_RECEIVABLE,
  UNDEPOSITED_FUNDS,
  SALES_TAX_PAYABLE,
  RECONCILIATION_DISCREPANCIES,
  FIXED_ASSET_GAIN_LOSS,
];

/** True for a system account: Opening Balance Equity, Accounts Payable and Receivable, Undeposited Funds, … */
export function isSystemAccount(account: { accountName: string; accountType: string; isSystem: boolean }): boolean {
  const name = account.accountName.trim().toLowerCase();
  return account.isSystem || FOUND_BY_NAME.some((s) => s.accountType === account.accountType && s.accountName.toLowerCase() === name);
}
