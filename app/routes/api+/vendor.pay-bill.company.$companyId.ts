import { paymentViews } from "~/modules/purchases/bill-payment-views.server";
import { paymentListApiQuerySchema, paymentListQueryOf } from "~/modules/purchases/purchase-list-api";
import { listBillPayments } from "~/modules/purchases/purchase-lists.server";
import { api, idParam } from "./__api.server";

// GET /api/vendor/pay-bill/company/:companyId?view=all|not-issued|issued&dateType=all|pay|issue
//   &from=&to=&vendorId=&page=&perPage=&includeRecords=
// → { payments, total, page, perPage, totals: { amountPaid, creditsApplied } | null }: the Vendor
// Payments list as the screen filters it (From and To count with a date type), newest first, each
// payment in the shape of GET /api/vendor/pay-bill/vendor/:vendorId. Another user's company is a 404.

export const loader = api(
  {
    doc: {
      tag: "Bills and payments",
      summary:
        "The company's bill payments (the Vendor Payments list), newest first, one page: { payments, total, page, perPage, totals: { amountPaid, creditsApplied } | null }; from and to count only with a dateType",
      responses: { 200: "Payments", 400: "Invalid query", 404: "Company not found" },
    },
    params: idParam("companyId"),
    query: paymentListApiQuerySchema,
  },
  async ({ db, params, query, context }) => {
    const ctx = await context(params.companyId);
    const list = await listBillPayments(db, ctx.companyId, paymentListQueryOf(query));
    const payments = await paymentViews(
      db,
      ctx.companyId,
      list.items.map((p) => p.id),
      { today: ctx.today, includeRecords: query.includeRecords },
    );
    return { payments, total: list.total, page: list.page, perPage: list.perPage, totals: list.totals };
  },
);
