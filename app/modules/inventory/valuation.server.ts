import type { Knex } from "knex";
import { sumCents, toDecimal, type Cents } from "~/lib/money";
import { averageCostText, formatQuantity } from "~/lib/quantity";
import { accountNets } from "~/modules/ledger/ledger.server";
import { inventoryValuation } from "./stock.server";
import type { ValuationReport } from "./valuation";

export type { ValuationReport };

// The inventory valuation as of a date (`ledgerline inventory valuation`): each stocked item's
// quantity, average cost and value from the movements dated up to it, their total, and beside it the
// balance of the inventory asset accounts the items keep their value in (and of every Inventory
// Asset account) as of the same date — the two agree when the books are right.

export async function valuationReport(db: Knex, companyId: number, asOf: string): Promise<ValuationReport> {
  const rows = await inventoryValuation(db, companyId, asOf);
  const total = sumCents(rows.map((r) => r.value));
  const itemAccountIds = [...new Set(rows.map((r) => r.assetAccountId).filter((id): id is number => id !== null))];
  const accounts: { id: number; accountNumber: string; accountName: string }[] = await db("companyAccounts")
    .where({ companyId })
    .where((q) => {
      q.where("accountType", "Inventory Asset");
      if (itemAccountIds.length) q.orWhereIn("id", itemAccountIds);
    })
    .orderBy("accountNumber")
    .select("id", "accountNumber", "accountName");
  const nets = accounts.length
    ? await accountNets(db, companyId, { asOf, accountIds: accounts.map((a) => a.id) })
    : new Map<number, Cents>();
  const balances = accounts.map((a) => ({ ...a, balance: nets.get(a.id) ?? (0 as Cents) }));
  const accountsTotal = sumCents(balances.map((b) => b.balance));
  return {
    asOf,
    items: rows.map((r) => ({
      itemId: r.itemId,
      name: r.itemName,
      type: r.itemType,
      quantity: formatQuantity(r.quantity),
      averageCost: averageCostText(r.value, r.quantity),
      value: toDecimal(r.value),
    })),
    total: toDecimal(total),
    accounts: balances.map((b) => ({
      accountId: b.id,
      accountNumber: b.accountNumber,
      accountName: b.accountName,
      balance: toDecimal(b.balance),
    })),
    accountsTotal: toDecimal(accountsTotal),
    agrees: accountsTotal === total,
  };
}
