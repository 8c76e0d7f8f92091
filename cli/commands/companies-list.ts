// ledgerline companies list — the companies a user owns.
import type { Command } from "commander";
import * as z from "zod";
import { email } from "~/modules/auth/schema";
import { listCompanies, publicCompany } from "~/modules/companies/companies.server";
import { industryLabel } from "~/modules/companies/reference-data";
import type { CliContext } from "../context";
import { table } from "../format";

const companiesListOptions = z.object({ email });

export function registerCompaniesList(parent: Command, ctx: CliContext) {
  parent
    .command("list")
    .description("list the companies a user owns")
    .requiredOption("--email <email>", "the companies' owner")
    .action(async (raw: unknown) => {
      const options = companiesListOptions.parse(raw);
      const db = await ctx.db();
      const user = await ctx.requireUser(db, options.email);
      const companies = await listCompanies(db, user.id);
      if (ctx.globals.json) return ctx.json(companies.map(publicCompany));
      if (companies.length === 0) return ctx.out("No companies");
      ctx.out(
        table(
          [
            { header: "ID", value: (c) => c.id },
            { header: "NAME", value: (c) => c.companyName },
            { header: "LEGAL NAME", value: (c) => c.legalName },
            { header: "INDUSTRY", value: (c) => industryLabel(c.industryId) },
            { header: "CURRENCY", value: (c) => c.primaryCurrency },
          ],
          companies,
        ),
      );
    });
}
