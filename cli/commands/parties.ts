// ledgerline vendors|customers import FILE.csv and export — a party's CSV (the columns export writes
// are the ones import reads: an export re-imports into another company unchanged). Declared once over
// the party's CSV configuration (~/modules/parties/csv.server.ts). Import checks every row first and
// reports each bad one as `row N: message`; then every party is created, and its opening balance
// posted, in one transaction — or none.
import path from "node:path";
import type { Command } from "commander";
import * as z from "zod";
import { toDecimal } from "~/lib/money";
import { importParties, parsePartiesCsv, partiesCsv, planPartyImport, type PartyCsvConfig } from "~/modules/parties/csv.server";
import { DomainError } from "~/utils/errors";
import type { CliContext } from "../context";
import { table } from "../format";
import { companyId, outputFile } from "../options";
import { progressBar, readImportFile, writeOutput } from "../output";

export interface PartyCommands {
  csv: PartyCsvConfig;
  /** What import's help says of the file's references and the opening balance */
  importHelp: string;
}

const importOptions = z.object({ company: companyId, dryRun: z.boolean().default(false) });
const exportOptions = z.object({
  company: companyId,
  view: z.enum(["active", "inactive", "all"], { error: "--view must be active, inactive or all" }).default("all"),
  output: outputFile,
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** `<parties> import` and `<parties> export` under `parent`. */
export function registerPartyCommands(parent: Command, ctx: CliContext, spec: PartyCommands) {
  const { party: config } = spec.csv;
  const { party, Party, parties } = config.words;
  const code = (input: Record<string, unknown>) => String(input[config.codeColumn]);
  const name = (input: Record<string, unknown>) => String(input[config.nameColumn]);

  parent
    .command("import")
    .description(`import ${parties} from a CSV file, all or nothing. ${spec.importHelp}`)
    .argument("<file>", `CSV with the columns of ${parties} export (header names in any case; ${spec.csv.required.join(" and ")} required)`)
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--dry-run", "check the file and show what would be created, without writing")
    .action(async (file: string, raw: unknown) => {
      const options = importOptions.parse(raw);
      const { content, reported } = await readImportFile(ctx, file);
      const parsed = parsePartiesCsv(spec.csv, content);
      const db = await ctx.db();
      const { company, context } = await ctx.requireCompany(db, options.company, "write");

      const plan = await planPartyImport(spec.csv, db, company.id, parsed);
      if (plan.errors.length) {
        const verb = plan.errors.length === 1 ? "is" : "are";
        throw new DomainError(`${plural(plan.errors.length, "row")} of ${file} ${verb} not valid: nothing was imported`, 400, {
          _form: plan.errors,
        });
      }

      if (options.dryRun) {
        const summary = plan.parties.map(({ line, input }) => ({
          line,
          [config.codeColumn]: code(input),
          [config.nameColumn]: name(input),
          openingBalance: toDecimal(input.openingBalance),
          balanceAsOf: input.balanceAsOf ?? context.today,
          contacts: input.contacts.length,
          addresses: input.addresses.map((a) => a.type),
          active: input.active,
        }));
        if (ctx.globals.json) return ctx.json({ ...reported, dryRun: true, company: company.id, [parties]: summary });
        if (summary.length === 0) return ctx.out(`Dry run: ${file} has no ${parties}; nothing would be created`);
        ctx.out(`Dry run: would create ${plural(summary.length, party)} in company ${company.id} (nothing was written):`);
        ctx.out(
          table(
            [
              { header: "ROW", value: (v) => v.line as number },
              { header: `${Party.toUpperCase()} ID`, value: (v) => v[config.codeColumn] as string },
              { header: `${Party.toUpperCase()} NAME`, value: (v) => v[config.nameColumn] as string },
              { header: "OPENING BALANCE", value: (v) => v.openingBalance as string },
              { header: "CONTACTS", value: (v) => v.contacts as number },
              { header: "ADDRESSES", value: (v) => (v.addresses as string[]).join(" ") },
              { header: "ACTIVE", value: (v) => (v.active ? "Yes" : "No") },
            ],
            summary,
          ),
        );
        return;
      }

      const progress = progressBar(ctx);
      let result;
      try {
        result = await importParties(spec.csv, db, context, parsed, {
          onProgress: ({ phase, done, total }) =>
            progress.update(done, total, phase === "parties" ? `Creating ${parties}`.padEnd(24) : "Posting opening balances"),
        });
      } finally {
        progress.stop();
      }
      const created = result.inputs.map((input, i) => ({
        id: result.ids[i],
        [config.codeColumn]: code(input),
        [config.nameColumn]: name(input),
        openingBalance: toDecimal(input.openingBalance),
      }));
      const balancesPosted = result.inputs.filter((input) => input.openingBalance > 0).length;
      if (ctx.globals.json) {
        return ctx.json({ ...reported, imported: created.length, openingBalancesPosted: balancesPosted, [parties]: created });
      }
      const balances = balancesPosted ? ` and posted ${plural(balancesPosted, "opening balance")}` : "";
      ctx.out(`Imported ${plural(created.length, party)}${balances}`);
    });

  parent
    .command("export")
    .description(`export a company's ${parties} as CSV: one row per ${party} with its addresses and numbered contact columns`)
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--view <view>", "active, inactive or all (default: all)")
    .option("--output <file>", "write to this file instead of stdout")
    .action(async (raw: unknown) => {
      const options = exportOptions.parse(raw);
      const db = await ctx.db();
      const { company } = await ctx.requireCompany(db, options.company);
      const csv = await partiesCsv(spec.csv, db, company.id, { view: options.view });
      const file = options.output ? path.resolve(ctx.cwd, options.output) : undefined;
      await writeOutput(ctx, file, [csv]);
      if (file) ctx.err(`Wrote the ${parties} of company ${company.id} to ${options.output}`);
    });
}
