// ledgerline accounts load-chart — create the missing accounts of the predefined chart (65
// accounts); a second run creates nothing and says so.
import type { Command } from "commander";
import * as z from "zod";
import { chartLoadMessage, loadPredefinedChart } from "~/modules/accounts/chart.server";
import { DomainError } from "~/utils/errors";
import type { CliContext } from "../context";
import { companyId } from "../options";

const accountsLoadChartOptions = z.object({ company: companyId });

export function registerAccountsLoadChart(parent: Command, ctx: CliContext) {
  parent
    .command("load-chart")
    .description("load the predefined chart of accounts into a company (existing accounts are kept)")
    .requiredOption("--company <id>", "the company (see companies list)")
    .action(async (raw: unknown) => {
      const options = accountsLoadChartOptions.parse(raw);
      const db = await ctx.db();
      const { company, context } = await ctx.requireCompany(db, options.company, "write");
      const result = await loadPredefinedChart(db, context);
      const { title, message } = chartLoadMessage(result);
      if (ctx.globals.json) {
        ctx.json({ company: company.id, created: result.created, skipped: result.skipped, failed: result.failed, title, message });
      } else {
        ctx.out(message);
      }
      // Any account that could not be created makes the run a failure (the others stay created).
      if (result.failed > 0) {
        throw new DomainError(`${result.failed} account${result.failed === 1 ? "" : "s"} of the chart could not be created`, 400, {
          _form: result.failures,
        });
      }
    });
}
