import { z } from "zod";
import { companyIdField } from "~/lib/zod-helpers";
import { companyContext, type Company, type CompanyContext } from "~/modules/companies/companies.server";
import type { BillRow } from "~/modules/purchases/purchase-lists";
import { billPaymentSchema, billSchema, vendorCreditSchema } from "~/modules/purchases/schema";
import { findVendorCompanyId } from "~/modules/vendors/vendors.server";
import type { ApiContext } from "./__api.server";

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
