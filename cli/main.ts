// ledgerline — the command-line front door: the same modules as the web app, no HTTP in between.
//   npx ledgerline --help            (cli/bin.js)
//   npm run ledgerline -- --help     (node --import tsx cli/main.ts)
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { Command } from "commander";
import { registerAccountsExport } from "./commands/accounts-export";
import { registerAccountsImport } from "./commands/accounts-import";
import { registerAccountsLoadChart } from "./commands/accounts-load-chart";
import { registerBankImport } from "./commands/bank-import";
import { registerBillPayments } from "./commands/bill-payments";
import { registerBillsExport } from "./commands/bills-export";
import { registerBillsImport } from "./commands/bills-import";
import { registerInvoicesCsv } from "./commands/invoices-csv";
import { registerCompaniesList } from "./commands/companies-list";
import { registerCompaniesPurge } from "./commands/companies-purge";
import { registerDbCreateAppRole } from "./commands/db-create-app-role";
import { registerDbMigrate } from "./commands/db-migrate";
import { registerInventoryValuation } from "./commands/inventory-valuation";
import { registerItemsExport } from "./commands/items-export";
import { registerItemsImport } from "./commands/items-import";
import { registerJournalExport } from "./commands/journal-export";
import { registerJournalImport } from "./commands/journal-import";
import { registerLists } from "./commands/lists";
import { registerSalesPersons } from "./commands/salespersons";
import { registerTokensCreate } from "./commands/tokens-create";
import { registerTokensList } from "./commands/tokens-list";
import { registerTokensRevoke } from "./commands/tokens-revoke";
import { registerUsersCreate } from "./commands/users-create";
import { registerUsersList } from "./commands/users-list";
import { registerPartyCommands } from "./commands/parties";
import { registerRecurring } from "./commands/recurring-run";
import { VENDOR_CSV } from "~/modules/vendors/csv.server";
import { CUSTOMER_CSV } from "~/modules/customers/csv.server";
import { CliContext, type CliIO } from "./context";
import { EXIT_FAILURE, reportError } from "./errors";

export type { CliIO } from "./context";

function packageVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version?: string };
    return pkg.version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
}

function buildProgram(ctx: CliContext): Command {
  const program = new Command("ledgerline")
    .description(
      "Ledgerline bookkeeping: database, users, API tokens, companies, chart of accounts, journal, vendors, customers, bills, invoices, bank statements and inventory items",
    )
    .version(packageVersion(), "-V, --version")
    .option("--database-url <url>", "PostgreSQL connection string (default: DATABASE_URL, else the embedded database)")
    .option("--data-dir <dir>", "folder of the embedded database (default: LEDGERLINE_DATA_DIR or ./data)")
    .option("--json", "machine-readable JSON output")
    .option("--verbose", "say more, and show stack traces on errors")
    .option("--as <email>", "act as this member of the company, with their role (default: LEDGERLINE_AS, else as the company's owner)")
    // Settings set here are inherited by every command added with .command() below.
    .exitOverride()
    .configureOutput({
      writeOut: (text) => ctx.io.stdout.write(text),
      writeErr: (text) => ctx.io.stderr.write(text),
    })
    .showSuggestionAfterError(true);
  ctx.bindGlobals(() => program.opts());

  const db = program.command("db").description("database maintenance");
  registerDbMigrate(db, ctx);
  registerDbCreateAppRole(db, ctx);

  const users = program.command("users").description("user accounts");
  registerUsersCreate(users, ctx);
  registerUsersList(users, ctx);

  const tokens = program.command("tokens").description("API tokens for scripts and the print daemon");
  registerTokensCreate(tokens, ctx);
  registerTokensList(tokens, ctx);
  registerTokensRevoke(tokens, ctx);

  const companies = program.command("companies").description("companies");
  registerCompaniesList(companies, ctx);
  registerCompaniesPurge(companies, ctx);

  const accounts = program.command("accounts").description("chart of accounts: load the predefined chart, import and export CSV");
  registerAccountsLoadChart(accounts, ctx);
  registerAccountsImport(accounts, ctx);
  registerAccountsExport(accounts, ctx);

  const journal = program.command("journal").description("the ledger's journal");
  registerJournalExport(journal, ctx);
  registerJournalImport(journal, ctx);

  registerLists(program, ctx);
  registerSalesPersons(program, ctx);
  registerRecurring(program, ctx);

  registerPartyCommands(program.command("vendors").description("vendors: import and export CSV"), ctx, {
    csv: VENDOR_CSV,
    importHelp:
      "Account, Vendor Group, Payment Terms and Preferred Shipping Method name the company's own (an account by number); " +
      "Opening Balance (≥ 0) is posted to Accounts Payable against Opening Balance Equity",
  });
  registerPartyCommands(
    program.command("customers").description("customers: import (opening Accounts Receivable, say) and export CSV"),
    ctx,
    {
      csv: CUSTOMER_CSV,
      importHelp:
        "Customer Group, Payment Terms and Invoice Frequency name the company's own; " +
        "Opening Balance (≥ 0) is posted to Accounts Receivable against Opening Balance Equity",
    },
  );

  const bills = program.command("bills").description("bills: import (opening Accounts Payable, say) and export CSV");
  registerBillsImport(bills, ctx);
  registerBillsExport(bills, ctx);
  registerBillPayments(program, ctx);
  registerInvoicesCsv(program.command("invoices").description("invoices: import (opening Accounts Receivable, say) and export CSV"), ctx);

  const bank = program.command("bank").description("bank and card accounts: import statements (OFX, QFX, CSV)");
  registerBankImport(bank, ctx);

  const inventory = program.command("inventory").description("inventory: valuation as of a date");
  registerInventoryValuation(inventory, ctx);

  const items = program.command("items").description("inventory items: import (with opening stock per warehouse) and export CSV");
  registerItemsImport(items, ctx);
  registerItemsExport(items, ctx);

  return program;
}

/**
 * Run the CLI with `argv` (the arguments after the program name) and return the exit status.
 * Never exits the process and always closes the database it opened.
 */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const ctx = new CliContext(io);
  const program = buildProgram(ctx);
  let exitCode = 0;
  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (error) {
    const verbose = Boolean(program.opts().verbose) || argv.includes("--verbose");
    const reported = reportError(error, verbose);
    if (reported.text) ctx.err(reported.text);
    exitCode = reported.exitCode;
  } finally {
    try {
      await ctx.close();
    } catch (error) {
      const reported = reportError(error, argv.includes("--verbose"));
      ctx.err(reported.text);
      exitCode ||= EXIT_FAILURE;
    }
  }
  return exitCode;
}

/** The process entry (used by this file when run directly and by cli/bin.js). */
export async function main(argv = process.argv.slice(2)): Promise<never> {
  const code = await runCli(argv, { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env });
  // Let buffered output reach its pipe before exiting.
  await Promise.all([process.stdout, process.stderr].map((s) => new Promise((resolve) => s.write("", resolve))));
  process.exit(code);
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return fs.realpathSync(script) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) await main();
