// ledgerline items export — a company's inventory items as CSV, one row per item and warehouse
// holding stock: the columns `items import` reads, so an export re-imports into a new company
// (with the same account numbers) as the same items, stock and valuation.
import path from "node:path";
import type { Command } from "commander";
import * as z from "zod";
import { inventoryItemsCsv } from "~/modules/inventory/inventory-items-csv.server";
import type { CliContext } from "../context";
import { companyId, outputFile } from "../options";
import { writeOutput } from "../output";
import { ITEMS_CSV_HELP } from "./items-import";

const itemsExportOptions = z.object({ company: companyId, output: outputFile });

export function registerItemsExport(parent: Command, ctx: CliContext) {
  parent
    .command("export")
    .description("export a company's inventory items and their stock per warehouse as CSV")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--output <file>", "write to this file instead of stdout")
    .addHelpText("after", ITEMS_CSV_HELP)
    .action(async (raw: unknown) => {
      const options = itemsExportOptions.parse(raw);
      const db = await ctx.db();
      const { company } = await ctx.requireCompany(db, options.company);
      const csv = await inventoryItemsCsv(db, company.id);
      const file = options.output ? path.resolve(ctx.cwd, options.output) : undefined;
      await writeOutput(ctx, file, [csv]);
      if (file) ctx.err(`Wrote the inventory items of company ${company.id} to ${options.output}`);
    });
}
