import { printHistory } from "~/modules/checks/print-check.server";
import { printHistoryQuerySchema } from "~/modules/checks/schema";
import { api, idParam } from "./__api.server";

// GET /api/vendor/pay-bill/print-history/:companyId?limit=20 → { success, data: [{ id, billId,
// checkNumber, payBillNumber, vendor { id, vendorName }, amount, printDate, printedAt, printerName,
// status: Printed | Voided, isVoided, voidedAt, voidedBy, voidReason, updatedAt }] }: the company's
// most recently printed checks, newest first (limit 1–100, default 20). Another user's company: 404.

export const loader = api(
  {
    doc: {
      tag: "Checks",
      summary:
        "The company's most recently printed checks, newest first: { success, data: [{ id, billId, checkNumber, payBillNumber, vendor, amount, printDate, printedAt, printerName, status: Printed | Voided, isVoided, voidedAt, voidedBy, voidReason }] }",
      responses: { 200: "History", 400: "Invalid query", 404: "Company not found" },
    },
    params: idParam("companyId"),
    query: printHistoryQuerySchema,
  },
  async ({ db, params, query, company }) => {
    const owned = await company(params.companyId);
    return { success: true, data: await printHistory(db, owned.id, query.limit) };
  },
);
