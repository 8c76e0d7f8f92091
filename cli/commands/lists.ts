// ledgerline lists <kind> list|add|delete|import|export — the six support lists (vendor, customer and
// item groups, invoice frequencies, payment terms, shipping methods), through the same service as
// the screens and the API.
import path from "node:path";
import type { Command } from "commander";
import * as z from "zod";
import {
  importSupportListCsv,
  planSupportListImport,
  readSupportListCsv,
  supportListCsv,
  supportListCsvColumns,
} from "~/modules/support-lists/csv.server";
import { SUPPORT_LIST_KINDS, type SupportListKind } from "~/modules/support-lists/schema";
import {
  createSupportItem,
  deleteSupportItem,
  findSupportItemByName,
  listSupportItems,
  type PaymentTerm,
  type ShippingMethod,
  SUPPORT_LISTS,
  type SupportItem,
} from "~/modules/support-lists/support-lists.server";
import type { CliContext } from "../context";
import { UsageError } from "../errors";
import { type Column, table } from "../format";
import { companyId, outputFile } from "../options";
import { readImportFile, writeOutput } from "../output";

const listsListOptions = z.object({ company: companyId });

// Field values are checked by the list's own schema inside the service (its messages name the flag).
const listsAddOptions = z.object({
  company: companyId,
  name: z.string().optional(),
  description: z.string().optional(),
  type: z.string().optional(),
  netDueIn: z.string().optional(),
  netDueBefore: z.string().optional(),
  discountPercent: z.string().optional(),
  discountIfPaidWithin: z.string().optional(),
  discountIfPaidBefore: z.string().optional(),
});

const listsImportOptions = z.object({ company: companyId, dryRun: z.boolean().default(false) });
const listsExportOptions = z.object({ company: companyId, output: outputFile });

const listsDeleteOptions = z.object({
  company: companyId,
  id: z.coerce
    .number({ error: "--id must be a number" })
    .int("--id must be a whole number")
    .positive("--id must be a positive number")
    .max(2147483647, "--id is too large")
    .optional(),
  name: z.string().trim().min(1, "--name must not be empty").optional(),
});

function columns(kind: SupportListKind): Column<SupportItem>[] {
  const base: Column<SupportItem>[] = [
    { header: "ID", value: (r) => r.id },
    { header: "NAME", value: (r) => r.name },
  ];
  if (kind === "shipping-methods") return [...base, { header: "DESCRIPTION", value: (r) => (r as ShippingMethod).description }];
  if (kind === "payment-terms") {
    return [
      ...base,
      { header: "DESCRIPTION", value: (r) => (r as PaymentTerm).description },
      { header: "DUE DAYS", value: (r) => (r as PaymentTerm).dueDays },
      { header: "DISCOUNT %", value: (r) => (r as PaymentTerm).discountPercent },
    ];
  }
  return base;
}

function registerKind(lists: Command, ctx: CliContext, kind: SupportListKind) {
  const config = SUPPORT_LISTS[kind];
  const command = lists.command(kind).description(`the ${config.title} (${config.plural})`);

  command
    .command("list")
    .description(`list a company's ${config.plural}`)
    .requiredOption("--company <id>", "the company (see companies list)")
    .action(async (raw: unknown) => {
      const options = listsListOptions.parse(raw);
      const db = await ctx.db();
      const { company } = await ctx.requireCompany(db, options.company);
      const items = await listSupportItems(db, company.id, kind);
      if (ctx.globals.json) return ctx.json(items);
      if (items.length === 0) return ctx.out(`No ${config.plural}`);
      ctx.out(table(columns(kind), items));
    });

  const add = command
    .command("add")
    .description(`add a ${config.singular}`)
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--name <name>", "the name (unique in the company)");
  if (kind === "shipping-methods") add.option("--description <text>", "the description");
  if (kind === "payment-terms") {
    add
      .option("--type <type>", "fixed (net due in N days) or date (due before a day of the month); default fixed")
      .option("--net-due-in <days>", "fixed terms: days until due")
      .option("--net-due-before <day>", "date terms: day of the month (1-31) the payment is due before")
      .option("--discount-percent <percent>", "discount if paid early (default 0)")
      .option("--discount-if-paid-within <days>", "fixed terms: discount if paid within this many days")
      .option("--discount-if-paid-before <day>", "date terms: discount if paid before this day of the month");
  }
  add.action(async (raw: unknown) => {
    const { company: id, ...input } = listsAddOptions.parse(raw);
    const db = await ctx.db();
    const { context } = await ctx.requireCompany(db, id, "write");
    const { item, message } = await createSupportItem(db, context, kind, input);
    if (ctx.globals.json) return ctx.json({ [config.itemKey]: item, message });
    ctx.out(`${message} (id ${item.id})`);
  });

  command
    .command("delete")
    .description(`delete a ${config.singular} (refused while it is assigned to other records)`)
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--id <id>", "the entry's id")
    .option("--name <name>", "the entry's name (instead of --id)")
    .action(async (raw: unknown) => {
      const options = listsDeleteOptions.parse(raw);
      if ((options.id === undefined) === (options.name === undefined)) {
        throw new UsageError("give either --id or --name");
      }
      const db = await ctx.db();
      const { company, context } = await ctx.requireCompany(db, options.company, "write");
      const itemId = options.id ?? (await findSupportItemByName(db, company.id, kind, options.name!)).id;
      const result = await deleteSupportItem(db, context, kind, itemId);
      if (ctx.globals.json) return ctx.json({ success: true, ...result });
      ctx.out(result.message);
    });

  const columnsHelp = `\nColumns (header names in any case): ${supportListCsvColumns(kind).join(", ")}`;
  command
    .command("import")
    .description(`import ${config.plural} from a CSV file (the columns of export), all or nothing; each bad row is reported as row N:`)
    .argument("<file>", "the CSV file, or - for stdin")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--dry-run", "check the file and show what would be created, without writing")
    .addHelpText("after", columnsHelp)
    .action(async (file: string, raw: unknown) => {
      const options = listsImportOptions.parse(raw);
      const { content, name, reported } = await readImportFile(ctx, file);
      const rows = readSupportListCsv(kind, content);
      const db = await ctx.db();
      const { company, context } = await ctx.requireCompany(db, options.company, "write");
      if (options.dryRun) {
        const plan = await planSupportListImport(db, company.id, kind, rows);
        if (ctx.globals.json) return ctx.json({ ...reported, dryRun: true, company: company.id, ...plan });
        for (const error of plan.errors) ctx.out(error);
        const verdict = plan.errors.length ? `${plan.errors.length} bad row(s): the import would write nothing` : "nothing was written";
        return ctx.out(`Dry run: ${name} has ${plan.items.length} ${config.plural} to create; ${verdict}`);
      }
      const { items } = await importSupportListCsv(db, context, kind, rows);
      if (ctx.globals.json) return ctx.json({ ...reported, company: company.id, imported: items.length, [config.plural]: items });
      ctx.out(`Imported ${items.length} ${config.plural} into company ${company.id}`);
    });

  command
    .command("export")
    .description(`export a company's ${config.plural} as CSV (the columns import reads)`)
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--output <file>", "write to this file instead of stdout")
    .addHelpText("after", columnsHelp)
    .action(async (raw: unknown) => {
      const options = listsExportOptions.parse(raw);
      const db = await ctx.db();
      const { company } = await ctx.requireCompany(db, options.company);
      const file = options.output ? path.resolve(ctx.cwd, options.output) : undefined;
      await writeOutput(ctx, file, [await supportListCsv(db, company.id, kind)]);
      if (file) ctx.err(`Wrote the ${config.plural} of company ${company.id} to ${options.output}`);
    });
}

export function registerLists(program: Command, ctx: CliContext) {
  const lists = program.command("lists").description(`support lists: ${SUPPORT_LIST_KINDS.join(", ")}`);
  for (const kind of SUPPORT_LIST_KINDS) registerKind(lists, ctx, kind);
}
