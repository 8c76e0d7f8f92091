import type { Knex } from "knex";
import { toCsv } from "~/lib/csv";
import { parseYesNo, yesNoMessage, type CsvRow } from "~/lib/csv-import";
import { formatUsDate } from "~/lib/dates";
import { fromDecimal, readMoney, sumCents, toDecimal, type Cents } from "~/lib/money";
import { fromQuantityDecimal, readQuantity, toQuantityDecimal, valueOf } from "~/lib/quantity";
import { allAccounts } from "~/modules/accounts/accounts.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { readColumnsCsv } from "~/utils/csv-file";
import { DomainError } from "~/utils/errors";
import { INVENTORY_ACCOUNT_TYPES } from "./inventory-item-rules";
import { inventoryItemSchema, toInventoryItemInput, type InventoryItemInput } from "./inventory-item-schema";
import { insertInventoryItems, type OpeningStock } from "./inventory-items.server";

// Inventory items as CSV, for `ledgerline items import` and `items export`: one row per item and
// warehouse holding its opening stock (an item without stock has one row, Warehouse blank). Rows
// with the same Name are one item: its fields come from its first row (later rows may leave them
// blank, and may not disagree). Every row is checked first — with the New Inventory Item form's
// rules and messages, and the company's accounts, warehouses and item names — and each problem
// reported as `line N: …`; then everything is written in one transaction or nothing: the items,
// the warehouses the file names that do not exist yet, each item's opening stock through moveStock,
// and its OB entry (Dr the assets account, Cr Opening Balance Equity) posted in batches.

export const INVENTORY_CSV_COLUMNS = [
  "Name",
  "Description",
  "Sales Price",
  "Purchase Price",
  "Standard Cost",
  "Asset Account",
  "COGS Account",
  "Income Account",
  "Reorder Point",
  "Warehouse",
  "Quantity",
  "Cost",
  "As of Date",
  "Active",
] as const;
export type InventoryCsvColumn = (typeof INVENTORY_CSV_COLUMNS)[number];

/** The item's own cells (repeated or left blank on its later rows). */
const ITEM_COLUMNS: readonly InventoryCsvColumn[] = INVENTORY_CSV_COLUMNS.filter((c) => !["Warehouse", "Quantity", "Cost"].includes(c));
const REQUIRED: readonly InventoryCsvColumn[] = ["Name", "Standard Cost", "Asset Account", "COGS Account"];
const MAX_REPORTED = 100;

// ---- Export ----------------------------------------------------------------------------------------

/** The company's inventory items in the import's columns: export → import into a new company gives the same items and stock. */
export async function inventoryItemsCsv(db: Knex, companyId: number): Promise<string> {
  const rows: Record<string, unknown>[] = await db("items as i")
    .leftJoin("companyAccounts as a", function () {
      this.on("a.companyId", "i.companyId").andOn("a.id", "i.assetAccountId");
    })
    .leftJoin("companyAccounts as c", function () {
      this.on("c.companyId", "i.companyId").andOn("c.id", "i.cogsAccountId");
    })
    .leftJoin("companyAccounts as n", function () {
      this.on("n.companyId", "i.companyId").andOn("n.id", "i.incomeAccountId");
    })
    .leftJoin("itemStock as s", function () {
      this.on("s.companyId", "i.companyId").andOn("s.itemId", "i.id").andOn("s.quantity", ">", db.raw("0"));
    })
    .leftJoin("warehouses as w", function () {
      this.on("w.companyId", "s.companyId").andOn("w.id", "s.warehouseId");
    })
    .where({ "i.companyId": companyId, "i.itemType": "inventory" })
    .orderByRaw("lower(btrim(i.name)), i.id, lower(w.name), w.id")
    .select(
      "i.name",
      "i.salesDescription",
      "i.purchaseDescription",
      "i.salesPrice",
      "i.purchasePrice",
      "i.standardCost",
      "i.reorderPoint",
      "i.asOfDate",
      "i.active",
      "i.sells",
      db.raw("a.account_number AS asset_number"),
      db.raw("c.account_number AS cogs_number"),
      db.raw("n.account_number AS income_number"),
      db.raw("w.name AS warehouse"),
      db.raw("s.quantity AS quantity"),
      db.raw("s.value AS value"),
    );
  const quantity = (text: unknown) => {
    if (text === null || text === undefined) return "";
    const [whole, fraction] = toQuantityDecimal(fromQuantityDecimal(String(text))).split(".");
    const trimmed = fraction.replace(/0+$/, "");
    return trimmed ? `${whole}.${trimmed}` : whole;
  };
  const money = (text: unknown) => toDecimal(fromDecimal(text as string));
  const body = rows.map((r) => [
    String(r.name),
    String(r.salesDescription || r.purchaseDescription || ""),
    r.sells ? money(r.salesPrice) : "",
    fromDecimal(r.purchasePrice as string) ? money(r.purchasePrice) : "",
    money(r.standardCost),
    String(r.assetNumber ?? ""),
    String(r.cogsNumber ?? ""),
    String(r.incomeNumber ?? ""),
    quantity(r.reorderPoint),
    String(r.warehouse ?? ""),
    quantity(r.quantity),
    r.value === null || r.value === undefined ? "" : money(r.value),
    r.asOfDate ? formatUsDate(String(r.asOfDate)) : "",
    r.active ? "Yes" : "No",
  ]);
  return toCsv([[...INVENTORY_CSV_COLUMNS], ...body], { record_delimiter: "unix" });
}

// ---- Import ----------------------------------------------------------------------------------------

export interface InventoryImportResult {
  dryRun: boolean;
  items: number;
  /** Units received as opening stock, "12.5" */
  quantity: string;
  /** The opening stock's value, "1234.50": Dr the assets accounts, Cr Opening Balance Equity */
  value: string;
  warehousesCreated: string[];
}

/** The import's refusal: `line N: …` lines in `lines`. */
export class InventoryImportError extends DomainError {
  constructor(
    message: string,
    readonly lines: string[],
  ) {
    super(message, 400, { lines });
    this.name = "InventoryImportError";
  }
}

/** Other spellings a spreadsheet may carry. */
const COLUMN_ALIASES: Readonly<Record<string, InventoryCsvColumn>> = {
  "item name": "Name",
  "assets account": "Asset Account",
  "cost of goods sold account": "COGS Account",
  "on hand quantity": "Quantity",
  "as of": "As of Date",
};

function parseInventoryCsv(text: string): CsvRow[] {
  return readColumnsCsv(text, INVENTORY_CSV_COLUMNS, REQUIRED, COLUMN_ALIASES).rows;
}

interface PlannedItem {
  key: string;
  line: number;
  input: InventoryItemInput;
  /** Warehouse by lower-cased name (created when missing) */
  openings: { warehouse: string; quantity: number; value: Cents }[];
}

interface AccountRef {
  id: number;
  accountNumber: string;
  accountName: string;
  accountType: string;
  active: boolean;
}

/** An account cell: its number, its name, or "NUMBER NAME". */
function accountResolver(accounts: readonly AccountRef[]) {
  const byNumber = new Map<string, AccountRef>();
  const byName = new Map<string, AccountRef[]>();
  const byLabel = new Map<string, AccountRef>();
  for (const a of accounts) {
    byNumber.set(a.accountNumber.trim().toLowerCase(), a);
    const name = a.accountName.trim().toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), a]);
    byLabel.set(`${a.accountNumber.trim()} ${a.accountName.trim()}`.toLowerCase(), a);
  }
  return (column: string, text: string, types: readonly string[]): { id: number } | { error: string } | null => {
    const key = text.trim().replace(/\s+/g, " ").toLowerCase();
    if (!key) return null;
    const named = byName.get(key);
    const found = byNumber.get(key) ?? byLabel.get(key) ?? (named?.length === 1 ? named[0] : undefined);
    if (!found && named && named.length > 1) return { error: `${column} "${text.trim()}" names more than one account: use its number` };
    if (!found) return { error: `${column} "${text.trim()}" is not an account of this company` };
    if (!types.includes(found.accountType)) return { error: `${column} "${text.trim()}" must be an account of type ${types.join(" or ")}` };
    if (!found.active) return { error: `${column} "${text.trim()}" is inactive` };
    return { id: found.id };
  };
}

/** Check every row and plan the import; nothing is written. */
async function planImport(db: Knex, companyId: number, rows: readonly CsvRow[]) {
  const problems: string[] = [];
  let badRows = 0;
  const report = (line: number, messages: string[]) => {
    badRows += 1;
    if (problems.length < MAX_REPORTED) problems.push(`line ${line}: ${[...new Set(messages)].join("; ")}`);
  };
  const account = accountResolver(await allAccounts(db, companyId));
  const existingNames = new Set<string>((await db("items").where({ companyId }).pluck("name")).map((n: string) => n.trim().toLowerCase()));
  const warehouses = new Map<string, { id: number; active: boolean; name: string }>(
    (await db("warehouses").where({ companyId }).select("id", "name", "isActive")).map(
      (w: { id: number; name: string; isActive: boolean }) => [w.name.trim().toLowerCase(), { id: w.id, active: w.isActive, name: w.name }],
    ),
  );
  const items = new Map<string, PlannedItem & { cells: Partial<Record<InventoryCsvColumn, string>> }>();

  for (const row of rows) {
    const cell = (c: InventoryCsvColumn) => (row.values[c] ?? "").trim();
    const messages: string[] = [];
    if (row.problem) messages.push(row.problem);
    const name = cell("Name");
    const key = name.toLowerCase().replace(/\s+/g, " ");
    if (!name) {
      report(row.line, [...messages, "Inventory Name is required."]);
      continue;
    }
    const first = items.get(key);
    // The opening stock of the row.
    const warehouse = cell("Warehouse");
    const quantityText = cell("Quantity");
    const costText = cell("Cost");
    const quantity = quantityText ? readQuantity(quantityText) : 0;
    if (quantity === null || quantity < 0)
      messages.push(`Quantity "${quantityText}" must be a number that is not negative, with at most 4 decimals`);
    let cost: Cents | null = null;
    if (costText) {
      const reading = readMoney(costText);
      if (!reading.ok || reading.cents < 0)
        messages.push(`Cost "${costText}" must be an amount that is not negative, with at most 2 decimals`);
      else cost = reading.cents;
    }
    if (warehouse) {
      const known = warehouses.get(warehouse.toLowerCase());
      if (known && !known.active) messages.push(`Warehouse "${warehouse}" is inactive`);
    }
    if (costText && !quantity) messages.push("Cost is given without a Quantity");

    if (first) {
      // A later row of the item: its cells, when given, must agree with its first row.
      for (const c of ITEM_COLUMNS) {
        const v = cell(c);
        if (v && v !== (first.cells[c] ?? "")) messages.push(`${c} "${v}" disagrees with line ${first.line} ("${first.cells[c] ?? ""}")`);
      }
      if (first.openings.some((o) => o.warehouse === warehouse.toLowerCase()))
        messages.push(`${first.input.name} already has opening stock in ${warehouse || "the default warehouse"} (line ${first.line})`);
      if (messages.length) report(row.line, messages);
      else if (quantity)
        first.openings.push({ warehouse: warehouse.toLowerCase(), quantity, value: cost ?? valueOf(quantity, first.input.standardCost) });
      continue;
    }

    if (existingNames.has(name.toLowerCase())) messages.push(`An item named "${name}" already exists in this company.`);
    const ids: Record<string, number | null> = {};
    for (const [column, field, types] of [
      ["Asset Account", "assetsAccount", INVENTORY_ACCOUNT_TYPES.assets],
      ["COGS Account", "costOfGoodsSold", INVENTORY_ACCOUNT_TYPES.cogs],
      ["Income Account", "incomeAccount", INVENTORY_ACCOUNT_TYPES.income],
    ] as const) {
      const found = account(column, cell(column), types);
      if (found && "error" in found) messages.push(found.error);
      ids[field] = found && "id" in found ? found.id : null;
    }
    const active = parseYesNo(cell("Active"));
    if (active === "invalid") messages.push(yesNoMessage("Active", cell("Active")));
    // An item is sold when it has a sales price (the form's "I sell this product").
    const payload = {
      name,
      descriptionSales: cell("Description"),
      salesPrice: cell("Sales Price"),
      purchasePrice: cell("Purchase Price"),
      standardCost: cell("Standard Cost"),
      reorderPoint: cell("Reorder Point"),
      asOfDate: cell("As of Date"),
      sellProduct: cell("Sales Price") !== "",
      active: active === undefined || active === "invalid" ? true : active,
      ...ids,
    };
    const parsed = inventoryItemSchema().safeParse(payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // An account already reported as not found is not "required" too.
        const field = String(issue.path[0] ?? "");
        if (
          field in ids &&
          cell(
            ({ assetsAccount: "Asset Account", costOfGoodsSold: "COGS Account", incomeAccount: "Income Account" } as const)[
              field as "assetsAccount"
            ],
          )
        )
          continue;
        messages.push(issue.message);
      }
    }
    if (messages.length || !parsed.success) {
      report(row.line, messages.length ? messages : ["is not valid"]);
      continue;
    }
    const input = toInventoryItemInput(parsed.data as Record<string, unknown>);
    const cells = Object.fromEntries(ITEM_COLUMNS.map((c) => [c, cell(c)]));
    items.set(key, {
      key,
      line: row.line,
      input,
      cells,
      openings: quantity ? [{ warehouse: warehouse.toLowerCase(), quantity, value: cost ?? valueOf(quantity, input.standardCost) }] : [],
    });
  }
  return { problems, badRows, items: [...items.values()], warehouses };
}

export interface InventoryImportProgress {
  done: number;
  total: number;
}

/**
 * Import inventory items from CSV text into a company: all or nothing. A dry run checks and
 * summarises without writing.
 */
export async function importInventoryItems(
  db: Knex,
  ctx: CompanyContext,
  options: { content: string; dryRun: boolean },
  hooks: { onProgress?: (progress: InventoryImportProgress) => void } = {},
): Promise<InventoryImportResult> {
  const rows = parseInventoryCsv(options.content);
  const plan = await planImport(db, ctx.companyId, rows);
  if (plan.badRows) {
    throw new InventoryImportError(
      `${plan.badRows.toLocaleString("en-US")} line${plan.badRows === 1 ? " is" : "s are"} not valid: nothing was imported`,
      plan.badRows > plan.problems.length ? [...plan.problems, `… and ${plan.badRows - plan.problems.length} more`] : plan.problems,
    );
  }
  if (!plan.items.length) throw new InventoryImportError("The file holds no items: nothing to import", []);
  const openings = plan.items.flatMap((i) => i.openings);
  const missing = [...new Set(openings.map((o) => o.warehouse).filter((w) => w && !plan.warehouses.has(w)))];
  const namesOf = new Map<string, string>();
  for (const row of rows) {
    const w = (row.values.Warehouse ?? "").trim();
    if (w && !namesOf.has(w.toLowerCase())) namesOf.set(w.toLowerCase(), w);
  }
  const result: InventoryImportResult = {
    dryRun: options.dryRun,
    items: plan.items.length,
    quantity: (() => {
      const [whole, fraction] = toQuantityDecimal(openings.reduce((s, o) => s + o.quantity, 0)).split(".");
      const t = fraction.replace(/0+$/, "");
      return t ? `${whole}.${t}` : whole;
    })(),
    value: toDecimal(sumCents(openings.map((o) => o.value))),
    warehousesCreated: missing.map((w) => namesOf.get(w) ?? w),
  };
  if (options.dryRun) return result;

  await db.transaction(async (trx) => {
    const warehouseIds = new Map([...plan.warehouses].map(([k, w]) => [k, w.id]));
    for (const key of missing) {
      const [row] = await trx("warehouses")
        .insert({ companyId: ctx.companyId, name: namesOf.get(key) ?? key, description: "Created by items import", createdBy: ctx.userId })
        .returning("id");
      warehouseIds.set(key, row.id);
    }
    const inputs = plan.items.map((item) => ({
      ...item.input,
      openings: item.openings.map((o): OpeningStock => ({
        warehouseId: o.warehouse ? warehouseIds.get(o.warehouse)! : null,
        quantity: o.quantity,
        value: o.value,
      })),
    }));
    await insertInventoryItems(trx, ctx, inputs, (done) => hooks.onProgress?.({ done, total: inputs.length }));
  });
  return result;
}
