// ledgerline bank import FILE --company N --account NUMBER — a bank or card statement (OFX, QFX or
// CSV) into the account's statement lines, each line once: the lines the account already has (the
// same FITID, or the same date, amount and description) are skipped. Every line is checked first
// and each problem reported as `line N: …`; then the new lines are written in one transaction, or
// nothing is. A CSV file is read with the account's saved column mapping, or the columns given here
// (which are then saved for the account).
import type { Command } from "commander";
import * as z from "zod";
import { formatUsDate } from "~/lib/dates";
import { importStatement, statementAccountByNumber } from "~/modules/banking/statement-import.server";
import { STATEMENT_DATE_FORMATS } from "~/modules/banking/statement-constants";
import { csvMappingSchema, statementImportSchema, STATEMENT_FORMATS } from "~/modules/banking/statement-schema";
import { DomainError } from "~/utils/errors";
import type { CliContext } from "../context";
import { companyId } from "../options";
import { progressBar, readImportFile } from "../output";

const bankImportOptions = z.object({
  company: companyId,
  account: z.string().trim().min(1, "--account must name the account's number"),
  format: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => (STATEMENT_FORMATS as readonly string[]).includes(v), {
      error: (issue) => `Unknown format "${String(issue.input)}": the formats are ${STATEMENT_FORMATS.join(", ")}`,
    })
    .optional(),
  dryRun: z.boolean().default(false),
  dateColumn: z.string().optional(),
  descriptionColumn: z.string().optional(),
  amountColumn: z.string().optional(),
  debitColumn: z.string().optional(),
  creditColumn: z.string().optional(),
  checkColumn: z.string().optional(),
  memoColumn: z.string().optional(),
  dateFormat: z.string().optional(),
  amountsInverted: z.boolean().default(false),
});

const plural = (n: number, one: string) => `${n.toLocaleString("en-US")} ${one}${n === 1 ? "" : "s"}`;

const HELP = `
Formats:
  ofx   OFX 1.x (SGML) or 2.x (XML), and QFX (Quicken's OFX). A file with several accounts'
        statements gives the one whose account number is the account's bank account number.
  csv   A header line, then one line per transaction, read with the account's column mapping:
        the one saved by its last CSV import, or the columns given with the options below
        (then saved). Date formats: ${STATEMENT_DATE_FORMATS.join(", ")}. Amounts are signed
        (money in positive) in one column, or money out and in in a debit and a credit column.

Without --format, a file with an OFX header or an <OFX> element is OFX, anything else CSV.
A line the account already has (the same FITID, or the same date, amount and description) is
skipped, so overlapping statements can be imported one after the other. Nothing is written if any
line has a problem.

Examples:
  $ ledgerline bank import november.qfx --company 1 --account 1010
  $ ledgerline bank import savings.csv --company 1 --account 1020 --date-column Date \\
      --description-column Description --debit-column Debit --credit-column Credit --dry-run
`;

export function registerBankImport(parent: Command, ctx: CliContext) {
  parent
    .command("import")
    .description("import a bank or card statement (OFX, QFX or CSV) into an account's statement lines, skipping lines it already has")
    .argument("<file>", "the statement file (- for stdin)")
    .requiredOption("--company <id>", "the company (see companies list)")
    .requiredOption("--account <number>", "the bank or card account's number in the chart of accounts")
    .option("--format <format>", `${STATEMENT_FORMATS.join(" or ")} (default: from the file's content)`)
    .option("--dry-run", "check the file and say what would be imported, without writing")
    .option("--date-column <name>", "CSV: the date column's header")
    .option("--description-column <name>", "CSV: the description (payee) column's header")
    .option("--amount-column <name>", "CSV: the signed amount column's header (money in positive)")
    .option("--debit-column <name>", "CSV: the money-out column's header (with --credit-column)")
    .option("--credit-column <name>", "CSV: the money-in column's header (with --debit-column)")
    .option("--check-column <name>", "CSV: the check number column's header")
    .option("--memo-column <name>", "CSV: the memo column's header")
    .option("--date-format <format>", `CSV: ${STATEMENT_DATE_FORMATS.join(", ")} (default MM/DD/YYYY)`)
    .option("--amounts-inverted", "CSV: the bank writes money out as a positive amount")
    .addHelpText("after", HELP)
    .action(async (file: string, raw: unknown) => {
      const options = bankImportOptions.parse(raw);
      const mapping =
        options.dateColumn || options.descriptionColumn || options.amountColumn || options.debitColumn || options.creditColumn
          ? csvMappingSchema.parse({
              dateColumn: options.dateColumn,
              descriptionColumn: options.descriptionColumn,
              amountColumn: options.amountColumn,
              debitColumn: options.debitColumn,
              creditColumn: options.creditColumn,
              checkNumberColumn: options.checkColumn,
              memoColumn: options.memoColumn,
              dateFormat: options.dateFormat ?? "MM/DD/YYYY",
              amountsInverted: options.amountsInverted,
            })
          : undefined;
      const { content, name, reported } = await readImportFile(ctx, file);
      const db = await ctx.db();
      const { company, context } = await ctx.requireCompany(db, options.company, "write");
      const account = await statementAccountByNumber(db, company.id, options.account);
      const progress = progressBar(ctx);
      let result;
      try {
        result = await importStatement(
          db,
          context,
          account.id,
          statementImportSchema.parse({ fileName: name, format: options.format, content, mapping, dryRun: options.dryRun }),
          { onProgress: (done, total) => progress.update(done, total, "Importing lines") },
        );
      } catch (error) {
        // The file's problems, one `line N: …` a line.
        const lines = error instanceof DomainError ? error.fieldErrors?.lines : undefined;
        if (lines) throw new DomainError(`${name} cannot be imported (nothing was written):`, 400, { _form: lines });
        throw error;
      } finally {
        progress.stop();
      }
      if (ctx.globals.json) return ctx.json({ company: company.id, account: account.accountNumber, ...result, ...reported });
      const span = result.firstDate ? `, dated ${formatUsDate(result.firstDate)} to ${formatUsDate(result.lastDate)}` : "";
      const into = `${account.accountNumber} ${account.accountName}`;
      const ignored = result.ignored ? ` (${plural(result.ignored, "line")} of amount 0 left out)` : "";
      if (result.dryRun) {
        ctx.out(
          `Dry run: would import ${plural(result.added, "new line")} into ${into} and skip ${plural(result.skipped, "line")} already imported ` +
            `(${plural(result.lines, "line")} read${span})${ignored}; nothing was written`,
        );
        return;
      }
      ctx.out(
        `Imported ${plural(result.added, "new line")} into ${into}; skipped ${plural(result.skipped, "line")} already imported ` +
          `(${plural(result.lines, "line")} read${span})${ignored}`,
      );
    });
}
