// ledgerline accounts export — the Account List's CSV (the columns accounts import reads), to
// stdout or a file.
import path from "node:path";
import type { Command } from "commander";
import * as z from "zod";
import { accountsCsv } from "~/modules/accounts/csv.server";
import type { CliContext } from "../context";
import { companyId, outputFile } from "../options";
import { writeOutput } from "../output";

const accountsExportOptions = z.object({
  company: companyId,
  view: z.enum(["active", "inactive", "all"], { error: "--view must be active, inactive or all" }).default("all"),
  output: outputFile,
});

export function registerAccountsExport(parent: Command, ctx: CliContext) {
  parent
    .command("export")
    .description("export a company's accounts as CSV")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--view <view>", "active, inactive or all (default: all)")
    .option("--output <file>", "write to this file instead of stdout")
    .action(async (raw: unknown) => {
      const options = accountsExportOptions.parse(raw);
      const db = await ctx.db();
      const { company } = await ctx.requireCompany(db, options.company);
      const csv = await accountsCsv(db, company.id, { view: options.view });
      const file = options.output ? path.resolve(ctx.cwd, options.output) : undefined;
      await writeOutput(ctx, file, [csv]);
      if (file) ctx.err(`Wrote the accounts of company ${company.id} to ${options.output}`);
    });
}
