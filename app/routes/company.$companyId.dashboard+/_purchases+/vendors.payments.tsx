import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DocumentListScreen } from "~/components/documents/document-list-screen";
import { PurchaseListFilters } from "~/components/purchases/purchase-list-filters";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import type { DataTableColumn } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/field";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import {
  listFilterSearch,
  PAYMENT_DATE_TYPES,
  PAYMENT_LIST_DEFAULTS,
  PAYMENT_VIEWS,
  readPaymentListQuery,
  type PaymentRow,
} from "~/modules/purchases/purchase-lists";
import { listBillPayments } from "~/modules/purchases/purchase-lists.server";
import { loadPurchaseList } from "./__purchase-list.server";

// Vendor Payments (Company > Vendors > Vendor Payments): the company's bill payments, newest first.
// Current View (Not issued, Issued, All; default All), the date type (All, Pay Date, Issue Date)
// with From and To, and Update live in the URL as a GET form that carries no page, so Update goes
// back to page 1; the server paginates (5, 10, 20, 50, 100; default 10) and totals every matching
// payment ("-" when none). Export to CSV downloads every matching payment (payments.csv).

// Payments are not dated against today: listBillPayments's fourth parameter is its options, so `today` is not passed on.
export const loader = (args: LoaderFunctionArgs) =>
  loadPurchaseList(args, readPaymentListQuery, (db, companyId, query) => listBillPayments(db, companyId, query));

const money = (value: string) => formatMoney(fromDecimal(value));

export default function VendorPayments() {
  const { companyId, query, list, vendors, vendorSearch } = useLoaderData<typeof loader>();
  const filters = listFilterSearch(query, PAYMENT_LIST_DEFAULTS);

  const columns: DataTableColumn<PaymentRow>[] = [
    { key: "payDate", header: "Pay Date", className: "whitespace-nowrap", cell: (p) => formatUsDate(p.payDate) },
    {
      key: "number",
      header: "Pay No.",
      className: "whitespace-nowrap",
      cell: (p) => (p.journalEntryId ? <Link to={menuHref(companyId, `journal-entries/${p.journalEntryId}`)}>{p.number}</Link> : p.number),
    },
    { key: "status", header: "Status", className: "whitespace-nowrap" },
    {
      key: "vendorName",
      header: "Vendor Name",
      cell: (p) => <Link to={`${menuHref(companyId, "vendors/center")}?vendor=${p.vendorId}&view=pay-bills`}>{p.vendorName}</Link>,
    },
    { key: "paymentMethod", header: "Payment Method", className: "whitespace-nowrap" },
    { key: "payFromAccount", header: "Pay From Account", className: "min-w-[9rem]" },
    {
      key: "amountPaid",
      header: "Amount Paid",
      className: "whitespace-nowrap text-right tabular-nums",
      cell: (p) =>
        Number(p.creditsApplied) > 0 ? (
          <span title={`Vendor credit applied: ${money(p.creditsApplied)}`}>{money(p.amountPaid)}</span>
        ) : (
          money(p.amountPaid)
        ),
    },
    { key: "comments", header: "Comments", className: "min-w-[10rem]" },
  ];

  return (
    <DocumentListScreen
      companyId={companyId}
      area={{ label: "Vendors", path: "vendors/list" }}
      title="Vendor Payments"
      csv={{ href: `${menuHref(companyId, "vendors/payments.csv")}${filters}`, fileName: "payments.csv" }}
      action={{ label: "Pay Bill", to: menuHref(companyId, "vendors/pay-bill") }}
      filters={
        <PurchaseListFilters
          label="Filter payments"
          idPrefix="payments"
          companyId={companyId}
          vendors={vendors}
          vendorSearch={vendorSearch}
          query={query}
          dateTypes={PAYMENT_DATE_TYPES}
        >
          <SelectField id="payments-view" label="Current View" name="view" defaultValue={query.view} options={PAYMENT_VIEWS} />
        </PurchaseListFilters>
      }
      table={{
        columns,
        list,
        getRowKey: (p) => p.id,
        caption: "Vendor payments",
        summary: (
          <dl aria-label="Totals" className="flex justify-end gap-2 text-sm">
            <dt className="font-medium text-slate-700">Total</dt>
            <dd className="min-w-[7rem] text-right font-semibold tabular-nums text-slate-900">
              {list.totals ? money(list.totals.amountPaid) : "-"}
            </dd>
          </dl>
        ),
      }}
    />
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load vendor payments." />;
}

export const meta = screenMeta("Vendor Payments");
