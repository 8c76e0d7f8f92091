// `ledgerline inventory valuation --company N --as-of DATE [--json]` against a fresh database: items
// with opening stock and a build, valued as of two dates, the total beside the inventory asset
// accounts' balance (they agree), and a bad date refused.
import { describe, expect, it } from "vitest";
import type { Cents } from "~/lib/money";
import { createAccount } from "~/modules/accounts/accounts.server";
import { accountCreateSchema } from "~/modules/accounts/schema";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { buildAssembly, createAssembly } from "~/modules/inventory/assemblies.server";
import { assemblySchema, buildSchema } from "~/modules/inventory/assembly-schema";
import { defaultWarehouseId, moveStock, stockPostingLines } from "~/modules/inventory/stock.server";
import { Item } from "~/modules/items/item.model";
import { postEntry } from "~/modules/ledger/ledger.server";
import { openingBalanceEquityAccount } from "~/modules/accounts/system-accounts.server";
import { cliOwner, cliSuite } from "../support/cli";

const SLOW = 180_000;
let companyId: number;

const { cli } = cliSuite("ledgerline-cli-inventory", async (db) => {
  const { user, newCompany } = await cliOwner(db, { email: "stock@example.com", firstName: "Sam", lastName: "Stock" });
  const company = await newCompany();
  companyId = company.id;
  const ctx: CompanyContext = { companyId, userId: user.id, today: "2026-11-25" };
  const asset = (
    await createAccount(db, ctx, accountCreateSchema.parse({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Stock" }))
  ).id;
  const [widget, gadget] = await Item.query(db).insert([
    { companyId, itemType: "inventory", name: "Widget", standardCost: "2.00", assetAccountId: asset },
    { companyId, itemType: "inventory", name: "Gadget", standardCost: "5.00", assetAccountId: asset },
  ]);
  await db.transaction(async (trx) => {
    const warehouseId = await defaultWarehouseId(trx, companyId);
    const moved = await moveStock(trx, companyId, { type: "opening", id: 1, date: "2026-10-01" }, [
      { itemId: widget.id, warehouseId, quantity: 30_000, value: 750 as Cents },
      { itemId: gadget.id, warehouseId, quantity: 20_000, value: 1000 as Cents },
    ]);
    const lines = stockPostingLines(moved);
    lines.push({ accountId: await openingBalanceEquityAccount(trx, companyId), credit: 1750 as Cents });
    await postEntry(trx, ctx, { entryType: "OB", entryDate: "2026-10-01", lines });
  });
  const kit = await createAssembly(
    db,
    ctx,
    assemblySchema.parse({
      name: "Kit",
      assetsAccount: asset,
      sellProduct: false,
      items: [
        { inventoryItemId: widget.id, quantity: "1" },
        { inventoryItemId: gadget.id, quantity: "1" },
      ],
    }),
  );
  await buildAssembly(db, ctx, buildSchema.parse({ assemblyId: kit.id, buildQty: "1", date: "2026-11-10" }));
});

describe("ledgerline inventory valuation", () => {
  it("values each item as of the date, with the total beside the asset accounts", { timeout: SLOW }, async () => {
    const before = await cli(["inventory", "valuation", "--company", String(companyId), "--as-of", "2026-10-31"]);
    expect(before.stderr).toBe("");
    expect(before.code).toBe(0);
    expect(before.stdout).toContain("Gadget  Inventory  2         5.0000        $10.00");
    expect(before.stdout).toContain("Kit     Assembly   0         0.0000        $0.00");
    expect(before.stdout).toContain("Widget  Inventory  3         2.5000        $7.50");
    expect(before.stdout).toContain("Total value: $17.50");
    expect(before.stdout).toContain("1300 Stock  $17.50");
    expect(before.stdout).toContain("The valuation agrees with the inventory asset accounts.");

    const after = await cli(["inventory", "valuation", "--company", String(companyId), "--as-of", "2026-11-30", "--json"]);
    expect(after.code).toBe(0);
    const report = JSON.parse(after.stdout);
    // The build took 1 Widget ($2.50) and 1 Gadget ($5.00) into 1 Kit worth $7.50.
    expect(report.items.map((i: Record<string, string>) => [i.name, i.quantity, i.averageCost, i.value])).toEqual([
      ["Gadget", "1", "5.0000", "5.00"],
      ["Kit", "1", "7.5000", "7.50"],
      ["Widget", "2", "2.5000", "5.00"],
    ]);
    expect(report).toMatchObject({ asOf: "2026-11-30", total: "17.50", accountsTotal: "17.50", agrees: true });
  });

  it("refuses a date that is not YYYY-MM-DD, and an unknown company", { timeout: SLOW }, async () => {
    const bad = await cli(["inventory", "valuation", "--company", String(companyId), "--as-of", "11/30/2026"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--as-of must be a date written YYYY-MM-DD (got "11/30/2026")');
    const missing = await cli(["inventory", "valuation", "--company", "999999", "--as-of", "2026-11-30"]);
    expect(missing).toEqual({ code: 1, stdout: "", stderr: "error: No company 999999\n" });
  });
});
