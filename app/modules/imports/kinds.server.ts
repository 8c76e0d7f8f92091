import type { Knex } from "knex";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { ACCOUNT_CSV_COLUMNS } from "~/modules/accounts/csv.server";
import { importAccounts, parseAccountsCsv } from "~/modules/accounts/import.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { IT_CONSULTING_INDUSTRY_ID } from "~/modules/companies/industry-ids";
import { HR_TIMESHEET_CSV_COLUMNS, importHrTimesheets } from "~/modules/consultants/hr-import.server";
import { hoursText, type HrImportMode } from "~/modules/consultants/constants";
import { CUSTOMER_CSV } from "~/modules/customers/csv.server";
import { INVENTORY_CSV_COLUMNS, importInventoryItems } from "~/modules/inventory/inventory-items-csv.server";
import { JOURNAL_CSV_COLUMNS } from "~/modules/journal/journal-file";
import { importJournal } from "~/modules/journal/journal-import.server";
import {
  CONTACT_PARTS,
  contactColumn,
  csvColumns,
  importParties,
  parsePartiesCsv,
  type PartyCsvConfig,
} from "~/modules/parties/csv.server";
import { BILL_PAYMENT_CSV_COLUMNS, importBillPayments } from "~/modules/purchases/bill-payments-csv.server";
import { BILL_CSV_COLUMNS, importBills } from "~/modules/purchases/bills-csv.server";
import { INVOICE_CSV_COLUMNS, importInvoices } from "~/modules/sales/invoices-csv.server";
import { importSupportListCsv, readSupportListCsv, supportListCsvColumns } from "~/modules/support-lists/csv.server";
import { SUPPORT_LIST_KINDS, type SupportListKind } from "~/modules/support-lists/schema";
import { SUPPORT_LISTS } from "~/modules/support-lists/support-lists.server";
import { VENDOR_CSV } from "~/modules/vendors/csv.server";

// The kinds Company › Import From CSV (and POST /api/company/{id}/imports/{kind}) offers, each
// declared once over the importer the CLI's command calls: its columns (the template's header is
// generated from them), the function that imports, and what its result says. Bank statements have
// their own screen (Banking › Import Statement), with its column mapping. HR timesheets (ADR 0086)
// are a kind of an IT consulting company only, with a screen of their own too
// (Consultant › Import HR Timesheet), which uploads, previews and imports through this same machinery.

export const IMPORT_KINDS = [
  "vendors",
  "customers",
  "items",
  "accounts",
  "journal",
  "bills",
  "invoices",
  "bill-payments",
  "hr-timesheets",
  ...SUPPORT_LIST_KINDS,
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const isImportKind = (kind: string): kind is ImportKind => (IMPORT_KINDS as readonly string[]).includes(kind);

/** Options of a kind's import the screen and the API may set. */
export interface ImportOptions {
  /** Journal: create the accounts the file names that the company lacks, from their journal names. */
  createAccounts?: boolean;
  /** HR timesheets: add hours (the default) or replace the hours an earlier HR import wrote. */
  mode?: HrImportMode;
}

/**
 * An importer's progress through the file: `done` of its `total` records written (a party, an item,
 * a bill with its rows, an entry with its lines), from the phase that goes through the file's rows
 * (a later phase, the opening balances' entries, is not counted). A background job shows it as
 * lines of the file (ADR 0089).
 */
export type ImportProgress = (done: number, total: number) => void;

/** What an import did (or, on a dry run, would do), as a user reads it. */
export interface ImportSummary {
  /** The CLI's sentence: "Imported 3 vendors and posted 2 opening balances". */
  message: string;
  /** What would be (or was) created: label and count or amount. */
  facts: { label: string; value: string }[];
  /** Lists of the records created, relative to the company's dashboard. */
  links: { label: string; to: string }[];
  /** What the import changes besides creating, under its heading: `line N: …` each (HR replace mode: "Hours replaced"). */
  details?: { title: string; lines: string[] };
}

export interface ImportKindSpec {
  kind: ImportKind;
  label: string;
  /** One line on what it does. */
  description: string;
  /** The header the importer reads, in the order its export writes (the template's). */
  columns: readonly string[];
  /** Offered only to a company of this industry (any other: no such kind, a 404). */
  industryId?: number;
  /**
   * Import for real (the caller's transaction makes a dry run of it); `file.fileName` as uploaded
   * ("" from the API), `file.onProgress` told as the importer goes.
   */
  run(
    db: Knex,
    ctx: CompanyContext,
    content: string,
    options: ImportOptions,
    file: { fileName: string; onProgress?: ImportProgress },
  ): Promise<Omit<ImportSummary, "message"> & { what: string }>;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const money = (decimal: string) => formatMoney(fromDecimal(decimal));

function dateRange(first: string | null, last: string | null): string {
  if (!first || !last) return "";
  return first === last ? `, dated ${formatUsDate(first)}` : `, dated ${formatUsDate(first)} to ${formatUsDate(last)}`;
}

const numbers = (first: string | null, last: string | null) => (!first ? "" : first === last ? ` as ${first}` : ` as ${first} to ${last}`);

function partyKind(csv: PartyCsvConfig, list: string, description: string): ImportKindSpec {
  const { party, Parties, parties } = csv.party.words;
  return {
    kind: parties as ImportKind,
    label: Parties,
    description,
    columns: [...csvColumns(csv), ...CONTACT_PARTS.map((part) => contactColumn(1, part))],
    async run(db, ctx, content, _options, { onProgress }) {
      const result = await importParties(csv, db, ctx, parsePartiesCsv(csv, content), {
        onProgress: (p) => (p.phase === "parties" ? onProgress?.(p.done, p.total) : undefined),
      });
      const balances = result.inputs.filter((input) => input.openingBalance > 0).length;
      return {
        what: `${plural(result.ids.length, party)}${balances ? ` and ${plural(balances, "opening balance")} posted` : ""}`,
        facts: [
          { label: Parties, value: String(result.ids.length) },
          { label: "Opening balances", value: String(balances) },
        ],
        links: [{ label: `${Parties} list`, to: list }],
      };
    },
  };
}

function documentKind(
  kind: ImportKind,
  description: string,
  words: { columns: readonly string[]; noun: string; partyNoun: string; list: string; control: string },
  importer: (
    db: Knex,
    ctx: CompanyContext,
    input: { content: string },
    options: { onProgress?: (progress: { done: number; total: number }) => void },
  ) => Promise<{
    lines: number;
    total: string;
    drafts: number;
    firstDate: string | null;
    lastDate: string | null;
    firstNumber: string | null;
    lastNumber: string | null;
  }>,
  counts: (result: never) => { documents: number; parties: number },
): ImportKindSpec {
  const Nouns = `${words.noun[0].toUpperCase()}${words.noun.slice(1)}s`;
  const spec = { kind, label: Nouns, description, columns: words.columns };
  return {
    ...spec,
    async run(db, ctx, content, _options, { onProgress }) {
      const result = await importer(db, ctx, { content }, { onProgress: (p) => onProgress?.(p.done, p.total) });
      const { documents, parties } = counts(result as never);
      const drafts = result.drafts ? `, ${plural(result.drafts, "draft")}` : "";
      return {
        what:
          `${plural(documents, words.noun)}${drafts} (${plural(result.lines, "line")}, ${money(result.total)}, ` +
          `${plural(parties, words.partyNoun)}${dateRange(result.firstDate, result.lastDate)})${numbers(result.firstNumber, result.lastNumber)}`,
        facts: [
          { label: Nouns, value: String(documents) },
          { label: "Lines", value: String(result.lines) },
          { label: `${words.control} up by`, value: money(result.total) },
        ],
        links: [{ label: `${Nouns} list`, to: words.list }],
      };
    },
  };
}

const KINDS: Record<Exclude<ImportKind, SupportListKind>, ImportKindSpec> = {
  vendors: partyKind(
    VENDOR_CSV,
    "vendors/list",
    "Vendors with their contacts and addresses; an Opening Balance is posted to Accounts Payable against Opening Balance Equity.",
  ),
  customers: partyKind(
    CUSTOMER_CSV,
    "customers/list",
    "Customers with their contacts and addresses; an Opening Balance is posted to Accounts Receivable against Opening Balance Equity.",
  ),
  items: {
    kind: "items",
    label: "Inventory items",
    description:
      "Inventory items, one row per item and warehouse of opening stock, received at cost: Dr the asset account, Cr Opening Balance Equity.",
    columns: INVENTORY_CSV_COLUMNS,
    async run(db, ctx, content, _options, { onProgress }) {
      const result = await importInventoryItems(db, ctx, { content, dryRun: false }, { onProgress: (p) => onProgress?.(p.done, p.total) });
      const created = result.warehousesCreated.length ? `; warehouses created: ${result.warehousesCreated.join(", ")}` : "";
      return {
        what: `${plural(result.items, "inventory item")} with ${result.quantity} units of opening stock worth ${money(result.value)}${created}`,
        facts: [
          { label: "Inventory items", value: String(result.items) },
          { label: "Opening quantity", value: result.quantity },
          { label: "Opening stock value", value: money(result.value) },
          { label: "Warehouses created", value: String(result.warehousesCreated.length) },
        ],
        links: [{ label: "Inventory items list", to: "inventory/items" }],
      };
    },
  },
  accounts: {
    kind: "accounts",
    label: "Chart of accounts",
    description: "Accounts (the Account List's export columns); a Balance is posted as the opening balance against Opening Balance Equity.",
    columns: ACCOUNT_CSV_COLUMNS,
    async run(db, ctx, content, _options, { onProgress }) {
      const result = await importAccounts(db, ctx, parseAccountsCsv(content), {
        onProgress: (p) => (p.phase === "accounts" ? onProgress?.(p.done, p.total) : undefined),
      });
      return {
        what: `${plural(result.accounts.length, "account")}${result.balancesPosted ? ` and ${plural(result.balancesPosted, "opening balance")} posted` : ""}`,
        facts: [
          { label: "Accounts", value: String(result.accounts.length) },
          { label: "Opening balances", value: String(result.balancesPosted) },
        ],
        links: [{ label: "Account List", to: "company-account-list" }],
      };
    },
  },
  journal: {
    kind: "journal",
    label: "Journal entries",
    description: "Journal entries, one row per line; the rows with the same Date and Reference are one entry, which must balance.",
    columns: JOURNAL_CSV_COLUMNS,
    async run(db, ctx, content, options, { onProgress }) {
      const result = await importJournal(
        db,
        ctx,
        { format: "csv", content, createAccounts: Boolean(options.createAccounts) },
        // The accounts it creates first are not rows of the file: its entries are.
        { onProgress: (p) => (p.phase === "posting" ? onProgress?.(p.done, p.total) : undefined) },
      );
      const accounts = result.accountsCreated.length ? ` and ${plural(result.accountsCreated.length, "account")} created` : "";
      return {
        what:
          `${plural(result.entries, "entry", "entries")} (${plural(result.lines, "line")}, debits ${money(result.totalDebits)}` +
          `${dateRange(result.firstDate, result.lastDate)})${numbers(result.firstEntryNo, result.lastEntryNo)}${accounts}`,
        facts: [
          { label: "Journal entries", value: String(result.entries) },
          { label: "Lines", value: String(result.lines) },
          { label: "Debits", value: money(result.totalDebits) },
          { label: "Accounts created", value: String(result.accountsCreated.length) },
        ],
        links: [
          { label: "Journal entries list", to: "journal-entries" },
          ...(result.accountsCreated.length ? [{ label: "Account List", to: "company-account-list" }] : []),
        ],
      };
    },
  },
  bills: documentKind(
    "bills",
    "Bills, one row per bill line, saved open and posted: Dr each row's account, Cr Accounts Payable (opening payables).",
    { columns: BILL_CSV_COLUMNS, noun: "bill", partyNoun: "vendor", list: "vendors/bills", control: "Accounts Payable" },
    importBills,
    (result: { bills: number; vendors: number }) => ({ documents: result.bills, parties: result.vendors }),
  ),
  invoices: documentKind(
    "invoices",
    "Invoices, one row per invoice line, saved and posted: Dr Accounts Receivable, Cr each row's income account (opening receivables).",
    { columns: INVOICE_CSV_COLUMNS, noun: "invoice", partyNoun: "customer", list: "customers/invoices", control: "Accounts Receivable" },
    importInvoices,
    (result: { invoices: number; customers: number }) => ({ documents: result.invoices, parties: result.customers }),
  ),
  "bill-payments": {
    kind: "bill-payments",
    label: "Bill payments",
    description: "Payments of bills already imported, one row per bill paid or vendor credit used, each saved as Pay Bill saves one.",
    columns: BILL_PAYMENT_CSV_COLUMNS,
    async run(db, ctx, content, _options, { onProgress }) {
      const result = await importBillPayments(db, ctx, { content, dryRun: false }, { onProgress: (p) => onProgress?.(p.done, p.total) });
      return {
        what: `${plural(result.payments, "payment")} (${money(result.total)} paid)${numbers(result.firstNumber, result.lastNumber)}`,
        facts: [
          { label: "Payments", value: String(result.payments) },
          { label: "Accounts Payable down by", value: money(result.total) },
        ],
        links: [{ label: "Bill payments list", to: "vendors/payments" }],
      };
    },
  },
  "hr-timesheets": {
    kind: "hr-timesheets",
    label: "HR timesheets",
    description:
      "Consultants' hours from an HR system, one row per consultant, day and customer, into their weekly timesheets (submitted, to approve).",
    columns: HR_TIMESHEET_CSV_COLUMNS,
    industryId: IT_CONSULTING_INDUSTRY_ID,
    async run(db, ctx, content, options, file) {
      const result = await importHrTimesheets(
        db,
        ctx,
        { fileName: file.fileName, content, mode: options.mode },
        { onProgress: file.onProgress },
      );
      const hours = hoursText(result.hundredths);
      const replacing = result.mode === "replace";
      return {
        what:
          `${plural(result.rows, "line")} of hours (${hours} hours, ${plural(result.weeks, "week")} of ` +
          `${plural(result.consultants, "consultant")}${dateRange(result.firstDate, result.lastDate)})` +
          (replacing ? `, ${plural(result.replaced.length, "line")} replacing hours imported before` : ""),
        facts: [
          { label: "Lines", value: String(result.rows) },
          { label: "Hours", value: hours },
          { label: "Weeks submitted", value: String(result.weeks) },
          { label: "Consultants", value: String(result.consultants) },
          ...(replacing ? [{ label: "Lines replacing imported hours", value: String(result.replaced.length) }] : []),
        ],
        details: { title: "Hours replaced", lines: result.replaced },
        links: [
          { label: "Weeks filled", to: `consultant/timesheet?batchId=${result.batchId}` },
          { label: "HR timesheet imports", to: "consultant/hr-timesheets" },
        ],
      };
    },
  },
};

/** Each support list's screen, relative to the company's dashboard. */
const SUPPORT_LIST_SCREENS: Record<SupportListKind, string> = {
  "vendor-groups": "company/support-lists/vendor-group",
  "customer-groups": "company/support-lists/customer-group",
  "item-groups": "company/support-lists/item-group",
  "invoice-frequencies": "company/support-lists/invoice-frequency",
  "payment-terms": "company/support-lists/payment-term",
  "shipping-methods": "company/support-lists/shipping-method",
};

function supportListKind(kind: SupportListKind): ImportKindSpec {
  const list = SUPPORT_LISTS[kind];
  return {
    kind,
    label: list.title.replace(/ List$/, "s"),
    description: `Entries of the ${list.title}, one per row; a name already in the list is refused.`,
    columns: supportListCsvColumns(kind),
    async run(db, ctx, content, _options, { onProgress }) {
      const { items } = await importSupportListCsv(db, ctx, kind, readSupportListCsv(kind, content), { onProgress });
      return {
        what: `${items.length.toLocaleString("en-US")} ${items.length === 1 ? list.singular : list.plural}`,
        facts: [{ label: list.title.replace(/ List$/, "s"), value: String(items.length) }],
        links: [{ label: list.title, to: SUPPORT_LIST_SCREENS[kind] }],
      };
    },
  };
}

const ALL_KINDS: Record<ImportKind, ImportKindSpec> = {
  ...KINDS,
  ...(Object.fromEntries(SUPPORT_LIST_KINDS.map((kind) => [kind, supportListKind(kind)])) as Record<SupportListKind, ImportKindSpec>),
};

export const importKind = (kind: ImportKind): ImportKindSpec => ALL_KINDS[kind];

/** Whether a company (of that industry) may import the kind. */
export const importKindFor = (kind: string, industryId: number | null | undefined): kind is ImportKind =>
  isImportKind(kind) && (ALL_KINDS[kind].industryId === undefined || ALL_KINDS[kind].industryId === industryId);

/** The kinds a company of that industry may import, in the screen's order. */
export const importKinds = (industryId: number | null | undefined): ImportKindSpec[] =>
  IMPORT_KINDS.filter((kind) => importKindFor(kind, industryId)).map((kind) => ALL_KINDS[kind]);
