import type { Knex } from "knex";
import { ZERO } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { fieldError } from "~/modules/purchases/documents.server";
import { CUSTOMER_PAYMENT_MESSAGES as M } from "./customer-payments";
import type { PrepaymentInput } from "./customer-payment-schema";
import { customerOf, depositAccount, inTransaction, savePayment, type SavedCustomerPayment } from "./customer-payments.server";

// A prepayment: money a customer pays before any invoice (customer_payments kind "prepayment",
// PP-0001), posted Dr the deposit account / Cr Accounts Receivable tagged with the customer; all of
// it is the customer's credit until Receive Payment applies it to an invoice or a refund pays it back.

export async function createPrepayment(db: Knex, ctx: CompanyContext, input: PrepaymentInput): Promise<SavedCustomerPayment> {
  return inTransaction(db, async (trx) => {
    const customer = await customerOf(trx, ctx.companyId, input.customerId);
    const deposit = await depositAccount(trx, ctx.companyId, input.depositToAccountId);
    if ((input.amount ?? 0) <= 0) throw fieldError("amount", M.prepaymentAmount);
    const { customerId: _c, depositToAccountId: _d, amount, ...header } = input;
    const saved = await savePayment(trx, ctx, {
      kind: "prepayment",
      customer,
      depositToAccountId: deposit.id,
      header,
      received: amount,
      applied: ZERO,
      applications: [],
      creditApplications: [],
      invoiceNumbers: [],
    });
    return { ...saved, message: M.prepaymentSaved };
  });
}
