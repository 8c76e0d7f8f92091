import { paymentViews } from "~/modules/purchases/bill-payment-views.server";
import { payBills } from "~/modules/purchases/bill-payments.server";
import { VENDOR_MESSAGES } from "~/modules/vendors/schema";
import { findVendorCompanyId } from "~/modules/vendors/vendors.server";
import { DomainError } from "~/utils/errors";
import { api, byMethod, json } from "./__api.server";
import { payBillBodySchema } from "./__purchase-api.server";

// POST /api/vendor/pay-bill (Pay Bill's fields plus companyId: vendorId, payFromAccountId, date,
// paymentMethod, comments, bills [{ billId, amount, creditApplied }], credits [{ creditId, amount }])
// → 201 { payment, message }: the payment in the shape of GET /api/vendor/pay-bill/vendor/:vendorId
// with its records. Another user's company, or a vendor not of this company, is a 404; anything the
// payment's rules refuse (overpaying, a draft, another vendor's bill, credits that do not add up) a
// 400 { error, errors } that writes nothing.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Bills and payments",
        summary:
          "Pay bills of one vendor from one account (Pay Bill), each in full or in part, with open vendor credits applied (credits applied to bills must add up to the credits used); the money paid posts Dr Accounts Payable, Cr the paying account; a Cheque payment is Not issued until printed: { payment, message }",
        responses: {
          201: "Paid",
          400: "Invalid input, or refused (overpaying, a draft or paid bill, another vendor's bill, nothing to pay, credits that do not add up)",
          404: "Company or vendor not found",
        },
      },
      body: payBillBodySchema,
    },
    async ({ db, user, body, context }) => {
      const { companyId, ...input } = body;
      const ctx = await context(companyId);
      if (input.vendorId !== null) {
        // Their vendor (findVendorCompanyId: 404), or my vendor of another of my companies: not found here either.
        const vendorCompanyId = await findVendorCompanyId(db, user.id, input.vendorId);
        if (vendorCompanyId !== ctx.companyId) throw new DomainError(VENDOR_MESSAGES.notFound, 404);
      }
      const saved = await payBills(db, ctx, input);
      const [payment] = await paymentViews(db, ctx.companyId, [saved.id], { today: ctx.today, includeRecords: true });
      return json({ payment, message: saved.message }, 201);
    },
  ),
});
