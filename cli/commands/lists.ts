// ledgerline lists <kind> list|add|delete — the six support lists (vendor, customer and item
// groups, invoice frequencies, payment terms, shipping methods), through the same service as the
// screens and the API.
import type { Command } from "commander";
import * as z from "zod";
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
import { companyId } from "../options";

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
}

export function registerLists(program: Command, ctx: CliContext) {
  const lists = program.command("lists").description(`support lists: ${SUPPORT_LIST_KINDS.join(", ")}`);
  for (const kind of SUPPORT_LIST_KINDS) registerKind(lists, ctx, kind);
}
