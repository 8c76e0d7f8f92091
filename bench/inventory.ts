// Benchmark of inventory (issue 15, item 10), on PostgreSQL. A company of 50,000 inventory items in
// two warehouses with 1,000,000 stock movements — each item's opening stock, then stock adjustments
// (one adjustment document per day and warehouse, its rows the items counted that day) — every
// movement posted (one journal entry per document: the asset account against Opening Balance Equity
// or the adjustment account), seeded set-based (INSERT … SELECT over generate_series). Measured:
//   1. the pages inventoryMeasurements() lists, by 32 concurrent keep-alive connections to the app
//      server from the production build, each against the SQL its loader sends (bench/lib/pages.ts);
//   2. an inventory valuation as of a date (`inventoryValuation`, what `ledgerline inventory
//      valuation` runs), median of runs, against a floor: one plain GROUP BY over the movements.
// The seeded books are checked first: the asset account equals the valuation's total.
import type { Knex } from "knex";
import pg from "pg";
import { createAccount } from "../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../app/modules/accounts/schema";
import { createUser } from "../app/modules/auth/auth.server";
import { signIn } from "../app/modules/auth/session.server";
import { companyContext, createCompany } from "../app/modules/companies/companies.server";
import { companyCreateSchema } from "../app/modules/companies/schema";
import { CENTER_LIST_PER_PAGE, centerQuerySchema } from "../app/modules/inventory/center";
import { itemTransactions } from "../app/modules/document-catalog/inventory-transactions.server";
import { centerItem, listCenterItems } from "../app/modules/inventory/center.server";
import { readInventoryListFilter } from "../app/modules/inventory/inventory-item-schema";
import { listInventoryItems } from "../app/modules/inventory/inventory-items.server";
import { inventoryValuation } from "../app/modules/inventory/stock.server";
import { parsePagination } from "../app/lib/pagination";
import { openingBalanceEquityAccount } from "../app/modules/accounts/system-accounts.server";
import { fromDecimal } from "../app/lib/money";
import { measurePages, pageRows, type PageMeasurement, type PageScenario } from "./lib/pages";
import { fmtInt, loadInBatches, Progress } from "./lib/progress";
import { markdownTable, median } from "./lib/report";
import { benchCompanyFields } from "./lib/company";

export interface InventoryBenchOptions {
  items: number;
  movements: number;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

/** What a measured page's setup knows. */
export interface InventorySetup {
  companyId: number;
  today: string;
  /** An item in the middle of the list, with its movements. */
  itemId: number;
  itemName: string;
  /** The first item of the Inventory Items list (by name). */
  firstItemName: string;
  fiscalYearStart: string;
}

/**
 * The pages the benchmark measures, in order; a page joins by adding an entry here: its URL, what
 * its answer must show and the module calls its loader makes (their SQL becomes the floor).
 */
export function inventoryMeasurements(s: InventorySetup): PageMeasurement[] {
  return [
    {
      name: "Inventory Items list page 1 (HTML)",
      path: `/company/${s.companyId}/dashboard/inventory/items`,
      expect: s.firstItemName,
      loaderCalls: (db) => {
        const search = new URLSearchParams();
        const filter = readInventoryListFilter(search);
        if (filter.view === "all") filter.view = "active";
        return listInventoryItems(db, s.companyId, { ...filter, ...parsePagination(search) });
      },
    },
    {
      name: "Inventory Centre, an item's transactions (HTML)",
      path: `/company/${s.companyId}/dashboard/inventory/center?itemId=${s.itemId}`,
      expect: s.itemName,
      loaderCalls: async (db) => {
        const query = centerQuerySchema.parse({ itemId: String(s.itemId) });
        await listCenterItems(db, s.companyId, {
          status: query.status,
          search: query.search,
          page: query.listPage,
          perPage: CENTER_LIST_PER_PAGE,
        });
        await centerItem(db, s.companyId, s.itemId);
        return itemTransactions(db, s.companyId, s.itemId, { ...query, today: s.today, fiscalYearStart: s.fiscalYearStart });
      },
    },
  ];
}

export interface InventoryBenchResult {
  options: InventoryBenchOptions;
  seedSeconds: number;
  scenarios: PageScenario[];
  valuation: { asOf: string; items: number; runsMs: number[]; floorRunsMs: number[] };
}

const SESSION_SECRET = "ledgerline-bench-session-secret";
const CHUNK = 5_000;
const fmt = (n: number, digits: number) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

const companyFields = (name: string) => benchCompanyFields(name, { email: "inventory@bench.test" });

/**
 * Items i = 1…N ("Item 000001"), standard cost 1.00–100.99, each with `perItem` movements k = 0…:
 * k = 0 its opening stock (100 units), then k odd an adjustment of −4, k even +10, all at the
 * standard cost (so the average cost stays the standard cost and every value is exact), dated
 * 2025-01-01 + 36k + (i mod 36) — every item's own dates distinct. Items alternate between the two
 * warehouses. Each day and warehouse is one stock adjustment whose rows are its items.
 */
async function seedInventory(
  db: Knex,
  companyId: number,
  accounts: { asset: number; adjustment: number; equity: number },
  o: InventoryBenchOptions,
) {
  const perItem = Math.max(1, Math.round(o.movements / o.items));
  const [main] = await db("warehouses").insert({ companyId, name: "Main Warehouse" }).returning("id");
  const [east] = await db("warehouses").insert({ companyId, name: "East Warehouse" }).returning("id");
  await loadInBatches({ label: "items", unit: "items" }, o.items, CHUNK, async (from, to) => {
    await db.raw(
      `INSERT INTO items (company_id, item_type, name, sells, sales_price, buys, purchase_price, standard_cost, asset_account_id, reorder_point, as_of_date, sales_description)
       SELECT ?, 'inventory', 'Item ' || lpad(g::text, 6, '0'), true, 2 * (1 + g % 100 + (g % 100) / 100.0), true,
              1 + g % 100 + (g % 100) / 100.0, 1 + g % 100 + (g % 100) / 100.0, ?, CASE WHEN g % 5 = 0 THEN 150 END, DATE '2025-01-01',
              'Bench item ' || g
         FROM generate_series(?::int, ?::int) AS g`,
      [companyId, accounts.asset, from, to],
    );
  });
  await db.raw("ANALYZE items");

  // The adjustment documents: one per (day, warehouse) that has movements (k ≥ 1).
  await db.raw(
    `INSERT INTO stock_adjustments (company_id, warehouse_id, adjustment_account_id, adjustment_date)
     SELECT DISTINCT ?::int, w.id, ?::int, DATE '2025-01-01' + 36 * k + d
       FROM generate_series(1, ?::int - 1) AS k, generate_series(0, 35) AS d, (VALUES (?::int), (?::int)) AS w(id)`,
    [companyId, accounts.adjustment, perItem, main.id, east.id],
  );
  await db.raw("ANALYZE stock_adjustments");

  const base = Number((await db("items").where({ companyId }).min({ id: "id" }))[0].id) - 1;
  const moves = new Progress("stock movements", o.items * perItem, "movements");
  for (let from = 1; from <= o.items; from += CHUNK) {
    const to = Math.min(o.items, from + CHUNK - 1);
    await db.transaction(async (trx) => {
      await trx.raw(
        `INSERT INTO stock_movements (company_id, item_id, warehouse_id, movement_date, source_type, source_id, quantity, value)
         SELECT i.company_id, i.id, x.warehouse_id, x.day, CASE WHEN k = 0 THEN 'opening' ELSE 'adjustment' END,
                CASE WHEN k = 0 THEN i.id ELSE a.id END, x.qty, x.qty * i.standard_cost
           FROM generate_series(?::int, ?::int) AS g
           JOIN items i ON i.company_id = ? AND i.id = g + ?
          CROSS JOIN generate_series(0, ?::int - 1) AS k
          CROSS JOIN LATERAL (SELECT DATE '2025-01-01' + 36 * k + g % 36 AS day, CASE WHEN g % 2 = 0 THEN ?::int ELSE ?::int END AS warehouse_id,
                                     CASE WHEN k = 0 THEN 100 WHEN k % 2 = 1 THEN -4 ELSE 10 END AS qty) x
           LEFT JOIN stock_adjustments a ON k > 0 AND a.company_id = i.company_id AND a.warehouse_id = x.warehouse_id AND a.adjustment_date = x.day`,
        [from, to, companyId, base, perItem, main.id, east.id],
      );
      await trx.raw(
        `INSERT INTO stock_adjustment_lines (company_id, stock_adjustment_id, line_no, item_id, current_qty, adjusted_qty, current_value, rate, value)
         SELECT sm.company_id, sm.source_id, sm.item_id, sm.item_id, 0, sm.quantity, 0, i.standard_cost, sm.value
           FROM stock_movements sm JOIN items i ON i.company_id = sm.company_id AND i.id = sm.item_id
          WHERE sm.company_id = ? AND sm.source_type = 'adjustment' AND sm.item_id BETWEEN ? AND ?`,
        [companyId, base + from, base + to],
      );
      // Stock on hand follows the movements of the same transaction (the posted-books guard of
      // migration 20261129103000): the rows start at zero and take these movements' sums.
      await trx.raw(
        `INSERT INTO item_stock (company_id, item_id, warehouse_id, quantity, value)
         SELECT DISTINCT company_id, item_id, warehouse_id, 0, 0 FROM stock_movements
          WHERE company_id = ? AND item_id BETWEEN ? AND ?
         ON CONFLICT DO NOTHING`,
        [companyId, base + from, base + to],
      );
      await trx.raw(
        `UPDATE item_stock s SET quantity = s.quantity + m.quantity, value = s.value + m.value
           FROM (SELECT company_id, item_id, warehouse_id, sum(quantity) AS quantity, sum(value) AS value FROM stock_movements
                  WHERE company_id = ? AND item_id BETWEEN ? AND ? GROUP BY 1, 2, 3) m
          WHERE s.company_id = m.company_id AND s.item_id = m.item_id AND s.warehouse_id = m.warehouse_id`,
        [companyId, base + from, base + to],
      );
    });
    moves.tick((to - from + 1) * perItem);
  }
  moves.finish();
  // The postings: one entry per document (each day's opening stock, each adjustment), with their lines in the same transaction.
  await db.transaction(async (trx) => {
    await trx.raw(
      `INSERT INTO journal_entries (company_id, entry_type, entry_no, entry_date, comments, status, source_type, source_id, posted_at)
       SELECT ?, 'ADJ', 'ADJ-' || lpad(a.id::text, 6, '0'), a.adjustment_date, 'Stock adjustment', 'posted', 'stock_adjustment', a.id, now()
         FROM stock_adjustments a
        WHERE a.company_id = ?
          AND (SELECT sum(value) FROM stock_movements sm WHERE sm.company_id = a.company_id AND sm.source_type = 'adjustment' AND sm.source_id = a.id) <> 0`,
      [companyId, companyId],
    );
    await trx.raw(
      `INSERT INTO journal_entries (company_id, entry_type, entry_no, entry_date, comments, status, source_type, source_id, posted_at)
       SELECT ?, 'OB', 'OB-INV-' || to_char(d, 'YYYYMMDD'), d, 'Opening stock', 'posted', 'opening_stock', NULL, now()
         FROM (SELECT DISTINCT movement_date AS d FROM stock_movements WHERE company_id = ? AND source_type = 'opening') o`,
      [companyId, companyId],
    );
    await trx.raw("ANALYZE journal_entries, stock_movements");
    await trx.raw(
      `INSERT INTO journal_lines (company_id, journal_entry_id, line_no, account_id, entry_date, debit, credit, memo)
       SELECT e.company_id, e.id, side.line_no, CASE WHEN side.line_no = 1 THEN ?::int ELSE ?::int END, e.entry_date,
              CASE WHEN (side.line_no = 1) = (s.net > 0) THEN abs(s.net) ELSE 0 END,
              CASE WHEN (side.line_no = 1) = (s.net > 0) THEN 0 ELSE abs(s.net) END, ''
         FROM journal_entries e
         JOIN LATERAL (SELECT sum(value) AS net FROM stock_movements sm
                        WHERE sm.company_id = e.company_id AND sm.source_type = 'adjustment' AND sm.source_id = e.source_id) s ON true
         CROSS JOIN (VALUES (1), (2)) AS side(line_no)
        WHERE e.company_id = ? AND e.source_type = 'stock_adjustment' AND s.net <> 0`,
      [accounts.asset, accounts.adjustment, companyId],
    );
    await trx.raw(
      `INSERT INTO journal_lines (company_id, journal_entry_id, line_no, account_id, entry_date, debit, credit, memo)
       SELECT e.company_id, e.id, side.line_no, CASE WHEN side.line_no = 1 THEN ?::int ELSE ?::int END, e.entry_date,
              CASE WHEN side.line_no = 1 THEN s.net ELSE 0 END, CASE WHEN side.line_no = 2 THEN s.net ELSE 0 END, ''
         FROM journal_entries e
         JOIN LATERAL (SELECT sum(value) AS net FROM stock_movements sm
                        WHERE sm.company_id = e.company_id AND sm.source_type = 'opening' AND sm.movement_date = e.entry_date) s ON true
         CROSS JOIN (VALUES (1), (2)) AS side(line_no)
        WHERE e.company_id = ? AND e.source_type = 'opening_stock'`,
      [accounts.asset, accounts.equity, companyId],
    );
  });
  await db.raw(
    `UPDATE stock_adjustments a SET journal_entry_id = e.id FROM journal_entries e
      WHERE e.company_id = a.company_id AND e.source_type = 'stock_adjustment' AND e.source_id = a.id AND a.company_id = ?`,
    [companyId],
  );
}

export async function runInventoryBenchmark(db: Knex, databaseUrl: string, options: InventoryBenchOptions): Promise<InventoryBenchResult> {
  const seedStarted = performance.now();
  process.env.SESSION_SECRET = SESSION_SECRET;
  const user = await createUser(db, {
    email: "bench-inventory@example.com",
    password: "correct horse battery",
    firstName: "Bench",
    lastName: "Stock",
  });
  const company = await createCompany(db, user.id, companyCreateSchema.parse(companyFields("Inventory Bench Co")));
  const ctx = { ...companyContext(company, user.id), today: "2026-11-26" };
  const asset = await createAccount(
    db,
    ctx,
    accountCreateSchema.parse({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Inventory" }),
  );
  const adjustment = await createAccount(
    db,
    ctx,
    accountCreateSchema.parse({ accountType: "Cost of Goods Sold", accountNumber: "6200", accountName: "Inventory Adjustments" }),
  );
  const equity = await db.transaction((trx) => openingBalanceEquityAccount(trx, company.id));
  const accounts = { asset: asset.id as number, adjustment: adjustment.id as number, equity };
  await seedInventory(db, company.id, accounts, options);
  await db.raw("VACUUM ANALYZE");
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const asOf = "2026-06-30";
  const valuation = await inventoryValuation(db, company.id, asOf);
  const total = valuation.reduce((sum, r) => sum + r.value, 0);
  const ledger = await db("journalLines")
    .where({ companyId: company.id, accountId: accounts.asset })
    .where("entryDate", "<=", asOf)
    .first(db.raw("coalesce(sum(debit) - sum(credit), 0) AS net"));
  if (fromDecimal((ledger as { net: string }).net) !== total)
    throw new Error(`Seeded books disagree: asset ${ledger.net}, valuation ${total}`);
  const movements = Number((await db("stockMovements").where({ companyId: company.id }).count({ n: "*" }))[0].n);
  process.stderr.write(`  seeded ${fmtInt(options.items)} items, ${fmtInt(movements)} movements in ${fmt(seedSeconds, 0)} s\n`);

  const runsMs: number[] = [];
  const floorRunsMs: number[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const floorSql = `SELECT item_id, sum(quantity), sum(value) FROM stock_movements WHERE company_id = $1 AND movement_date <= $2 GROUP BY item_id`;
    for (let run = 0; run < 6; run++) {
      let started = performance.now();
      const rows = await inventoryValuation(db, company.id, asOf);
      if (run) runsMs.push(performance.now() - started);
      if (rows.length !== options.items) throw new Error(`valuation: ${rows.length} items`);
      started = performance.now();
      await client.query(floorSql, [company.id, asOf]);
      if (run) floorRunsMs.push(performance.now() - started);
    }
  } finally {
    await client.end();
  }
  process.stderr.write(`  valuation as of ${asOf}: ${fmt(median(runsMs), 0)} ms (floor ${fmt(median(floorRunsMs), 0)} ms)\n`);

  const middle = await db("items")
    .where({ companyId: company.id })
    .orderBy("name")
    .offset(Math.floor(options.items / 2))
    .first("id", "name");
  const first = await db("items").where({ companyId: company.id }).orderBy("name").first("name");
  const setup: InventorySetup = {
    companyId: company.id,
    today: ctx.today,
    itemId: middle.id,
    itemName: middle.name,
    firstItemName: first.name,
    fiscalYearStart: company.fiscalYearStart,
  };
  globalThis.__ledgerlineDb = Promise.resolve(db); // signIn stores the session through the app's handle
  const cookie = (await signIn(new Request("http://localhost/"), user.id, "/")).headers.get("Set-Cookie")!.split(";")[0];
  const measurements = inventoryMeasurements(setup);
  const scenarios = measurements.length
    ? (await measurePages(db, databaseUrl, { SESSION_SECRET, cookie }, measurements, options)).scenarios
    : [];
  return { options, seedSeconds, scenarios, valuation: { asOf, items: valuation.length, runsMs, floorRunsMs } };
}

export function inventoryRows(r: InventoryBenchResult) {
  const header = ["measure", "Ledgerline", "floor (same run)", "ratio (Ledgerline / floor)"];
  const v = r.valuation;
  const [app, floor] = [median(v.runsMs), median(v.floorRunsMs)];
  const body = [
    ...pageRows(r.scenarios, r.options.concurrency),
    [
      `inventory valuation as of ${v.asOf} (${fmtInt(v.items)} items), median ms`,
      fmt(app, 1),
      fmt(floor, 1),
      `${fmt(app / floor, 2)}× the floor's time`,
    ],
  ];
  return { header, body };
}

export function inventoryMarkdown(r: InventoryBenchResult, seconds: number): string {
  const { header, body } = inventoryRows(r);
  const o = r.options;
  return `## Inventory (issue 15)

${markdownTable(header, body)}

Sizes: ${fmtInt(o.items)} inventory items in two warehouses and ${fmtInt(o.movements)} stock movements (each item's opening stock, then
stock adjustments, one adjustment document per day and warehouse), every document posted; seeding took ${fmt(r.seedSeconds, 0)} s; this part
took ${fmt(seconds / 60, 1)} min. The seeded inventory asset account is checked to equal the valuation's total before measuring.

**How.** Pages as the purchasing benchmark (bench/lib/pages.ts): the app server from the production build, ${o.concurrency} workers on
keep-alive connections, ${fmt(o.warmupMs / 1000, 0)} s of warm-up then ${fmt(o.durationMs / 1000, 0)} s measured per page and side;
**floor:** the statements the page's loader sends, recorded once, on a bare \`pg\` pool. **Valuation:** \`inventoryValuation\` (what
\`ledgerline inventory valuation\` runs: every item with its quantity and value from the movements dated up to the date), median of 5 runs;
**floor:** one \`SELECT item_id, sum(quantity), sum(value) … GROUP BY item_id\` over the same movements on a bare \`pg\` client.
`;
}
