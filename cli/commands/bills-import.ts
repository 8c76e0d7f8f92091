// ledgerline bills import FILE.csv — bills from CSV, one row per bill line (the columns `bills
// export` writes). Every row is checked first and each bad one reported as `row N: …`; then all
// the bills are saved open and posted (Dr each row's account, Cr Accounts Payable for the vendor)
// in one transaction — or none. Opening Accounts Payable from a previous system is the usual use.
import type { Command } from "commander";
import * as z from "zod";
import { formatUsDate } from "~/lib/dates";
import {
  BILL_CSV_COLUMNS,
  BillImportError,
  billsTotalText,
  importBills,
  type BillImportResult,
} from "~/modules/purchases/bills-csv.server";
import { DomainError } from "~/utils/errors";
import type { CliContext } from "../context";
import { companyId } from "../options";
import { progressBar, readImportFile } from "../output";

const billsImportOptions = z.object({
  company: companyId,
  dryRun: z.boolean().default(false),
});

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export const BILLS_CSV_HELP = `
CSV: one row per bill line, with a header row (names in any case; only Vendor and Bill Date required):
  ${BILL_CSV_COLUMNS.join(",")}

  Bill Number       rows with the same number are one bill, which keeps it (it must not be used by a
                    bill of the company already; BILL-0042, the company's own form, moves its series
                    past 42). Blank: the row is a bill of its own, numbered next in the series.
  Vendor            the vendor's Vendor ID, or its name when no other vendor has it
  Bill Date         MM/DD/YYYY or YYYY-MM-DD
  Due Date          optional; blank: from Payment Terms, else the bill date
  Payment Terms     optional: the name of one of the company's payment terms (Net 30)
  Vendor Reference, Contact, Phone, Memo   optional; Memo is the bill's memo
  Account           the row's account: its number, name or "NUMBER NAME" (an expense, cost of goods
                    sold, fixed asset, other current asset or inventory asset account)
  Item              or, for an item row, the item's name (its expense account is posted; leave
                    Account blank); Quantity (default 1) and Unit Price (default the item's purchase
                    price) then give the amount
  Description       the row's description (an item row's default: the item's purchase description)
  Amount            the row's amount, at most 2 decimals (an item row: may be left blank)
  Status            optional: Draft saves the bill as a draft (not numbered, not posted; its Bill
                    Number only groups its rows); Open, Paid or blank save it open. Payments are
                    imported after the bills, by bill-payments import.

The bill's columns (Vendor to Memo) are repeated on each of its rows, or left blank after its first
row; a row that disagrees with its bill is refused. Each bill (but a draft) is saved open, as Enter Bill saves it
(due date, status Open or Overdue, in the Bills list and payable in Pay Bill), and posted: Dr each
row's account, Cr Accounts Payable for the vendor. Nothing is written if any row has a problem.

Examples:
  $ ledgerline bills export --company 1 --output bills.csv
  $ ledgerline bills import bills.csv --company 2 --dry-run
  $ ledgerline bills import opening-payables.csv --company 2
`;

function dateRange(result: BillImportResult): string {
  if (!result.firstDate || !result.lastDate) return "";
  const first = formatUsDate(result.firstDate);
  const last = formatUsDate(result.lastDate);
  return first === last ? `, dated ${first}` : `, dated ${first} to ${last}`;
}

export function registerBillsImport(parent: Command, ctx: CliContext) {
  parent
    .command("import")
    .description("import bills from CSV (one row per bill line), saved open and posted to Accounts Payable; all or nothing")
    .argument("<file>", "the CSV file (- for stdin)")
    .requiredOption("--company <id>", "the company (see companies list)")
    .option("--dry-run", "check the file and show what would be imported, without writing")
    .addHelpText("after", BILLS_CSV_HELP)
    .action(async (file: string, raw: unknown) => {
      const options = billsImportOptions.parse(raw);
      const { content, name, reported } = await readImportFile(ctx, file);
      const db = await ctx.db();
      const { company, context } = await ctx.requireCompany(db, options.company);

      const progress = progressBar(ctx);
      let result: BillImportResult;
      try {
        result = await importBills(
          db,
          context,
          { content, dryRun: options.dryRun },
          { onProgress: ({ done, total }) => progress.update(done, total, "Saving bills") },
        );
      } catch (error) {
        if (error instanceof BillImportError) throw new DomainError(`${name}: ${error.message}`, 400, { _form: error.rows });
        throw error;
      } finally {
        progress.stop();
      }

      if (ctx.globals.json) return ctx.json({ company: company.id, ...result, ...reported });
      const drafts = result.drafts ? `, ${plural(result.drafts, "draft")}` : "";
      const what = `${plural(result.bills, "bill")}${drafts} (${plural(result.lines, "line")}, ${billsTotalText(result)}, ${plural(result.vendors, "vendor")}${dateRange(result)})`;
      if (result.dryRun) {
        const numbered = result.numbered
          ? `; ${plural(result.numbered, "bill")} without a number would be numbered in the BILL series`
          : "";
        ctx.out(`Dry run: would import ${what} into company ${company.id}${numbered} (nothing was written)`);
        return;
      }
      const numbers = result.firstNumber === result.lastNumber ? result.firstNumber : `${result.firstNumber} to ${result.lastNumber}`;
      ctx.out(`Imported ${what} into company ${company.id} as ${numbers}: Accounts Payable up by ${billsTotalText(result)}`);
    });
}
