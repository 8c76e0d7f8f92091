// The shape of a documents' CSV commands (`bills import|export`, `invoices import|export`): import
// reads a file (or stdin), checks every row first and reports each bad one as `row N: …`, shows a
// progress bar while it saves, and says what it imported (or, on a dry run, would); export writes
// the CSV to a file or stdout. Each kind gives its words, its help and its module's functions.
import path from "node:path";
import type { Command } from "commander";
import type { Knex } from "knex";
import * as z from "zod";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { CsvImportError, type CsvImportSummary } from "~/modules/documents/csv-import.server";
import { DomainError } from "~/utils/errors";
import type { CliContext } from "../context";
import { UsageError } from "../errors";
import { companyId, outputFile } from "../options";
import { progressBar, readImportFile, writeOutput } from "../output";

/** What the import summaries say, whatever the kind calls its documents and parties. */
export type DocumentsImportSummary = Omit<CsvImportSummary, "documents" | "parties">;

export interface DocumentsCsvCommands<Result extends DocumentsImportSummary> {
  /** "bill", "invoice" */
  noun: string;
  /** "vendor", "customer" */
  partyNoun: string;
  /** The number series ("BILL", "INV") */
  series: string;
  /** The control account that grows ("Accounts Payable") */
  control: string;
  help: string;
  importDescription: string;
  exportDescription: string;
  run: (
    db: Knex,
    ctx: CompanyContext,
    input: { content: string; dryRun: boolean },
    options: { onProgress: (progress: { done: number; total: number }) => void },
  ) => Promise<Result>;
  /** The counts of a result: documents and parties */
  counts: (result: Result) => { documents: number; parties: number };
  csv: (db: Knex, companyId: number) => Promise<string>;
}

const importOptions = z.object({
  company: companyId,
  dryRun: z.boolean().default(false),
});

const exportOptions = z.object({
  company: companyId,
  output: outputFile,
  out: z.string().trim().min(1, "--out must not be empty").optional(),
});

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

function dateRange(result: DocumentsImportSummary): string {
  if (!result.firstDate || !result.lastDate) return "";
  const first = formatUsDate(result.firstDate);
  const last = formatUsDate(result.lastDate);
  return first === last ? `, dated ${first}` : `, dated ${first} to ${last}`;
}

export function registerDocumentsImport<Result extends DocumentsImportSummary>(
  parent: Command,
  ctx: CliContext,
  kind: DocumentsCsvCommands<Result>,
) {
  parent
    .command("import")
    .description(kind.importDescription)
    .argument("<file>", "the CSV file (- for stdin)")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--dry-run", "check the file and show what would be imported, without writing")
    .addHelpText("after", kind.help)
    .action(async (file: string, raw: unknown) => {
      const options = importOptions.parse(raw);
      const { content, name, reported } = await readImportFile(ctx, file);
      const db = await ctx.db();
      const { company, context } = await ctx.requireCompany(db, options.company, "write");

      const progress = progressBar(ctx);
      let result: Result;
      try {
        result = await kind.run(
          db,
          context,
          { content, dryRun: options.dryRun },
          { onProgress: ({ done, total }) => progress.update(done, total, `Saving ${kind.noun}s`) },
        );
      } catch (error) {
        if (error instanceof CsvImportError) throw new DomainError(`${name}: ${error.message}`, 400, { _form: error.rows });
        throw error;
      } finally {
        progress.stop();
      }

      if (ctx.globals.json) return ctx.json({ company: company.id, ...result, ...reported });
      const { documents, parties } = kind.counts(result);
      const total = formatMoney(fromDecimal(result.total));
      const drafts = result.drafts ? `, ${plural(result.drafts, "draft")}` : "";
      const what = `${plural(documents, kind.noun)}${drafts} (${plural(result.lines, "line")}, ${total}, ${plural(parties, kind.partyNoun)}${dateRange(result)})`;
      if (result.dryRun) {
        const numbered = result.numbered
          ? `; ${plural(result.numbered, kind.noun)} without a number would be numbered in the ${kind.series} series`
          : "";
        ctx.out(`Dry run: would import ${what} into company ${company.id}${numbered} (nothing was written)`);
        return;
      }
      const numbers = result.firstNumber === result.lastNumber ? result.firstNumber : `${result.firstNumber} to ${result.lastNumber}`;
      ctx.out(`Imported ${what} into company ${company.id} as ${numbers}: ${kind.control} up by ${total}`);
    });
}

export function registerDocumentsExport<Result extends DocumentsImportSummary>(
  parent: Command,
  ctx: CliContext,
  kind: DocumentsCsvCommands<Result>,
) {
  parent
    .command("export")
    .description(kind.exportDescription)
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--output <file>", "write to this file instead of stdout")
    .option("--out <file>", "the same as --output")
    .addHelpText("after", kind.help)
    .action(async (raw: unknown) => {
      const options = exportOptions.parse(raw);
      if (options.output && options.out && options.output !== options.out) throw new UsageError("Give --output or --out, not both");
      const target = options.output ?? options.out;
      const db = await ctx.db();
      const { company } = await ctx.requireCompany(db, options.company);
      const csv = await kind.csv(db, company.id);
      const file = target ? path.resolve(ctx.cwd, target) : undefined;
      await writeOutput(ctx, file, [csv]);
      if (file) ctx.err(`Wrote the ${kind.noun}s of company ${company.id} to ${target}`);
    });
}
