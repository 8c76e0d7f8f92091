// ledgerline items import FILE.csv — inventory items from CSV, one row per item and warehouse of
// opening stock (the columns `items export` writes). Every row is checked first and each bad one
// reported as `line N: …`; then the items, the warehouses the file names that do not exist yet and
// the opening stock (received at the file's cost, posted Dr the assets account, Cr Opening Balance
// Equity) are written in one transaction — or nothing.
import type { Command } from "commander";
import * as z from "zod";
import { INVENTORY_CSV_COLUMNS, importInventoryItems, InventoryImportError } from "~/modules/inventory/inventory-items-csv.server";
import { formatMoney, fromDecimal } from "~/lib/money";
import { DomainError } from "~/utils/errors";
import type { CliContext } from "../context";
import { companyId } from "../options";
import { progressBar, readImportFile } from "../output";

const itemsImportOptions = z.object({
  company: companyId,
  dryRun: z.boolean().default(false),
});

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export const ITEMS_CSV_HELP = `
CSV: inventory items, one row per item and warehouse of opening stock, with a header row (names in
any case; Name, Standard Cost, Asset Account and COGS Account required):
  ${INVENTORY_CSV_COLUMNS.join(",")}

  Name              the item's name, unique in the company; rows with the same name are one item
                    (its later rows give more opening stock and may leave the item's cells blank)
  Description       the sales description
  Sales Price       the item is sold when given (an Income Account is then required)
  Purchase Price, Standard Cost   at most 2 decimals; Standard Cost is required, and the form's
                    rules apply (sales price above purchase price and standard cost, …)
  Asset Account     an Inventory Asset or Fixed Asset account: its number, name or "NUMBER NAME"
  COGS Account      a Cost of Goods Sold account; Income Account an Income or Other Income one
  Reorder Point     optional, at most 4 decimals
  Warehouse         where the row's opening stock is; created when the company has none of that
                    name; blank: the company's default warehouse
  Quantity          opening quantity (at most 4 decimals); blank or 0: none
  Cost              the opening quantity's total value; blank: Quantity × Standard Cost
  As of Date        MM/DD/YYYY or YYYY-MM-DD: the date of the opening stock and its entry (default today)
  Active            Yes or No (default Yes)

Each item's opening stock is received through the stock ledger (average cost per item and
warehouse) and posted in one OB entry: Dr its Asset Account, Cr Opening Balance Equity. Nothing is
written if any row has a problem.

Examples:
  $ ledgerline items export --company 1 --output items.csv
  $ ledgerline items import items.csv --company 2 --dry-run
  $ ledgerline items import items.csv --company 2
`;

export function registerItemsImport(parent: Command, ctx: CliContext) {
  parent
    .command("import")
    .description("import inventory items from CSV with their opening stock per warehouse, posted; all or nothing")
    .argument("<file>", "the CSV file (- for stdin)")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--dry-run", "check the file and show what would be imported, without writing")
    .addHelpText("after", ITEMS_CSV_HELP)
    .action(async (file: string, raw: unknown) => {
      const options = itemsImportOptions.parse(raw);
      const { content, name, reported } = await readImportFile(ctx, file);
      const db = await ctx.db();
      const { company, context } = await ctx.requireCompany(db, options.company, "write");
      const progress = progressBar(ctx);
      let result;
      try {
        result = await importInventoryItems(
          db,
          context,
          { content, dryRun: options.dryRun },
          { onProgress: ({ done, total }) => progress.update(done, total, "Saving items") },
        );
      } catch (error) {
        if (error instanceof InventoryImportError) throw new DomainError(`${name}: ${error.message}`, 400, { _form: error.lines });
        throw error;
      } finally {
        progress.stop();
      }
      if (ctx.globals.json) return ctx.json({ company: company.id, ...result, ...reported });
      const created = result.warehousesCreated.length
        ? `; ${plural(result.warehousesCreated.length, "warehouse")} created: ${result.warehousesCreated.join(", ")}`
        : "";
      const what = `${plural(result.items, "inventory item")} with ${result.quantity} units of opening stock worth ${formatMoney(fromDecimal(result.value))}`;
      if (result.dryRun) {
        ctx.out(`Dry run: would import ${what} into company ${company.id}${created.replace("created", "to create")} (nothing was written)`);
        return;
      }
      ctx.out(`Imported ${what} into company ${company.id}${created}: Dr inventory assets, Cr Opening Balance Equity`);
    });
}
