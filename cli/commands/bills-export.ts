// ledgerline bills export — a company's bills (drafts too) as CSV, one row per bill line: the columns
// `bills import` reads, so an export re-imports into another company with the same vendors,
// accounts, items and payment terms.
import type { Command } from "commander";
import type { CliContext } from "../context";
import { BILLS_CSV_COMMANDS } from "./bills-import";
import { registerDocumentsExport } from "./documents-csv";

export function registerBillsExport(parent: Command, ctx: CliContext) {
  registerDocumentsExport(parent, ctx, BILLS_CSV_COMMANDS);
}
