// ledgerline bill-payments export|import — bill payments as CSV, one row per bill a payment paid
// (and per vendor credit it used). With `bills export`/`bills import` they carry a company's
// payables to another company: import the bills, then their payments. Import checks every row
// first (`row N: …`), then saves each payment as Pay Bill does, all in one transaction — or none.
import path from "node:path";
import type { Command } from "commander";
import * as z from "zod";
import { formatMoney, fromDecimal } from "~/lib/money";
import {
  BILL_PAYMENT_CSV_COLUMNS,
  BillPaymentImportError,
  billPaymentsCsv,
  importBillPayments,
  type BillPaymentImportResult,
} from "~/modules/purchases/bill-payments-csv.server";
import { DomainError } from "~/utils/errors";
import type { CliContext } from "../context";
import { UsageError } from "../errors";
import { companyId, outputFile } from "../options";
import { progressBar, readImportFile, writeOutput } from "../output";

const HELP = `
CSV: one row per bill a payment paid, or per vendor credit it used, with a header row:
  ${BILL_PAYMENT_CSV_COLUMNS.join(",")}

  Payment Number    rows with the same number are one payment (the company's PAY series numbers it)
  Vendor            the vendor's Vendor ID
  Pay Date          MM/DD/YYYY or YYYY-MM-DD
  Pay From          the number of the account paid from (bank, cash, card, Paypal, other current asset)
  Payment Method    Cash (default), Cheque, Credit Card, Direct Deposit, … as Pay Bill lists them
  Status            Issued (default) or Not issued (a cheque not printed yet)
  Memo              the payment's memo
  Bill Number       a bill of the vendor (imported before, e.g. by bills import) and
  Amount Paid       the money paid on it; Credit Applied: vendor credit applied to it
  Vendor Credit     or, on a row of its own, a vendor credit of the vendor the payment used, with
                    Credit Applied the amount used of it

Each payment is saved as Pay Bill saves one: the same checks (a bill of another vendor, a draft,
more than is due is refused) and the same posting, Dr Accounts Payable, Cr the Pay From account.
Nothing is written if any row or payment has a problem.

Examples:
  $ ledgerline bills export --company 1 --output bills.csv
  $ ledgerline bill-payments export --company 1 --output payments.csv
  $ ledgerline bills import bills.csv --company 2
  $ ledgerline bill-payments import payments.csv --company 2
`;

const plural = (n: number, one: string) => `${n.toLocaleString("en-US")} ${one}${n === 1 ? "" : "s"}`;

export function registerBillPayments(program: Command, ctx: CliContext) {
  const group = program.command("bill-payments").description("bill payments: export and import CSV (after the bills they pay)");
  group
    .command("export")
    .description("export a company's bill payments (not void) as CSV, one row per bill paid and per vendor credit used")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--output <file>", "write to this file instead of stdout")
    .addHelpText("after", HELP)
    .action(async (raw: unknown) => {
      const options = z.object({ company: companyId, output: outputFile }).parse(raw);
      const db = await ctx.db();
      const { company } = await ctx.requireCompany(db, options.company);
      const file = options.output ? path.resolve(ctx.cwd, options.output) : undefined;
      await writeOutput(ctx, file, [await billPaymentsCsv(db, company.id)]);
      if (file) ctx.err(`Wrote the bill payments of company ${company.id} to ${options.output}`);
    });
  group
    .command("import")
    .description("import bill payments from CSV, each saved as Pay Bill saves one and posted; all or nothing")
    .argument("<file>", "the CSV file (- for stdin)")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--dry-run", "check the file and show what would be imported, without writing")
    .addHelpText("after", HELP)
    .action(async (file: string, raw: unknown) => {
      const options = z.object({ company: companyId, dryRun: z.boolean().default(false) }).parse(raw);
      if (!file) throw new UsageError("Give the CSV file");
      const { content, name, reported } = await readImportFile(ctx, file);
      const db = await ctx.db();
      const { company, context } = await ctx.requireCompany(db, options.company, "write");
      const progress = progressBar(ctx);
      let result: BillPaymentImportResult;
      try {
        result = await importBillPayments(
          db,
          context,
          { content, dryRun: options.dryRun },
          { onProgress: ({ done, total }) => progress.update(done, total, "Saving payments") },
        );
      } catch (error) {
        if (error instanceof BillPaymentImportError) throw new DomainError(`${name}: ${error.message}`, 400, { _form: error.rows });
        throw error;
      } finally {
        progress.stop();
      }
      if (ctx.globals.json) return ctx.json({ company: company.id, ...result, ...reported });
      const what = `${plural(result.payments, "payment")} (${formatMoney(fromDecimal(result.total))} paid)`;
      if (result.dryRun) return ctx.out(`Dry run: would import ${what} into company ${company.id} (nothing was written)`);
      const numbers = result.firstNumber === result.lastNumber ? result.firstNumber : `${result.firstNumber} to ${result.lastNumber}`;
      ctx.out(
        `Imported ${what} into company ${company.id} as ${numbers}: Accounts Payable down by ${formatMoney(fromDecimal(result.total))}`,
      );
    });
}
