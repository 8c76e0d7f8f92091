import * as z from "zod";
import { companyIdField } from "~/lib/zod-helpers";
import { aliasFields, withAliases } from "~/modules/documents/fields";
import { companyContext, type Company, type CompanyContext } from "~/modules/companies/companies.server";
import { documentCreateOperation } from "~/modules/document-catalog/catalog";
import { readPurchaseDocument } from "~/modules/purchases/document-reads.server";
import { createPurchaseDocument } from "~/modules/purchases/documents.server";
import type { BillRow } from "~/modules/purchases/purchase-lists";
import {
  accountRowSchema,
  billPaymentSchema,
  billSchema,
  DOCUMENT_SCHEMAS,
  itemRowSchema,
  vendorCreditSchema,
  type DocumentInput,
  type DocumentKind,
} from "~/modules/purchases/schema";
import { PURCHASE_KIND } from "~/modules/purchases/kinds";
import { findVendorCompanyId } from "~/modules/vendors/vendors.server";
import { api, type ApiContext, type ApiDoc, byMethod, json } from "./__api.server";

// The purchase documents' API, one adapter for the five kinds: POST /api/vendor/credit-card-expense,
// /vendor-credit, /cash-expense, /cash-purchase and /bills take `companyId` and the kind's payload
// (DOCUMENT_SCHEMAS: accountRecords and itemRecords rows, the kind's header fields) and save it
// through the same service as the screens, which posts its journal entry in the same transaction.
// 201 { message, document } (the spec's success message; the document with its rows and entry);
// 400 { error, errors } for bad input or a refusal (the balance rule: "Insufficient balance in the
// selected account."); 404 for a company the user does not own. Nothing is written on a refusal.

/**
 * The body of a kind's POST: its schema plus companyId and its fields' spec names (the kind's
 * `api.aliases`: payFrom, bankAccount, creditNoteNo); its rows described for the API document by
 * documentCreateDoc.
 */
export function documentCreateBody(kind: DocumentKind) {
  const schema = DOCUMENT_SCHEMAS[kind] as z.ZodObject;
  return schema.extend({ companyId: companyIdField, ...aliasFields(schema, PURCHASE_KIND[kind].api.aliases) });
}

/** The body as parsed: a spec name read into its field. */
const parsedBody = (kind: DocumentKind) =>
  withAliases((DOCUMENT_SCHEMAS[kind] as z.ZodObject).extend({ companyId: companyIdField }), PURCHASE_KIND[kind].api.aliases);

/** The purchase documents' rows as a client sends them: every field of a row may be left out. */
const PURCHASE_ROWS = {
  accountRecords: z
    .array(accountRowSchema.partial())
    .optional()
    .describe("Account rows (accountId, description, amount); a row without both an account and an amount is dropped"),
  itemRecords: z
    .array(itemRowSchema.partial())
    .optional()
    .describe(
      "Item rows (itemId, itemType, description, quantity, unitPrice); a row without both an item and a type is dropped, a row with them needs its quantity (else Quantity is required). itemType is service, product, inventory or assembly: an inventory item or assembly is received into stock at the row's amount and debits its assets account (a vendor credit returns it at average cost; 409 when less is on hand)",
    ),
};

/** A kind's POST in the API document, from its descriptor: its rows as a client may send them (incomplete rows are dropped, not refused). */
function documentCreateDoc(kind: DocumentKind): ApiDoc {
  const { tag, summary, responses } = documentCreateOperation(kind);
  return { tag, summary, responses, body: documentCreateBody(kind).extend(PURCHASE_ROWS) };
}

export function documentCreateAction(kind: DocumentKind) {
  return byMethod({
    POST: api({ doc: documentCreateDoc(kind), body: parsedBody(kind) }, async ({ db, user, body, company }) => {
      const { companyId, ...input } = body as { companyId: number } & Record<string, unknown>;
      const ctx = companyContext(await company(companyId), user.id);
      const saved = await createPurchaseDocument(db, ctx, kind, input as unknown as DocumentInput);
      return json({ message: saved.message, document: await readPurchaseDocument(db, ctx.companyId, saved.id) }, 201);
    }),
  });
}

// What the purchasing API routes share: their bodies, a vendor
// reached through its id alone (its company must be the user's, else 404 "Vendor not found"), and a
// bill as the API gives it.

/** POST /api/vendor/:vendorId/bills: a bill's fields; the vendor is the path's. */
export const billBodySchema = billSchema.omit({ vendorId: true });
/** POST /api/vendor/:vendorId/credits: a vendor credit's fields (also under the spec's names); the vendor is the path's. */
export const creditBodySchema = withAliases(vendorCreditSchema.omit({ vendorId: true }), PURCHASE_KIND.vendor_credit.api.aliases);
/** POST /api/vendor/pay-bill: Pay Bill's fields and the company. */
export const payBillBodySchema = z.intersection(billPaymentSchema, z.object({ companyId: companyIdField }));

/** The company of a vendor the user owns, and the context to act in it. */
export async function vendorCompany(
  api: Pick<ApiContext<unknown, unknown, unknown>, "db" | "user" | "company">,
  vendorId: number,
): Promise<{ company: Company; ctx: CompanyContext }> {
  const company = await api.company(await findVendorCompanyId(api.db, api.user.id, vendorId));
  return { company, ctx: companyContext(company, api.user.id) };
}

/** A bill as the API gives it: the Bills list's row with the spec client's names (billNo, remainingAmount). */
export function apiBill(bill: BillRow) {
  return {
    id: bill.id,
    billNo: bill.number,
    number: bill.number,
    date: bill.date,
    dueDate: bill.dueDate,
    total: bill.total,
    amountPaid: bill.amountPaid,
    remainingAmount: bill.amountDue,
    status: bill.status,
    memo: bill.memo,
    comments: bill.memo,
    vendorId: bill.vendorId,
    vendorName: bill.vendorName,
    vendorReference: bill.vendorReference,
  };
}
