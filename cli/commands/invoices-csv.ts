// ledgerline invoices import FILE.csv | invoices export — invoices as CSV, one row per invoice line.
// Import checks every row first and reports each bad one as `row N: …`; then all the invoices are
// saved (open ones posted Dr Accounts Receivable for the customer, Cr each row's income account and
// the sales tax) in one transaction — or none. Opening Accounts Receivable from a previous system is
// the usual use. Export writes the same columns, so it re-imports into another company.
import type { Command } from "commander";
import { importInvoices, INVOICE_CSV_COLUMNS, invoicesCsv, type InvoiceImportResult } from "~/modules/sales/invoices-csv.server";
import type { CliContext } from "../context";
import { registerDocumentsExport, registerDocumentsImport, type DocumentsCsvCommands } from "./documents-csv";

export const INVOICES_CSV_HELP = `
CSV: one row per invoice line, with a header row (names in any case; only Customer and Date required):
  ${INVOICE_CSV_COLUMNS.join(",")}

  Number            rows with the same number are one invoice, which keeps it (it must not be used by
                    an invoice of the company already; INV-0042, the company's own form, moves its
                    series past 42). Blank: the row is an invoice of its own, numbered next in the series.
  Customer          the customer's Customer ID, or its name when no other customer has it
  Date              MM/DD/YYYY or YYYY-MM-DD
  Due Date          optional; blank: from Terms, else the invoice date
  Terms             optional: the name of one of the company's payment terms; blank: the customer's
  P.O. No., Memo    optional
  Sales Person      optional: a sales person's name
  Account           the row's income account: its number, name or "NUMBER NAME"
  Item              or, for an item row, the item's name (its income account is posted; leave Account
                    blank); Quantity and Rate (default the item's sales price) then give the amount.
                    An inventory item or assembly is issued from stock at average cost (Dr Cost of
                    Goods Sold, Cr its assets account)
  Description       the row's description (an item row's default: the item's sales description)
  Amount            the row's amount, at most 2 decimals (an item row: may be left blank)
  Taxable           optional: Yes or No; blank: the item's own flag (an account row: No)
  Tax Rate          optional: a sales tax rate's name, charged on the taxable rows (not for a tax-exempt customer)
  Discount          optional: an amount (25.00) or a percentage (10%) off the subtotal, before tax;
                    Discount Account then names its income or expense account
  Status            optional: Draft saves the invoice as a draft (not numbered, not posted; its Number
                    only groups its rows); Open, Paid or blank save it open. Payments are their own documents.

The invoice's columns (Customer to Memo, Tax Rate to Status) are repeated on each of its rows, or left
blank after its first row; a row that disagrees with its invoice is refused. Each invoice (but a draft)
is saved open, as Create Invoice saves it, and posted: Dr Accounts Receivable for the customer, Cr
each row's income account and the sales tax. Nothing is written if any row has a problem.

Examples:
  $ ledgerline invoices export --company 1 --output invoices.csv
  $ ledgerline invoices import invoices.csv --company 2 --dry-run
  $ ledgerline invoices import opening-receivables.csv --company 2
`;

const INVOICES_CSV_COMMANDS: DocumentsCsvCommands<InvoiceImportResult> = {
  noun: "invoice",
  partyNoun: "customer",
  series: "INV",
  control: "Accounts Receivable",
  help: INVOICES_CSV_HELP,
  importDescription: "import invoices from CSV (one row per invoice line), saved open and posted to Accounts Receivable; all or nothing",
  exportDescription: "export a company's invoices (drafts, open and paid, with their Status) as CSV, one row per invoice line",
  run: importInvoices,
  counts: (result) => ({ documents: result.invoices, parties: result.customers }),
  csv: invoicesCsv,
};

export function registerInvoicesCsv(parent: Command, ctx: CliContext) {
  registerDocumentsImport(parent, ctx, INVOICES_CSV_COMMANDS);
  registerDocumentsExport(parent, ctx, INVOICES_CSV_COMMANDS);
}
