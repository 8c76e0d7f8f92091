// ledgerline salespersons list|export — a company's sales persons, through the same service as the
// Sales Persons list and its Export to CSV: the same Current View (active by default, inactive or
// all), the same search and the same columns.
import path from "node:path";
import type { Command } from "commander";
import * as z from "zod";
import { SALES_PERSON_VIEWS, type SalesPersonRow } from "~/modules/sales-persons/constants";
import { allSalesPersons, salesPersonsCsv } from "~/modules/sales-persons/sales-persons.server";
import type { CliContext } from "../context";
import { type Column, table } from "../format";
import { companyId, outputFile } from "../options";
import { writeOutput } from "../output";

const filters = {
  company: companyId,
  view: z.enum(SALES_PERSON_VIEWS, { error: `--view must be one of: ${SALES_PERSON_VIEWS.join(", ")}` }).default("active"),
  search: z.string().max(200, "--search must be at most 200 characters").optional(),
};
const listOptions = z.object(filters);
const exportOptions = z.object({ ...filters, output: outputFile });

const COLUMNS: Column<SalesPersonRow>[] = [
  { header: "ID", value: (r) => r.id },
  { header: "ACTIVE", value: (r) => (r.active ? "Yes" : "No") },
  { header: "SALES PERSON", value: (r) => r.salesPersonName },
  { header: "CITY", value: (r) => r.city },
  { header: "PHONE", value: (r) => r.phone },
  { header: "EMAIL", value: (r) => r.email },
];

/** The filter options both commands take. */
function withFilters(command: Command): Command {
  return command
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--view <view>", `Current View: ${SALES_PERSON_VIEWS.join(", ")}`, "active")
    .option("--search <text>", "part of the name, file as, email, phone, fax, city, state or zip code");
}

export function registerSalesPersons(program: Command, ctx: CliContext) {
  const salespersons = program.command("salespersons").description("sales persons: list and export CSV");

  withFilters(salespersons.command("list").description("list a company's sales persons by name")).action(async (raw: unknown) => {
    const options = listOptions.parse(raw);
    const db = await ctx.db();
    const { company } = await ctx.requireCompany(db, options.company);
    const rows = await allSalesPersons(db, company.id, { view: options.view, q: options.search });
    if (ctx.globals.json) return ctx.json(rows);
    if (rows.length === 0) return ctx.out("No sales persons");
    ctx.out(table(COLUMNS, rows));
  });

  withFilters(salespersons.command("export").description("export a company's sales persons as the list's CSV"))
    .option("--output <file>", "write to this file instead of stdout")
    .action(async (raw: unknown) => {
      const options = exportOptions.parse(raw);
      const db = await ctx.db();
      const { company } = await ctx.requireCompany(db, options.company);
      const csv = await salesPersonsCsv(db, company.id, { view: options.view, q: options.search });
      const file = options.output ? path.resolve(ctx.cwd, options.output) : undefined;
      await writeOutput(ctx, file, [csv]);
      if (file) ctx.err(`Wrote the sales persons of company ${company.id} to ${options.output}`);
    });
}
