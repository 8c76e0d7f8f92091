import type { Knex } from "knex";
import * as foundation from "./20261122000001_foundation";
import * as ledger from "./20261122000002_ledger";
import * as supportLists from "./20261122000003_support_lists";
import * as vendors from "./20261122000004_vendors";
import * as vendorLedgerIndex from "./20261122000005_vendor_ledger_index";
import * as recordVersions from "./20261124000001_record_versions";
import * as companyArchiveAndEntryGuards from "./20261124000002_company_archive_and_entry_guards";
import * as companyKeys from "./20261125000001_company_keys";
import * as ledgerGuardsPerEntry from "./20261125000002_ledger_guards_per_entry";
import * as purchasing from "./20261125000003_purchasing";
import * as purchaseListIndexes from "./20261125000201_purchase_list_indexes";
import * as checks from "./20261126000001_checks";
import * as customFieldsVersion from "./20261126000002_custom_fields_version";
import * as printQueue from "./20261127000001_print_queue";
import * as checkPrinting from "./20261127000002_check_printing";
import * as billTotals from "./20261127000003_bill_totals";
import * as inventory from "./20261128000001_inventory";
import * as voidedPaymentsIndex from "./20261129000001_voided_payments_index";
import * as deferrableCompanyKeys from "./20261129000002_deferrable_company_keys";
import * as billTotalsCompanyKey from "./20261129000003_bill_totals_company_key";
import * as postedBooksGuards from "./20261129103000_posted_books_guards";
import * as printJobRenderOptions from "./20261130000001_print_job_render_options";
import * as salesPersons from "./20261130200000_sales_persons";
import * as customers from "./20261130300000_customers";
import * as sales from "./20261201000000_sales";
import * as customerSalesPerson from "./20261201200000_customer_sales_person";
import * as clearedLines from "./20261202000000_cleared_lines";
import * as reconciliations from "./20261203200000_reconciliations";
import * as companyMembers from "./20261204000000_company_members";
import * as companyInvitations from "./20261204010000_company_invitations";
import * as companyPreferencesAndMail from "./20261205200000_company_preferences_and_mail";
import * as journalLinesOneCompanyKey from "./20261206000000_journal_lines_one_company_key";
import * as budgets from "./20261204200000_budgets";
import * as fixedAssets from "./20261204100000_fixed_assets";
import * as merges from "./20261204400000_merges";
import * as mergeUndo from "./20261206300000_merge_undo";
import * as statementLinesFewerRowChecks from "./20261207100000_statement_lines_fewer_row_checks";
import * as consultants from "./20261207200000_consultants";
import * as documentLanguage from "./20261207300000_document_language";
import * as customerDocumentLanguage from "./20261208400000_customer_document_language";
import * as csvImports from "./20261207400000_csv_imports";
import * as csvImportJobs from "./20261209100000_csv_import_jobs";
import * as currencies from "./20261208200000_currencies";
import * as timesheetImportLines from "./20261208300000_timesheet_import_lines";
import * as hrImportMode from "./20261209000000_hr_import_mode";
import * as activityLog from "./20261205000000_activity_log";
import * as transfersAndDeposits from "./20261202100000_transfers_and_deposits";
import * as recurring from "./20261204300000_recurring";
import * as brandingAndCheckPrint from "./20261205300000_branding_and_check_print";
import * as apiKeyScopes from "./20261205100000_api_key_scopes";
import * as refundChequesOnThePrintQueue from "./20261202300000_refund_cheques_on_the_print_queue";
import * as statementLinesAndBankRules from "./20261203100000_statement_lines_and_bank_rules";

/**
 * Every migration, in order. Knex would load files with Node's own import(), which cannot read
 * TypeScript inside vitest or the built server, so the list is explicit: add new migrations here.
 */
const migrations: Record<string, Knex.Migration> = {
  "20261122000001_foundation": foundation,
  "20261122000002_ledger": ledger,
  "20261122000003_support_lists": supportLists,
  "20261122000004_vendors": vendors,
  "20261122000005_vendor_ledger_index": vendorLedgerIndex,
  "20261124000001_record_versions": recordVersions,
  "20261124000002_company_archive_and_entry_guards": companyArchiveAndEntryGuards,
  "20261125000001_company_keys": companyKeys,
  "20261125000002_ledger_guards_per_entry": ledgerGuardsPerEntry,
  "20261125000003_purchasing": purchasing,
  "20261125000201_purchase_list_indexes": purchaseListIndexes,
  "20261126000001_checks": checks,
  "20261126000002_custom_fields_version": customFieldsVersion,
  "20261127000001_print_queue": printQueue,
  "20261127000002_check_printing": checkPrinting,
  "20261127000003_bill_totals": billTotals,
  "20261128000001_inventory": inventory,
  "20261129000001_voided_payments_index": voidedPaymentsIndex,
  "20261129000002_deferrable_company_keys": deferrableCompanyKeys,
  "20261129000003_bill_totals_company_key": billTotalsCompanyKey,
  "20261129103000_posted_books_guards": postedBooksGuards,
  "20261130000001_print_job_render_options": printJobRenderOptions,
  "20261130200000_sales_persons": salesPersons,
  "20261130300000_customers": customers,
  "20261201000000_sales": sales,
  "20261201200000_customer_sales_person": customerSalesPerson,
  "20261202000000_cleared_lines": clearedLines,
  "20261202100000_transfers_and_deposits": transfersAndDeposits,
  "20261202300000_refund_cheques_on_the_print_queue": refundChequesOnThePrintQueue,
  "20261203100000_statement_lines_and_bank_rules": statementLinesAndBankRules,
  "20261203200000_reconciliations": reconciliations,
  "20261204000000_company_members": companyMembers,
  "20261204010000_company_invitations": companyInvitations,
  "20261204200000_budgets": budgets,
  "20261204100000_fixed_assets": fixedAssets,
  "20261204400000_merges": merges,
  "20261204300000_recurring": recurring,
  "20261205000000_activity_log": activityLog,
  "20261205300000_branding_and_check_print": brandingAndCheckPrint,
  "20261205100000_api_key_scopes": apiKeyScopes,
  "20261205200000_company_preferences_and_mail": companyPreferencesAndMail,
  "20261206000000_journal_lines_one_company_key": journalLinesOneCompanyKey,
  "20261206300000_merge_undo": mergeUndo,
  "20261207100000_statement_lines_fewer_row_checks": statementLinesFewerRowChecks,
  "20261207200000_consultants": consultants,
  "20261207300000_document_language": documentLanguage,
  "20261207400000_csv_imports": csvImports,
  "20261208400000_customer_document_language": customerDocumentLanguage,
  "20261208200000_currencies": currencies,
  "20261208300000_timesheet_import_lines": timesheetImportLines,
  "20261209000000_hr_import_mode": hrImportMode,
  "20261209100000_csv_import_jobs": csvImportJobs,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};
