import type { Knex } from "knex";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { OPENING_BALANCE_EQUITY } from "./system-accounts.server";
import { isUniqueViolation } from "~/utils/model";
import { PREDEFINED_CHART, PREDEFINED_NUMBERS, type PredefinedAccount } from "./predefined-chart";

// Loading the predefined chart of accounts: each missing predefined
// account is created on its own (one failure does not undo the others), with opening balance 0 and
// active; one whose number or name is already taken is skipped. Used by the Account List and by
// `ledgerline accounts load-chart`, so nothing here knows about Remix.

export interface ChartLoadResult {
  created: number;
  /** Already present (same number, or same name ignoring case). */
  skipped: number;
  failed: number;
  /** "1000 Checking: reason" for each failure (for logs and the CLI's --verbose). */
  failures: string[];
}

export type ChartLoadTone = "success" | "warning" | "error" | "info";

/**
 * True when any account of the company has one of the predefined numbers. Opening Balance
 * Equity made by the ledger for a first opening balance does not count: the user has not loaded
 * a chart by entering an opening balance.
 */
export async function chartLoaded(db: Knex, companyId: number): Promise<boolean> {
  const row = await db("companyAccounts")
    .where({ companyId, isSystem: false })
    .whereRaw(`btrim(account_number) in (${PREDEFINED_NUMBERS.map(() => "?").join(", ")})`, [...PREDEFINED_NUMBERS])
    .first("id");
  return Boolean(row);
}

/**
 * Create one predefined account unless its number or name is taken. Runs in its own transaction
 * (a savepoint when `db` is already one). Predefined accounts carry no opening balance and none
 * of the type-specific details the account form asks for (a predefined Bank account has no bank
 * name or number until the user edits it), so they are inserted here rather than through
 * createAccount's form input.
 */
async function createPredefinedAccount(db: Knex, ctx: CompanyContext, account: PredefinedAccount): Promise<"created" | "skipped"> {
  try {
    return await db.transaction(async (trx) => {
      // The same locks, in the same order, as createAccount and the ledger's Opening Balance Equity.
      await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [4243, ctx.companyId]);
      const isOpeningBalanceEquity = account.accountNumber === OPENING_BALANCE_EQUITY.accountNumber;
      if (isOpeningBalanceEquity) await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [4242, ctx.companyId]);
      const taken = await trx("companyAccounts")
        .where({ companyId: ctx.companyId })
        .where((w) =>
          w
            .whereRaw("btrim(account_number) = ?", [account.accountNumber])
            .orWhereRaw("lower(btrim(account_name)) = lower(?)", [account.accountName]),
        )
        .first("id");
      if (taken) return "skipped" as const;
      await trx("companyAccounts").insert({
        companyId: ctx.companyId,
        accountType: account.accountType,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
        comments: account.comments,
        active: true,
        openingBalance: "0.00",
        // The chart's Opening Balance Equity is the ledger's: the ledger finds it by name and type.
        ...(isOpeningBalanceEquity ? { isSystem: true, description: "Balancing account for opening balances" } : {}),
      });
      return "created" as const;
    });
  } catch (error) {
    // Created meanwhile by someone else: a duplicate, like any other.
    if (isUniqueViolation(error)) return "skipped";
    throw error;
  }
}

/** Create every missing predefined account, one by one; counts what happened. */
export async function loadPredefinedChart(
  db: Knex,
  ctx: CompanyContext,
  chart: readonly PredefinedAccount[] = PREDEFINED_CHART,
): Promise<ChartLoadResult> {
  const result: ChartLoadResult = { created: 0, skipped: 0, failed: 0, failures: [] };
  for (const account of chart) {
    try {
      result[await createPredefinedAccount(db, ctx, account)] += 1;
    } catch (error) {
      result.failed += 1;
      result.failures.push(`${account.accountNumber} ${account.accountName}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}

/**
 * The message for a chart load's outcome (all created, duplicates skipped, some or all failed); a
 * load that found nothing missing says so plainly.
 */
export function chartLoadMessage(result: Pick<ChartLoadResult, "created" | "skipped" | "failed">): {
  title: string;
  message: string;
  tone: ChartLoadTone;
} {
  const { created, skipped, failed } = result;
  if (failed > 0 && created === 0) {
    return { title: "Error", message: "Failed to load chart of accounts. Please try again.", tone: "error" };
  }
  if (failed > 0) {
    return {
      title: "Partial Success",
      message: `Created ${created} accounts successfully. ${skipped} duplicates skipped. ${failed} accounts failed to create.`,
      tone: "warning",
    };
  }
  if (created === 0) {
    return { title: "Chart Already Loaded", message: "The chart of accounts is already loaded: no accounts were created.", tone: "info" };
  }
  if (skipped > 0) {
    return {
      title: "Success",
      message: `Created ${created} accounts successfully. ${skipped} duplicate accounts were skipped.`,
      tone: "success",
    };
  }
  return { title: "Success", message: `Successfully created ${created} accounts!`, tone: "success" };
}
