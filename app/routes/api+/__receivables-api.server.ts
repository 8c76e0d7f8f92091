import { companyIdField } from "~/lib/zod-helpers";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { CUSTOMER_PARTY } from "~/modules/customers/party-config.server";
import { findPartyCompanyId } from "~/modules/parties/party.server";
import { prepaymentSchema, receivePaymentSchema, refundSchema } from "~/modules/sales/customer-payment-schema";
import { DomainError } from "~/utils/errors";
import type { ApiContext } from "./__api.server";

// What the receivables API routes share: their bodies (the services' schemas and the company), and
// the company of a customer reached by its id (another user's customer is a 404 "Customer not
// found"; my customer of another of my companies too, so a body never mixes companies).

const company = { companyId: companyIdField };
export const receivePaymentBody = receivePaymentSchema.extend(company);
export const prepaymentBody = prepaymentSchema.extend(company);
export const refundBody = refundSchema.extend(company);

/** The company the body names (404 unless the user's), checked to be its customer's. */
export async function customerMoneyContext(
  api: Pick<ApiContext<unknown, unknown, unknown>, "db" | "user" | "context">,
  body: { companyId: number; customerId: number | null },
): Promise<CompanyContext> {
  const ctx = await api.context(body.companyId);
  if (body.customerId !== null) {
    const customerCompanyId = await findPartyCompanyId(CUSTOMER_PARTY, api.db, api.user.id, body.customerId);
    if (customerCompanyId !== ctx.companyId) throw new DomainError(CUSTOMER_PARTY.messages.notFound, 404);
  }
  return ctx;
}
