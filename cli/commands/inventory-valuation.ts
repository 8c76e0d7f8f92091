// ledgerline inventory valuation — what the stock is worth as of a date: each inventory item and
// assembly with its quantity, average cost and value, the total, and the inventory asset accounts'
// balance as of the same date, so a bookkeeper sees that the two agree.
import type { Command } from "commander";
import * as z from "zod";
import { isIsoDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { valuationReport } from "~/modules/inventory/valuation.server";
import type { CliContext } from "../context";
import { table } from "../format";
import { companyId } from "../options";

const inventoryValuationOptions = z.object({
  company: companyId,
  asOf: z
    .string()
    .trim()
    .refine(isIsoDate, { error: (issue) => `--as-of must be a date written YYYY-MM-DD (got "${String(issue.input)}")` }),
});

export function registerInventoryValuation(parent: Command, ctx: CliContext) {
  parent
    .command("valuation")
    .description("inventory valuation as of a date: quantity, average cost and value per item, and the inventory asset accounts' balance")
    .requiredOption("--company <id>", "the company (see companies list)")
    .requiredOption("--as-of <date>", "the date, YYYY-MM-DD (movements dated up to it count)")
    .action(async (raw: unknown) => {
      const options = inventoryValuationOptions.parse(raw);
      const db = await ctx.db();
      const { company } = await ctx.requireCompany(db, options.company);
      const report = await valuationReport(db, company.id, options.asOf);
      if (ctx.globals.json) return ctx.json(report);
      const money = (text: string) => formatMoney(fromDecimal(text));
      ctx.out(`Inventory valuation of ${company.companyName} as of ${report.asOf}`);
      ctx.out("");
      if (report.items.length === 0) ctx.out("No inventory items");
      else
        ctx.out(
          table(
            [
              { header: "ITEM", value: (r) => r.name },
              { header: "TYPE", value: (r) => (r.type === "assembly" ? "Assembly" : "Inventory") },
              { header: "QUANTITY", value: (r) => r.quantity },
              { header: "AVERAGE COST", value: (r) => r.averageCost },
              { header: "VALUE", value: (r) => money(r.value) },
            ],
            report.items,
          ),
        );
      ctx.out(`Total value: ${money(report.total)}`);
      ctx.out("");
      ctx.out(
        table(
          [
            { header: "ACCOUNT", value: (a) => `${a.accountNumber} ${a.accountName}` },
            { header: "BALANCE", value: (a) => money(a.balance) },
          ],
          report.accounts,
        ),
      );
      ctx.out(`Inventory asset accounts: ${money(report.accountsTotal)}`);
      ctx.out(
        report.agrees
          ? "The valuation agrees with the inventory asset accounts."
          : `They differ by ${formatMoney(fromDecimal(report.accountsTotal) - fromDecimal(report.total))}.`,
      );
    });
}
