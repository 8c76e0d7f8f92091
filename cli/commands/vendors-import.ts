// ledgerline vendors import FILE.csv — vendors from CSV (the columns `vendors export` writes). Every
// row is checked first and each bad one reported as `row N: message`; then all the vendors are
// created, and their opening balances posted, in one transaction — or none.
import type { Command } from "commander";
import * as z from "zod";
import { toDecimal } from "~/lib/money";
import { importVendors, parseVendorsCsv, planVendorImport } from "~/modules/vendors/csv.server";
import { DomainError } from "~/utils/errors";
import type { CliContext } from "../context";
import { table } from "../format";
import { companyId } from "../options";
import { progressBar, readImportFile } from "../output";

const vendorsImportOptions = z.object({
  company: companyId,
  dryRun: z.boolean().default(false),
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function registerVendorsImport(parent: Command, ctx: CliContext) {
  parent
    .command("import")
    .description(
      "import vendors from a CSV file, all or nothing. Account, Vendor Group, Payment Terms and Preferred Shipping Method " +
        "name the company's own (an account by number); Opening Balance (≥ 0) is posted to Accounts Payable against Opening Balance Equity",
    )
    .argument("<file>", "CSV with the columns of vendors export (header names in any case; Vendor ID and Vendor Name required)")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--dry-run", "check the file and show what would be created, without writing")
    .action(async (file: string, raw: unknown) => {
      const options = vendorsImportOptions.parse(raw);
      const { content, reported } = await readImportFile(ctx, file);
      const parsed = parseVendorsCsv(content);
      const db = await ctx.db();
      const { company, context } = await ctx.requireCompany(db, options.company);

      const plan = await planVendorImport(db, company.id, parsed);
      if (plan.errors.length) {
        throw new DomainError(
          `${plural(plan.errors.length, "row")} of ${file} ${plan.errors.length === 1 ? "is" : "are"} not valid: nothing was imported`,
          400,
          {
            _form: plan.errors,
          },
        );
      }

      if (options.dryRun) {
        const summary = plan.vendors.map(({ line, input }) => ({
          line,
          vendorId: input.vendorId,
          vendorName: input.vendorName,
          openingBalance: toDecimal(input.openingBalance),
          balanceAsOf: input.balanceAsOf ?? context.today,
          contacts: input.contacts.length,
          addresses: input.addresses.map((a) => a.type),
          active: input.active,
        }));
        if (ctx.globals.json) return ctx.json({ ...reported, dryRun: true, company: company.id, vendors: summary });
        if (summary.length === 0) return ctx.out(`Dry run: ${file} has no vendors; nothing would be created`);
        ctx.out(`Dry run: would create ${plural(summary.length, "vendor")} in company ${company.id} (nothing was written):`);
        ctx.out(
          table(
            [
              { header: "ROW", value: (v) => v.line },
              { header: "VENDOR ID", value: (v) => v.vendorId },
              { header: "VENDOR NAME", value: (v) => v.vendorName },
              { header: "OPENING BALANCE", value: (v) => v.openingBalance },
              { header: "CONTACTS", value: (v) => v.contacts },
              { header: "ADDRESSES", value: (v) => v.addresses.join(" ") },
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
        result = await importVendors(db, context, parsed, {
          onProgress: ({ phase, done, total }) =>
            progress.update(done, total, phase === "vendors" ? "Creating vendors        " : "Posting opening balances"),
        });
      } finally {
        progress.stop();
      }
      if (ctx.globals.json) {
        return ctx.json({
          ...reported,
          imported: result.vendors.length,
          openingBalancesPosted: result.balancesPosted,
          vendors: result.vendors,
        });
      }
      const balances = result.balancesPosted ? ` and posted ${plural(result.balancesPosted, "opening balance")}` : "";
      ctx.out(`Imported ${plural(result.vendors.length, "vendor")}${balances}`);
    });
}
