import * as z from "zod";
import { choice } from "~/lib/zod-helpers";
import { apiId, apiPageFields } from "~/modules/purchases/purchase-list-api";
import { documentDate } from "~/modules/purchases/schema";
import { INVOICE_STATUS_FILTERS, type InvoiceListQuery } from "./sales-lists";

// The API's query of GET /api/customer/invoices/company/:companyId: the Invoices list's filters,
// refused with a message when malformed (the screen falls back to defaults instead).

const STATUSES = INVOICE_STATUS_FILTERS.map((s) => s.value) as [InvoiceListQuery["status"], ...InvoiceListQuery["status"][]];

export const invoiceListApiQuerySchema = z.object({
  status: choice(STATUSES, "all", `status must be ${STATUSES.slice(0, -1).join(", ")} or ${STATUSES.at(-1)}`),
  customerId: apiId,
  from: documentDate("from"),
  to: documentDate("to"),
  ...apiPageFields,
});

export function invoiceListQueryOf(query: z.infer<typeof invoiceListApiQuerySchema>): InvoiceListQuery {
  return {
    status: query.status,
    customer: query.customerId ?? null,
    from: query.from,
    to: query.to,
    page: query.page,
    perPage: query.perPage,
  };
}
