import type { Knex } from "knex";
import { formatMoney, fromDecimal, type Cents } from "~/lib/money";
import type { AccountType } from "~/modules/ledger/account-types";
import { accountNets, normalBalance } from "~/modules/ledger/ledger.server";
import { DomainError } from "~/utils/errors";
import { CASH_LIKE_TYPES, PURCHASE_MESSAGES } from "./schema";

// The balance rule of money going out: a cash, bank or Paypal account (or another current asset)
// cannot pay more than it holds; a credit card cannot be charged past its credit limit (no limit
// set: no check). The account's row is locked for the rest of the transaction before its balance
// is read, so two saves spending from one account run one after the other and can never overdraw
// it together.

export interface SpendingAccount {
  id: number;
  accountType: AccountType;
  accountName: string;
  /** NUMERIC(14,2) as text */
  creditLimit: string | null;
}

/** What the account can still pay: its balance, or a card's unused limit; null when unlimited. */
export async function spendableAmount(db: Knex, companyId: number, account: SpendingAccount): Promise<Cents | null> {
  const nets = await accountNets(db, companyId, { accountIds: [account.id] });
  const balance = normalBalance(account.accountType, nets.get(account.id) ?? (0 as Cents));
  if (CASH_LIKE_TYPES.includes(account.accountType)) return balance;
  if (account.accountType === "Credit Card") {
    const limit = fromDecimal(account.creditLimit ?? "0");
    return limit > 0 ? ((limit - balance) as Cents) : null;
  }
  return null;
}

/**
 * Lock the paying account's row and refuse a spend it cannot cover, with the spec's message (beside
 * `field`, the form's paying account). Call inside the saving transaction, before writing.
 */
export async function lockAndCheckSpending(
  trx: Knex.Transaction,
  companyId: number,
  accountId: number,
  amount: Cents,
  field = "payFromAccountId",
): Promise<void> {
  const account: SpendingAccount | undefined = await trx("companyAccounts")
    .where({ companyId, id: accountId })
    .forUpdate()
    .first("id", "accountType", "accountName", "creditLimit");
  if (!account) throw new DomainError(PURCHASE_MESSAGES.accountNotFound(accountId), 400);
  const spendable = await spendableAmount(trx, companyId, account);
  if (spendable !== null && amount > spendable) {
    throw new DomainError(PURCHASE_MESSAGES.insufficientBalance, 400, {
      [field]: [PURCHASE_MESSAGES.insufficientBalance],
      _form: [`${account.accountName} can pay ${formatMoney(Math.max(0, spendable))}; this needs ${formatMoney(amount)}.`],
    });
  }
}
