import * as z from "zod";
import { companyIdField } from "~/lib/zod-helpers";
import { companyContext, type Company, type CompanyContext } from "~/modules/companies/companies.server";
import { readPurchaseDocument } from "~/modules/purchases/document-reads.server";
import { createPurchaseDocument } from "~/modules/purchases/documents.server";
import type { BillRow } from "~/modules/purchases/purchase-lists";
import {
  billPaymentSchema,
  billSchema,
  DOCUMENT_SCHEMAS,
  vendorCreditSchema,
  type DocumentInput,
  type DocumentKind,
} from "~/modules/purchases/schema";
import { findVendorCompanyId } from "~/modules/vendors/vendors.server";
import { api, byMethod, json, type ApiContext } from "./__api.server";

// The purchase documents' API, one adapter for the five kinds: POST /api/vendor/credit-card-expense,
// /vendor-credit, /cash-expense, /cash-purchase and /bills take `companyId` and the kind's payload
// (DOCUMENT_SCHEMAS: accountRecords and itemRecords rows, the kind's header fields) and save it
// through the same service as the screens, which posts its journal entry in the same transaction.
// 201 { message, document } (the spec's success message; the document with its rows and entry);
// 400 { error, errors } for bad input or a refusal (the balance rule: "Insufficient balance in the
// selected account."); 404 for a company the user does not own. Nothing is written on a refusal.

/** The body of a kind's POST: its schema plus companyId (registered as is in the OpenAPI document). */
export function documentCreateBody(kind: DocumentKind) {
  return (DOCUMENT_SCHEMAS[kind] as z.ZodObject).extend({ companyId: companyIdField });
}

export function documentCreateAction(kind: DocumentKind) {
  return byMethod({
    POST: api({ body: documentCreateBody(kind) }, async ({ db, user, body, company }) => {
      const { companyId, ...input } = body as { companyId: number } & Record<string, unknown>;
      const ctx = companyContext(await company(companyId), user.id);
      const saved = await createPurchaseDocument(db, ctx, kind, input as unknown as DocumentInput);
      return json({ message: saved.message, document: await readPurchaseDocument(db, ctx.companyId, saved.id) }, 201);
    }),
  });
}

// What the purchasing API routes share (and the OpenAPI document describes): their bodies, a vendor
// reached through its id alone (its company must be the user's, else 404 "Vendor not found"), and a
// bill as the API gives it.

/** POST /api/vendor/:vendorId/bills: a bill's fields; the vendor is the path's. */
export const billBodySchema = billSchema.omit({ vendorId: true });
/** POST /api/vendor/:vendorId/credits: a vendor credit's fields; the vendor is the path's. */
export const creditBodySchema = vendorCreditSchema.omit({ vendorId: true });
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
