// ledgerline bills export — a company's bills (drafts too) as CSV, one row per bill line: the columns
// `bills import` reads, so an export re-imports into another company with the same vendors,
// accounts, items and payment terms.
import path from "node:path";
import type { Command } from "commander";
import * as z from "zod";
import { billsCsv } from "~/modules/purchases/bills-csv.server";
import type { CliContext } from "../context";
import { UsageError } from "../errors";
import { companyId, outputFile } from "../options";
import { writeOutput } from "../output";
import { BILLS_CSV_HELP } from "./bills-import";

const billsExportOptions = z.object({
  company: companyId,
  output: outputFile,
  out: z.string().trim().min(1, "--out must not be empty").optional(),
});

export function registerBillsExport(parent: Command, ctx: CliContext) {
  parent
    .command("export")
    .description("export a company's bills (drafts, open and paid, with their Status) as CSV, one row per bill line")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--output <file>", "write to this file instead of stdout")
    .option("--out <file>", "the same as --output")
    .addHelpText("after", BILLS_CSV_HELP)
    .action(async (raw: unknown) => {
      const options = billsExportOptions.parse(raw);
      if (options.output && options.out && options.output !== options.out) throw new UsageError("Give --output or --out, not both");
      const target = options.output ?? options.out;
      const db = await ctx.db();
      const { company } = await ctx.requireCompany(db, options.company);
      const csv = await billsCsv(db, company.id);
      const file = target ? path.resolve(ctx.cwd, target) : undefined;
      await writeOutput(ctx, file, [csv]);
      if (file) ctx.err(`Wrote the bills of company ${company.id} to ${target}`);
    });
}
