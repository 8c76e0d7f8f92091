import { isRowId } from "~/lib/row-id";
import { recordCompanyId } from "~/modules/companies/companies.server";
import type { Knex } from "knex";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { accountLabel, documentRowsView, journalEntryView } from "~/modules/documents/document-view";
import { Item } from "~/modules/items/item.model";
import { getJournalEntry } from "~/modules/journal/journal-entries.server";
import { peekEntryNo } from "~/modules/ledger/ledger.server";
import { listSupportItems } from "~/modules/support-lists/support-lists.server";
import { getVendor } from "~/modules/vendors/vendors.server";
import { orNullWhenNotFound } from "~/utils/errors";
import { ENTRY_TYPE_OF, getPurchaseDocument } from "./documents.server";
import { itemUnitPrice, partyOfVendor, type BuyableItem, type VendorParty } from "./form-rules";
import { ITEM_TYPES } from "~/modules/items/schema";
import { ACCOUNT_RULES, PURCHASE_MESSAGES, STOCKED_PURCHASE_ITEM_TYPES, isStockedItemType, type DocumentKind } from "./schema";
import type { AccountChoice, PayFromChoice, PaymentTermChoice, PurchaseDocumentView } from "./views";

// What the purchase screens and the API read: the choices a form offers (the vendors come from the
// vendor picker's search; the items the company buys, the accounts of the kind's types with their balances, payment terms),
// a vendor's contacts and Bill To, the next number, and a saved document with its rows and its
// journal entry.

/** The vendor's contacts, Bill To and payment term; null when the company has no such vendor. */
export async function vendorParty(db: Knex, companyId: number, vendorId: number): Promise<VendorParty | null> {
  if (!isRowId(vendorId)) return null;
  const vendor = await orNullWhenNotFound(getVendor(db, companyId, vendorId));
  return vendor && partyOfVendor(vendor);
}

/**
 * The company's active items that it buys, by name, with the unit price a row starts from: vendor
 * items marked "I buy this", and inventory items and assemblies with an assets account (stock is
 * always bought: the inventory item form has no such box, only its purchase side).
 */
export async function buyableItems(db: Knex, companyId: number): Promise<BuyableItem[]> {
  const items = await Item.query(db)
    .modify("ofCompany", companyId)
    .where({ active: true })
    .where((q) =>
      q
        .where((v) => v.whereIn("itemType", ITEM_TYPES).where({ buys: true }))
        .orWhere((i) => i.whereIn("itemType", STOCKED_PURCHASE_ITEM_TYPES).whereNotNull("assetAccountId")),
    )
    .orderByRaw("lower(name), id")
    .select("id", "name", "itemType", "purchaseDescription", "purchasePrice", "salesPrice", "standardCost");
  return items.map((i) => ({
    id: i.id,
    name: i.name,
    itemType: i.itemType,
    description: i.purchaseDescription,
    unitPrice: itemUnitPrice(i),
  }));
}

/** The active accounts a kind's rows may use, and those it may pay from (or refund into) with their balances. */
export async function documentAccountChoices(
  db: Knex,
  companyId: number,
  kind: DocumentKind,
): Promise<{ rows: AccountChoice[]; payFrom: PayFromChoice[] }> {
  const accounts = await allAccounts(db, companyId, { activeOnly: true });
  const rules = ACCOUNT_RULES[kind];
  const paying: readonly string[] = rules.payFrom ?? rules.refund ?? [];
  const choice = (a: (typeof accounts)[number]): AccountChoice => ({
    id: a.id,
    accountNumber: a.accountNumber,
    accountName: a.accountName,
    accountType: a.accountType,
  });
  return {
    rows: accounts.filter((a) => (rules.rows as readonly string[]).includes(a.accountType)).map(choice),
    payFrom: accounts
      .filter((a) => paying.includes(a.accountType))
      .map((a) => ({ ...choice(a), currentBalance: a.currentBalance, creditLimit: a.creditLimit })),
  };
}

export async function paymentTermChoices(db: Knex, companyId: number, side: "customer" | "vendor"): Promise<PaymentTermChoice[]> {
  const [terms, company] = await Promise.all([
    listSupportItems(db, companyId, "payment-terms"),
    db("companies").where({ id: companyId }).first("defaultCustomerPaymentTermId", "defaultVendorPaymentTermId"),
  ]);
  const companyDefault = side === "customer" ? company?.defaultCustomerPaymentTermId : company?.defaultVendorPaymentTermId;
  return terms.map((t) => ({
    id: t.id,
    name: t.name,
    type: t.type,
    netDueIn: t.netDueIn,
    netDueBefore: t.netDueBefore,
    ...(t.id === companyDefault ? { companyDefault: true } : {}),
  }));
}

/** The number the next document of this kind will get when saved (not reserved). */
export function nextDocumentNo(db: Knex, companyId: number, kind: DocumentKind): Promise<string> {
  return peekEntryNo(db, companyId, ENTRY_TYPE_OF[kind]);
}

/** The company of a document, found only through a company the user owns (else 404). */
export async function findDocumentCompanyId(db: Knex, userId: number, documentId: number): Promise<number> {
  return recordCompanyId(db, userId, "purchaseDocuments", documentId, PURCHASE_MESSAGES.notFound("Document"));
}

/** A saved document with its rows and its journal entry's lines (404 when the company has none such). */
export async function readPurchaseDocument(db: Knex, companyId: number, id: number, kind?: DocumentKind): Promise<PurchaseDocumentView> {
  const document = await getPurchaseDocument(db, companyId, id, kind);
  const entry = document.journalEntryId ? await getJournalEntry(db, companyId, document.journalEntryId) : null;
  const lines = document.lines ?? [];
  return {
    id: document.id,
    kind: document.kind,
    number: document.number,
    status: document.status,
    vendorId: document.vendorId,
    vendorName: document.vendor?.vendorName ?? null,
    contactName: document.contactName,
    phone: document.phone,
    billTo: document.billTo,
    date: document.docDate,
    dueDate: document.dueDate,
    deliveryDate: document.deliveryDate,
    paymentTermId: document.paymentTermId,
    paymentTermName: document.paymentTerm?.name ?? null,
    vendorReference: document.vendorReference,
    paymentMethod: document.paymentMethod,
    toBePrinted: document.toBePrinted,
    chequeNo: document.chequeNo,
    payFromAccountId: document.payFromAccountId,
    payFromAccountName: accountLabel(document.payFromAccount),
    bankAccountId: document.refundAccountId,
    bankAccountName: accountLabel(document.refundAccount),
    comments: document.comments,
    total: document.total,
    amountPaid: document.amountPaid,
    version: document.version,
    ...documentRowsView(lines, {
      account: () => ({}),
      item: (l) => ({
        accountId: (isStockedItemType(l.item?.itemType ?? "") ? l.item?.assetAccountId : l.item?.expenseAccountId) ?? 0,
      }),
    }),
    journalEntry: journalEntryView(entry),
  };
}
