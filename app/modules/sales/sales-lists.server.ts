import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import { readListPage, type ListPage } from "~/utils/list-page";
import { invoiceStatusLabel } from "./documents.server";
import type { InvoiceListQuery, InvoiceRow, InvoiceStatusFilter, InvoiceTotals } from "./sales-lists";

// The Invoices list, set-based (one query for the page, one for the count and totals): filters
// (customer, status as shown — Overdue is open past its due date, Partially Paid open with something
// paid —, invoice date range), newest first, one page or every matching invoice for the CSV.

function statusFilter(query: Knex.QueryBuilder, status: InvoiceStatusFilter, today: string) {
  switch (status) {
    case "all":
      return;
    case "open":
      query
        .where("d.status", "open")
        .where((q) => q.whereNull("d.dueDate").orWhere("d.dueDate", ">=", today))
        .where("d.amountPaid", 0);
      return;
    case "overdue":
      query.where("d.status", "open").where("d.dueDate", "<", today);
      return;
    case "partially-paid":
      query
        .where("d.status", "open")
        .where((q) => q.whereNull("d.dueDate").orWhere("d.dueDate", ">=", today))
        .where("d.amountPaid", ">", 0);
      return;
    default:
      query.where("d.status", status);
  }
}

function invoicesQuery(db: Knex, companyId: number, query: InvoiceListQuery, today: string) {
  const q = db("salesDocuments as d").where("d.companyId", companyId).where("d.kind", "invoice");
  if (query.customer !== null) q.where("d.customerId", query.customer);
  statusFilter(q, query.status, today);
  if (query.from) q.where("d.docDate", ">=", query.from);
  if (query.to) q.where("d.docDate", "<=", query.to);
  return q;
}

/** The Invoices list: newest invoice first, one page (or, with `all`, every matching invoice), with the count and totals of every match. */
export async function listInvoices(
  db: Knex,
  companyId: number,
  query: InvoiceListQuery,
  today: string,
  options: { all?: boolean } = {},
): Promise<ListPage<InvoiceRow, InvoiceTotals>> {
  const rows = invoicesQuery(db, companyId, query, today)
    .join("customers as c", (j) => j.on("c.companyId", "d.companyId").andOn("c.id", "d.customerId"))
    .select(
      "d.id",
      "d.number",
      "d.docDate",
      "d.dueDate",
      "d.customerId",
      "c.customerName",
      "d.customerReference",
      "d.status",
      "d.total",
      "d.amountPaid",
      "d.memo",
    )
    .orderBy([
      { column: "d.docDate", order: "desc" },
      { column: "d.id", order: "desc" },
    ]);
  const sumsQuery = invoicesQuery(db, companyId, query, today).select(
    db.raw("count(*)::int as count"),
    // A void invoice is listed but owes nothing: the totals leave it out.
    db.raw("coalesce(sum(d.total) filter (where d.status <> 'void'), 0) as total"),
    db.raw("coalesce(sum(d.amount_paid) filter (where d.status <> 'void'), 0) as paid"),
  );
  const { rows: items, sums, count, page, perPage } = await readListPage(rows, sumsQuery, query, options.all);
  const total = fromDecimal(sums.total as string);
  const paid = fromDecimal(sums.paid as string);
  return {
    items: items.map((r) => {
      const rowTotal = fromDecimal(r.total as string);
      const rowPaid = fromDecimal(r.amountPaid as string);
      const dueDate = (r.dueDate as string | null) ?? null;
      return {
        id: Number(r.id),
        number: String(r.number),
        date: String(r.docDate),
        dueDate,
        customerId: Number(r.customerId),
        customerName: String(r.customerName),
        customerReference: String(r.customerReference ?? ""),
        status: invoiceStatusLabel({ status: r.status as never, dueDate, amountPaid: String(r.amountPaid) }, today),
        total: toDecimal(rowTotal),
        amountPaid: toDecimal(rowPaid),
        amountDue: toDecimal(r.status === "void" ? 0 : rowTotal - rowPaid),
        memo: String(r.memo ?? ""),
      };
    }),
    total: count,
    page,
    perPage,
    totals: count ? { total: toDecimal(total), amountPaid: toDecimal(paid), amountDue: toDecimal(total - paid) } : null,
  };
}
