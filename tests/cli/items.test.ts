// `ledgerline items import | export` against a fresh database: a good file becomes inventory items
// with their opening stock per warehouse (a warehouse the file names is created), posted Dr the
// assets account / Cr Opening Balance Equity; a file with bad lines is refused line by line and
// writes nothing; a dry run writes nothing; an export imported into a new company gives the same
// items, stock and valuation (and the same export). The tests share one database and run in order.
import fs from "node:fs";
import path from "node:path";
import type { Knex } from "knex";
import { describe, expect, it } from "vitest";
import { createAccount } from "~/modules/accounts/accounts.server";
import { accountCreateSchema } from "~/modules/accounts/schema";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { inventoryValuation } from "~/modules/inventory/stock.server";
import { trialBalance } from "~/modules/ledger/ledger.server";
import { cliOwner, cliSuite } from "../support/cli";

const SLOW = 180_000;
const FAR_FUTURE = "2100-12-31";

let userId: number;
let source: number;
let copy: number;
let scratch: number;

const { cli, withDb, writeFile, target } = cliSuite(
  "ledgerline-cli-items",
  async (db) => {
    const { user, newCompany } = await cliOwner(db, { email: "items@example.com", firstName: "It", lastName: "Ems" });
    userId = user.id;
    source = (await newCompany()).id;
    copy = (await newCompany()).id;
    scratch = (await newCompany()).id;
    for (const id of [source, copy, scratch]) await giveAccounts(db, id);
  },
  SLOW,
);
const ctx = (companyId: number): CompanyContext => ({ companyId, userId, today: "2026-11-25" });

async function giveAccounts(db: Knex, companyId: number) {
  const account = (fields: Record<string, unknown>) => createAccount(db, ctx(companyId), accountCreateSchema.parse(fields));
  await account({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Inventory" });
  await account({ accountType: "Cost of Goods Sold", accountNumber: "6000", accountName: "Cost of Goods Sold" });
  await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  await account({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
}

/** What the books and the stock say: items, stock per item, the trial balance's rows. */
async function state(db: Knex, companyId: number) {
  const tb = await trialBalance(db, companyId, FAR_FUTURE);
  return {
    items: await db("items")
      .where({ companyId, itemType: "inventory" })
      .orderBy("name")
      .select("name", "salesPrice", "standardCost", "reorderPoint", "active"),
    valuation: (await inventoryValuation(db, companyId, FAR_FUTURE)).map((v) => [v.itemName, v.quantity, v.value]),
    tb: tb.rows.map((r) => [r.accountNumber, r.accountName, r.debit, r.credit]),
    warehouses: await db("warehouses").where({ companyId }).orderBy("name").pluck("name"),
  };
}

const GOOD = [
  "Name,Description,Sales Price,Purchase Price,Standard Cost,Asset Account,COGS Account,Income Account,Reorder Point,Warehouse,Quantity,Cost,As of Date,Active",
  "Widget,Blue widget,12.00,4.00,5.00,1300,6000,Sales,3,Main,10,,11/01/2026,Yes",
  "Widget,,,,,,,,,Annex,2,11.00,,",
  "Gadget,,,,2.50,1300 Inventory,Cost of Goods Sold,,,,,,2026-10-01,No",
  "",
].join("\n");

describe("items import", () => {
  it("documents its columns in --help", { timeout: SLOW }, async () => {
    const help = await cli(["items", "import", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: ledgerline items import [options] <file>");
    expect(help.stdout).toContain(
      "Name,Description,Sales Price,Purchase Price,Standard Cost,Asset Account,COGS Account,Income Account,Reorder Point,Warehouse,Quantity,Cost,As of Date,Active",
    );
  });

  it("checks a file first, and a dry run writes nothing", { timeout: SLOW }, async () => {
    const before = await withDb((db) => state(db, source));
    const run = await cli(["items", "import", writeFile("good.csv", GOOD), "--company", String(source), "--dry-run"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `Dry run: would import 2 inventory items with 12 units of opening stock worth $61.00 into company ${source}; 2 warehouses to create: Main, Annex (nothing was written)\n`,
    );
    expect(await withDb((db) => state(db, source))).toEqual(before);
  });

  it("refuses a file with bad lines, line by line, and writes nothing", { timeout: SLOW }, async () => {
    const bad = [
      "Name,Sales Price,Purchase Price,Standard Cost,Asset Account,COGS Account,Income Account,Quantity,Warehouse",
      "Bolt,3.00,4.00,5.00,1300,6000,4000,1,",
      "Nut,,,,6100,6000,,x,",
      ",1,,1,1300,6000,4000,,",
      "Screw,,,1.00,1300,6000,,2,Bin",
      "",
    ].join("\n");
    const before = await withDb((db) => state(db, scratch));
    const run = await cli(["items", "import", writeFile("bad.csv", bad), "--company", String(scratch)]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("bad.csv: 3 lines are not valid: nothing was imported");
    expect(run.stderr).toContain(
      "line 2: Sales Price ($3.00) should be higher than Purchase Price ($4.00).; Sales Price ($3.00) should be higher than Standard Cost ($5.00).",
    );
    expect(run.stderr).toContain(
      'line 3: Quantity "x" must be a number that is not negative, with at most 4 decimals; Asset Account "6100" must be an account of type Inventory Asset or Fixed Asset; Standard Cost is required.',
    );
    expect(run.stderr).toContain("line 4: Inventory Name is required.");
    expect(run.stderr).not.toContain("line 5");
    expect(await withDb((db) => state(db, scratch))).toEqual(before);
  });

  it("imports a good file: items, warehouses, opening stock posted Dr assets / Cr Opening Balance Equity", { timeout: SLOW }, async () => {
    const run = await cli(["items", "import", writeFile("good.csv", GOOD), "--company", String(source)]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `Imported 2 inventory items with 12 units of opening stock worth $61.00 into company ${source}; 2 warehouses created: Main, Annex: Dr inventory assets, Cr Opening Balance Equity\n`,
    );
    const after = await withDb((db) => state(db, source));
    expect(after.items).toEqual([
      { name: "Gadget", salesPrice: "0.00", standardCost: "2.50", reorderPoint: null, active: false },
      { name: "Widget", salesPrice: "12.00", standardCost: "5.00", reorderPoint: "3.0000", active: true },
    ]);
    expect(after.valuation).toEqual([
      ["Gadget", 0, 0],
      ["Widget", 120_000, 6100],
    ]);
    expect(after.tb).toEqual([
      ["1300", "Inventory", 6100, 0],
      ["3000", "Opening Balance Equity", 0, 6100],
    ]);
    expect(after.warehouses).toEqual(["Annex", "Main"]);
    // A second import of the same file: the names are taken.
    const again = await cli(["items", "import", writeFile("good.csv", GOOD), "--company", String(source)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('line 2: An item named "Widget" already exists in this company.');
  });
});

describe("items export", () => {
  it("writes the import's columns, and re-imports into a new company as the same items, stock and books", { timeout: SLOW }, async () => {
    const out = await cli(["items", "export", "--company", String(source), "--output", path.join(target().tempDir, "export.csv")]);
    expect(out.code).toBe(0);
    const csv = fs.readFileSync(path.join(target().tempDir, "export.csv"), "utf8");
    expect(csv.split("\n").slice(0, 4)).toEqual([
      "Name,Description,Sales Price,Purchase Price,Standard Cost,Asset Account,COGS Account,Income Account,Reorder Point,Warehouse,Quantity,Cost,As of Date,Active",
      "Gadget,,,,2.50,1300,6000,,,,,,10/01/2026,No",
      "Widget,Blue widget,12.00,4.00,5.00,1300,6000,4000,3,Annex,2,11.00,11/01/2026,Yes",
      "Widget,Blue widget,12.00,4.00,5.00,1300,6000,4000,3,Main,10,50.00,11/01/2026,Yes",
    ]);
    const imported = await cli(["items", "import", path.join(target().tempDir, "export.csv"), "--company", String(copy)]);
    expect(imported.stderr).toBe("");
    expect(imported.code).toBe(0);
    const [a, b] = await withDb(async (db) => [await state(db, source), await state(db, copy)]);
    expect(b).toEqual(a);
    const again = await cli(["items", "export", "--company", String(copy)]);
    expect(again.stdout).toBe(csv);
  });
});
