import { checksToPrint } from "~/modules/checks/check-kinds.server";
import { checksToPrintQuerySchema } from "~/modules/checks/schema";
import { api, idParam } from "./__api.server";

// GET /api/checks/to-print/:companyId?vendorId=&kind= → { checks: [{ target: { kind, id }, number,
// date, amount, payee: { kind, id, name } }] }: the company's checks waiting to be printed, as Print
// Check lists them — pay bills' checks (kind billPayment: paid by Cheque, check written, not printed,
// not void) and customer refunds' cheques (kind customerRefund: by Cheque, to be printed, not void;
// ADR 0059) — each kind oldest first. vendorId keeps that vendor's checks; kind keeps one kind.
// Queue them with POST /api/system/print-pdf (payBillIds, refundIds); another user's company: 404.

export const loader = api(
  {
    doc: {
      tag: "Checks",
      summary:
        "The checks waiting to be printed — pay bills' (billPayment) and customer refunds' cheques (customerRefund) — each kind oldest first: { checks: [{ target: { kind, id }, number, date, amount, payee: { kind, id, name } }] }",
      responses: { 200: "Checks to print", 400: "Invalid query", 404: "Company not found" },
    },
    params: idParam("companyId"),
    query: checksToPrintQuerySchema,
  },
  async ({ db, params, query, context }) => {
    const ctx = await context(params.companyId);
    const options = { limit: 500, vendorId: query.vendorId ?? undefined, kind: query.kind };
    return { checks: await checksToPrint(db, ctx.companyId, ctx.today, options) };
  },
);
