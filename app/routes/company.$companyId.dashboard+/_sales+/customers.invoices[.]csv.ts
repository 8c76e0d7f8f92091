import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { csvResponse } from "~/modules/reports/csv.server";
import { SALES_KIND_BASE } from "~/modules/sales/kinds/shared";
import { readInvoiceListQuery, type InvoiceRow } from "~/modules/sales/sales-lists";
import { listInvoices } from "~/modules/sales/sales-lists.server";

// Invoices › Export to CSV: every invoice matching the list's customer, status and dates (not only
// the page shown), newest first, with the kinds' list columns (SALES_KIND_BASE.listColumns), as
// invoices.csv.

const cell = (row: InvoiceRow, field: (typeof SALES_KIND_BASE.listColumns)[number]["field"]) =>
  field === "date" || field === "dueDate" ? formatUsDate(row[field]) : row[field];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const { items } = await listInvoices(db, company.id, readInvoiceListQuery(new URL(request.url).searchParams), today, { all: true });
  const columns = SALES_KIND_BASE.listColumns;
  const rows = items.map((row) => columns.map((c) => cell(row, c.field)));
  return csvResponse(toCsv([columns.map((c) => c.label), ...rows]), "invoices.csv");
}
