import type { Knex } from "knex";
import { accountProblem } from "~/modules/documents/account-rule";
import { recordActivity } from "~/modules/activity/activity.server";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { Account } from "~/modules/accounts/account.model";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { Item } from "~/modules/items/item.model";
import { accountRow, storedLines, type StoredRow } from "~/modules/documents/amounts";
import { documentPostingLines } from "~/modules/documents/posting";
import { toQuantityDecimal } from "~/lib/quantity";
import { postEntry, takeEntryNo, type PostingLine } from "~/modules/ledger/ledger.server";
import { PaymentTerm } from "~/modules/support-lists/support-list-item.model";
import { accountsPayableAccount } from "~/modules/accounts/system-accounts.server";
import { Vendor } from "~/modules/vendors/vendor.model";
import { DomainError } from "~/utils/errors";
import { inTransaction } from "~/utils/transaction.server";
import { dueDateFor } from "./due-date";
import { PAID_AT_ONCE_KINDS, VENDOR_REQUIRED_KINDS } from "./form-rules";
import { PURCHASE_KIND, PURCHASE_KINDS } from "./kinds";
import { PURCHASE_KIND_BASE } from "./kinds/shared";
import { PurchaseDocument } from "./purchase-document.model";
import {
  ACCOUNT_RULES,
  DOCUMENT_LABELS,
  itemRowAmount,
  PURCHASE_MESSAGES,
  type BillInput,
  type CashPurchaseInput,
  type DocumentInput,
  type DocumentKind,
  type VendorCreditInput,
  isStockedItemType,
} from "./schema";
import { moveDocumentStock } from "./document-stock.server";
import { lockAndCheckSpending } from "./spending.server";

// Saving a purchase document: the document and its rows (one graph, insertGraph) and its journal
// entry, in one transaction. What each kind posts (docs/ARCHITECTURE.md, the ledger's rules):
//   bill                      Dr each row's account        Cr Accounts Payable (the vendor)
//   credit card charge,
//   cash expense, purchase    Dr each row's account        Cr the paying account
//   vendor credit             Dr Accounts Payable (vendor) Cr each row's account
//                             — or Dr the bank account a refund was received into
// An account row debits its account; an item row the item's expense account — or, for an inventory
// item or assembly, its assets account: the row's quantity is received into the default warehouse
// at the row's amount (document-stock.server.ts; a vendor credit takes it out at average cost, the
// difference going to the item's Cost of Goods Sold account). Every line carries
// the vendor (the Vendor Center and the vendors list read the ledger by vendor) and an item row's
// line its item. A draft bill posts nothing until it is saved open. Spending from an account
// checks its balance (or a card's limit) under the account's row lock (spending.server.ts).

/** The journal entry type code, and number series, of each kind (its descriptor's). */
export const ENTRY_TYPE_OF = Object.fromEntries(PURCHASE_KINDS.map((k) => [k.name, k.entryType])) as Record<DocumentKind, string>;

/** `journal_entries.source_type` of the entries documents post. */
export const DOCUMENT_SOURCE = PURCHASE_KIND_BASE.view.source;

/** Kinds whose vendor is required, and kinds paid from an account at once (shared with the forms). */
const VENDOR_REQUIRED = VENDOR_REQUIRED_KINDS;
const PAID_AT_ONCE = PAID_AT_ONCE_KINDS;

export interface ResolvedRow extends StoredRow {
  // accountId: its own, an item's expense account, or a stocked item's assets account.
  /** Set on a row of an inventory item or assembly: its quantity moves stock */
  stock?: { itemName: string; cogsAccountId: number | null };
}

export const fieldError = (field: string, message: string) => new DomainError(message, 400, { [field]: [message] });

async function activeAccount(
  trx: Knex.Transaction,
  companyId: number,
  id: number,
  field: string,
  label: string,
  types: readonly string[],
): Promise<Account> {
  const account = await Account.query(trx).modify("ofCompany", companyId).findById(id).select("id", "accountType", "accountName", "active");
  const problem = accountProblem(account, id, label, types);
  if (problem || !account) throw fieldError(field, problem ?? "");
  return account;
}

/** The rows as they will be stored and posted: accounts checked, items' expense accounts found. */
export async function resolveRows(
  trx: Knex.Transaction,
  companyId: number,
  kind: DocumentKind,
  input: DocumentInput,
): Promise<ResolvedRow[]> {
  const rules = ACCOUNT_RULES[kind];
  const itemIds = input.itemRecords.map((r) => r.itemId!);
  if (new Set(itemIds).size !== itemIds.length) throw fieldError("itemRecords", PURCHASE_MESSAGES.itemTwice);
  if (!input.accountRecords.length && !input.itemRecords.length) throw fieldError("accountRecords", PURCHASE_MESSAGES.noRows);

  const accountIds = [...new Set(input.accountRecords.map((r) => r.accountId!))];
  const accounts = new Map(
    (
      await Account.query(trx).modify("ofCompany", companyId).whereIn("id", accountIds).select("id", "accountType", "accountName", "active")
    ).map((a) => [a.id, a]),
  );
  const items = new Map(
    (
      await Item.query(trx)
        .modify("ofCompany", companyId)
        .whereIn("id", itemIds)
        .select("id", "itemType", "name", "active", "buys", "expenseAccountId", "assetAccountId", "cogsAccountId", "purchaseDescription")
    ).map((i) => [i.id, i]),
  );
  const problems: string[] = [];
  const rows: ResolvedRow[] = [];
  input.accountRecords.forEach((row, index) => {
    const account = accounts.get(row.accountId!);
    const problem = accountProblem(account, row.accountId!, "The account", rules.rows);
    if (problem || !account) return problems.push(`Account row ${index + 1}: ${problem}`);
    rows.push(accountRow(account.id, { description: row.description, amount: row.amount! }));
  });
  input.itemRecords.forEach((row, index) => {
    const item = items.get(row.itemId!);
    if (!item || item.itemType !== row.itemType)
      return problems.push(`Item row ${index + 1}: ${PURCHASE_MESSAGES.itemNotFound(row.itemId!)}`);
    const stocked = isStockedItemType(item.itemType);
    const accountId = stocked ? item.assetAccountId : item.expenseAccountId;
    if (!accountId)
      return problems.push(
        `Item row ${index + 1}: ${stocked ? PURCHASE_MESSAGES.itemNoAssetAccount(item.name) : PURCHASE_MESSAGES.itemNotBought(item.name)}`,
      );
    const unitPrice = row.unitPrice ?? (0 as Cents);
    rows.push({
      lineType: "item",
      accountId,
      ...(stocked ? { stock: { itemName: item.name, cogsAccountId: item.cogsAccountId } } : {}),
      itemId: item.id,
      description: row.description || item.purchaseDescription,
      quantity: toQuantityDecimal(row.quantity),
      unitPrice: toDecimal(unitPrice),
      amount: itemRowAmount(row.quantity, unitPrice),
    });
  });
  if (problems.length) throw new DomainError(problems.join("\n"), 400, { rows: problems });
  return rows;
}

export async function resolveVendor(trx: Knex.Transaction, companyId: number, kind: DocumentKind, vendorId: number | null) {
  if (vendorId === null) {
    if (VENDOR_REQUIRED.includes(kind)) throw fieldError("vendorId", PURCHASE_MESSAGES.vendorRequired);
    return null;
  }
  const vendor = await Vendor.query(trx).modify("ofCompany", companyId).findById(vendorId).select("id", "vendorName", "active");
  if (!vendor) throw fieldError("vendorId", PURCHASE_MESSAGES.vendorNotFound);
  if (!vendor.active) throw fieldError("vendorId", PURCHASE_MESSAGES.inactiveVendor);
  return vendor;
}

/** A bill's due date: as given, else from its payment term, else the bill date. A term given must be the company's, either way. */
export async function billDueDate(trx: Knex.Transaction, companyId: number, input: BillInput, billDate: string): Promise<string> {
  const term =
    input.paymentTermId === null ? null : await PaymentTerm.query(trx).modify("ofCompany", companyId).findById(input.paymentTermId);
  if (input.paymentTermId !== null && !term) throw fieldError("paymentTermId", "Payment term not found.");
  if (input.dueDate) return input.dueDate;
  return term ? dueDateFor(term, billDate) : billDate;
}

/**
 * The journal lines of a posted document. `issuedCost` (a vendor credit's stocked rows: item id →
 * the average cost its quantity went out at, from moveDocumentStock) splits such a row: its cost
 * credited to the item's assets account, the rest of the row's amount to its Cost of Goods Sold
 * account (a debit when the credit is worth less than the cost), so the assets account keeps the
 * stock's value.
 */
export function postingLines(
  kind: DocumentKind,
  rows: readonly ResolvedRow[],
  total: Cents,
  vendorId: number | null,
  otherSide: number,
  issuedCost: ReadonlyMap<number, Cents> = new Map(),
): PostingLine[] {
  return documentPostingLines(PURCHASE_KIND[kind].posting, {
    rows,
    total,
    otherSide,
    tag: { vendorId },
    issuedCost,
    noCogsAccount: (itemName) => new DomainError(PURCHASE_MESSAGES.itemNoCogsAccount(itemName), 400),
  }) satisfies PostingLine[];
}

/**
 * A document's journal entry comments: its comments as typed, else its kind, number, vendor and the
 * vendor's own number when there is one ("Cash Purchase CP-0001 — Acme (Vendor's Reference CP-7)").
 */
export function entryComments(
  kind: DocumentKind,
  document: { number: string; vendorName: string | null; comments: string; vendorReference: string },
): string {
  const { title } = DOCUMENT_LABELS[kind];
  if (document.comments) return document.comments;
  const reference = document.vendorReference ? ` (${PURCHASE_KIND[kind].form.reference.label} ${document.vendorReference})` : "";
  return `${title} ${document.number}${document.vendorName ? ` — ${document.vendorName}` : ""}${reference}`;
}

/** A document's rows as its stored lines (the documents' one shape). */
export const documentLines = storedLines;

export interface SavedDocument {
  id: number;
  kind: DocumentKind;
  number: string;
  status: string;
  total: string;
  journalEntryId: number | null;
  message: string;
}

/**
 * Save a purchase document of `kind` from its parsed input (DOCUMENT_SCHEMAS[kind]) and post it,
 * all in one transaction: refused as a whole, with a message, when anything is wrong.
 */
export async function createPurchaseDocument(
  db: Knex,
  ctx: CompanyContext,
  kind: DocumentKind,
  input: DocumentInput,
): Promise<SavedDocument> {
  // Joins the caller's transaction (a statement line recorded as an expense, banking's).
  return inTransaction(db, async (trx) => {
    const rules = ACCOUNT_RULES[kind];
    const vendor = await resolveVendor(trx, ctx.companyId, kind, input.vendorId);
    const rows = await resolveRows(trx, ctx.companyId, kind, input);
    const total = rows.reduce((sum, r) => sum + r.amount, 0) as Cents;
    if (total <= 0) throw fieldError("accountRecords", PURCHASE_MESSAGES.totalZero);
    const date = input.date ?? ctx.today;

    let payFromAccountId: number | null = null;
    if (PAID_AT_ONCE.includes(kind)) {
      const payFrom = (input as { payFromAccountId: number | null }).payFromAccountId;
      if (payFrom === null) throw fieldError("payFromAccountId", PURCHASE_MESSAGES.payFromRequired);
      payFromAccountId = (await activeAccount(trx, ctx.companyId, payFrom, "payFromAccountId", "Pay From", rules.payFrom!)).id;
      await lockAndCheckSpending(trx, ctx.companyId, payFromAccountId, total);
    }
    let refundAccountId: number | null = null;
    if (kind === "vendor_credit" && (input as VendorCreditInput).bankAccountId !== null) {
      const bank = (input as VendorCreditInput).bankAccountId!;
      refundAccountId = (await activeAccount(trx, ctx.companyId, bank, "bankAccountId", "Bank Account", rules.refund!)).id;
    }

    const bill = kind === "bill" ? (input as BillInput) : null;
    const purchase = kind === "cash_purchase" ? (input as CashPurchaseInput) : null;
    const draft = bill?.status === "draft";
    const entryType = ENTRY_TYPE_OF[kind];
    const number = draft ? "DRAFT" : await takeEntryNo(trx, ctx.companyId, entryType);
    const status = draft ? "draft" : kind === "bill" ? "open" : "posted";

    const document = await PurchaseDocument.query(trx).insertGraph({
      companyId: ctx.companyId,
      kind,
      number,
      vendorId: vendor?.id ?? null,
      contactName: input.contactName,
      phone: input.phone,
      billTo: purchase?.billTo ?? "",
      docDate: date,
      dueDate: bill ? await billDueDate(trx, ctx.companyId, bill, date) : null,
      deliveryDate: purchase?.deliveryDate ?? null,
      paymentTermId: bill?.paymentTermId ?? null,
      vendorReference: input.vendorReference,
      paymentMethod: purchase?.paymentMethod ?? null,
      toBePrinted: purchase ? purchase.paymentMethod === "Cheque" && purchase.toBePrinted : false,
      chequeNo: purchase?.paymentMethod === "Cheque" ? "TO BE PRINTED" : "",
      payFromAccountId,
      refundAccountId,
      comments: input.comments,
      total: toDecimal(total),
      status,
      createdBy: ctx.userId,
      lines: documentLines(ctx.companyId, rows),
    });

    let journalEntryId: number | null = null;
    if (!draft) {
      const issuedCost = await moveDocumentStock(trx, ctx.companyId, { kind, id: document.id, number, date }, rows);
      // The other side, by the kind's posting rule: the vendor's payable, the paying account, or a refund's account.
      const against = PURCHASE_KIND[kind].posting.against;
      const otherSide =
        against === "payFrom"
          ? payFromAccountId!
          : against === "refundOrParty" && refundAccountId !== null
            ? refundAccountId
            : await accountsPayableAccount(trx, ctx.companyId);
      const entry = await postEntry(trx, ctx, {
        entryType,
        entryNo: number,
        entryDate: date,
        comments: entryComments(kind, { number, vendorName: vendor?.vendorName ?? null, ...input }),
        sourceType: DOCUMENT_SOURCE,
        sourceId: document.id,
        lines: postingLines(kind, rows, total, vendor?.id ?? null, otherSide, issuedCost),
      });
      journalEntryId = entry.id;
      await PurchaseDocument.query(trx).modify("ofCompany", ctx.companyId).findById(document.id).patch({ journalEntryId });
    }
    await recordActivity(trx, ctx, {
      activity: draft ? "created" : "posted",
      recordType: kind,
      recordId: document.id,
      name: purchaseActivityName(number, vendor?.vendorName ?? null),
      date,
      amount: toDecimal(total),
      link: `vendors/documents/${document.id}`,
    });
    return {
      id: document.id,
      kind,
      number,
      status,
      total: toDecimal(total),
      journalEntryId,
      message: draft ? PURCHASE_MESSAGES.billDraftSaved : DOCUMENT_LABELS[kind].created,
    };
  });
}

/** A document's name in the activity log: its number and vendor ("BILL-0007 — Acme"). */
export const purchaseActivityName = (number: string, vendorName: string | null) => (vendorName ? `${number} — ${vendorName}` : number);

/** A document with its rows, vendor and accounts, as the screens and the API read it. */
export async function getPurchaseDocument(db: Knex, companyId: number, id: number, kind?: DocumentKind) {
  const query = PurchaseDocument.query(db)
    .modify("ofCompany", companyId)
    .findById(id)
    .withGraphFetched("[lines(inOrder).[account, item], vendor, payFromAccount, refundAccount, paymentTerm]");
  if (kind) query.modify("ofKind", kind);
  const document = await query;
  if (!document) throw new DomainError(PURCHASE_MESSAGES.notFound(kind ? DOCUMENT_LABELS[kind].title : "Document"), 404);
  return document;
}

/** What is left to pay of a bill (or to apply of a vendor credit). */
export function amountDue(document: Pick<PurchaseDocument, "total" | "amountPaid">): Cents {
  return (fromDecimal(document.total) - fromDecimal(document.amountPaid)) as Cents;
}

/** A bill's status as shown: Draft, Open, Overdue (unpaid past its due date), Paid, Void; partly paid bills stay Open/Overdue. */
export function billStatusLabel(bill: Pick<PurchaseDocument, "status" | "dueDate">, today: string): string {
  if (bill.status === "open") return bill.dueDate && bill.dueDate < today ? "Overdue" : "Open";
  return bill.status.charAt(0).toUpperCase() + bill.status.slice(1);
}
