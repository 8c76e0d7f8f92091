// ledgerline bills import FILE.csv — bills from CSV, one row per bill line (the columns `bills
// export` writes). Every row is checked first and each bad one reported as `row N: …`; then all
// the bills are saved open and posted (Dr each row's account, Cr Accounts Payable for the vendor)
// in one transaction — or none. Opening Accounts Payable from a previous system is the usual use.
import type { Command } from "commander";
import { BILL_CSV_COLUMNS, billsCsv, importBills, type BillImportResult } from "~/modules/purchases/bills-csv.server";
import type { CliContext } from "../context";
import { registerDocumentsImport, type DocumentsCsvCommands } from "./documents-csv";

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

export const BILLS_CSV_COMMANDS: DocumentsCsvCommands<BillImportResult> = {
  noun: "bill",
  partyNoun: "vendor",
  series: "BILL",
  control: "Accounts Payable",
  help: BILLS_CSV_HELP,
  importDescription: "import bills from CSV (one row per bill line), saved open and posted to Accounts Payable; all or nothing",
  exportDescription: "export a company's bills (drafts, open and paid, with their Status) as CSV, one row per bill line",
  run: importBills,
  counts: (result) => ({ documents: result.bills, parties: result.vendors }),
  csv: billsCsv,
};

export function registerBillsImport(parent: Command, ctx: CliContext) {
  registerDocumentsImport(parent, ctx, BILLS_CSV_COMMANDS);
}
