import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CustomerFilter, type FormAnswer } from "~/components/consultants/consultant-form";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, WhenWritable } from "~/components/ui/button";
import { PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { Field, FormErrors, SelectField } from "~/components/ui/field";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import type { TimesheetInvoiceRow } from "~/modules/consultants/billing.server";
import { invoiceListAction, invoiceListLoader } from "./__consultants.server";

// Invoice List (Consultant > Invoice List): the sales invoices made from timesheets (number, date,
// customer, status, hours, amount, due), and Create Invoices: a customer (or every customer) and a
// period → one invoice per customer of its approved, unbilled hours, a row per placement. The
// invoices are ordinary sales invoices: they show in Customers > Invoices and post to A/R; voiding
// one there releases its hours.

export const loader = (args: LoaderFunctionArgs) => invoiceListLoader(args);

export const action = (args: ActionFunctionArgs) => invoiceListAction(args);

export default function TimesheetInvoices() {
  const { companyId, customerId, list, customers, taxRates, defaults } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>();
  const value = (name: keyof typeof defaults | "customerId" | "taxRateId", fallback = "") =>
    answer?.values[name] ?? (name in defaults ? defaults[name as keyof typeof defaults] : fallback);
  const columns: DataTableColumn<TimesheetInvoiceRow>[] = [
    { key: "number", header: "Invoice #", cell: (r) => <Link to={menuHref(companyId, `customers/documents/${r.id}`)}>{r.number}</Link> },
    { key: "date", header: "Date", cell: (r) => formatUsDate(r.date) },
    { key: "customerName", header: "Customer" },
    { key: "status", header: "Status" },
    { key: "hours", header: "Hours", className: "text-right" },
    { key: "total", header: "Amount", className: "text-right", cell: (r) => formatMoney(fromDecimal(r.total)) },
    { key: "amountDue", header: "Due", className: "text-right", cell: (r) => formatMoney(fromDecimal(r.amountDue)) },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <Breadcrumb items={[{ label: "Consultant" }, { label: "Invoice List" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">Invoices from Timesheets</h1>
      <WhenWritable>
        <Form method="post" aria-label="Create invoices from timesheets" className="space-y-3 rounded border border-slate-200 p-4">
          <h2 className="font-medium text-slate-800">Create Invoices</h2>
          <FormErrors errors={answer?.messages} />
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label="Customer"
              name="customerId"
              placeholder="Every customer with unbilled hours"
              options={customers}
              defaultValue={value("customerId")}
              error={answer?.errors.customerId}
            />
            <Field label="From" name="from" placeholder="MM/DD/YYYY" defaultValue={value("from")} error={answer?.errors.from} />
            <Field label="To" name="to" placeholder="MM/DD/YYYY" defaultValue={value("to")} error={answer?.errors.to} />
            <Field label="Invoice Date" name="date" placeholder="MM/DD/YYYY" defaultValue={value("date")} error={answer?.errors.date} />
            <SelectField
              label="Sales Tax"
              name="taxRateId"
              placeholder="No tax"
              options={taxRates}
              defaultValue={value("taxRateId")}
              error={answer?.errors.taxRateId}
            />
            <Button type="submit">Create Invoices</Button>
          </div>
        </Form>
      </WhenWritable>
      <CustomerFilter label="Filter invoices" customers={customers} customerId={customerId} />
      <PagedDataTable
        columns={columns}
        list={list}
        getRowKey={(r) => r.id}
        caption="Invoices from timesheets"
        emptyMessage="No invoices from timesheets yet"
      />
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Invoice List");
