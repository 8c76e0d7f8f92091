import type { Knex } from "knex";
import { accountProblem } from "~/modules/documents/account-rule";
import { recordActivity } from "~/modules/activity/activity.server";
import { raw } from "objection";
import type * as z from "zod";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { Account } from "~/modules/accounts/account.model";
import { accountsReceivableAccount } from "~/modules/accounts/system-accounts.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { Customer } from "~/modules/customers/customer.model";
import { accountRow, rowAmount, storedLines, type StoredRow } from "~/modules/documents/amounts";
import { toQuantityDecimal } from "~/lib/quantity";
import { documentPostingLines, saleCostLines, type SoldStock } from "~/modules/documents/posting";
import { Item } from "~/modules/items/item.model";
import { defaultWarehouseId, moveStock, reverseStock, STOCKED_ITEM_TYPES, type MovedStock } from "~/modules/inventory/stock.server";
import { postEntry, reverseEntry, takeEntryNo, type PostingLine } from "~/modules/ledger/ledger.server";
import { dueDateFor } from "~/modules/purchases/due-date";
import { PaymentTerm } from "~/modules/support-lists/support-list-item.model";
import { DomainError } from "~/utils/errors";
import { patchVersioned } from "~/utils/model";
import { inTransaction } from "~/utils/transaction.server";
import { DISCOUNT_ACCOUNT_TYPES, SALES_MESSAGES } from "./constants";
import { SALES_KIND, type SalesKindName } from "./kinds";
import { SALES_KIND_BASE } from "./kinds/shared";
import type { invoiceSchema } from "./kinds/invoice.schema";
import type { cashSaleSchema } from "./kinds/cash-sale.schema";
import type { creditMemoSchema } from "./kinds/credit-memo.schema";
import { SalesDocument, SalesDocumentLine } from "./sales-document.model";
import { SalesTaxRate } from "./sales-tax-rate.model";
import { depositAccount } from "./customer-payments.server";
import { salesFigures, type SalesFigures } from "./figures";

export { salesFigures, type SalesFigures };

// Saving a sales document: the document and its rows (one graph) and its journal entry, in one
// transaction, as a purchase document is saved. What each kind posts (docs/ARCHITECTURE.md):
//   invoice     Dr Accounts Receivable (the customer)  Cr each row's income account, Cr sales tax
//   cash sale   Dr the deposit account                 Cr each row's income account, Cr sales tax
//   credit memo Dr each row's income account, Dr tax   Cr Accounts Receivable (the customer)
// A discount is debited to its account beside the other side (credited for a credit memo). An
// account row posts to its account; an item row to its item's income account. An inventory item's
// or assembly's quantity goes out of the default warehouse at average cost (a credit memo's comes
// back at the average cost): its cost moves between the item's assets and Cost of Goods Sold
// accounts in the same entry. Selling more than is on hand is refused by moveStock under the
// stock row's lock, so two sales of the last unit sell it once. Every line carries the customer
// (the Customer Center and the customers list read the ledger by customer). A draft invoice posts
// nothing until it is saved open.

export type InvoiceInput = z.infer<typeof invoiceSchema>;
export type CashSaleInput = z.infer<typeof cashSaleSchema>;
export type CreditMemoInput = z.infer<typeof creditMemoSchema>;
export type SalesDocumentInput = InvoiceInput | CashSaleInput | CreditMemoInput;

/** `journal_entries.source_type` of the entries sales documents post. */
export const SALES_SOURCE = SALES_KIND_BASE.view.source;

const fieldError = (field: string, message: string) => new DomainError(message, 400, { [field]: [message] });

export interface ResolvedSalesRow extends StoredRow {
  // accountId: the income account the row posts to, its own or its item's.
  taxable: boolean;
  /** Set on a row of an inventory item or assembly: its quantity moves stock */
  stock?: { itemName: string; quantity: number };
}

/** The rows as they will be stored and posted: accounts checked, items' income accounts, prices and taxable flags found. */
async function resolveRows(trx: Knex.Transaction, companyId: number, input: SalesDocumentInput): Promise<ResolvedSalesRow[]> {
  const rowTypes = SALES_KIND.invoice.accounts.rows;
  const itemIds = input.itemRecords.map((r) => r.itemId!);
  if (new Set(itemIds).size !== itemIds.length) throw fieldError("itemRecords", SALES_MESSAGES.itemTwice);
  if (!input.accountRecords.length && !input.itemRecords.length) throw fieldError("accountRecords", SALES_MESSAGES.noRows);
  const accounts = new Map(
    (
      await Account.query(trx)
        .modify("ofCompany", companyId)
        .whereIn("id", [...new Set(input.accountRecords.map((r) => r.accountId!))])
        .select("id", "accountType", "accountName", "active")
    ).map((a) => [a.id, a]),
  );
  const items = new Map(
    (
      await Item.query(trx)
        .modify("ofCompany", companyId)
        .whereIn("id", itemIds)
        .select("id", "itemType", "name", "active", "incomeAccountId", "salesDescription", "salesPrice", "taxable")
    ).map((i) => [i.id, i]),
  );
  const problems: string[] = [];
  const rows: ResolvedSalesRow[] = [];
  input.accountRecords.forEach((row, index) => {
    const account = accounts.get(row.accountId!);
    const where = `Account row ${index + 1}`;
    const problem = accountProblem(account, row.accountId!, "The account", rowTypes);
    if (problem || !account) return problems.push(`${where}: ${problem}`);
    rows.push({ ...accountRow(account.id, { description: row.description, amount: row.amount! }), taxable: row.taxable ?? false });
  });
  input.itemRecords.forEach((row, index) => {
    const item = items.get(row.itemId!);
    const where = `Item row ${index + 1}`;
    if (!item || item.itemType !== row.itemType) return problems.push(`${where}: ${SALES_MESSAGES.itemNotFound(row.itemId!)}`);
    if (!item.active) return problems.push(`${where}: ${SALES_MESSAGES.inactiveItem(item.name)}`);
    if (!item.incomeAccountId) return problems.push(`${where}: ${SALES_MESSAGES.itemNotSold(item.name)}`);
    const unitPrice = row.unitPrice ?? fromDecimal(item.salesPrice);
    const stocked = (STOCKED_ITEM_TYPES as readonly string[]).includes(item.itemType);
    rows.push({
      lineType: "item",
      accountId: item.incomeAccountId,
      itemId: item.id,
      description: row.description || item.salesDescription,
      quantity: toQuantityDecimal(row.quantity),
      unitPrice: toDecimal(unitPrice),
      amount: rowAmount(row.quantity, unitPrice),
      taxable: row.taxable ?? item.taxable,
      ...(stocked ? { stock: { itemName: item.name, quantity: row.quantity } } : {}),
    });
  });
  if (problems.length) throw new DomainError(problems.join("\n"), 400, { rows: problems });
  return rows;
}

async function resolveCustomer(trx: Knex.Transaction, companyId: number, customerId: number | null) {
  if (customerId === null) throw fieldError("customerId", SALES_MESSAGES.customerRequired);
  const customer = await Customer.query(trx)
    .modify("ofCompany", companyId)
    .findById(customerId)
    .select("id", "customerName", "active", "taxExempt", "paymentTermId");
  if (!customer) throw fieldError("customerId", SALES_MESSAGES.customerNotFound);
  if (!customer.active) throw fieldError("customerId", SALES_MESSAGES.inactiveCustomer);
  return customer;
}

async function activeAccount(trx: Knex.Transaction, companyId: number, id: number, field: string, label: string, types: readonly string[]) {
  const account = await Account.query(trx).modify("ofCompany", companyId).findById(id).select("id", "accountType", "accountName", "active");
  const problem = accountProblem(account, id, label, types);
  if (problem || !account) throw fieldError(field, problem ?? "");
  return account;
}

/** A reference the document names (a sales person, a shipping method, a term) must be the company's. */
async function checkReference(
  trx: Knex.Transaction,
  companyId: number,
  table: "salesPersons" | "shippingMethods",
  id: number | null,
  field: string,
  message: string,
) {
  if (id === null) return;
  const found = await trx(table).where({ companyId, id }).first("id");
  if (!found) throw fieldError(field, message);
}

export interface SavedSalesDocument {
  id: number;
  kind: SalesKindName;
  number: string;
  status: string;
  total: string;
  journalEntryId: number | null;
  message: string;
}

/** What a document's header resolves to before it is written: checked references and figures. */
interface Prepared {
  customer: Awaited<ReturnType<typeof resolveCustomer>>;
  rows: ResolvedSalesRow[];
  figures: SalesFigures;
  taxRate: { id: number; liabilityAccountId: number } | null;
  discountAccountId: number | null;
  depositToAccountId: number | null;
  date: string;
  dueDate: string | null;
  header: Record<string, unknown>;
}

async function prepare(trx: Knex.Transaction, ctx: CompanyContext, kind: SalesKindName, input: SalesDocumentInput): Promise<Prepared> {
  const customer = await resolveCustomer(trx, ctx.companyId, input.customerId);
  const rows = await resolveRows(trx, ctx.companyId, input);
  await checkReference(trx, ctx.companyId, "salesPersons", input.salesPersonId, "salesPersonId", "Sales person not found.");
  await checkReference(trx, ctx.companyId, "shippingMethods", input.shippingMethodId, "shippingMethodId", "Shipping method not found.");

  let taxRate: { id: number; rate: string; liabilityAccountId: number } | null = null;
  if (input.taxRateId !== null && !customer.taxExempt) {
    const rate = await SalesTaxRate.query(trx).modify("ofCompany", ctx.companyId).findById(input.taxRateId);
    if (!rate) throw fieldError("taxRateId", SALES_MESSAGES.taxRateNotFound);
    if (!rate.active) throw fieldError("taxRateId", SALES_MESSAGES.inactiveTaxRate);
    taxRate = rate;
  }
  const figures = salesFigures(rows, input.discount, taxRate?.rate ?? null);
  if (figures.discount > figures.subtotal) throw fieldError("discount", SALES_MESSAGES.discountTooLarge);
  if (figures.total <= 0) throw fieldError("accountRecords", SALES_MESSAGES.totalZero);
  let discountAccountId: number | null = null;
  if (figures.discount > 0) {
    if (input.discountAccountId === null) throw fieldError("discountAccountId", SALES_MESSAGES.discountAccountRequired);
    discountAccountId = (
      await activeAccount(trx, ctx.companyId, input.discountAccountId, "discountAccountId", "The discount account", DISCOUNT_ACCOUNT_TYPES)
    ).id;
  }

  // A cash sale's money goes where a payment's does (Receive Payment's rule and message).
  const depositToAccountId = SALES_KIND[kind].accounts.payFrom
    ? (await depositAccount(trx, ctx.companyId, (input as CashSaleInput).depositToAccountId)).id
    : null;

  const date = input.date ?? ctx.today;
  let dueDate: string | null = null;
  let paymentTermId: number | null = null;
  if (kind === "invoice") {
    const invoice = input as InvoiceInput;
    paymentTermId = invoice.paymentTermId ?? customer.paymentTermId;
    const term = paymentTermId === null ? null : await PaymentTerm.query(trx).modify("ofCompany", ctx.companyId).findById(paymentTermId);
    if (paymentTermId !== null && !term) throw fieldError("paymentTermId", "Payment term not found.");
    dueDate = invoice.dueDate ?? (term ? dueDateFor(term, date) : date);
  }
  const cashSale = kind === "cash_sale" ? (input as CashSaleInput) : null;
  return {
    customer,
    rows,
    figures,
    taxRate,
    discountAccountId,
    depositToAccountId,
    date,
    dueDate,
    header: {
      customerId: customer.id,
      contactName: input.contactName,
      billTo: input.billTo,
      shipTo: input.shipTo,
      docDate: date,
      dueDate,
      shipDate: input.shipDate,
      paymentTermId,
      salesPersonId: input.salesPersonId,
      shippingMethodId: input.shippingMethodId,
      customerReference: input.customerReference,
      paymentMethod: cashSale?.paymentMethod ?? null,
      paymentReference: cashSale?.paymentReference ?? "",
      depositToAccountId,
      memo: input.memo,
      customerMessage: input.customerMessage,
      subtotal: toDecimal(figures.subtotal),
      discountPercent: figures.discountPercent,
      discountAmount: toDecimal(figures.discount),
      discountAccountId,
      taxRateId: taxRate?.id ?? null,
      taxableAmount: toDecimal(figures.taxableAmount),
      taxAmount: toDecimal(figures.tax),
      total: toDecimal(figures.total),
    },
  };
}

/** A document's rows as its stored lines, with their taxable flags. */
function documentLines(companyId: number, rows: readonly ResolvedSalesRow[]) {
  return storedLines(companyId, rows).map((line, index) => ({ ...line, taxable: rows[index].taxable }));
}

/**
 * Move the stock of a posted document's inventory rows (a sale's go out at average cost, a credit
 * memo's come back at it) and return what moved, for the cost lines.
 */
async function moveSalesStock(
  trx: Knex.Transaction,
  companyId: number,
  kind: SalesKindName,
  document: { id: number; number: string; date: string },
  rows: readonly ResolvedSalesRow[],
): Promise<SoldStock[]> {
  const stocked = rows.filter((r) => r.stock);
  if (!stocked.length) return [];
  const warehouseId = await defaultWarehouseId(trx, companyId);
  const out = SALES_KIND[kind].stock === "issue";
  const memo = `${SALES_KIND[kind].labels.title} ${document.number}`;
  const moved = await moveStock(
    trx,
    companyId,
    { type: kind, id: document.id, date: document.date },
    stocked.map((r) => ({ itemId: r.itemId!, warehouseId, quantity: out ? -r.stock!.quantity : r.stock!.quantity, memo })),
  );
  const cogs = new Map(
    (
      await Item.query(trx)
        .modify("ofCompany", companyId)
        .whereIn(
          "id",
          moved.map((m) => m.itemId),
        )
        .select("id", "cogsAccountId")
    ).map((i) => [i.id, i.cogsAccountId]),
  );
  return soldStock(moved, cogs);
}

/** What moved, as the cost lines read it: each item with its Cost of Goods Sold account (by item id). */
export function soldStock(moved: readonly MovedStock[], cogs: ReadonlyMap<number, number | null>): SoldStock[] {
  return moved.map((m) => ({
    itemId: m.itemId,
    itemName: m.itemName,
    assetAccountId: m.assetAccountId,
    cogsAccountId: cogs.get(m.itemId) ?? null,
    value: m.value,
  }));
}

/** The journal lines of a posted sales document: its rows, tax and discount against the other side, and its stock's cost. */
function salesPostingLines(kind: SalesKindName, prepared: Prepared, otherSide: number, sold: readonly SoldStock[]): PostingLine[] {
  const tag = { customerId: prepared.customer.id };
  const taxRow =
    prepared.taxRate && prepared.figures.tax > 0
      ? [{ accountId: prepared.taxRate.liabilityAccountId, itemId: null, description: "Sales tax", amount: prepared.figures.tax }]
      : [];
  return [
    ...documentPostingLines(SALES_KIND[kind].posting, {
      rows: [...prepared.rows.map((r) => ({ ...r, stock: undefined })), ...taxRow],
      total: prepared.figures.total,
      otherSide,
      tag,
      noCogsAccount: (name) => new DomainError(SALES_MESSAGES.itemNoCogsAccount(name), 400),
      besideOtherSide: prepared.discountAccountId
        ? [{ accountId: prepared.discountAccountId, amount: prepared.figures.discount, memo: "Discount" }]
        : [],
    }),
    ...saleCostLines(sold, tag, (name) => new DomainError(SALES_MESSAGES.itemNoCogsAccount(name), 400)),
  ];
}

/** Post a document saved open (or a cash sale): its stock, then its entry; returns the entry's id. */
async function postDocument(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  kind: SalesKindName,
  document: { id: number; number: string },
  prepared: Prepared,
): Promise<number> {
  const descriptor = SALES_KIND[kind];
  const sold = await moveSalesStock(trx, ctx.companyId, kind, { ...document, date: prepared.date }, prepared.rows);
  const otherSide =
    descriptor.posting.against === "payFrom" ? prepared.depositToAccountId! : await accountsReceivableAccount(trx, ctx.companyId);
  const entry = await postEntry(trx, ctx, {
    entryType: descriptor.entryType,
    entryNo: document.number,
    entryDate: prepared.date,
    comments: `${descriptor.labels.title} ${document.number} — ${prepared.customer.customerName}`,
    sourceType: SALES_SOURCE,
    sourceId: document.id,
    lines: salesPostingLines(kind, prepared, otherSide, sold),
  });
  await SalesDocument.query(trx).modify("ofCompany", ctx.companyId).findById(document.id).patch({ journalEntryId: entry.id });
  return entry.id;
}

/** A sales document saved (drafted, posted or edited) in the activity log. */
function recordSalesActivity(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  activity: "created" | "updated" | "posted",
  kind: SalesKindName,
  document: { id: number; number: string },
  prepared: Prepared,
) {
  return recordActivity(trx, ctx, {
    activity,
    recordType: kind,
    recordId: document.id,
    name: `${document.number} — ${prepared.customer.customerName}`,
    date: prepared.date,
    amount: prepared.header.total as string,
    link: `customers/documents/${document.id}`,
  });
}

/** The status a document is saved in: a draft, an open invoice or credit memo, a posted cash sale. */
function savedStatus(kind: SalesKindName, input: SalesDocumentInput): "draft" | "open" | "posted" {
  if (kind === "invoice") return (input as InvoiceInput).status;
  return kind === "cash_sale" ? "posted" : "open";
}

/**
 * Save a sales document of `kind` from its parsed input (its kind's schema) and post it, all in one
 * transaction: refused as a whole, with a message, when anything is wrong.
 */
export async function createSalesDocument(
  db: Knex,
  ctx: CompanyContext,
  kind: SalesKindName,
  input: SalesDocumentInput,
): Promise<SavedSalesDocument> {
  // Joins the caller's transaction (a recurring invoice's occurrence is claimed in it).
  return inTransaction(db, async (trx) => {
    const prepared = await prepare(trx, ctx, kind, input);
    const status = savedStatus(kind, input);
    const draft = status === "draft";
    const number = draft ? "DRAFT" : await takeEntryNo(trx, ctx.companyId, SALES_KIND[kind].entryType);
    const document = await SalesDocument.query(trx).insertGraph({
      companyId: ctx.companyId,
      kind,
      number,
      ...prepared.header,
      status,
      createdBy: ctx.userId,
      lines: documentLines(ctx.companyId, prepared.rows),
    } as Partial<SalesDocument>);
    const journalEntryId = draft ? null : await postDocument(trx, ctx, kind, { id: document.id, number }, prepared);
    await recordSalesActivity(trx, ctx, draft ? "created" : "posted", kind, { id: document.id, number }, prepared);
    return {
      id: document.id,
      kind,
      number,
      status,
      total: prepared.header.total as string,
      journalEntryId,
      message: draft ? SALES_MESSAGES.draftSaved : SALES_KIND[kind].labels.created,
    };
  });
}

/**
 * Edit a draft invoice: saved again as a draft, or saved open — then it takes its number, issues
 * its stock and posts, as an invoice saved open at once. On the version the edit was made on (ADR
 * 0014): the version is claimed first, so a stale save writes nothing.
 */
export async function updateDraftInvoice(
  db: Knex,
  ctx: CompanyContext,
  id: number,
  input: InvoiceInput & { version: number },
): Promise<SavedSalesDocument> {
  return db.transaction(async (trx) => {
    const notFound = SALES_MESSAGES.notFound("Invoice");
    const invoice = await SalesDocument.query(trx)
      .modify("ofCompany", ctx.companyId)
      .modify("ofKind", "invoice")
      .findById(id)
      .select("id", "status", "number");
    if (!invoice) throw new DomainError(notFound, 404);
    await patchVersioned(SalesDocument, trx, { companyId: ctx.companyId, id }, input.version, {}, { noun: "invoice", notFound });
    if (invoice.status !== "draft") throw new DomainError(SALES_MESSAGES.notDraft(invoice.number), 409);
    const prepared = await prepare(trx, ctx, "invoice", input);
    const open = input.status === "open";
    const number = open ? await takeEntryNo(trx, ctx.companyId, SALES_KIND.invoice.entryType) : "DRAFT";
    await SalesDocument.query(trx)
      .modify("ofCompany", ctx.companyId)
      .findById(id)
      .patch({ number, ...prepared.header, status: open ? "open" : "draft" } as Partial<SalesDocument>);
    await SalesDocumentLine.query(trx).where({ companyId: ctx.companyId, documentId: id }).delete();
    await SalesDocumentLine.query(trx).insert(documentLines(ctx.companyId, prepared.rows).map((line) => ({ ...line, documentId: id })));
    const journalEntryId = open ? await postDocument(trx, ctx, "invoice", { id, number }, prepared) : null;
    await recordSalesActivity(trx, ctx, open ? "posted" : "updated", "invoice", { id, number }, prepared);
    return {
      id,
      kind: "invoice",
      number,
      status: open ? "open" : "draft",
      total: prepared.header.total as string,
      journalEntryId,
      message: open ? SALES_KIND.invoice.labels.created : SALES_MESSAGES.draftSaved,
    };
  });
}

/** Delete a draft (it posted nothing); a posted document is voided instead. */
export async function deleteDraftSalesDocument(db: Knex, ctx: CompanyContext, id: number): Promise<{ message: string }> {
  return db.transaction(async (trx) => {
    const document = await SalesDocument.query(trx)
      .modify("ofCompany", ctx.companyId)
      .findById(id)
      .forUpdate()
      .select("id", "kind", "status", "docDate", "total");
    if (!document) throw new DomainError(SALES_MESSAGES.notFound("Document"), 404);
    if (document.status !== "draft") throw new DomainError(SALES_MESSAGES.deleteNotDraft, 409);
    await SalesDocument.query(trx).modify("ofCompany", ctx.companyId).deleteById(id);
    await recordActivity(trx, ctx, {
      activity: "deleted",
      recordType: document.kind,
      recordId: id,
      name: `Draft ${SALES_KIND[document.kind].labels.title}`,
      date: document.docDate,
      amount: document.total,
    });
    return { message: SALES_MESSAGES.deletedDraft };
  });
}

/**
 * Void a posted sales document: its entry reversed (dated the void date: today, or the document's
 * date if later), its stock put back (or taken out again) at the values it moved at, its status
 * void. Refused while payments or credits are applied to it (void those first).
 */
export async function voidSalesDocument(db: Knex, ctx: CompanyContext, id: number): Promise<{ message: string }> {
  return db.transaction(async (trx) => {
    const document = await SalesDocument.query(trx)
      .modify("ofCompany", ctx.companyId)
      .findById(id)
      .forUpdate()
      .select("id", "kind", "number", "status", "docDate", "amountPaid", "journalEntryId", "total");
    if (!document) throw new DomainError(SALES_MESSAGES.notFound("Document"), 404);
    const title = SALES_KIND[document.kind].labels.title;
    if (document.status === "void") throw new DomainError(SALES_MESSAGES.alreadyVoid(title, document.number), 409);
    if (document.status === "draft") throw new DomainError(SALES_MESSAGES.voidDraft, 409);
    if (fromDecimal(document.amountPaid) > 0) throw new DomainError(SALES_MESSAGES.voidPaid(title, document.number), 409);
    // A cash sale's money taken to the bank: its deposit goes first (Make Deposit locks this row too).
    const deposit = await trx("bankDepositLines as l")
      .join("bankDeposits as d", (j) => j.on("d.companyId", "l.companyId").andOn("d.id", "l.depositId"))
      .where({ "l.companyId": ctx.companyId, "l.salesDocumentId": id, "l.voided": false })
      .first("d.number");
    if (deposit) throw new DomainError(SALES_MESSAGES.voidDeposited(title, document.number, deposit.number), 409);
    const date = document.docDate > ctx.today ? document.docDate : ctx.today;
    await reverseStock(trx, ctx.companyId, { type: document.kind, id: document.id }, date);
    const reversal = await reverseEntry(trx, ctx, document.journalEntryId!, {
      date,
      comments: `Void of ${title} ${document.number}`,
    });
    await SalesDocument.query(trx)
      .modify("ofCompany", ctx.companyId)
      .findById(id)
      .patch({ status: "void", voidEntryId: reversal.id, version: raw("version + 1") as unknown as number });
    await recordActivity(trx, ctx, {
      activity: "voided",
      recordType: document.kind,
      recordId: id,
      name: document.number,
      date: document.docDate,
      amount: document.total,
      link: `customers/documents/${id}`,
    });
    return { message: SALES_MESSAGES.voided(title, document.number) };
  });
}

/** A document with its rows, customer and references, as the screens and the API read it. */
export async function getSalesDocument(db: Knex, companyId: number, id: number, kind?: SalesKindName) {
  const query = SalesDocument.query(db)
    .modify("ofCompany", companyId)
    .findById(id)
    .withGraphFetched("[lines(inOrder).[account, item], customer, depositToAccount, paymentTerm, salesPerson, shippingMethod, taxRate]");
  if (kind) query.modify("ofKind", kind);
  const document = await query;
  if (!document) throw new DomainError(SALES_MESSAGES.notFound(kind ? SALES_KIND[kind].labels.title : "Document"), 404);
  return document;
}

/** What is left to pay of an invoice (or to apply of a credit memo). */
export function amountDue(document: Pick<SalesDocument, "total" | "amountPaid">): Cents {
  return (fromDecimal(document.total) - fromDecimal(document.amountPaid)) as Cents;
}

/** An invoice's status as shown: Draft, Open, Overdue, Partially Paid, Paid, Void. */
export function invoiceStatusLabel(invoice: Pick<SalesDocument, "status" | "dueDate" | "amountPaid">, today: string): string {
  if (invoice.status === "open") {
    if (invoice.dueDate && invoice.dueDate < today) return "Overdue";
    return fromDecimal(invoice.amountPaid) > 0 ? "Partially Paid" : "Open";
  }
  return invoice.status.charAt(0).toUpperCase() + invoice.status.slice(1);
}
