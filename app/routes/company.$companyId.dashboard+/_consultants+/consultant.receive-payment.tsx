import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CustomerFilter } from "~/components/consultants/consultant-form";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses, WhenWritable } from "~/components/ui/button";
import { PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import type { TimesheetPaymentRow } from "~/modules/consultants/billing.server";
import { paymentsLoader } from "./__consultants.server";

// Received Payments (Consultant > Received Payments): the customer payments applied to invoices
// made from timesheets, newest first, by customer; Receive Payment records a new one.

export const loader = (args: LoaderFunctionArgs) => paymentsLoader(args);

export default function ConsultantPayments() {
  const { companyId, customerId, list, customers } = useLoaderData<typeof loader>();
  const columns: DataTableColumn<TimesheetPaymentRow>[] = [
    { key: "number", header: "Payment #" },
    { key: "date", header: "Date", cell: (r) => formatUsDate(r.date) },
    { key: "customerName", header: "Customer" },
    {
      key: "invoiceNumber",
      header: "Invoice",
      cell: (r) => <Link to={menuHref(companyId, `customers/documents/${r.invoiceId}`)}>{r.invoiceNumber}</Link>,
    },
    { key: "amount", header: "Applied", className: "text-right", cell: (r) => formatMoney(fromDecimal(r.amount)) },
    { key: "status", header: "Status" },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Consultant" }, { label: "Received Payments" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Received Payments</h1>
        <WhenWritable>
          <Link to={menuHref(companyId, "customers/receive-payment")} className={buttonClasses({ className: "text-white no-underline" })}>
            Receive Payment
          </Link>
        </WhenWritable>
      </div>
      <CustomerFilter label="Filter payments" customers={customers} customerId={customerId} />
      <PagedDataTable
        columns={columns}
        list={list}
        getRowKey={(r) => `${r.paymentId}-${r.invoiceId}`}
        caption="Payments applied to invoices from timesheets"
        emptyMessage="No payments received on invoices from timesheets"
        summary={<p className="text-sm text-slate-700">Total applied {formatMoney(fromDecimal(list.totalAmount))}</p>}
      />
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Received Payments");
