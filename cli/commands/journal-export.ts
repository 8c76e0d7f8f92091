// ledgerline journal export — the whole ledger as a plain-text journal that hledger and
// ledger-cli read (`hledger -f FILE balance`), to compare their balances with ours.
import path from "node:path";
import type { Command } from "commander";
import * as z from "zod";
import { ledgerJournalChunks } from "~/modules/journal/ledger-export.server";
import type { CliContext } from "../context";
import { companyId, outputFile } from "../options";
import { writeOutput } from "../output";

const JOURNAL_FORMATS = ["ledger"] as const;

const journalExportOptions = z.object({
  company: companyId,
  format: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => (JOURNAL_FORMATS as readonly string[]).includes(v), {
      error: (issue) =>
        `Unknown format "${String(issue.input)}": the formats are ${JOURNAL_FORMATS.join(", ")} (hledger and ledger-cli journal)`,
    }),
  output: outputFile,
});

export function registerJournalExport(parent: Command, ctx: CliContext) {
  parent
    .command("export")
    .description("export the whole ledger as an hledger / ledger-cli journal")
    .requiredOption("--company <id>", "the company (see companies list)")
    .requiredOption("--format <format>", `journal format: ${JOURNAL_FORMATS.join(", ")}`)
    .option("--output <file>", "write to this file instead of stdout")
    .action(async (raw: unknown) => {
      const options = journalExportOptions.parse(raw);
      const db = await ctx.db();
      const { company } = await ctx.requireCompany(db, options.company);
      const file = options.output ? path.resolve(ctx.cwd, options.output) : undefined;
      await writeOutput(ctx, file, ledgerJournalChunks(db, company.id, { currency: company.primaryCurrency, title: company.companyName }));
      if (file) ctx.err(`Wrote the journal of company ${company.id} to ${options.output}`);
    });
}
