import type { Knex } from "knex";
import * as z from "zod";
import { toCsv } from "~/lib/csv";
import { columnMessage, CsvFileError, headerKey, readCsvTable, rowProblem, type CsvRow } from "~/lib/csv-import";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal, toDecimal, type Cents } from "~/lib/money";
import type { AccountType } from "~/modules/ledger/account-types";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { formatEntryNo, postEntries, takeDocumentNumbers, type Posting } from "~/modules/ledger/ledger.server";
import { accountsPayableAccount } from "~/modules/accounts/system-accounts.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation } from "~/utils/model";
import { QUANTITY_REQUIRED } from "~/modules/documents/fields";
import { DOCUMENT_SOURCE, ENTRY_TYPE_OF, entryComments, postingLines, type ResolvedRow } from "./documents.server";
import { moveDocumentStock } from "./document-stock.server";
import { dueDateFor, type DueTerm } from "./due-date";
import {
  ACCOUNT_RULES,
  accountRowSchema,
  billSchema,
  documentDate,
  itemRowAmount,
  itemRowSchema,
  isStockedItemType,
  PURCHASE_MESSAGES,
  QUANTITY_SCALE,
} from "./schema";
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
// item or assembly is received into stock as on Enter Bill (moveDocumentStock, one call per bill
// that has such rows) and debits the item's assets account.

/** The columns, in the order an export writes them (the bill kind declares them). */
export { BILL_CSV_COLUMNS };
export type BillCsvColumn = (typeof BILL_CSV_COLUMNS)[number];

/** The columns a file must have; the others may be left out. */
const REQUIRED_BILL_COLUMNS: readonly BillCsvColumn[] = ["Vendor", "Bill Date"];

/** The longest bill number a file may give. */
const MAX_NUMBER_LENGTH = 30;
/** Problem rows listed in a refusal (then a count). */
const MAX_REPORTED_ROWS = 100;
/** Bills written per step (one progress tick each). */
const BILL_CHUNK = 2_000;

const BILL_ENTRY_TYPE = ENTRY_TYPE_OF.bill;

// ---------------------------------------------------------------------------------------------
// Export

/** Trailing zeros off a quantity ("2.5000" → "2.5", "3.0000" → "3"). */
const quantityText = (value: string | null) => (value == null ? "" : value.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, ""));

/** What the Status column says of a bill; an import reads Draft as a draft and anything else as open. */
const STATUS_TEXT: Record<string, string> = { draft: "Draft", open: "Open", paid: "Paid" };

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
  const lines: Record<string, unknown>[] = await db("purchaseDocumentLines as l")
    .join("purchaseDocuments as d", (j) => j.on("d.companyId", "l.companyId").andOn("d.id", "l.documentId"))
    .leftJoin("companyAccounts as a", (j) => j.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId"))
    .leftJoin("items as i", (j) => j.on("i.companyId", "l.companyId").andOn("i.id", "l.itemId"))
    .where({ "l.companyId": companyId, "d.kind": "bill" })
    .orderBy([{ column: "l.documentId" }, { column: "l.lineNo" }])
    .select(
      "l.documentId",
      "l.lineType",
      "a.accountNumber",
      "i.name as itemName",
      "l.description",
      "l.quantity",
      "l.unitPrice",
      "l.amount",
    );
  const linesOf = new Map<number, Record<string, unknown>[]>();
  for (const line of lines) {
    const list = linesOf.get(line.documentId as number) ?? [];
    list.push(line);
    linesOf.set(line.documentId as number, list);
  }
  const text = (value: unknown) => (value == null ? "" : String(value));
  const rows = bills.flatMap((bill) =>
    (linesOf.get(bill.id as number) ?? []).map((line) => {
      const item = line.lineType === "item";
      const row: Record<BillCsvColumn, string> = {
        "Bill Number": bill.status === "draft" ? `DRAFT-${bill.id}` : text(bill.number),
        Vendor: text(bill.vendorCode).trim(),
        "Bill Date": formatUsDate(bill.docDate as string),
        "Due Date": formatUsDate(bill.dueDate as string | null),
        "Payment Terms": text(bill.termName),
        "Vendor Reference": text(bill.vendorReference),
        Contact: text(bill.contactName),
        Phone: text(bill.phone),
        Memo: text(bill.comments),
        Account: item ? "" : text(line.accountNumber).trim(),
        Item: item ? text(line.itemName) : "",
        Description: text(line.description),
        Quantity: item ? quantityText(line.quantity as string | null) : "",
        "Unit Price": item ? toDecimal(fromDecimal(line.unitPrice as string)) : "",
        Amount: toDecimal(fromDecimal(line.amount as string)),
        Status: STATUS_TEXT[bill.status as string] ?? "Open",
      };
      return BILL_CSV_COLUMNS.map((column) => row[column]);
    }),
  );
  return toCsv([[...BILL_CSV_COLUMNS], ...rows], { record_delimiter: "unix" });
}

// ---------------------------------------------------------------------------------------------
// Reading a file

const COLUMN_BY_KEY = new Map<string, BillCsvColumn>(BILL_CSV_COLUMNS.map((c) => [headerKey(c), c]));

/** Read the CSV text (header names in any case); a file that cannot be read as a whole is refused. */
export function parseBillsCsv(text: string): CsvRow[] {
  try {
    return readCsvTable(text, {
      resolve: (name) => {
        const column = COLUMN_BY_KEY.get(headerKey(name));
        return column ? { column } : undefined;
      },
      required: REQUIRED_BILL_COLUMNS,
      columnsHelp: BILL_CSV_COLUMNS.join(", "),
    }).rows;
  } catch (error) {
    if (error instanceof CsvFileError) throw new DomainError(error.message, 400);
    throw error;
  }
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

interface AccountRef {
  id: number;
  accountNumber: string;
  accountName: string;
  accountType: AccountType;
  active: boolean;
}
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
interface TermRef extends DueTerm {
  id: number;
  name: string;
}

/** A bill the import will write, as checked. */
export interface PlannedBill {
  /** The file's line of its first row. */
  line: number;
  /** From the file; null: the next of the series. */
  number: string | null;
  vendorId: number;
  vendorName: string;
  date: string;
  dueDate: string;
  paymentTermId: number | null;
  vendorReference: string;
  contactName: string;
  phone: string;
  comments: string;
  rows: ResolvedRow[];
  total: Cents;
  /** Saved as a draft: numbered and posted only when saved open on screen (its file number only groups its rows). */
  draft: boolean;
}

export interface BillImportPlan {
  /** `row N: …`, one per bad row, in file order (at most MAX_REPORTED_ROWS, then a count). */
  errors: string[];
  /** Rows with a problem (all of them, not only the ones listed). */
  badRows: number;
  /** Empty when there are errors. */
  bills: PlannedBill[];
  lines: number;
}

const label = (a: Pick<AccountRef, "accountNumber" | "accountName">) => `${a.accountNumber.trim()} ${a.accountName.trim()}`.trim();

/** What a row says about its bill, parsed: compared between the rows of one bill. */
interface RowHeader {
  vendor?: { id: number; name: string };
  date?: string | null;
  dueDate?: string | null;
  term?: TermRef | null;
  vendorReference?: string;
  contactName?: string;
  phone?: string;
  comments?: string;
  draft?: boolean;
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
/** The header columns in the file's order. */
const HEADER_COLUMNS = BILL_CSV_COLUMNS.filter((c): c is HeaderColumn => c in HEADER_FIELD);
const headerShown = (column: HeaderColumn, header: RowHeader, raw: string): string => {
  if (column === "Vendor") return header.vendor?.name ?? raw;
  if (column === "Payment Terms") return header.term?.name ?? raw;
  if (column === "Bill Date" || column === "Due Date") {
    const iso = header[HEADER_FIELD[column]] as string | null | undefined;
    return iso ? formatUsDate(iso) : raw;
  }
  return raw;
};
const headerKeyOf = (column: HeaderColumn, header: RowHeader): string => {
  const value = header[HEADER_FIELD[column]];
  if (value && typeof value === "object") return String((value as { id: number }).id);
  return String(value ?? "");
};

interface CheckedRow {
  line: number;
  number: string;
  raw: Record<HeaderColumn, string>;
  header: RowHeader;
  row?: ResolvedRow;
}

/** Check every row against the company's vendors, accounts, items, terms and bills; nothing is written. */
export async function planBillImport(db: Knex, companyId: number, rows: readonly CsvRow[]): Promise<BillImportPlan> {
  // One query after another: `db` may be a transaction (one connection).
  const vendors: { id: number; vendorId: string; vendorName: string; active: boolean }[] = await db("vendors")
    .where({ companyId })
    .select("id", "vendorId", "vendorName", "active");
  const accounts: AccountRef[] = await db("companyAccounts")
    .where({ companyId })
    .select("id", "accountNumber", "accountName", "accountType", "active");
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
  const terms: TermRef[] = await db("paymentTerms").where({ companyId }).select("id", "name", "type", "netDueIn", "netDueBefore");

  const vendorByCode = new Map(vendors.map((v) => [v.vendorId.trim().toLowerCase(), v]));
  const vendorsByName = new Map<string, typeof vendors>();
  for (const v of vendors) {
    const key = v.vendorName.trim().toLowerCase();
    vendorsByName.set(key, [...(vendorsByName.get(key) ?? []), v]);
  }
  const accountByNumber = new Map<string, AccountRef>();
  const accountByName = new Map<string, AccountRef>();
  const accountByLabel = new Map<string, AccountRef>();
  for (const a of accounts) {
    if (!accountByNumber.has(a.accountNumber.trim())) accountByNumber.set(a.accountNumber.trim(), a);
    if (!accountByName.has(a.accountName.trim().toLowerCase())) accountByName.set(a.accountName.trim().toLowerCase(), a);
    accountByLabel.set(label(a).toLowerCase(), a);
  }
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  const findAccount = (ref: string) =>
    accountByNumber.get(ref) ?? accountByName.get(ref.toLowerCase()) ?? accountByLabel.get(ref.replace(/\s+/g, " ").toLowerCase());
  const itemByName = new Map(items.map((i) => [i.name.trim().toLowerCase(), i]));
  const termByName = new Map(terms.map((t) => [t.name.trim().toLowerCase(), t]));
  const rules = ACCOUNT_RULES.bill;

  const problems = new Map<number, string[]>();
  const problem = (line: number, message: string) => problems.set(line, [...(problems.get(line) ?? []), message]);

  const checked: CheckedRow[] = [];
  for (const csvRow of rows) {
    const { line } = csvRow;
    if (csvRow.problem) {
      problem(line, csvRow.problem);
      continue;
    }
    const text = (column: BillCsvColumn) => (csvRow.values[column] ?? "").trim();
    const raw = Object.fromEntries(HEADER_COLUMNS.map((c) => [c, text(c)])) as Record<HeaderColumn, string>;
    const header: RowHeader = {};

    const number = text("Bill Number");
    if (number.length > MAX_NUMBER_LENGTH) problem(line, `Bill Number must be at most ${MAX_NUMBER_LENGTH} characters`);
    else if (number.toUpperCase() === "DRAFT") problem(line, `Bill Number "${number}" is what draft bills are called: give another number`);

    // Vendor: its Vendor ID, or its name when only one vendor has it.
    const vendorRef = raw.Vendor;
    if (vendorRef) {
      const named = vendorsByName.get(vendorRef.toLowerCase()) ?? [];
      const vendor = vendorByCode.get(vendorRef.toLowerCase()) ?? (named.length === 1 ? named[0] : undefined);
      if (!vendor && named.length > 1)
        problem(line, `Vendor "${vendorRef}" names ${named.length} vendors of this company: use the Vendor ID`);
      else if (!vendor) problem(line, `Vendor "${vendorRef}" is neither a Vendor ID nor a vendor name of this company`);
      else if (!vendor.active) problem(line, `Vendor "${vendorRef}": ${PURCHASE_MESSAGES.inactiveVendor}`);
      else header.vendor = { id: vendor.id, name: vendor.vendorName };
    }

    const termRef = raw["Payment Terms"];
    if (termRef) {
      const term = termByName.get(termRef.toLowerCase());
      if (!term) problem(line, `Payment Terms "${termRef}" does not exist`);
      else header.term = term;
    } else header.term = null;

    const status = raw.Status.toLowerCase();
    if (["", "open", "paid", "partially paid", "overdue"].includes(status)) header.draft = false;
    else if (status === "draft") header.draft = true;
    else problem(line, `Status must be Draft, Open or Paid (found "${raw.Status}")`);

    const parsedHeader = headerSchema.safeParse({
      date: raw["Bill Date"],
      dueDate: raw["Due Date"],
      vendorReference: raw["Vendor Reference"],
      contactName: raw.Contact,
      phone: raw.Phone,
      comments: (csvRow.values.Memo ?? "").trim(),
    });
    if (parsedHeader.success) Object.assign(header, parsedHeader.data);
    else for (const issue of parsedHeader.error.issues) problem(line, columnMessage(COLUMN_OF_FIELD[String(issue.path[0])], issue.message));

    // The line: an account row (Account, Amount) or an item row (Item, Quantity, Unit Price).
    const parsedLine = lineSchema.safeParse({
      description: (csvRow.values.Description ?? "").trim(),
      amount: text("Amount"),
      quantity: text("Quantity"),
      unitPrice: text("Unit Price"),
    });
    if (!parsedLine.success) {
      for (const issue of parsedLine.error.issues) problem(line, columnMessage(COLUMN_OF_FIELD[String(issue.path[0])], issue.message));
    }
    let resolved: ResolvedRow | undefined;
    const accountRef = text("Account");
    const itemRef = text("Item");
    const account = accountRef ? findAccount(accountRef) : undefined;
    if (accountRef && !account) problem(line, `Account "${accountRef}" is not in this company`);
    if (itemRef) {
      const item = itemByName.get(itemRef.toLowerCase());
      // An inventory item or assembly posts to its assets account (and is received into stock).
      const stocked = item ? isStockedItemType(item.itemType) : false;
      const itemAccountId = stocked ? item?.assetAccountId : item?.expenseAccountId;
      if (!item) problem(line, `Item "${itemRef}" is not in this company`);
      else if (!itemAccountId)
        problem(line, stocked ? PURCHASE_MESSAGES.itemNoAssetAccount(item.name) : PURCHASE_MESSAGES.itemNotBought(item.name));
      else {
        const expense = accountById.get(itemAccountId)!;
        if (account && account.id !== expense.id) {
          problem(
            line,
            `Account "${accountRef}" is not the ${stocked ? "assets" : "expense"} account of "${item.name}" (${label(expense)}): leave Account blank on an item row`,
          );
        } else if (!expense.active) problem(line, `Item "${item.name}": ${PURCHASE_MESSAGES.inactiveAccount(expense.accountName)}`);
        else if (parsedLine.success && parsedLine.data.quantity === null) problem(line, `${QUANTITY_REQUIRED} on an item row`);
        else if (parsedLine.success && parsedLine.data.quantity !== null) {
          const purchasePrice = fromDecimal(item.purchasePrice);
          const unitPrice = parsedLine.data.unitPrice ?? (stocked && purchasePrice <= 0 ? fromDecimal(item.standardCost) : purchasePrice);
          const amount = itemRowAmount(parsedLine.data.quantity, unitPrice);
          if (parsedLine.data.amount !== null && parsedLine.data.amount !== amount) {
            problem(line, `Amount ${toDecimal(parsedLine.data.amount)} is not Quantity × Unit Price (${toDecimal(amount)})`);
          } else {
            const q = parsedLine.data.quantity;
            resolved = {
              lineType: "item",
              accountId: expense.id,
              itemId: item.id,
              description: parsedLine.data.description || item.purchaseDescription,
              quantity: `${Math.floor(q / QUANTITY_SCALE)}.${String(q % QUANTITY_SCALE).padStart(4, "0")}`,
              unitPrice: toDecimal(unitPrice),
              amount,
              ...(stocked ? { stock: { itemName: item.name, cogsAccountId: item.cogsAccountId } } : {}),
            };
          }
        }
      }
    } else if (!accountRef) {
      problem(line, "Account or Item is required");
    } else if (account) {
      if (text("Quantity") || text("Unit Price"))
        problem(line, "Quantity and Unit Price are for item rows: give the Item, or leave them blank");
      if (!account.active) problem(line, PURCHASE_MESSAGES.inactiveAccount(account.accountName));
      else if (!rules.rows.includes(account.accountType)) {
        problem(line, `Account "${label(account)}": ${PURCHASE_MESSAGES.wrongAccountType("The account", rules.rows)}`);
      } else if (parsedLine.success && parsedLine.data.amount === null) problem(line, "Amount is required");
      else if (parsedLine.success) {
        resolved = {
          lineType: "account",
          accountId: account.id,
          itemId: null,
          description: parsedLine.data.description,
          quantity: null,
          unitPrice: null,
          amount: parsedLine.data.amount!,
        };
      }
    }
    checked.push({ line, number, raw, header, row: resolved });
  }

  // Rows into bills: by Bill Number (trimmed; as the database compares numbers, case counts), in
  // the order first seen; a blank number is a bill of its own.
  const groups = new Map<string, CheckedRow[]>();
  checked.forEach((row, i) => {
    const key = row.number ? `#${row.number}` : `row:${i}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  });

  // Numbers the company's bills already have (posted ones: a draft is "DRAFT").
  const fileNumbers = [...new Set(checked.filter((r) => r.number).map((r) => r.number))];
  const used = new Set<string>();
  for (let start = 0; start < fileNumbers.length; start += 1_000) {
    const taken: string[] = await db("purchaseDocuments")
      .where({ companyId, kind: "bill" })
      .whereNot("status", "draft")
      .whereIn("number", fileNumbers.slice(start, start + 1_000))
      .pluck("number");
    for (const n of taken) used.add(n);
  }

  const bills: PlannedBill[] = [];
  let lines = 0;
  for (const group of groups.values()) {
    const first = group[0];
    const name = first.number ? `bill ${first.number}` : "the bill";
    if (first.number && used.has(first.number) && !group.some((r) => r.header.draft))
      problem(first.line, `Bill Number "${first.number}" is already used by a bill of this company`);
    if (group.length > 500) problem(first.line, `${name} has ${group.length} rows: a bill has at most 500`);
    // The bill's header: each field's first non-blank value; another value on a later row is refused.
    const header: RowHeader = {};
    const from = new Map<HeaderColumn, CheckedRow>();
    for (const row of group) {
      for (const column of HEADER_COLUMNS) {
        // A blank cell takes the bill's value; a cell that could not be read has its own problem.
        if (!row.raw[column] || row.header[HEADER_FIELD[column]] === undefined) continue;
        const owner = from.get(column);
        if (!owner) {
          from.set(column, row);
          (header as Record<string, unknown>)[HEADER_FIELD[column]] = row.header[HEADER_FIELD[column]];
        } else if (headerKeyOf(column, owner.header) !== headerKeyOf(column, row.header)) {
          problem(
            row.line,
            `${column} "${headerShown(column, row.header, row.raw[column])}" differs from row ${owner.line} of ${name} ("${headerShown(column, owner.header, owner.raw[column])}")`,
          );
        }
      }
    }
    // Vendor and Bill Date are required of the bill (on its first row at least).
    if (!group.some((r) => r.raw.Vendor)) problem(first.line, "Vendor is required");
    if (!group.some((r) => r.raw["Bill Date"])) problem(first.line, "Bill Date is required");
    const seenItems = new Map<number, number>();
    for (const row of group) {
      if (row.row?.itemId == null) continue;
      if (seenItems.has(row.row.itemId))
        problem(row.line, `${PURCHASE_MESSAGES.itemTwice} (row ${seenItems.get(row.row.itemId)} of ${name} has it)`);
      else seenItems.set(row.row.itemId, row.line);
    }
    const resolvedRows = group.map((r) => r.row).filter((r): r is ResolvedRow => r !== undefined);
    if (resolvedRows.length !== group.length || !header.vendor || !header.date) continue;
    const total = resolvedRows.reduce((sum, r) => sum + r.amount, 0) as Cents;
    if (total <= 0) {
      problem(first.line, `${name}: ${PURCHASE_MESSAGES.totalZero}`);
      continue;
    }
    const dueDate = header.dueDate ?? dueDateFor(header.term ?? null, header.date);
    bills.push({
      line: first.line,
      number: first.number || null,
      vendorId: header.vendor.id,
      vendorName: header.vendor.name,
      date: header.date,
      dueDate,
      paymentTermId: header.term?.id ?? null,
      vendorReference: header.vendorReference ?? "",
      contactName: header.contactName ?? "",
      phone: header.phone ?? "",
      comments: header.comments ?? "",
      rows: resolvedRows,
      total,
      draft: header.draft ?? false,
    });
    lines += resolvedRows.length;
  }

  const badLines = [...problems.keys()].sort((a, b) => a - b);
  const errors = badLines.slice(0, MAX_REPORTED_ROWS).map((line) => rowProblem(line, problems.get(line)!));
  if (badLines.length > MAX_REPORTED_ROWS) {
    const more = badLines.length - MAX_REPORTED_ROWS;
    errors.push(`… and ${more.toLocaleString("en-US")} more row${more === 1 ? "" : "s"} with problems`);
  }
  return { errors, badRows: badLines.length, bills: badLines.length ? [] : bills, lines: badLines.length ? 0 : lines };
}

// ---------------------------------------------------------------------------------------------
// Importing

export interface BillImportResult {
  dryRun: boolean;
  bills: number;
  lines: number;
  /** The open bills' total, "1234.50": what the company owes its vendors more (drafts are not in the books). */
  total: string;
  vendors: number;
  firstDate: string | null;
  lastDate: string | null;
  /** Bills without a number in the file: numbered from the company's series (on a dry run, would be). */
  numbered: number;
  /** Bills saved as drafts (Status Draft): not numbered, not posted. */
  drafts: number;
  firstNumber: string | null;
  lastNumber: string | null;
}

export interface BillImportProgress {
  phase: "bills";
  done: number;
  total: number;
}

/** The import's refusal: `row N: …` lines in `rows`. */
export class BillImportError extends DomainError {
  constructor(
    message: string,
    readonly rows: string[],
  ) {
    super(message, 400, { rows });
    this.name = "BillImportError";
  }
}

function refuse(plan: BillImportPlan) {
  if (plan.badRows) {
    throw new BillImportError(
      `${plan.badRows.toLocaleString("en-US")} row${plan.badRows === 1 ? " is" : "s are"} not valid: nothing was imported`,
      plan.errors,
    );
  }
  if (!plan.bills.length) throw new BillImportError("The file holds no bills: nothing to import", []);
}

function summary(plan: BillImportPlan, dryRun: boolean, numbers: string[]): BillImportResult {
  const posted = numbers.filter((n) => !n.startsWith(DRAFT_PLACEHOLDER));
  let total = 0;
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  for (const bill of plan.bills) {
    if (!bill.draft) total += bill.total;
    if (!firstDate || bill.date < firstDate) firstDate = bill.date;
    if (!lastDate || bill.date > lastDate) lastDate = bill.date;
  }
  return {
    dryRun,
    bills: plan.bills.length,
    lines: plan.lines,
    total: toDecimal(total),
    vendors: new Set(plan.bills.map((b) => b.vendorId)).size,
    firstDate,
    lastDate,
    numbered: plan.bills.filter((b) => b.number === null && !b.draft).length,
    drafts: plan.bills.filter((b) => b.draft).length,
    firstNumber: posted[0] ?? null,
    lastNumber: posted[posted.length - 1] ?? null,
  };
}

/** The series number a bill number is (BILL-0042 → 42), or null for a number of another form. */
function seriesValue(number: string): number | null {
  const match = new RegExp(`^${BILL_ENTRY_TYPE}-(\\d{1,9})$`).exec(number);
  if (!match) return null;
  const value = Number(match[1]);
  return formatEntryNo(BILL_ENTRY_TYPE, value) === number ? value : null;
}

/**
 * The numbers of the planned bills: the file's, and the next of the series for the others — after
 * moving the series past the highest file number of its own form. Takes the counter's row lock
 * first (a count of 0 reserves nothing), so bills saved meanwhile wait for this import.
 */
async function numberBills(trx: Knex.Transaction, companyId: number, bills: readonly PlannedBill[]): Promise<string[]> {
  const last = (await takeDocumentNumbers(trx, companyId, BILL_ENTRY_TYPE, 0)) - 1;
  const posted = bills.filter((b) => !b.draft);
  const highest = Math.max(0, ...posted.map((b) => (b.number ? (seriesValue(b.number) ?? 0) : 0)));
  if (highest > last) await takeDocumentNumbers(trx, companyId, BILL_ENTRY_TYPE, highest - last);
  const unnumbered = posted.filter((b) => b.number === null).length;
  let next = unnumbered ? await takeDocumentNumbers(trx, companyId, BILL_ENTRY_TYPE, unnumbered) : 0;
  // A draft is written under a placeholder of its own (to find its id), then named DRAFT as drafts are.
  return bills.map((b, i) => (b.draft ? `${DRAFT_PLACEHOLDER}${i}` : (b.number ?? formatEntryNo(BILL_ENTRY_TYPE, next++))));
}

const DRAFT_PLACEHOLDER = "DRAFT:";

/** Statistics that count this transaction's rows (see refreshStatistics in the journal import). */
async function refreshStatistics(trx: Knex.Transaction) {
  await trx.raw("ANALYZE purchase_documents, purchase_document_lines, journal_entries, journal_lines");
}

/** Write one chunk of bills: documents, their rows, their entries, and each document's entry id. */
async function writeBills(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  bills: readonly PlannedBill[],
  numbers: readonly string[],
  payable: number,
): Promise<void> {
  const { companyId } = ctx;
  // The columns createPurchaseDocument writes for an open bill, with their values; the rows go as
  // one JSON parameter (as postEntries writes entries), so the statement stays small whatever the chunk.
  const { rows: documents } = (await trx.raw(
    `INSERT INTO purchase_documents (company_id, kind, number, vendor_id, contact_name, phone, bill_to, doc_date, due_date,
       delivery_date, payment_term_id, vendor_reference, payment_method, to_be_printed, cheque_no, pay_from_account_id,
       refund_account_id, comments, total, status, created_by)
     SELECT ?, 'bill', r.number, r.vendor_id, r.contact_name, r.phone, '', r.doc_date, r.due_date,
       NULL, r.payment_term_id, r.vendor_reference, NULL, false, '', NULL,
       NULL, r.comments, r.total, r.status, ?
       FROM json_to_recordset(?::json) AS r(number text, vendor_id integer, contact_name text, phone text, doc_date date,
         due_date date, payment_term_id integer, vendor_reference text, comments text, total numeric, status text)
     RETURNING id, number`,
    [
      companyId,
      ctx.userId ?? null,
      JSON.stringify(
        bills.map((bill, b) => ({
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
        })),
      ),
    ],
  )) as { rows: { id: number; number: string }[] };
  const idOf = new Map(documents.map((d) => [d.number, d.id]));
  const ids = numbers.map((n) => idOf.get(n)!);

  await trx.raw(
    `INSERT INTO purchase_document_lines (company_id, document_id, line_no, line_type, account_id, item_id, description, quantity,
       unit_price, amount)
     SELECT ?, r.* FROM json_to_recordset(?::json) AS r(document_id integer, line_no integer, line_type text, account_id integer,
       item_id integer, description text, quantity numeric, unit_price numeric, amount numeric)`,
    [
      companyId,
      JSON.stringify(
        bills.flatMap((bill, b) =>
          bill.rows.map((r, index) => ({
            document_id: ids[b],
            line_no: index + 1,
            line_type: r.lineType,
            account_id: r.lineType === "account" ? r.accountId : null,
            item_id: r.itemId,
            description: r.description,
            quantity: r.quantity,
            unit_price: r.unitPrice,
            amount: toDecimal(r.amount),
          })),
        ),
      ),
    ],
  );

  const draftIds = ids.filter((_, b) => bills[b].draft);
  if (draftIds.length) await trx("purchaseDocuments").where({ companyId }).whereIn("id", draftIds).update({ number: "DRAFT" });

  // Drafts move no stock and post nothing until they are saved open.
  const open = bills.flatMap((bill, b) => (bill.draft ? [] : [{ bill, number: numbers[b], id: ids[b] }]));
  for (const { bill, number, id } of open) {
    if (bill.rows.some((r) => r.stock)) await moveDocumentStock(trx, companyId, { kind: "bill", id, number, date: bill.date }, bill.rows);
  }
  const postings: Posting[] = open.map(({ bill, number, id }) => ({
    entryType: BILL_ENTRY_TYPE,
    entryNo: number,
    entryDate: bill.date,
    comments: entryComments("bill", { ...bill, number }),
    sourceType: DOCUMENT_SOURCE,
    sourceId: id,
    lines: postingLines("bill", bill.rows, bill.total, bill.vendorId, payable),
  }));
  const posted = await postEntries(trx, ctx, postings);
  await trx.raw(
    `UPDATE purchase_documents d SET journal_entry_id = v.entry_id
       FROM json_to_recordset(?::json) AS v(document_id integer, entry_id integer)
      WHERE d.company_id = ? AND d.id = v.document_id`,
    [JSON.stringify(posted.map((entry, i) => ({ document_id: open[i].id, entry_id: entry.id }))), companyId],
  );
}

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
  if (input.dryRun) {
    const plan = await planBillImport(db, ctx.companyId, rows);
    refuse(plan);
    return summary(plan, true, []);
  }
  try {
    return await db.transaction(async (trx) => {
      // The series' row lock first: no bill takes a number (or is checked against) until this commits.
      await takeDocumentNumbers(trx, ctx.companyId, BILL_ENTRY_TYPE, 0);
      const plan = await planBillImport(trx, ctx.companyId, rows);
      refuse(plan);
      const numbers = await numberBills(trx, ctx.companyId, plan.bills);
      const payable = await accountsPayableAccount(trx, ctx.companyId);
      for (let start = 0; start < plan.bills.length; start += BILL_CHUNK) {
        await writeBills(trx, ctx, plan.bills.slice(start, start + BILL_CHUNK), numbers.slice(start, start + BILL_CHUNK), payable);
        if (start === 0 && plan.bills.length > BILL_CHUNK) await refreshStatistics(trx);
        options.onProgress?.({ phase: "bills", done: Math.min(plan.bills.length, start + BILL_CHUNK), total: plan.bills.length });
      }
      return summary(plan, false, numbers);
    });
  } catch (error) {
    // A bill number taken by another writer between the check and the insert.
    if (isUniqueViolation(error))
      throw new DomainError("Another bill took one of the file's bill numbers meanwhile: nothing was imported", 409);
    throw error;
  }
}

/** "$1,234.50 in 3 bills" style amounts for summaries. */
export const billsTotalText = (result: Pick<BillImportResult, "total">) => formatMoney(fromDecimal(result.total));
