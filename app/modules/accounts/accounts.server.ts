import { recordCompanyId } from "~/modules/companies/companies.server";
import { likeAnywhere } from "~/lib/search-text";
import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import type { ListResult, PageParams } from "~/lib/pagination";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { accountNets, normalBalance, postEntry, type Posting } from "~/modules/ledger/ledger.server";
import { OPENING_BALANCE_EQUITY, openingBalanceEquityAccount } from "./system-accounts.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation, patchVersioned } from "~/utils/model";
import { Account as AccountModel } from "./account.model";
import { isDebitNormal, type AccountType } from "~/modules/ledger/account-types";
import type { AccountInput, AccountUpdateInput } from "./schema";

// The chart of accounts: create and edit accounts (their opening balances and deposits post to
// the ledger in the same transaction), list them with balances from the ledger. One account is
// read and written through the Account model; the lists, with a balance per account from the
// ledger, are set-based and stay plain Knex.

export interface Account {
  id: number;
  companyId: number;
  accountType: AccountType;
  accountNumber: string;
  accountName: string;
  description: string;
  comments: string;
  active: boolean;
  isSubAccount: boolean;
  parentAccountId: number | null;
  bankName: string | null;
  bankAccountType: string | null;
  bankAccountNumber: string | null;
  creditLimit: string | null;
  cardOrLoanNumber: string | null;
  paypalEmail: string | null;
  asOf: string | null;
  openingBalance: string;
  isSystem: boolean;
  /** Bumped by every save; an edit sends the one it was made on (ADR 0014) */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** An account with its current balance (on its normal side), as screens and the API show it. */
export type AccountWithBalance = Account & { currentBalance: string };

/** `today` dates deposits and undated opening balances. */
export type AccountContext = CompanyContext;

export const ACCOUNT_MESSAGES = {
  duplicateNumber: "Account Number already exists. Please choose a different number.",
  duplicateName: "Account Name already exists. Please choose a different name.",
  duplicateBankNumber: "Bank Account Number already exists. Please choose a different number.",
  notFound: "Account not found",
} as const;

function withBalance(account: Account | AccountModel, net: Cents | undefined): AccountWithBalance {
  return { ...account, currentBalance: toDecimal(normalBalance(account.accountType, net ?? (0 as Cents))) };
}

/** Columns the Account List sorts by (an allow-list: the URL picks one). */
const ACCOUNT_SORTS = { number: "accountNumber", name: "accountName", type: "accountType" } as const;

export async function listAccounts(
  db: Knex,
  companyId: number,
  options: { q?: string; view?: "active" | "inactive" | "all"; sort?: keyof typeof ACCOUNT_SORTS } & Partial<PageParams> = {},
): Promise<ListResult<AccountWithBalance>> {
  const query = db("companyAccounts").where({ companyId });
  if (options.view === "active" || options.view === undefined) query.where({ active: true });
  if (options.view === "inactive") query.where({ active: false });
  if (options.q) {
    // Case-insensitive and ignoring spaces, over number, name and type.
    const needle = likeAnywhere(options.q.replace(/\s+/g, "").toLowerCase());
    query.where((w) =>
      w
        .whereRaw("replace(lower(account_number), ' ', '') like ?", [needle])
        .orWhereRaw("replace(lower(account_name), ' ', '') like ?", [needle])
        .orWhereRaw("replace(lower(account_type), ' ', '') like ?", [needle]),
    );
  }
  const [{ total }] = await query.clone().count({ total: "*" });
  const perPage = options.perPage ?? 10;
  const page = options.page ?? 1;
  const accounts: Account[] = await query
    .select("*")
    .orderBy(ACCOUNT_SORTS[options.sort ?? "number"])
    .orderBy("id")
    .limit(perPage)
    .offset((page - 1) * perPage);
  const nets = await accountNets(db, companyId, { accountIds: accounts.map((a) => a.id) });
  return { items: accounts.map((a) => withBalance(a, nets.get(a.id))), total: Number(total), page, perPage };
}

/**
 * Every account of the company with its balance (for selects, exports and reports); with `types`,
 * only the accounts of those types, whose lines alone are then summed (a select of bank accounts
 * need not add up the whole ledger).
 */
export async function allAccounts(
  db: Knex,
  companyId: number,
  options: { activeOnly?: boolean; types?: readonly string[] } = {},
): Promise<AccountWithBalance[]> {
  const query = db("companyAccounts").where({ companyId }).select("*").orderBy("accountNumber").orderBy("id");
  if (options.activeOnly) query.where({ active: true });
  if (options.types) {
    const accounts: Account[] = await query.whereIn("accountType", options.types);
    const nets = accounts.length ? await accountNets(db, companyId, { accountIds: accounts.map((a) => a.id) }) : new Map<number, Cents>();
    return accounts.map((a) => withBalance(a, nets.get(a.id)));
  }
  const [accounts, nets] = await Promise.all([query, accountNets(db, companyId)]);
  return (accounts as Account[]).map((a) => withBalance(a, nets.get(a.id)));
}

/** One account by id, or by its number (edit-account/{accountIdOrNumber}); 404 otherwise. */
export async function getAccount(db: Knex, companyId: number, idOrNumber: number | string): Promise<AccountWithBalance> {
  const text = String(idOrNumber).trim();
  let account: AccountModel | undefined;
  if (/^\d{1,9}$/.test(text)) account = await AccountModel.query(db).modify("ofCompany", companyId).findById(Number(text));
  account ??= await AccountModel.query(db).modify("ofCompany", companyId).whereRaw("btrim(account_number) = ?", [text]).first();
  if (!account) throw new DomainError(ACCOUNT_MESSAGES.notFound, 404);
  const nets = await accountNets(db, companyId, { accountIds: [account.id] });
  return withBalance(account, nets.get(account.id));
}

async function assertUnique(
  db: Knex,
  companyId: number,
  input: { accountNumber: string; accountName: string; accountType: string; bankAccountNumber: string },
) {
  const messages: Record<string, string[]> = {};
  const accounts = () => AccountModel.query(db).modify("ofCompany", companyId).select("id");
  const number = await accounts().whereRaw("btrim(account_number) = ?", [input.accountNumber]).first();
  if (number) messages.accountNumber = [ACCOUNT_MESSAGES.duplicateNumber];
  const name = await accounts().whereRaw("lower(btrim(account_name)) = lower(?)", [input.accountName]).first();
  if (name) messages.accountName = [ACCOUNT_MESSAGES.duplicateName];
  if (input.accountType === "Bank" && input.bankAccountNumber) {
    const bank = await accounts()
      .where({ accountType: "Bank" })
      .whereRaw("btrim(bank_account_number) = ?", [input.bankAccountNumber])
      .first();
    if (bank) messages.bankAccountNumber = [ACCOUNT_MESSAGES.duplicateBankNumber];
  }
  const lines = Object.values(messages).flat();
  if (lines.length) throw new DomainError(lines.join("\n"), 409, messages);
}

/** A parent must be another account of the company, of the same type, and not below this one. */
async function assertParent(db: Knex, companyId: number, accountType: string, parentId: number, selfId?: number) {
  const parent = await AccountModel.query(db).modify("ofCompany", companyId).findById(parentId).select("id", "accountType");
  if (!parent) throw new DomainError("Parent account not found", 400, { parentAccountId: ["Parent account not found"] });
  if (parent.accountType !== accountType) {
    const message = "A sub-account must have the same type as its parent account";
    throw new DomainError(message, 400, { parentAccountId: [message] });
  }
  if (selfId === undefined) return;
  // Walk up from the parent: meeting this account means the change would make a cycle.
  const { rows } = await db.raw(
    `WITH RECURSIVE up(id, parent_account_id) AS (
       SELECT id, parent_account_id FROM company_accounts WHERE company_id = ? AND id = ?
       UNION SELECT a.id, a.parent_account_id FROM company_accounts a JOIN up ON a.id = up.parent_account_id AND a.company_id = ?
     ) SELECT 1 FROM up WHERE id = ? LIMIT 1`,
    [companyId, parentId, companyId, selfId],
  );
  if (rows.length) {
    const message = "An account cannot be a sub-account of itself or of its own sub-accounts";
    throw new DomainError(message, 400, { parentAccountId: [message] });
  }
}

type PostedAccount = { id: number; accountType: AccountType; accountName: string };

/** A posting of an amount into the account against Opening Balance Equity, on the account's normal side. */
function againstOpeningEquity(
  account: PostedAccount,
  equityId: number,
  amount: Cents,
  entry: { entryType: "OB" | "DEP"; entryDate: string; comments: string },
): Posting {
  const intoAccount = isDebitNormal(account.accountType);
  return {
    ...entry,
    sourceType: "account",
    sourceId: account.id,
    lines: [
      { accountId: account.id, debit: intoAccount ? amount : undefined, credit: intoAccount ? undefined : amount, memo: entry.comments },
      { accountId: equityId, debit: intoAccount ? undefined : amount, credit: intoAccount ? amount : undefined, memo: entry.comments },
    ],
  };
}

/** An account's opening balance as a posting (entry type OB, dated as of `asOf` or today). */
export function openingBalancePosting(ctx: AccountContext, account: PostedAccount, equityId: number, amount: Cents, asOf: string | null) {
  return againstOpeningEquity(account, equityId, amount, {
    entryType: "OB",
    entryDate: asOf ?? ctx.today,
    comments: `Opening balance of ${account.accountName}`,
  });
}

/** Post an account's opening balance (entry type OB, dated as of `asOf` or today). */
async function postOpeningBalance(trx: Knex.Transaction, ctx: AccountContext, account: PostedAccount, amount: Cents, asOf: string | null) {
  const equityId = await openingBalanceEquityAccount(trx, ctx.companyId);
  await postEntry(trx, ctx, openingBalancePosting(ctx, account, equityId, amount, asOf));
}

function storedFields(input: AccountInput) {
  const bank = input.accountType === "Bank";
  const card = input.accountType === "Credit Card";
  return {
    accountType: input.accountType,
    description: input.description,
    comments: input.comments,
    active: input.active,
    isSubAccount: input.isSubAccount,
    parentAccountId: input.isSubAccount ? input.parentAccountId : null,
    // Fields of other types are dropped, as the dialog clears them when the type changes.
    bankName: bank ? input.bankName : null,
    bankAccountType: bank ? input.bankAccountType : null,
    creditLimit: card && input.creditLimit !== null ? toDecimal(input.creditLimit) : null,
    cardOrLoanNumber: card ? input.cardOrLoanNumber || null : null,
    paypalEmail: input.accountType === "Paypal" ? (input.paypalEmail ?? null) : null,
    asOf: input.asOf,
  };
}

/** An account created or edited, in the activity log (with its opening balance or deposit). */
function recordAccountActivity(
  trx: Knex.Transaction,
  ctx: AccountContext,
  activity: "created" | "updated",
  account: { id: number; accountNumber: string; accountName: string },
  amount: string | null,
) {
  return recordActivity(trx, ctx, {
    activity,
    recordType: "account",
    recordId: account.id,
    name: `${account.accountNumber} ${account.accountName}`.trim(),
    amount,
    link: `edit-account/${account.id}`,
  });
}

/**
 * Create an account; a non-zero opening balance posts against Opening Balance Equity as of its date.
 * `logged: false`: an import's, which the activity log records once for the whole file.
 */
export async function createAccount(
  db: Knex,
  ctx: AccountContext,
  input: AccountInput,
  options: { logged?: boolean } = {},
): Promise<AccountWithBalance> {
  return db.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [4243, ctx.companyId]); // one account creation at a time per company
    await assertUnique(trx, ctx.companyId, input);
    if (input.isSubAccount && input.parentAccountId) await assertParent(trx, ctx.companyId, input.accountType, input.parentAccountId);
    let account: AccountModel;
    try {
      account = await AccountModel.query(trx)
        .insert({
          ...storedFields(input),
          active: true, // set as asked once the opening balance has posted (postings refuse inactive accounts)
          companyId: ctx.companyId,
          accountNumber: input.accountNumber,
          accountName: input.accountName,
          bankAccountNumber: input.accountType === "Bank" ? input.bankAccountNumber : null,
          openingBalance: toDecimal(input.openingBalance ?? 0),
        })
        .returning("*");
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError(ACCOUNT_MESSAGES.duplicateNumber, 409);
      throw error;
    }
    if (input.openingBalance) await postOpeningBalance(trx, ctx, account, input.openingBalance, input.asOf);
    if (!input.active) await AccountModel.query(trx).modify("ofCompany", ctx.companyId).findById(account.id).patch({ active: false });
    if (options.logged !== false) {
      await recordAccountActivity(trx, ctx, "created", account, input.openingBalance ? toDecimal(input.openingBalance) : null);
    }
    return getAccount(trx, ctx.companyId, account.id);
  });
}

/**
 * Edit an account. Number, name, bank account number and opening balance are read-only once
 * created; a deposit amount posts Dr the account, Cr Opening Balance Equity, dated today. The
 * edit must have been made on the account's current version (else 409, nothing written).
 */
export async function updateAccount(
  db: Knex,
  ctx: AccountContext,
  accountId: number | string,
  input: AccountUpdateInput,
): Promise<AccountWithBalance> {
  return db.transaction(async (trx) => {
    const account = await getAccount(trx, ctx.companyId, accountId);
    const readOnly: [string, boolean][] = [
      ["Account Number", input.accountNumber.trim() !== account.accountNumber.trim()],
      ["Account Name", input.accountName.trim() !== account.accountName.trim()],
      // Read-only once set; an account created without one (the predefined chart's) may be given one.
      [
        "Bank Account Number",
        Boolean(account.bankAccountNumber) && input.accountType === "Bank" && input.bankAccountNumber !== account.bankAccountNumber?.trim(),
      ],
      ["Opening balance", input.openingBalance !== 0 && input.openingBalance !== fromDecimal(account.openingBalance)],
    ];
    const changed = readOnly.filter(([, differs]) => differs).map(([label]) => `${label} cannot be changed after the account is created`);
    if (changed.length) throw new DomainError(changed.join("\n"), 400);
    if (input.accountType !== account.accountType) {
      const children = await AccountModel.query(trx)
        .modify("ofCompany", ctx.companyId)
        .where({ parentAccountId: account.id })
        .select("id")
        .first();
      if (children)
        throw new DomainError("The type of an account with sub-accounts cannot be changed", 400, {
          accountType: ["The type of an account with sub-accounts cannot be changed"],
        });
    }
    if (input.isSubAccount && input.parentAccountId) {
      await assertParent(trx, ctx.companyId, input.accountType, input.parentAccountId, account.id);
    }
    if (account.isSystem && !input.active) throw new DomainError("Opening Balance Equity cannot be made inactive", 400);
    const newBankNumber =
      input.accountType === "Bank" && !account.bankAccountNumber && input.bankAccountNumber ? input.bankAccountNumber : null;
    if (newBankNumber) {
      const taken = await AccountModel.query(trx)
        .modify("ofCompany", ctx.companyId)
        .where({ accountType: "Bank" })
        .whereNot({ id: account.id })
        .whereRaw("btrim(bank_account_number) = ?", [newBankNumber])
        .select("id")
        .first();
      if (taken)
        throw new DomainError(ACCOUNT_MESSAGES.duplicateBankNumber, 409, { bankAccountNumber: [ACCOUNT_MESSAGES.duplicateBankNumber] });
    }
    await patchVersioned(
      AccountModel,
      trx,
      { companyId: ctx.companyId, id: account.id },
      input.version,
      {
        ...storedFields(input),
        bankAccountNumber: input.accountType === "Bank" ? (account.bankAccountNumber ?? newBankNumber) : null,
        updatedAt: trx.fn.now(),
      },
      { noun: "account", notFound: ACCOUNT_MESSAGES.notFound },
    );
    if (input.depositAmount) {
      if (!input.active)
        throw new DomainError("Cannot deposit into an inactive account", 400, {
          depositAmount: ["Cannot deposit into an inactive account"],
        });
      const equityId = await openingBalanceEquityAccount(trx, ctx.companyId);
      await postEntry(
        trx,
        ctx,
        againstOpeningEquity({ ...account, accountType: input.accountType }, equityId, input.depositAmount, {
          entryType: "DEP",
          entryDate: ctx.today,
          comments: `Deposit to ${account.accountName}`,
        }),
      );
    }
    await recordAccountActivity(trx, ctx, "updated", account, input.depositAmount ? toDecimal(input.depositAmount) : null);
    return getAccount(trx, ctx.companyId, account.id);
  });
}

/**
 * The company of an account, found only through a company this user owns (for the API's
 * /company-account/:id); another user's account, or none, is a 404.
 */
export async function findAccountCompanyId(db: Knex, userId: number, accountId: number): Promise<number> {
  return recordCompanyId(db, userId, "companyAccounts", accountId, ACCOUNT_MESSAGES.notFound);
}

/** An account an import creates as the file names it: no opening balance (the import posts its own entries). */
export interface ImportedAccount {
  accountType: AccountType;
  accountNumber: string;
  accountName: string;
  parentAccountId: number | null;
}

/**
 * Insert one account of an import (the journal import creates the accounts its file names, parents
 * first), inside the caller's transaction; returns its id. The file's Opening Balance Equity is
 * the system's own (found by name and type, as the ledger's opening balances find it).
 */
export async function insertImportedAccount(trx: Knex.Transaction, companyId: number, account: ImportedAccount): Promise<number> {
  const isOpeningBalanceEquity =
    account.accountType === OPENING_BALANCE_EQUITY.accountType &&
    account.accountName.toLowerCase() === OPENING_BALANCE_EQUITY.accountName.toLowerCase();
  const [row] = await trx("companyAccounts")
    .insert({
      companyId,
      accountType: account.accountType,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      // Made inactive once its entries are posted (postings refuse an inactive account).
      active: true,
      isSubAccount: account.parentAccountId !== null,
      parentAccountId: account.parentAccountId,
      isSystem: isOpeningBalanceEquity,
    })
    .returning("id");
  return row.id;
}

/** Make an import's accounts inactive once their entries are posted (postings refuse an inactive account). */
export async function deactivateImportedAccounts(trx: Knex.Transaction, companyId: number, ids: readonly number[]): Promise<void> {
  if (ids.length) await trx("companyAccounts").where({ companyId }).whereIn("id", ids).update({ active: false });
}
