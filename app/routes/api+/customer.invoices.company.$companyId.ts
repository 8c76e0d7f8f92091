import { invoiceListApiQuerySchema, invoiceListQueryOf } from "~/modules/sales/sales-list-api";
import { listInvoices } from "~/modules/sales/sales-lists.server";
import { api, idParam } from "./__api.server";

// GET /api/customer/invoices/company/:companyId?status=&customerId=&from=&to=&page=&perPage=
// → { invoices, total, page, perPage, totals: { total, amountPaid, amountDue } }: the Invoices list
// as the screen filters it (status as shown: draft, open, overdue, partially-paid, paid, void; the
// invoice date range), newest first. Another user's company is a 404.

export const loader = api(
  {
    doc: {
      tag: "Receivables",
      summary:
        "The company's invoices (the Invoices list), newest first, one page: { invoices: [{ id, number, date, dueDate, customerId, customerName, customerReference, status, total, amountPaid, amountDue, memo }], total, page, perPage, totals: { total, amountPaid, amountDue } }",
      responses: { 200: "Invoices", 400: "Invalid query", 404: "Company not found" },
    },
    params: idParam("companyId"),
    query: invoiceListApiQuerySchema,
  },
  async ({ db, params, query, context }) => {
    const ctx = await context(params.companyId);
    const list = await listInvoices(db, ctx.companyId, invoiceListQueryOf(query), ctx.today);
    return { invoices: list.items, total: list.total, page: list.page, perPage: list.perPage, totals: list.totals };
  },
);
