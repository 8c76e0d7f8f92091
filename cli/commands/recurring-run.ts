// ledgerline recurring run --company N [--as-of DATE] — an office's nightly job: every automatic
// recurring transaction due on or before the date (today in the company's time zone by default),
// each occurrence saved through its document's own service and posted once, even when two runs
// overlap (ADR 0066). A refused occurrence (an account made inactive, money short) is reported,
// its schedule left at it, and the run ends with exit code 1 after doing the rest.
import type { Command } from "commander";
import * as z from "zod";
import { formatUsDate } from "~/lib/dates";
import { documentDate } from "~/modules/documents/fields";
import { runDueSchedules } from "~/modules/recurring/recurring.server";
import { DomainError } from "~/utils/errors";
import type { CliContext } from "../context";
import { companyId } from "../options";
import { progressBar } from "../output";

const HELP = `
Creates the occurrences of the company's automatic recurring transactions (Recurring Transactions
list, mode Automatic) whose date is on or before --as-of, oldest first, each as its screen would save
it. Reminders (mode "Remind me") are left for the Reminders list.

Examples:
  $ ledgerline recurring run --company 1
  $ ledgerline recurring run --company 1 --as-of 2026-12-31 --json
`;

export function registerRecurring(program: Command, ctx: CliContext) {
  const group = program.command("recurring").description("recurring transactions: create the automatic ones due");
  group
    .command("run")
    .description("create every automatic recurring transaction due on or before a date (today by default), each once")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--as-of <date>", "YYYY-MM-DD or MM/DD/YYYY (default: today in the company's time zone)")
    .addHelpText("after", HELP)
    .action(async (raw: unknown) => {
      const options = z.object({ company: companyId, asOf: documentDate("--as-of") }).parse(raw);
      const db = await ctx.db();
      const { company, context } = await ctx.requireCompany(db, options.company, "write");
      const asOf = options.asOf ?? context.today;
      const progress = progressBar(ctx);
      let run: Awaited<ReturnType<typeof runDueSchedules>>;
      try {
        run = await runDueSchedules(db, context, asOf, ({ done, total }) => progress.update(done, total, "Recurring transactions"));
      } finally {
        progress.stop();
      }
      if (ctx.globals.json) ctx.json({ company: company.id, ...run });
      else {
        for (const r of run.results) {
          ctx.out(
            r.status === "created"
              ? `${formatUsDate(r.date)}  ${r.name}: ${r.documentNumber} (${r.amount})`
              : `${formatUsDate(r.date)}  ${r.name}: not created: ${r.error}`,
          );
        }
        ctx.out(
          `${run.created === 0 ? "Nothing was due" : `Created ${run.created} recurring transaction${run.created === 1 ? "" : "s"}`} for company ${company.id} as of ${formatUsDate(asOf)}${run.failed ? `; ${run.failed} refused` : ""}`,
        );
      }
      if (run.failed) throw new DomainError(`${run.failed} recurring transaction${run.failed === 1 ? " was" : "s were"} refused`, 400);
    });
}
