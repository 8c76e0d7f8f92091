// ledgerline journal import FILE — journal entries from CSV or from the ledger journal that
// `journal export` writes. Every line is checked first and each problem reported as `line N: …`;
// then the missing accounts (with --create-accounts) and all the entries are written in one
// transaction, or nothing is.
import path from "node:path";
import type { Command } from "commander";
import * as z from "zod";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { JOURNAL_CSV_COLUMNS, JOURNAL_IMPORT_FORMATS, type JournalImportFormat } from "~/modules/journal/journal-file";
import { importJournal, JournalImportError, type JournalImportResult } from "~/modules/journal/journal-import.server";
import { DomainError } from "~/utils/errors";
import type { CliContext } from "../context";
import { UsageError } from "../errors";
import { table } from "../format";
import { companyId } from "../options";
import { progressBar, readImportFile } from "../output";

const journalImportOptions = z.object({
  company: companyId,
  format: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => (JOURNAL_IMPORT_FORMATS as readonly string[]).includes(v), {
      error: (issue) => `Unknown format "${String(issue.input)}": the formats are ${JOURNAL_IMPORT_FORMATS.join(", ")}`,
    })
    .transform((v) => v as JournalImportFormat)
    .optional(),
  createAccounts: z.boolean().default(false),
  dryRun: z.boolean().default(false),
});

/** The format a file's extension says: .csv is CSV; .journal, .ledger, .hledger, .j and .dat are ledger journals. */
function formatOfFile(file: string): JournalImportFormat | undefined {
  const extension = path.extname(file).toLowerCase();
  if (extension === ".csv") return "csv";
  if ([".journal", ".ledger", ".hledger", ".j", ".dat"].includes(extension)) return "ledger";
  return undefined;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

const HELP = `
Formats:
  csv     One row per journal line, with a header row (names in any case):
            ${JOURNAL_CSV_COLUMNS.join(",")}
          Date is MM/DD/YYYY or YYYY-MM-DD. The rows with the same Date and Reference are one
          entry; each entry must balance. Account is the account's number, its name, "NUMBER NAME"
          or its journal name (Assets:Bank:1010 Checking). Each row has a Debit or a Credit.
          Description (the entry's comments; default: its first line's Memo), Memo and Vendor
          (a Vendor ID or vendor name of the company) may be left out.
  ledger  The hledger / ledger-cli journal that \`journal export --format ledger\` writes: account
          declarations, then transactions (DATE [*] [REFERENCE] DESCRIPTION, then indented postings
          ACCOUNT  AMOUNT  [; memo], debits positive, credits negative, in the company's currency).
          A cancelled entry and its reversal stay paired.

Every entry is posted as a journal entry (JE-…); its reference in the file is kept in its comments
("Rent (ref INV-17)"). Without --format, .csv files are CSV and .journal/.ledger/.hledger files ledger.
With --create-accounts, accounts the company lacks are created from their journal names, which
carry the type, number and parent (Assets:Bank:1010 Checking:1011 Payroll); a ledger file's declared
accounts are created too. Nothing is written if any line has a problem.

Examples:
  $ ledgerline journal export --company 1 --format ledger --output books.journal
  $ ledgerline journal import books.journal --company 2 --create-accounts --dry-run
  $ ledgerline journal import entries.csv --company 2
`;

function dateRange(result: JournalImportResult): string {
  if (!result.firstDate || !result.lastDate) return "";
  const first = formatUsDate(result.firstDate);
  const last = formatUsDate(result.lastDate);
  return first === last ? `, dated ${first}` : `, dated ${first} to ${last}`;
}

function accountsTable(result: JournalImportResult): string {
  return table(
    [
      { header: "NUMBER", value: (a) => a.accountNumber },
      { header: "NAME", value: (a) => a.accountName },
      { header: "TYPE", value: (a) => a.accountType },
      { header: "PARENT", value: (a) => a.parentNumber },
      { header: "ACTIVE", value: (a) => (a.active ? "Yes" : "No") },
    ],
    result.accountsCreated,
  );
}

export function registerJournalImport(parent: Command, ctx: CliContext) {
  parent
    .command("import")
    .description("import journal entries from CSV or a ledger journal, all or nothing (every line checked first)")
    .argument("<file>", "the file to import (- for stdin)")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--format <format>", `${JOURNAL_IMPORT_FORMATS.join(" or ")} (default: from the file's extension)`)
    .option("--create-accounts", "create the accounts the company lacks from their journal names (Assets:Bank:1010 Checking)")
    .option("--dry-run", "check the file and show what would be imported, without writing")
    .addHelpText("after", HELP)
    .action(async (file: string, raw: unknown) => {
      const options = journalImportOptions.parse(raw);
      const format = options.format ?? (file === "-" ? undefined : formatOfFile(file));
      if (!format) throw new UsageError(`Cannot tell the format of ${file}: give --format ${JOURNAL_IMPORT_FORMATS.join(" or ")}`);
      const { content, name, reported } = await readImportFile(ctx, file);
      const db = await ctx.db();
      const { company, context } = await ctx.requireCompany(db, options.company, "write");

      const progress = progressBar(ctx);
      let result: JournalImportResult;
      try {
        result = await importJournal(
          db,
          context,
          { format, content, createAccounts: options.createAccounts, dryRun: options.dryRun },
          {
            onProgress: ({ phase, done, total }) =>
              progress.update(done, total, phase === "accounts" ? "Creating accounts" : "Posting entries  "),
          },
        );
      } catch (error) {
        if (error instanceof JournalImportError) {
          const missing = error.missingAccounts.length;
          const hint = missing
            ? [
                missing === 1
                  ? "1 account is missing: add it to the company, or import with --create-accounts to create it from its journal name (as Assets:Bank:1010 Checking)"
                  : `${plural(missing, "account")} are missing: add them to the company, or import with --create-accounts to create them from their journal names (as Assets:Bank:1010 Checking)`,
              ]
            : [];
          throw new DomainError(error.message.replace(/^The file/, name), 400, { _form: [...error.lines, ...hint] });
        }
        throw error;
      } finally {
        progress.stop();
      }

      if (ctx.globals.json) return ctx.json({ company: company.id, ...result, ...reported });
      const debits = formatMoney(fromDecimal(result.totalDebits));
      const what = `${plural(result.entries, "entry", "entries")} (${plural(result.lines, "line")}, debits ${debits}${dateRange(result)})`;
      if (result.dryRun) {
        ctx.out(`Dry run: would import ${what} into company ${company.id} as journal entries (nothing was written)`);
        if (result.accountsCreated.length) {
          ctx.out(`Would create ${plural(result.accountsCreated.length, "account")}:`);
          ctx.out(accountsTable(result));
        }
        return;
      }
      const numbers = result.firstEntryNo === result.lastEntryNo ? result.firstEntryNo : `${result.firstEntryNo} to ${result.lastEntryNo}`;
      ctx.out(`Imported ${what} into company ${company.id} as ${numbers}`);
      if (result.reversalsLinked) {
        ctx.out(
          `${plural(result.reversalsLinked, "cancelled entry", "cancelled entries")} posted with ${result.reversalsLinked === 1 ? "its reversal" : "their reversals"}`,
        );
      }
      if (result.accountsCreated.length) {
        ctx.out(`Created ${plural(result.accountsCreated.length, "account")}:`);
        ctx.out(accountsTable(result));
      }
    });
}
