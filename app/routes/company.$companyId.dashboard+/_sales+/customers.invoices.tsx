import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DocumentListScreen, ListFilterForm } from "~/components/documents/document-list-screen";
import { ListTotals } from "~/components/documents/list-totals";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import type { DataTableColumn } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/field";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { CUSTOMER_PARTY } from "~/modules/customers/party-config.server";
import { listPartyOptions } from "~/modules/parties/options.server";
import { listFilterSearch } from "~/modules/purchases/purchase-lists";
import { INVOICE_LIST_DEFAULTS, INVOICE_STATUS_FILTERS, readInvoiceListQuery, type InvoiceRow } from "~/modules/sales/sales-lists";
import { listInvoices } from "~/modules/sales/sales-lists.server";

// Invoices (Customers > Invoices): every invoice of the company, newest first, drafts and voids
// included. Status (Open, Overdue: open past its due date, Partially Paid, …), Customer and the
// invoice date's From and To live in the URL as a GET form (Update goes back to page 1); the server
// paginates and totals every matching invoice ("-" when none). A number opens the invoice. Export
// to CSV downloads every matching invoice (invoices.csv).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const query = readInvoiceListQuery(new URL(request.url).searchParams);
  const [list, customers] = await Promise.all([
    listInvoices(db, company.id, query, today),
    listPartyOptions(CUSTOMER_PARTY, db, company.id, query.customer),
  ]);
  return { companyId: company.id, query, list, customers: customers.map((c) => ({ value: String(c.id), label: c.name })) };
}

const money = (value: string) => formatMoney(fromDecimal(value));

export default function Invoices() {
  const { companyId, query, list, customers } = useLoaderData<typeof loader>();
  const amount = "whitespace-nowrap text-right tabular-nums";
  const columns: DataTableColumn<InvoiceRow>[] = [
    { key: "date", header: "Date", className: "whitespace-nowrap", cell: (i) => formatUsDate(i.date) },
    {
      key: "number",
      header: "No.",
      className: "whitespace-nowrap",
      cell: (i) => <Link to={menuHref(companyId, `customers/documents/${i.id}`)}>{i.number}</Link>,
    },
    { key: "customerName", header: "Customer" },
    { key: "customerReference", header: "P.O. No.", className: "whitespace-nowrap" },
    { key: "dueDate", header: "Due Date", className: "whitespace-nowrap", cell: (i) => formatUsDate(i.dueDate) },
    {
      key: "status",
      header: "Status",
      className: "whitespace-nowrap",
      cell: (i) => <span className={i.status === "Overdue" ? "font-medium text-red-700" : undefined}>{i.status}</span>,
    },
    { key: "total", header: "Total", className: amount, cell: (i) => money(i.total) },
    { key: "amountPaid", header: "Amount Paid", className: amount, cell: (i) => money(i.amountPaid) },
    { key: "amountDue", header: "Amount Due", className: amount, cell: (i) => money(i.amountDue) },
  ];

  return (
    <DocumentListScreen
      companyId={companyId}
      area={{ label: "Customers", path: "customers/list" }}
      title="Invoices"
      csv={{
        href: `${menuHref(companyId, "customers/invoices.csv")}${listFilterSearch(query, INVOICE_LIST_DEFAULTS)}`,
        fileName: "invoices.csv",
      }}
      action={{ label: "Create Invoice", to: menuHref(companyId, "customers/create-invoice") }}
      filters={
        <ListFilterForm label="Filter invoices" query={query}>
          <SelectField
            id="invoices-customer"
            label="Customer"
            name="customer"
            placeholder="All Customers"
            defaultValue={query.customer === null ? "" : String(query.customer)}
            options={customers}
          />
          <SelectField id="invoices-status" label="Status" name="status" defaultValue={query.status} options={INVOICE_STATUS_FILTERS} />
        </ListFilterForm>
      }
      table={{ columns, list, getRowKey: (i) => i.id, caption: "Invoices", summary: <ListTotals totals={list.totals} /> }}
    />
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load invoices." />;
}

export const meta = screenMeta("Invoices");
