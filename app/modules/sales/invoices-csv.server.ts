import type { Knex } from "knex";
import * as z from "zod";
import { parseYesNo, yesNoMessage, type CsvRow } from "~/lib/csv-import";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal, toDecimal } from "~/lib/money";
import { accountsReceivableAccount } from "~/modules/accounts/system-accounts.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import {
  accountFinder,
  accountLabel,
  cellText,
  amountText,
  checkCsvRows,
  csvImportPlan,
  documentsCsvText,
  groupCsvDocuments,
  importCsvDocuments,
  jsonRecordset,
  namedFinder,
  partyFinder,
  postDocumentEntries,
  reserveDocumentIds,
  quantityText,
  readExportLines,
  readDraftStatus,
  readCsvLine,
  readAccountAndTermRefs,
  RowProblems,
  type AccountRef,
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
import { documentDate } from "~/modules/documents/fields";
import { documentPostingLines, saleCostLines, type SoldStock } from "~/modules/documents/posting";
import { defaultWarehouseId, moveStocks, STOCKED_ITEM_TYPES } from "~/modules/inventory/stock.server";
import type { PostingLine } from "~/modules/ledger/ledger.server";
import { dueDateFor } from "~/modules/purchases/due-date";
import { DomainError } from "~/utils/errors";
import { DISCOUNT_ACCOUNT_TYPES, SALES_MESSAGES } from "./constants";
import { SALES_SOURCE, salesFigures, soldStock, type ResolvedSalesRow, type SalesFigures } from "./documents.server";
import { SALES_KIND } from "./kinds";
import { SALES_CSV_COLUMNS } from "./kinds/shared";
import { discount, salesAccountRowSchema, salesHeaderFields, salesItemRowSchema } from "./kinds/shared.schema";

// Invoices as CSV, one row per invoice line: `ledgerline invoices export` writes these columns and
// `ledgerline invoices import` reads them, so an export re-imports into another company with the
// same customers, accounts, items, terms, sales persons and tax rates (the file names them, never
// by database id). The usual use is opening Accounts Receivable from a previous system.
//
// The engine is the bills' (~/modules/documents/csv-import.server.ts): rows grouped into invoices
// by Number, the header columns (Customer to Memo, Tax Rate, Discount, Discount Account, Status)
// agreeing between an invoice's rows, every row checked first (`row N: …`), the numbers kept (an
// INV-0042 moves the series past it; a blank Number takes the next), all or nothing, in chunks.
// Each invoice is written as Create Invoice saves one (createSalesDocument in ./documents.server.ts:
// the same document and row columns, the due date from the term — the customer's when Terms is
// blank —, the figures of salesFigures, status open) and posts the same entry: Dr Accounts
// Receivable for the customer, Dr the discount, Cr each row's income account, Cr the tax rate's
// liability account, every line naming the customer, comments "Invoice INV-0001 — Customer". An
// inventory row issues its quantity at average cost (moveStocks: a chunk's invoices in one go, in
// file order, each valued on what the earlier ones left): Dr Cost of Goods Sold, Cr the item's
// assets account. Status Draft saves a draft.

export { SALES_CSV_COLUMNS as INVOICE_CSV_COLUMNS };
export type InvoiceCsvColumn = (typeof SALES_CSV_COLUMNS)[number];

const REQUIRED_COLUMNS: readonly InvoiceCsvColumn[] = ["Customer", "Date"];
const INVOICE = SALES_KIND.invoice;
/** A discount's accounts, as on screen: income or expense. */

// ---------------------------------------------------------------------------------------------
// Export

/**
 * The company's invoices (drafts, open and paid; not void ones) as CSV, one row per line, oldest
 * first. Customer is the Customer ID, Account the account number, Item the item's name, Terms,
 * Sales Person and Tax Rate their names; a draft has no number yet, so its rows carry DRAFT-{id}
 * to keep them together. What was paid is not in the file: payments are their own documents.
 */
export async function invoicesCsv(db: Knex, companyId: number): Promise<string> {
  const invoices: Record<string, unknown>[] = await db("salesDocuments as d")
    .join("customers as c", (j) => j.on("c.companyId", "d.companyId").andOn("c.id", "d.customerId"))
    .leftJoin("paymentTerms as t", (j) => j.on("t.companyId", "d.companyId").andOn("t.id", "d.paymentTermId"))
    .leftJoin("salesPersons as p", (j) => j.on("p.companyId", "d.companyId").andOn("p.id", "d.salesPersonId"))
    .leftJoin("salesTaxRates as r", (j) => j.on("r.companyId", "d.companyId").andOn("r.id", "d.taxRateId"))
    .leftJoin("companyAccounts as a", (j) => j.on("a.companyId", "d.companyId").andOn("a.id", "d.discountAccountId"))
    .where({ "d.companyId": companyId, "d.kind": "invoice" })
    .whereNot("d.status", "void")
    .orderBy([{ column: "d.docDate" }, { column: "d.id" }])
    .select(
      "d.id",
      "d.number",
      "d.status",
      "c.customerId as customerCode",
      "d.docDate",
      "d.dueDate",
      "t.name as termName",
      "d.customerReference",
      "p.salesPersonName",
      "d.memo",
      "r.name as taxRateName",
      "d.discountPercent",
      "d.discountAmount",
      "a.accountNumber as discountAccount",
    );
  const lines = await readExportLines(
    db,
    { documents: "salesDocuments", lines: "salesDocumentLines" },
    { companyId, kind: "invoice", notStatus: "void" },
    ["taxable"],
  );
  const discountText = (invoice: Record<string, unknown>) => {
    if (invoice.discountPercent != null) return `${quantityText(String(invoice.discountPercent))}%`;
    return fromDecimal(String(invoice.discountAmount)) > 0 ? amountText(invoice.discountAmount) : "";
  };
  return documentsCsvText(SALES_CSV_COLUMNS, invoices, lines, {
    numberColumn: "Number",
    priceColumn: "Rate",
    header: (invoice, line) => {
      const discounted = discountText(invoice);
      return {
        Customer: cellText(invoice.customerCode).trim(),
        Date: formatUsDate(invoice.docDate as string),
        "Due Date": formatUsDate(invoice.dueDate as string | null),
        Terms: cellText(invoice.termName),
        "P.O. No.": cellText(invoice.customerReference),
        "Sales Person": cellText(invoice.salesPersonName),
        Memo: cellText(invoice.memo),
        Taxable: line.taxable ? "Yes" : "No",
        "Tax Rate": cellText(invoice.taxRateName),
        Discount: discounted,
        "Discount Account": discounted ? cellText(invoice.discountAccount).trim() : "",
      };
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Checking

/** Read the CSV text (header names in any case); a file that cannot be read as a whole is refused. */
export function parseInvoicesCsv(text: string): CsvRow[] {
  return readColumnsCsv(text, SALES_CSV_COLUMNS, REQUIRED_COLUMNS).rows;
}

/** A row's header cells as Create Invoice's fields: the form's own rules and messages. */
const headerSchema = z.object({
  date: documentDate("Date"),
  dueDate: documentDate("Due Date"),
  customerReference: salesHeaderFields.customerReference,
  memo: salesHeaderFields.memo,
  discount,
});
/** A row's line cells as an account row's or an item row's fields. */
const lineSchema = z.object({
  description: salesAccountRowSchema.shape.description,
  amount: salesAccountRowSchema.shape.amount,
  quantity: salesItemRowSchema.shape.quantity,
  unitPrice: salesItemRowSchema.shape.unitPrice,
});
const COLUMN_OF_FIELD: Record<string, InvoiceCsvColumn> = {
  date: "Date",
  dueDate: "Due Date",
  customerReference: "P.O. No.",
  memo: "Memo",
  discount: "Discount",
  description: "Description",
  amount: "Amount",
  quantity: "Quantity",
  unitPrice: "Rate",
};

interface CustomerRef extends PartyRef {
  taxExempt: boolean;
  paymentTermId: number | null;
}
interface ItemRef {
  id: number;
  name: string;
  itemType: string;
  active: boolean;
  incomeAccountId: number | null;
  cogsAccountId: number | null;
  salesDescription: string;
  salesPrice: string;
  taxable: boolean;
}
interface TaxRateRef {
  id: number;
  name: string;
  rate: string;
  liabilityAccountId: number;
  active: boolean;
}

/** A row of an imported invoice: a sales row, its stocked item's Cost of Goods Sold account too. */
type InvoiceRow = ResolvedSalesRow & { stock?: { itemName: string; quantity: number; cogsAccountId: number | null } };

/** An invoice the import will write, as checked. */
export interface PlannedInvoice extends PlannedCsvDocument {
  customerName: string;
  dueDate: string;
  paymentTermId: number | null;
  salesPersonId: number | null;
  customerReference: string;
  memo: string;
  rows: InvoiceRow[];
  figures: SalesFigures;
  taxRate: TaxRateRef | null;
  discountAccountId: number | null;
}

/** What a row says about its invoice, parsed: compared between the rows of one invoice. */
interface RowHeader {
  customer: CustomerRef;
  date: string | null;
  dueDate: string | null;
  term: TermRef | null;
  customerReference: string;
  salesPerson: { id: number; name: string } | null;
  memo: string;
  taxRate: TaxRateRef | null;
  discount: { percent: string } | { amount: string } | null;
  discountAccount: AccountRef & { name: string };
  draft: boolean;
}
const HEADER_FIELD = {
  Customer: "customer",
  Date: "date",
  "Due Date": "dueDate",
  Terms: "term",
  "P.O. No.": "customerReference",
  "Sales Person": "salesPerson",
  Memo: "memo",
  "Tax Rate": "taxRate",
  Discount: "discount",
  "Discount Account": "discountAccount",
  Status: "draft",
} as const satisfies Partial<Record<InvoiceCsvColumn, keyof RowHeader>>;
type HeaderColumn = keyof typeof HEADER_FIELD;
const HEADER_COLUMNS = SALES_CSV_COLUMNS.filter((c): c is HeaderColumn => c in HEADER_FIELD);

const INVOICE_WORDS: DocumentWords = { noun: "invoice", aNoun: "an invoice", plural: "invoices", numberColumn: "Number" };

const isStocked = (item: ItemRef) => (STOCKED_ITEM_TYPES as readonly string[]).includes(item.itemType);

/** How an invoice's rows take accounts and items: an income account, an item's income account. */
const INVOICE_LINE_RULES: LineRules<ItemRef> = {
  priceColumn: "Rate",
  rowTypes: INVOICE.accounts.rows,
  inactiveAccount: SALES_MESSAGES.inactiveAccount,
  wrongAccountType: SALES_MESSAGES.wrongAccountType,
  itemAccount: (item) => ({ accountId: item.incomeAccountId, word: "income", missing: SALES_MESSAGES.itemNotSold(item.name) }),
  itemProblem: (item) => {
    if (!item.active) return SALES_MESSAGES.inactiveItem(item.name);
    if (isStocked(item) && item.cogsAccountId === null) return SALES_MESSAGES.itemNoCogsAccount(item.name);
    return null;
  },
  defaultPrice: (item) => fromDecimal(item.salesPrice),
  defaultDescription: (item) => item.salesDescription,
};

/** Check every row against the company's customers, accounts, items, terms, tax rates and invoices; nothing is written. */
export async function planInvoiceImport(db: Knex, companyId: number, rows: readonly CsvRow[]): Promise<CsvImportPlan<PlannedInvoice>> {
  // One query after another: `db` may be a transaction (one connection).
  const customers: CustomerRef[] = await db("customers")
    .where({ companyId })
    .select("id", "customerId as code", "customerName as name", "active", "taxExempt", "paymentTermId");
  const { accounts, terms } = await readAccountAndTermRefs(db, companyId);
  const items: ItemRef[] = await db("items")
    .where({ companyId })
    .select("id", "name", "itemType", "active", "incomeAccountId", "cogsAccountId", "salesDescription", "salesPrice", "taxable");
  const salesPersons: { id: number; name: string }[] = await db("salesPersons")
    .where({ companyId })
    .select("id", "salesPersonName as name");
  const taxRates: TaxRateRef[] = await db("salesTaxRates")
    .where({ companyId })
    .select("id", "name", "rate", "liabilityAccountId", "active");

  const findCustomer = partyFinder(customers, {
    column: "Customer",
    codeLabel: "Customer ID",
    noun: "customer",
    plural: "customers",
    inactive: SALES_MESSAGES.inactiveCustomer,
  });
  const refs = { accounts: accountFinder(accounts), item: namedFinder(items) };
  const findTerm = namedFinder(terms);
  const termById = new Map(terms.map((t) => [t.id, t]));
  const findSalesPerson = namedFinder(salesPersons);
  const findTaxRate = namedFinder(taxRates);

  const problems = new RowProblems();
  const checked = checkCsvRows<RowHeader, InvoiceRow>(rows, problems, INVOICE_WORDS, HEADER_COLUMNS, {
    header: (cells) => {
      const { line, header, problems } = cells;
      const raw = cells.raw as Record<HeaderColumn, string>;
      if (raw.Customer) header.customer = findCustomer(problems, line, raw.Customer);

      // The named references: a blank cell is none (Terms: the customer's).
      const named = <T>(
        column: HeaderColumn,
        find: (ref: string) => T | undefined,
        check?: (found: T) => string | null,
      ): T | null | undefined => {
        if (!raw[column]) return null;
        const found = find(raw[column]);
        const problem = !found ? `${column} "${raw[column]}" does not exist` : (check?.(found) ?? null);
        if (problem) problems.add(line, problem);
        return problem ? undefined : found;
      };
      header.term = named("Terms", findTerm);
      header.salesPerson = named("Sales Person", findSalesPerson);
      header.taxRate = named("Tax Rate", findTaxRate, (rate) =>
        rate.active ? null : `Tax Rate "${raw["Tax Rate"]}": ${SALES_MESSAGES.inactiveTaxRate}`,
      );
      const discountAccount = named("Discount Account", refs.accounts.find, (account) => {
        if (!account.active) return `Discount Account "${raw["Discount Account"]}": ${SALES_MESSAGES.inactiveAccount(account.accountName)}`;
        if (!(DISCOUNT_ACCOUNT_TYPES as readonly string[]).includes(account.accountType))
          return `Discount Account "${accountLabel(account)}": ${SALES_MESSAGES.wrongAccountType("The discount account", DISCOUNT_ACCOUNT_TYPES)}`;
        return null;
      });
      if (discountAccount) header.discountAccount = { ...discountAccount, name: accountLabel(discountAccount) };
      header.draft = readDraftStatus(problems, line, raw.Status);

      const parsedHeader = problems.parse(
        line,
        headerSchema,
        {
          date: raw.Date,
          dueDate: raw["Due Date"],
          customerReference: raw["P.O. No."],
          memo: raw.Memo,
          discount: raw.Discount,
        },
        COLUMN_OF_FIELD,
      );
      if (parsedHeader) Object.assign(header, parsedHeader);
    },
    line: (cells) => {
      const { line, text } = cells;
      const taxable = parseYesNo(text("Taxable"));
      if (taxable === "invalid") problems.add(line, yesNoMessage("Taxable", text("Taxable")));
      const resolved = readCsvLine(problems, cells, lineSchema, COLUMN_OF_FIELD, refs, INVOICE_LINE_RULES);
      if (!resolved || taxable === "invalid") return undefined;
      const { item, ...rest } = resolved;
      return {
        ...rest,
        // Blank: the item's own flag (an account row: not taxable), as on screen.
        taxable: taxable ?? item?.record.taxable ?? false,
        ...(item && isStocked(item.record)
          ? { stock: { itemName: item.record.name, quantity: item.units, cogsAccountId: item.record.cogsAccountId } }
          : {}),
      };
    },
  });

  const groups = await groupCsvDocuments(db, companyId, problems, checked, {
    words: INVOICE_WORDS,
    table: "salesDocuments",
    kind: "invoice",
    headerColumns: HEADER_FIELD,
    dateColumns: ["Date", "Due Date"],
    required: REQUIRED_COLUMNS,
    itemTwice: SALES_MESSAGES.itemTwice,
    draftField: "draft",
  });

  const invoices: PlannedInvoice[] = [];
  for (const { line, number, name, header, rows: invoiceRows } of groups) {
    const { customer, date } = header;
    if (!customer || !date) continue;
    // A tax-exempt customer pays no tax, whatever the file says (as on screen).
    const taxRate = customer.taxExempt ? null : (header.taxRate ?? null);
    const figures = salesFigures(invoiceRows, header.discount ?? null, taxRate?.rate ?? null);
    const refusal =
      figures.discount > figures.subtotal
        ? SALES_MESSAGES.discountTooLarge
        : figures.total <= 0
          ? SALES_MESSAGES.totalZero
          : figures.discount > 0 && !header.discountAccount
            ? SALES_MESSAGES.discountAccountRequired
            : null;
    if (refusal) {
      problems.add(line, `${name}: ${refusal}`);
      continue;
    }
    const term = header.term ?? (customer.paymentTermId === null ? null : (termById.get(customer.paymentTermId) ?? null));
    invoices.push({
      line,
      number,
      partyId: customer.id,
      customerName: customer.name,
      date,
      dueDate: header.dueDate ?? dueDateFor(term, date),
      paymentTermId: term?.id ?? null,
      salesPersonId: header.salesPerson?.id ?? null,
      customerReference: header.customerReference ?? "",
      memo: header.memo ?? "",
      rows: invoiceRows,
      figures,
      taxRate,
      discountAccountId: figures.discount > 0 ? header.discountAccount!.id : null,
      total: figures.total,
      draft: header.draft ?? false,
    });
  }
  return csvImportPlan(problems, invoices);
}

// ---------------------------------------------------------------------------------------------
// Importing

const noCogsAccount = (name: string) => new DomainError(SALES_MESSAGES.itemNoCogsAccount(name), 400);

/** An open invoice's journal lines, as createSalesDocument posts them. */
function invoicePostingLines(invoice: PlannedInvoice, receivable: number, sold: readonly SoldStock[]): PostingLine[] {
  const tag = { customerId: invoice.partyId };
  const { figures, taxRate } = invoice;
  const taxRow =
    taxRate && figures.tax > 0
      ? [{ accountId: taxRate.liabilityAccountId, itemId: null, description: "Sales tax", amount: figures.tax }]
      : [];
  return [
    ...documentPostingLines(INVOICE.posting, {
      rows: [...invoice.rows.map((r) => ({ ...r, stock: undefined })), ...taxRow],
      total: figures.total,
      otherSide: receivable,
      tag,
      noCogsAccount,
      besideOtherSide: invoice.discountAccountId
        ? [{ accountId: invoice.discountAccountId, amount: figures.discount, memo: "Discount" }]
        : [],
    }),
    ...saleCostLines(sold, tag, noCogsAccount),
  ];
}

/**
 * Issue the open invoices' inventory rows from the default warehouse at average cost, in their
 * order and in one go (moveStocks: each issue valued on what the earlier ones left, as one
 * invoice after the other): what each moved, for its cost lines.
 */
async function issueStock(
  trx: Knex.Transaction,
  companyId: number,
  invoices: readonly { id: number; number: string; date: string; rows: readonly InvoiceRow[] }[],
): Promise<SoldStock[][]> {
  const stocked = invoices.map((invoice) => invoice.rows.filter((r) => r.stock));
  if (!stocked.some((rows) => rows.length)) return invoices.map(() => []);
  const warehouseId = await defaultWarehouseId(trx, companyId);
  const moved = await moveStocks(
    trx,
    companyId,
    invoices.map((invoice, i) => ({
      source: { type: "invoice", id: invoice.id, date: invoice.date },
      changes: stocked[i].map((r) => ({
        itemId: r.itemId!,
        warehouseId,
        quantity: -r.stock!.quantity,
        memo: `${INVOICE.labels.title} ${invoice.number}`,
      })),
    })),
  );
  return moved.map((movements, i) => soldStock(movements, new Map(stocked[i].map((r) => [r.itemId!, r.stock!.cogsAccountId]))));
}

/**
 * Write one chunk of invoices: their ids first, then their stock and their entries (which name the
 * invoice by id), then the invoices with their entry, then their rows.
 */
async function writeInvoices(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  invoices: readonly PlannedInvoice[],
  numbers: readonly string[],
  receivable: number,
): Promise<void> {
  const { companyId } = ctx;
  const ids = await reserveDocumentIds(trx, "sales_documents", invoices.length);

  // Drafts move no stock and post nothing until they are saved open.
  const open = invoices.flatMap((invoice, i) => (invoice.draft ? [] : [{ invoice, number: numbers[i], id: ids[i] }]));
  const sold = await issueStock(
    trx,
    companyId,
    open.map(({ invoice, number, id }) => ({ id, number, date: invoice.date, rows: invoice.rows })),
  );
  const postings = open.map(({ invoice, number, id }, i) => ({
    entryType: INVOICE.entryType,
    entryNo: number,
    entryDate: invoice.date,
    comments: `${INVOICE.labels.title} ${number} — ${invoice.customerName}`,
    sourceType: SALES_SOURCE,
    sourceId: id,
    lines: invoicePostingLines(invoice, receivable, sold[i]),
  }));
  const entryOf = await postDocumentEntries(trx, ctx, postings);

  // The columns createSalesDocument writes for an invoice, with their values.
  await trx.raw(
    `INSERT INTO sales_documents (id, company_id, kind, number, customer_id, contact_name, bill_to, ship_to, doc_date, due_date, ship_date,
       payment_term_id, sales_person_id, shipping_method_id, customer_reference, payment_method, payment_reference,
       deposit_to_account_id, memo, customer_message, subtotal, discount_percent, discount_amount, discount_account_id, tax_rate_id,
       taxable_amount, tax_amount, total, status, journal_entry_id, created_by)
     SELECT r.id, ?, 'invoice', r.number, r.customer_id, '', '', '', r.doc_date, r.due_date, NULL,
       r.payment_term_id, r.sales_person_id, NULL, r.customer_reference, NULL, '',
       NULL, r.memo, '', r.subtotal, r.discount_percent, r.discount_amount, r.discount_account_id, r.tax_rate_id,
       r.taxable_amount, r.tax_amount, r.total, r.status, r.journal_entry_id, ?
       FROM ${jsonRecordset({
         id: "integer",
         number: "text",
         customer_id: "integer",
         doc_date: "date",
         due_date: "date",
         payment_term_id: "integer",
         sales_person_id: "integer",
         customer_reference: "text",
         memo: "text",
         subtotal: "numeric",
         discount_percent: "numeric",
         discount_amount: "numeric",
         discount_account_id: "integer",
         tax_rate_id: "integer",
         taxable_amount: "numeric",
         tax_amount: "numeric",
         total: "numeric",
         status: "text",
         journal_entry_id: "integer",
       })}`,
    [
      companyId,
      ctx.userId ?? null,
      JSON.stringify(
        invoices.map((invoice, i) => ({
          id: ids[i],
          number: numbers[i],
          customer_id: invoice.partyId,
          doc_date: invoice.date,
          due_date: invoice.dueDate,
          payment_term_id: invoice.paymentTermId,
          sales_person_id: invoice.salesPersonId,
          customer_reference: invoice.customerReference,
          memo: invoice.memo,
          subtotal: toDecimal(invoice.figures.subtotal),
          discount_percent: invoice.figures.discountPercent,
          discount_amount: toDecimal(invoice.figures.discount),
          discount_account_id: invoice.discountAccountId,
          tax_rate_id: invoice.taxRate?.id ?? null,
          taxable_amount: toDecimal(invoice.figures.taxableAmount),
          tax_amount: toDecimal(invoice.figures.tax),
          total: toDecimal(invoice.figures.total),
          status: invoice.draft ? "draft" : "open",
          journal_entry_id: entryOf.get(ids[i]) ?? null,
        })),
      ),
    ],
  );

  await trx.raw(
    `INSERT INTO sales_document_lines (company_id, document_id, line_no, line_type, account_id, item_id, description, quantity,
       unit_price, amount, taxable)
     SELECT ?, r.* FROM ${jsonRecordset({
       document_id: "integer",
       line_no: "integer",
       line_type: "text",
       account_id: "integer",
       item_id: "integer",
       description: "text",
       quantity: "numeric",
       unit_price: "numeric",
       amount: "numeric",
       taxable: "boolean",
     })}`,
    [
      companyId,
      JSON.stringify(
        invoices.flatMap((invoice, i) =>
          invoice.rows.map((r, index) => ({
            document_id: ids[i],
            line_no: index + 1,
            line_type: r.lineType,
            account_id: r.lineType === "account" ? r.accountId : null,
            item_id: r.itemId,
            description: r.description,
            quantity: r.quantity,
            unit_price: r.unitPrice,
            amount: toDecimal(r.amount),
            taxable: r.taxable,
          })),
        ),
      ),
    ],
  );
}

const INVOICE_IMPORT: CsvImportKind<PlannedInvoice, number> = {
  words: INVOICE_WORDS,
  recordType: "invoice",
  entryType: INVOICE.entryType,
  tables: "sales_documents, sales_document_lines, journal_entries, journal_lines",
  partyTable: "customers",
  numberTaken: "Another invoice took one of the file's invoice numbers meanwhile: nothing was imported",
  plan: planInvoiceImport,
  prepare: accountsReceivableAccount,
  write: writeInvoices,
};

export interface InvoiceImportResult extends Omit<CsvImportSummary, "documents" | "parties"> {
  invoices: number;
  customers: number;
}

/**
 * Import invoices from CSV text into a company: every invoice, or on any problem none
 * (CsvImportError lists the rows). A dry run checks the same and writes nothing.
 */
export async function importInvoices(
  db: Knex,
  ctx: CompanyContext,
  input: { content: string; dryRun?: boolean },
  options: { onProgress?: (progress: { phase: "invoices"; done: number; total: number }) => void } = {},
): Promise<InvoiceImportResult> {
  const rows = parseInvoicesCsv(input.content);
  const { documents, parties, ...rest } = await importCsvDocuments(db, ctx, INVOICE_IMPORT, { rows, dryRun: input.dryRun }, (progress) =>
    options.onProgress?.({ phase: "invoices", ...progress }),
  );
  return { ...rest, invoices: documents, customers: parties };
}

/** The total as summaries show it ("$1,234.50"). */
export const invoicesTotalText = (result: Pick<InvoiceImportResult, "total">) => formatMoney(fromDecimal(result.total));
