import type { Knex } from "knex";
import * as z from "zod";
import type { CsvRow } from "~/lib/csv-import";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal, toDecimal, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { accountsPayableAccount } from "~/modules/accounts/system-accounts.server";
import {
  accountFinder,
  cellText,
  checkCsvRows,
  CsvImportError,
  csvImportPlan,
  documentsCsvText,
  groupCsvDocuments,
  importCsvDocuments,
  jsonRecordset,
  namedFinder,
  partyFinder,
  postDocumentEntries,
  reserveDocumentIds,
  readExportLines,
  readDraftStatus,
  readCsvLine,
  readAccountAndTermRefs,
  RowProblems,
  type CsvImportKind,
  type CsvImportPlan,
  type CsvImportSummary,
  type DocumentWords,
  type LineRules,
  type PartyRef,
  type PlannedCsvDocument,
  type TermRef,
} from "~/modules/documents/csv-import.server";
import { readColumnsCsv } from "~/utils/csv-file";
import { DOCUMENT_SOURCE, documentLines, ENTRY_TYPE_OF, entryComments, postingLines, type ResolvedRow } from "./documents.server";
import { moveDocumentsStock } from "./document-stock.server";
import { dueDateFor } from "./due-date";
import { ACCOUNT_RULES, accountRowSchema, billSchema, documentDate, itemRowSchema, isStockedItemType, PURCHASE_MESSAGES } from "./schema";
import { BILL_CSV_COLUMNS } from "./kinds/bill";

// Bills as CSV, one row per bill line: `ledgerline bills export` writes these columns and
// `ledgerline bills import` reads them, so an export re-imports into another company with the same
// vendors, accounts, items and payment terms (the file names them, never by database id). The usual
// use is opening Accounts Payable from a previous system: its unpaid bills, one row per line.
//
// Rows with the same Bill Number are one bill (wherever they are in the file); a row without one is
// a bill of its own. Every row repeats its bill's header (vendor, dates, terms, reference, contact,
// phone, memo) — or leaves a header cell blank on a later row — and a row that disagrees with its
// bill is refused. A bill keeps the number in the file (it must not be used by another bill of the
// company); a number of the company's own series (BILL-0042) moves the series past it, so the next
// bill saved on screen never takes it; a bill without a number takes the next of the series.
//
// Import checks every row first, reads the file as every CSV import does (~/lib/csv-import) and
// reports `row N: …` (N the file's line, the header being line 1). Then, in ONE transaction, it
// writes the bills exactly as Enter Bill saves an open bill (createPurchaseDocument in
// ./documents.server.ts: the same document and row columns, due date from the term, status open,
// the same journal entry Dr rows / Cr Accounts Payable for the vendor, the same entry comments),
// set-based: multi-row inserts and postEntries in chunks. All or nothing. A row of an inventory
// item or assembly is received into stock as on Enter Bill (moveDocumentStock; a chunk's bills in
// one moveDocumentsStock, in file order) and debits the item's assets account.

/** The columns, in the order an export writes them (the bill kind declares them). */
export { BILL_CSV_COLUMNS };
export type BillCsvColumn = (typeof BILL_CSV_COLUMNS)[number];

/** The columns a file must have; the others may be left out. */
const REQUIRED_BILL_COLUMNS: readonly BillCsvColumn[] = ["Vendor", "Bill Date"];

const BILL_ENTRY_TYPE = ENTRY_TYPE_OF.bill;

// ---------------------------------------------------------------------------------------------
// Export

/**
 * The company's bills (drafts, open and paid) as CSV, one row per line, oldest bill first. Vendor is
 * the Vendor ID, Account the account number, Item the item's name, Status Draft, Open or Paid; a
 * draft has no number yet, so its rows carry DRAFT-{id} to keep them together. What was paid is not
 * in the file: payments are their own documents (`bill-payments export`).
 */
export async function billsCsv(db: Knex, companyId: number): Promise<string> {
  const bills: Record<string, unknown>[] = await db("purchaseDocuments as d")
    .join("vendors as v", (j) => j.on("v.companyId", "d.companyId").andOn("v.id", "d.vendorId"))
    .leftJoin("paymentTerms as t", (j) => j.on("t.companyId", "d.companyId").andOn("t.id", "d.paymentTermId"))
    .where({ "d.companyId": companyId, "d.kind": "bill" })
    .orderBy([{ column: "d.docDate" }, { column: "d.id" }])
    .select(
      "d.id",
      "d.number",
      "d.status",
      "v.vendorId as vendorCode",
      "d.docDate",
      "d.dueDate",
      "t.name as termName",
      "d.vendorReference",
      "d.contactName",
      "d.phone",
      "d.comments",
    );
  const lines = await readExportLines(db, { documents: "purchaseDocuments", lines: "purchaseDocumentLines" }, { companyId, kind: "bill" });
  return documentsCsvText(BILL_CSV_COLUMNS, bills, lines, {
    numberColumn: "Bill Number",
    priceColumn: "Unit Price",
    header: (bill) => ({
      Vendor: cellText(bill.vendorCode).trim(),
      "Bill Date": formatUsDate(bill.docDate as string),
      "Due Date": formatUsDate(bill.dueDate as string | null),
      "Payment Terms": cellText(bill.termName),
      "Vendor Reference": cellText(bill.vendorReference),
      Contact: cellText(bill.contactName),
      Phone: cellText(bill.phone),
      Memo: cellText(bill.comments),
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// Reading a file

/** Read the CSV text (header names in any case); a file that cannot be read as a whole is refused. */
export function parseBillsCsv(text: string): CsvRow[] {
  return readColumnsCsv(text, BILL_CSV_COLUMNS, REQUIRED_BILL_COLUMNS).rows;
}

// ---------------------------------------------------------------------------------------------
// Checking

/** A row's header cells as Enter Bill's fields: the form's own rules and messages. */
const headerSchema = z.object({
  /** Required of the bill, not of each row (a later row may leave it blank): checked per bill. */
  date: documentDate("Bill Date"),
  dueDate: documentDate("Due Date"),
  vendorReference: billSchema.shape.vendorReference,
  contactName: billSchema.shape.contactName,
  phone: billSchema.shape.phone,
  comments: billSchema.shape.comments,
});
/** A row's line cells as an account row's or an item row's fields. */
const lineSchema = z.object({
  description: accountRowSchema.shape.description,
  amount: accountRowSchema.shape.amount,
  quantity: itemRowSchema.shape.quantity,
  unitPrice: itemRowSchema.shape.unitPrice,
});
const COLUMN_OF_FIELD: Record<string, BillCsvColumn> = {
  date: "Bill Date",
  dueDate: "Due Date",
  vendorReference: "Vendor Reference",
  contactName: "Contact",
  phone: "Phone",
  comments: "Memo",
  description: "Description",
  amount: "Amount",
  quantity: "Quantity",
  unitPrice: "Unit Price",
};

interface ItemRef {
  id: number;
  name: string;
  itemType: string;
  expenseAccountId: number | null;
  assetAccountId: number | null;
  cogsAccountId: number | null;
  purchaseDescription: string;
  purchasePrice: string;
  standardCost: string;
}

/** A bill the import will write, as checked. */
export interface PlannedBill extends PlannedCsvDocument {
  vendorId: number;
  vendorName: string;
  dueDate: string;
  paymentTermId: number | null;
  vendorReference: string;
  contactName: string;
  phone: string;
  comments: string;
  rows: ResolvedRow[];
}

export interface BillImportPlan {
  /** `row N: …`, one per bad row, in file order (at most 100, then a count). */
  errors: string[];
  /** Rows with a problem (all of them, not only the ones listed). */
  badRows: number;
  /** Empty when there are errors. */
  bills: PlannedBill[];
  lines: number;
}

/** What a row says about its bill, parsed: compared between the rows of one bill. */
interface RowHeader {
  vendor: { id: number; name: string };
  date: string | null;
  dueDate: string | null;
  term: TermRef | null;
  vendorReference: string;
  contactName: string;
  phone: string;
  comments: string;
  draft: boolean;
}
/** The bill's own columns (the same on every row of a bill), each with the header field it sets. */
const HEADER_FIELD = {
  Vendor: "vendor",
  "Bill Date": "date",
  "Due Date": "dueDate",
  "Payment Terms": "term",
  "Vendor Reference": "vendorReference",
  Contact: "contactName",
  Phone: "phone",
  Memo: "comments",
  Status: "draft",
} as const satisfies Partial<Record<BillCsvColumn, keyof RowHeader>>;
type HeaderColumn = keyof typeof HEADER_FIELD;
const HEADER_COLUMNS = BILL_CSV_COLUMNS.filter((c): c is HeaderColumn => c in HEADER_FIELD);

const BILL_WORDS: DocumentWords = { noun: "bill", aNoun: "a bill", plural: "bills", numberColumn: "Bill Number" };

/** How a bill's rows take accounts and items: an item's expense account, a stocked item's assets account. */
const BILL_LINE_RULES: LineRules<ItemRef> = {
  priceColumn: "Unit Price",
  rowTypes: ACCOUNT_RULES.bill.rows,
  inactiveAccount: PURCHASE_MESSAGES.inactiveAccount,
  wrongAccountType: PURCHASE_MESSAGES.wrongAccountType,
  itemAccount: (item) => {
    // An inventory item or assembly posts to its assets account (and is received into stock).
    const stocked = isStockedItemType(item.itemType);
    return stocked
      ? { accountId: item.assetAccountId, word: "assets", missing: PURCHASE_MESSAGES.itemNoAssetAccount(item.name) }
      : { accountId: item.expenseAccountId, word: "expense", missing: PURCHASE_MESSAGES.itemNotBought(item.name) };
  },
  defaultPrice: (item) => {
    const purchasePrice = fromDecimal(item.purchasePrice);
    return isStockedItemType(item.itemType) && purchasePrice <= 0 ? fromDecimal(item.standardCost) : purchasePrice;
  },
  defaultDescription: (item) => item.purchaseDescription,
};

/** Check every row against the company's vendors, accounts, items, terms and bills; nothing is written. */
export async function planBillImport(db: Knex, companyId: number, rows: readonly CsvRow[]): Promise<BillImportPlan> {
  const plan = await planBills(db, companyId, rows);
  return { errors: plan.errors, badRows: plan.badRows, bills: plan.documents, lines: plan.lines };
}

async function planBills(db: Knex, companyId: number, rows: readonly CsvRow[]): Promise<CsvImportPlan<PlannedBill>> {
  // One query after another: `db` may be a transaction (one connection).
  const vendors: PartyRef[] = await db("vendors").where({ companyId }).select("id", "vendorId as code", "vendorName as name", "active");
  const { accounts, terms } = await readAccountAndTermRefs(db, companyId);
  const items: ItemRef[] = await db("items")
    .where({ companyId })
    .select(
      "id",
      "name",
      "itemType",
      "expenseAccountId",
      "assetAccountId",
      "cogsAccountId",
      "purchaseDescription",
      "purchasePrice",
      "standardCost",
    );

  const findVendor = partyFinder(vendors, {
    column: "Vendor",
    codeLabel: "Vendor ID",
    noun: "vendor",
    plural: "vendors",
    inactive: PURCHASE_MESSAGES.inactiveVendor,
  });
  const refs = { accounts: accountFinder(accounts), item: namedFinder(items) };
  const findTerm = namedFinder(terms);

  const problems = new RowProblems();
  const checked = checkCsvRows<RowHeader, ResolvedRow>(rows, problems, BILL_WORDS, HEADER_COLUMNS, {
    header: (cells) => {
      const { line, header, problems } = cells;
      const raw = cells.raw as Record<HeaderColumn, string>;

      // Vendor: its Vendor ID, or its name when only one vendor has it.
      if (raw.Vendor) {
        const vendor = findVendor(problems, line, raw.Vendor);
        if (vendor) header.vendor = { id: vendor.id, name: vendor.name };
      }

      const termRef = raw["Payment Terms"];
      if (termRef) {
        const term = findTerm(termRef);
        if (!term) problems.add(line, `Payment Terms "${termRef}" does not exist`);
        else header.term = term;
      } else header.term = null;

      header.draft = readDraftStatus(problems, line, raw.Status);

      const parsedHeader = problems.parse(
        line,
        headerSchema,
        {
          date: raw["Bill Date"],
          dueDate: raw["Due Date"],
          vendorReference: raw["Vendor Reference"],
          contactName: raw.Contact,
          phone: raw.Phone,
          comments: raw.Memo,
        },
        COLUMN_OF_FIELD,
      );
      if (parsedHeader) Object.assign(header, parsedHeader);
    },
    // The line: an account row (Account, Amount) or an item row (Item, Quantity, Unit Price).
    line: (cells) => {
      const resolved = readCsvLine(problems, cells, lineSchema, COLUMN_OF_FIELD, refs, BILL_LINE_RULES);
      if (!resolved) return undefined;
      const { item, ...rest } = resolved;
      const stocked = item && isStockedItemType(item.record.itemType);
      return { ...rest, ...(stocked ? { stock: { itemName: item.record.name, cogsAccountId: item.record.cogsAccountId } } : {}) };
    },
  });

  // Rows into bills: by Bill Number, in the order first seen; a blank number is a bill of its own.
  const groups = await groupCsvDocuments(db, companyId, problems, checked, {
    words: BILL_WORDS,
    table: "purchaseDocuments",
    kind: "bill",
    headerColumns: HEADER_FIELD,
    dateColumns: ["Bill Date", "Due Date"],
    required: REQUIRED_BILL_COLUMNS,
    itemTwice: PURCHASE_MESSAGES.itemTwice,
    draftField: "draft",
  });

  const bills: PlannedBill[] = [];
  for (const { line, number, name, header, rows: resolvedRows } of groups) {
    if (!header.vendor || !header.date) continue;
    const total = resolvedRows.reduce((sum, r) => sum + r.amount, 0) as Cents;
    if (total <= 0) {
      problems.add(line, `${name}: ${PURCHASE_MESSAGES.totalZero}`);
      continue;
    }
    bills.push({
      line,
      number,
      partyId: header.vendor.id,
      vendorId: header.vendor.id,
      vendorName: header.vendor.name,
      date: header.date,
      dueDate: header.dueDate ?? dueDateFor(header.term ?? null, header.date),
      paymentTermId: header.term?.id ?? null,
      vendorReference: header.vendorReference ?? "",
      contactName: header.contactName ?? "",
      phone: header.phone ?? "",
      comments: header.comments ?? "",
      rows: resolvedRows,
      total,
      draft: header.draft ?? false,
    });
  }
  return csvImportPlan(problems, bills);
}

// ---------------------------------------------------------------------------------------------
// Importing

/** The import's summary (CsvImportSummary), its documents and parties named bills and vendors. */
export interface BillImportResult extends Omit<CsvImportSummary, "documents" | "parties"> {
  bills: number;
  vendors: number;
}

export interface BillImportProgress {
  phase: "bills";
  done: number;
  total: number;
}

/** The import's refusal: `row N: …` lines in `rows`. */
export { CsvImportError as BillImportError };

/**
 * Write one chunk of bills: their ids first, then their stock and their entries (which name the
 * bill by id), then the bills with their entry, then their rows.
 */
async function writeBills(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  bills: readonly PlannedBill[],
  numbers: readonly string[],
  payable: number,
): Promise<void> {
  const { companyId } = ctx;
  const ids = await reserveDocumentIds(trx, "purchase_documents", bills.length);

  // Drafts move no stock and post nothing until they are saved open.
  const open = bills.flatMap((bill, b) => (bill.draft ? [] : [{ bill, number: numbers[b], id: ids[b] }]));
  // Their inventory rows received in the chunk's order, in one go (moveDocumentsStock).
  await moveDocumentsStock(
    trx,
    companyId,
    open.map(({ bill, number, id }) => ({ document: { kind: "bill" as const, id, number, date: bill.date }, rows: bill.rows })),
  );
  const entryOf = await postDocumentEntries(
    trx,
    ctx,
    open.map(({ bill, number, id }) => ({
      entryType: BILL_ENTRY_TYPE,
      entryNo: number,
      entryDate: bill.date,
      comments: entryComments("bill", { ...bill, number }),
      sourceType: DOCUMENT_SOURCE,
      sourceId: id,
      lines: postingLines("bill", bill.rows, bill.total, bill.vendorId, payable),
    })),
  );

  // The columns createPurchaseDocument writes for an open bill, with their values; the rows go as
  // one JSON parameter (as postEntries writes entries), so the statement stays small whatever the chunk.
  await trx.raw(
    `INSERT INTO purchase_documents (id, company_id, kind, number, vendor_id, contact_name, phone, bill_to, doc_date, due_date,
       delivery_date, payment_term_id, vendor_reference, payment_method, to_be_printed, cheque_no, pay_from_account_id,
       refund_account_id, comments, total, status, journal_entry_id, created_by)
     SELECT r.id, ?, 'bill', r.number, r.vendor_id, r.contact_name, r.phone, '', r.doc_date, r.due_date,
       NULL, r.payment_term_id, r.vendor_reference, NULL, false, '', NULL,
       NULL, r.comments, r.total, r.status, r.journal_entry_id, ?
       FROM ${jsonRecordset({ id: "integer", number: "text", vendor_id: "integer", contact_name: "text", phone: "text", doc_date: "date", due_date: "date", payment_term_id: "integer", vendor_reference: "text", comments: "text", total: "numeric", status: "text", journal_entry_id: "integer" })}`,
    [
      companyId,
      ctx.userId ?? null,
      JSON.stringify(
        bills.map((bill, b) => ({
          id: ids[b],
          number: numbers[b],
          vendor_id: bill.vendorId,
          contact_name: bill.contactName,
          phone: bill.phone,
          doc_date: bill.date,
          due_date: bill.dueDate,
          payment_term_id: bill.paymentTermId,
          vendor_reference: bill.vendorReference,
          comments: bill.comments,
          total: toDecimal(bill.total),
          status: bill.draft ? "draft" : "open",
          journal_entry_id: entryOf.get(ids[b]) ?? null,
        })),
      ),
    ],
  );

  await trx.raw(
    `INSERT INTO purchase_document_lines (company_id, document_id, line_no, line_type, account_id, item_id, description, quantity,
       unit_price, amount)
     SELECT ?, r.* FROM ${jsonRecordset({ document_id: "integer", line_no: "integer", line_type: "text", account_id: "integer", item_id: "integer", description: "text", quantity: "numeric", unit_price: "numeric", amount: "numeric" })}`,
    [companyId, JSON.stringify(bills.flatMap((bill, b) => documentLines(companyId, bill.rows).map((l) => lineRecord(ids[b], l))))],
  );
}

/** A stored line (documentLines) as the lines' recordset takes it. */
const lineRecord = (documentId: number, l: ReturnType<typeof documentLines>[number]) => ({
  document_id: documentId,
  line_no: l.lineNo,
  line_type: l.lineType,
  account_id: l.accountId,
  item_id: l.itemId,
  description: l.description,
  quantity: l.quantity,
  unit_price: l.unitPrice,
  amount: l.amount,
});

const BILL_IMPORT: CsvImportKind<PlannedBill, number> = {
  words: BILL_WORDS,
  recordType: "bill",
  entryType: BILL_ENTRY_TYPE,
  tables: "purchase_documents, purchase_document_lines, journal_entries, journal_lines",
  partyTable: "vendors",
  numberTaken: "Another bill took one of the file's bill numbers meanwhile: nothing was imported",
  plan: planBills,
  prepare: accountsPayableAccount,
  write: writeBills,
};

/**
 * Import bills from CSV text into a company: every bill, or on any problem none (BillImportError
 * lists the rows). A dry run checks the same and writes nothing.
 */
export async function importBills(
  db: Knex,
  ctx: CompanyContext,
  input: { content: string; dryRun?: boolean },
  options: { onProgress?: (progress: BillImportProgress) => void } = {},
): Promise<BillImportResult> {
  const rows = parseBillsCsv(input.content);
  const result = await importCsvDocuments(db, ctx, BILL_IMPORT, { rows, dryRun: input.dryRun }, (progress) =>
    options.onProgress?.({ phase: "bills", ...progress }),
  );
  const { documents, parties, ...rest } = result;
  return {
    dryRun: rest.dryRun,
    bills: documents,
    lines: rest.lines,
    total: rest.total,
    vendors: parties,
    firstDate: rest.firstDate,
    lastDate: rest.lastDate,
    numbered: rest.numbered,
    drafts: rest.drafts,
    firstNumber: rest.firstNumber,
    lastNumber: rest.lastNumber,
  };
}

/** "$1,234.50 in 3 bills" style amounts for summaries. */
export const billsTotalText = (result: Pick<BillImportResult, "total">) => formatMoney(fromDecimal(result.total));
