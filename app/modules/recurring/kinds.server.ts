import type { Knex } from "knex";
import type * as z from "zod";
import { fromDecimal, toDecimal } from "~/lib/money";
import { flattenZodError } from "~/lib/zod-helpers";
import { transferSchema } from "~/modules/banking/schema";
import { createTransfer, transferView } from "~/modules/banking/transfers.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { createJournalEntry, getJournalEntry } from "~/modules/journal/journal-entries.server";
import { journalEntrySchema } from "~/modules/journal/schema";
import { createPurchaseDocument, getPurchaseDocument } from "~/modules/purchases/documents.server";
import { DOCUMENT_SCHEMAS, type DocumentInput } from "~/modules/purchases/schema";
import { createSalesDocument, getSalesDocument } from "~/modules/sales/documents.server";
import { SALES_KIND } from "~/modules/sales/kinds";
import { DomainError } from "~/utils/errors";
import { RECURRING_KIND_LABELS, RECURRING_MESSAGES as M, type RecurringKind } from "./constants";

// What a schedule does with each kind it can hold (ADR 0066): its template is the input the
// kind's save service takes, as its API sends it, without a date. An occurrence parses the
// template with that service's own schema, dated, and saves it through that service — in the
// caller's transaction, so the document, its journal entry and the occurrence's claim commit
// together or not at all. Memorizing a saved document reads it back into that input.

/** What an occurrence made: the document and the entry it posted. */
export interface MadeDocument {
  id: number;
  number: string;
  /** "1234.50" */
  total: string;
  journalEntryId: number | null;
}

interface KindAdapter {
  /** Save the template as a document dated `date` (parsed by the kind's schema first). */
  save(trx: Knex.Transaction, ctx: CompanyContext, template: Record<string, unknown>, date: string): Promise<MadeDocument>;
  /** A saved document of the kind, as its template. */
  templateOf(db: Knex, companyId: number, documentId: number): Promise<Record<string, unknown>>;
  /** The saved document's screen, under the company's dashboard. */
  href(documentId: number): string;
}

/** Parse with the kind's schema; a refusal names the fields as the kind's own form would. */
function parseTemplate<S extends z.ZodType>(schema: S, template: Record<string, unknown>): z.infer<S> {
  const parsed = schema.safeParse(template);
  if (parsed.success) return parsed.data;
  const { message, fieldErrors } = flattenZodError(parsed.error);
  throw new DomainError(message, 400, fieldErrors);
}

const notFound = () => new DomainError(M.documentNotFound, 404);
const orNotFound = async <T>(read: Promise<T>): Promise<T> => {
  try {
    return await read;
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw notFound();
    throw error;
  }
};

type DocumentRow = {
  lineType: "account" | "item";
  accountId: number | null;
  itemId: number | null;
  description: string;
  quantity: string | null;
  unitPrice: string | null;
  amount: string;
  item?: { itemType: string } | null;
  taxable?: boolean;
};

/** A document's rows as its schema's `accountRecords` and `itemRecords`. */
function rowsOf(lines: readonly DocumentRow[], withTaxable: boolean) {
  const taxable = (l: DocumentRow) => (withTaxable ? { taxable: l.taxable ?? false } : {});
  return {
    accountRecords: lines
      .filter((l) => l.lineType === "account")
      .map((l) => ({ accountId: l.accountId, description: l.description, amount: l.amount, ...taxable(l) })),
    itemRecords: lines
      .filter((l) => l.lineType === "item")
      .map((l) => ({
        itemId: l.itemId,
        itemType: l.item?.itemType ?? null,
        description: l.description,
        quantity: l.quantity === null ? null : String(Number(l.quantity)),
        unitPrice: l.unitPrice,
        ...taxable(l),
      })),
  };
}

type PurchaseKind = "bill" | "cash_expense" | "cash_purchase" | "credit_card_charge";

const purchaseAdapter = (kind: PurchaseKind): KindAdapter => ({
  async save(trx, ctx, template, date) {
    const input = parseTemplate(DOCUMENT_SCHEMAS[kind], {
      ...template,
      date,
      ...(kind === "bill" ? { status: "open", dueDate: null } : {}),
    });
    const saved = await createPurchaseDocument(trx, ctx, kind, input as DocumentInput);
    return { id: saved.id, number: saved.number, total: saved.total, journalEntryId: saved.journalEntryId };
  },
  async templateOf(db, companyId, documentId) {
    const d = await orNotFound(getPurchaseDocument(db, companyId, documentId, kind));
    if (d.status === "draft" || d.status === "void") throw new DomainError(M.documentNotPosted, 400);
    return {
      vendorId: d.vendorId,
      contactName: d.contactName,
      phone: d.phone,
      comments: d.comments,
      vendorReference: d.vendorReference,
      ...(kind === "bill" ? { paymentTermId: d.paymentTermId } : { payFromAccountId: d.payFromAccountId }),
      ...(kind === "cash_purchase" ? { billTo: d.billTo, paymentMethod: d.paymentMethod, toBePrinted: d.toBePrinted } : {}),
      ...rowsOf(d.lines ?? [], false),
    };
  },
  href: (id) => `vendors/documents/${id}`,
});

const ADAPTERS: Record<RecurringKind, KindAdapter> = {
  journal_entry: {
    async save(trx, ctx, template, date) {
      const input = parseTemplate(journalEntrySchema, { ...template, entryDate: date, status: "posted" });
      const entry = await createJournalEntry(trx, ctx, input);
      return { id: entry.id, number: entry.entryNo, total: entry.totals.debit, journalEntryId: entry.id };
    },
    async templateOf(db, companyId, documentId) {
      const entry = await orNotFound(getJournalEntry(db, companyId, documentId));
      if (entry.status !== "posted" || entry.sourceType !== "journal") throw new DomainError(M.documentNotPosted, 400);
      return {
        comments: entry.comments,
        entries: entry.lines.map((l) => ({ accountId: l.accountId, memo: l.memo, debit: l.debit, credit: l.credit })),
      };
    },
    href: (id) => `journal-entries/${id}`,
  },
  bill: purchaseAdapter("bill"),
  cash_expense: purchaseAdapter("cash_expense"),
  cash_purchase: purchaseAdapter("cash_purchase"),
  credit_card_charge: purchaseAdapter("credit_card_charge"),
  invoice: {
    async save(trx, ctx, template, date) {
      const input = parseTemplate(SALES_KIND.invoice.schema, { ...template, date, status: "open", dueDate: null, shipDate: null });
      const saved = await createSalesDocument(trx, ctx, "invoice", input);
      return { id: saved.id, number: saved.number, total: saved.total, journalEntryId: saved.journalEntryId };
    },
    async templateOf(db, companyId, documentId) {
      const d = await orNotFound(getSalesDocument(db, companyId, documentId, "invoice"));
      if (d.status === "draft" || d.status === "void") throw new DomainError(M.documentNotPosted, 400);
      return {
        customerId: d.customerId,
        contactName: d.contactName,
        billTo: d.billTo,
        shipTo: d.shipTo,
        salesPersonId: d.salesPersonId,
        shippingMethodId: d.shippingMethodId,
        customerReference: d.customerReference,
        memo: d.memo,
        customerMessage: d.customerMessage,
        discount:
          d.discountPercent !== null ? `${Number(d.discountPercent)}%` : fromDecimal(d.discountAmount) > 0 ? d.discountAmount : null,
        discountAccountId: d.discountAccountId,
        taxRateId: d.taxRateId,
        paymentTermId: d.paymentTermId,
        ...rowsOf(d.lines ?? [], true),
      };
    },
    href: (id) => `customers/documents/${id}`,
  },
  transfer: {
    async save(trx, ctx, template, date) {
      const input = parseTemplate(transferSchema, { ...template, date });
      const { transfer } = await createTransfer(trx, ctx, input);
      return { id: transfer.id, number: transfer.number, total: transfer.amount, journalEntryId: transfer.journalEntryId };
    },
    async templateOf(db, companyId, documentId) {
      const t = await transferView(db, companyId, documentId);
      if (!t) throw notFound();
      if (t.status !== "posted") throw new DomainError(M.documentNotPosted, 400);
      return { fromAccountId: t.fromAccountId, toAccountId: t.toAccountId, amount: t.amount, memo: t.memo };
    },
    href: (id) => `banking/transfers/${id}`,
  },
};

export const recurringKind = (kind: RecurringKind): KindAdapter => ADAPTERS[kind];

/** The template's party as the lists show it: the vendor, the customer, or the accounts a transfer moves between. */
export async function partyNameOf(db: Knex, companyId: number, kind: RecurringKind, template: Record<string, unknown>): Promise<string> {
  const id = (key: string) => (typeof template[key] === "number" ? (template[key] as number) : Number(template[key]) || 0);
  const name = async (table: string, column: string, key: string) =>
    (
      (await db(table)
        .where({ companyId, id: id(key) })
        .first(column)) as Record<string, string> | undefined
    )?.[column] ?? "";
  if (kind === "invoice") return name("customers", "customerName", "customerId");
  if (kind === "transfer")
    return `${await name("companyAccounts", "accountName", "fromAccountId")} → ${await name("companyAccounts", "accountName", "toAccountId")}`;
  if (kind === "journal_entry") return "";
  return name("vendors", "vendorName", "vendorId");
}

/** What a schedule's amount says until its first occurrence: the dry run's total, as decimal text. */
export const amountText = (total: string) => toDecimal(fromDecimal(total));

export { RECURRING_KIND_LABELS };

/** A saved document that can be memorized, as the New Recurring form lists it. */
export interface MemorizableDocument {
  kind: RecurringKind;
  id: number;
  /** "Bill BILL-0003 · Acme Supplies · 11/30/2026 · 1200.00" */
  label: string;
}

const EACH = 100;

/** The company's latest saved documents of every kind a schedule holds (a hundred of each), newest first. */
export async function memorizableDocuments(db: Knex, companyId: number): Promise<MemorizableDocument[]> {
  const label = (kind: RecurringKind, parts: (string | null | undefined)[]) =>
    [RECURRING_KIND_LABELS[kind], ...parts.filter(Boolean)].join(" · ");
  const journal = await db("journalEntries")
    .where({ companyId, sourceType: "journal", status: "posted" })
    .orderBy("id", "desc")
    .limit(EACH)
    .select("id", "entryNo", "entryDate", "comments");
  const purchases = await db("purchaseDocuments as d")
    .leftJoin("vendors as v", (j) => j.on("v.companyId", "d.companyId").andOn("v.id", "d.vendorId"))
    .where("d.companyId", companyId)
    .whereIn("d.kind", ["bill", "cash_expense", "cash_purchase", "credit_card_charge"])
    .whereNotIn("d.status", ["draft", "void"])
    .orderBy("d.id", "desc")
    .limit(EACH * 4)
    .select("d.id", "d.kind", "d.number", "d.docDate", "d.total", "v.vendorName");
  const invoices = await db("salesDocuments as d")
    .leftJoin("customers as c", (j) => j.on("c.companyId", "d.companyId").andOn("c.id", "d.customerId"))
    .where({ "d.companyId": companyId, "d.kind": "invoice" })
    .whereNotIn("d.status", ["draft", "void"])
    .orderBy("d.id", "desc")
    .limit(EACH)
    .select("d.id", "d.number", "d.docDate", "d.total", "c.customerName");
  const transfers = await db("bankTransfers")
    .where({ companyId, status: "posted" })
    .orderBy("id", "desc")
    .limit(EACH)
    .select("id", "number", "transferDate", "amount", "memo");
  return [
    ...journal.map((j) => ({
      kind: "journal_entry" as const,
      id: j.id,
      label: label("journal_entry", [j.entryNo, j.entryDate, j.comments]),
    })),
    ...purchases.map((d) => ({
      kind: d.kind as RecurringKind,
      id: d.id,
      label: label(d.kind, [d.number, d.vendorName, d.docDate, d.total]),
    })),
    ...invoices.map((d) => ({
      kind: "invoice" as const,
      id: d.id,
      label: label("invoice", [d.number, d.customerName, d.docDate, d.total]),
    })),
    ...transfers.map((t) => ({
      kind: "transfer" as const,
      id: t.id,
      label: label("transfer", [t.number, t.transferDate, t.amount, t.memo]),
    })),
  ];
}
