import * as z from "zod";
import { companyIdField } from "~/lib/zod-helpers";
import { withAliases } from "~/modules/documents/fields";
import { companyContext, type Company, type CompanyContext } from "~/modules/companies/companies.server";
import { readPurchaseDocument } from "~/modules/purchases/document-reads.server";
import { createPurchaseDocument } from "~/modules/purchases/documents.server";
import type { BillRow } from "~/modules/purchases/purchase-lists";
import {
  accountRowSchema,
  billPaymentSchema,
  billSchema,
  itemRowSchema,
  vendorCreditSchema,
  type DocumentInput,
  type DocumentKind,
} from "~/modules/purchases/schema";
import { PURCHASE_KIND } from "~/modules/purchases/kinds";
import { findVendorCompanyId } from "~/modules/vendors/vendors.server";
import type { ApiContext } from "./__api.server";
import { kindCreateAction } from "./__document-api.server";

// The purchase documents' API: POST /api/vendor/credit-card-expense, /vendor-credit, /cash-expense,
// /cash-purchase and /bills through the document kinds' one adapter (__document-api.server.ts), with
// the purchase service (a refusal by the balance rule: "Insufficient balance in the selected
// account."); and what the purchasing API routes share.

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

/** A purchase kind's POST (see __document-api.server.ts). */
export function documentCreateAction(kind: DocumentKind) {
  return kindCreateAction(PURCHASE_KIND[kind], {
    rows: PURCHASE_ROWS,
    save: (db, ctx, input: DocumentInput) => createPurchaseDocument(db, ctx, kind, input),
    read: readPurchaseDocument,
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
  api: Pick<ApiContext<unknown, unknown, unknown>, "user" | "companyOf">,
  vendorId: number,
): Promise<{ company: Company; ctx: CompanyContext }> {
  const company = await api.companyOf(findVendorCompanyId, vendorId);
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
