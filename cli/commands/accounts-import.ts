// ledgerline accounts import FILE.csv — a chart of accounts from CSV (the columns `accounts export`
// writes). Every row is checked first and each bad one reported as `row N: message`; then all the
// accounts are created in one transaction, or none.
import type { Command } from "commander";
import * as z from "zod";
import { toDecimal } from "~/lib/money";
import { importAccounts, parseAccountsCsv, planAccountImport } from "~/modules/accounts/import.server";
import { DomainError } from "~/utils/errors";
import type { CliContext } from "../context";
import { table } from "../format";
import { companyId } from "../options";
import { progressBar, readImportFile } from "../output";

const accountsImportOptions = z.object({
  company: companyId,
  dryRun: z.boolean().default(false),
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function registerAccountsImport(parent: Command, ctx: CliContext) {
  parent
    .command("import")
    .description(
      "import accounts from a CSV file, all or nothing. Balance (≥ 0) is posted as the opening balance against " +
        "Opening Balance Equity; the Opening Balance Equity row's own Balance is not imported (the others add up to it)",
    )
    .argument("<file>", "CSV with the columns of accounts export (header names in any case)")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--dry-run", "check the file and show what would be created, without writing")
    .action(async (file: string, raw: unknown) => {
      const options = accountsImportOptions.parse(raw);
      const { content, reported } = await readImportFile(ctx, file);
      const rows = parseAccountsCsv(content);
      const db = await ctx.db();
      const { company, context } = await ctx.requireCompany(db, options.company, "write");

      const plan = await planAccountImport(db, company.id, rows);
      if (plan.errors.length) {
        throw new DomainError(
          `${plural(plan.errors.length, "row")} of ${file} ${plan.errors.length === 1 ? "is" : "are"} not valid: nothing was imported`,
          400,
          {
            _form: plan.errors,
          },
        );
      }
      const summary = plan.accounts.map((a) => ({
        line: a.line,
        accountNumber: a.input.accountNumber,
        accountName: a.input.accountName,
        accountType: a.input.accountType,
        openingBalance: toDecimal(a.input.openingBalance),
        parentNumber: a.parentNumber,
        active: a.input.active,
      }));

      if (options.dryRun) {
        if (ctx.globals.json) return ctx.json({ ...reported, dryRun: true, company: company.id, accounts: summary });
        if (summary.length === 0) return ctx.out(`Dry run: ${file} has no accounts; nothing would be created`);
        ctx.out(`Dry run: would create ${plural(summary.length, "account")} in company ${company.id} (nothing was written):`);
        ctx.out(
          table(
            [
              { header: "ROW", value: (a) => a.line },
              { header: "NUMBER", value: (a) => a.accountNumber },
              { header: "NAME", value: (a) => a.accountName },
              { header: "TYPE", value: (a) => a.accountType },
              { header: "OPENING BALANCE", value: (a) => a.openingBalance },
              { header: "PARENT", value: (a) => a.parentNumber },
              { header: "ACTIVE", value: (a) => (a.active ? "Yes" : "No") },
            ],
            summary,
          ),
        );
        return;
      }

      const progress = progressBar(ctx);
      let result;
      try {
        result = await importAccounts(db, context, rows, {
          onProgress: ({ phase, done, total }) =>
            progress.update(done, total, phase === "accounts" ? "Creating accounts       " : "Posting opening balances"),
        });
      } finally {
        progress.stop();
      }
      if (ctx.globals.json) {
        return ctx.json({
          ...reported,
          imported: result.accounts.length,
          openingBalancesPosted: result.balancesPosted,
          accounts: result.accounts.map((a) => ({
            id: a.id,
            accountNumber: a.accountNumber,
            accountName: a.accountName,
            accountType: a.accountType,
            currentBalance: a.currentBalance,
          })),
        });
      }
      ctx.out(`Imported ${plural(result.accounts.length, "account")}`);
    });
}
