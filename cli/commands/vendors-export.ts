// ledgerline vendors export — a company's vendors as CSV (the columns vendors import reads: an
// export re-imports into another company unchanged), to stdout or a file.
import path from "node:path";
import type { Command } from "commander";
import * as z from "zod";
import { vendorsCsv } from "~/modules/vendors/csv.server";
import type { CliContext } from "../context";
import { companyId, outputFile } from "../options";
import { writeOutput } from "../output";

const vendorsExportOptions = z.object({
  company: companyId,
  view: z.enum(["active", "inactive", "all"], { error: "--view must be active, inactive or all" }).default("all"),
  output: outputFile,
});

export function registerVendorsExport(parent: Command, ctx: CliContext) {
  parent
    .command("export")
    .description("export a company's vendors as CSV: one row per vendor with its addresses and numbered contact columns")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--view <view>", "active, inactive or all (default: all)")
    .option("--output <file>", "write to this file instead of stdout")
    .action(async (raw: unknown) => {
      const options = vendorsExportOptions.parse(raw);
      const db = await ctx.db();
      const { company } = await ctx.requireCompany(db, options.company);
      const csv = await vendorsCsv(db, company.id, { view: options.view });
      const file = options.output ? path.resolve(ctx.cwd, options.output) : undefined;
      await writeOutput(ctx, file, [csv]);
      if (file) ctx.err(`Wrote the vendors of company ${company.id} to ${options.output}`);
    });
}
