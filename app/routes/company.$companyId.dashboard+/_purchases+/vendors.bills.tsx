import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DocumentListScreen } from "~/components/documents/document-list-screen";
import { ListTotals } from "~/components/documents/list-totals";
import { PurchaseListFilters } from "~/components/purchases/purchase-list-filters";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { buttonClasses } from "~/components/ui/button";
import type { DataTableColumn } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/field";
import { usePlainLinkClick } from "~/components/ui/plain-links";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import {
  BILL_DATE_TYPES,
  BILL_LIST_DEFAULTS,
  BILL_STATUS_FILTERS,
  listFilterSearch,
  readBillListQuery,
  type BillRow,
} from "~/modules/purchases/purchase-lists";
import { listBills } from "~/modules/purchases/purchase-lists.server";
import { loadPurchaseList } from "./__purchase-list.server";

// Bills (Vendors > Bills): every bill of the company, newest first, drafts included. Vendor, Status
// (Open and Overdue are both unpaid open bills; Overdue is one past its due date), the date type
// (Bill Date, Due Date) with From and To, and Update live in the URL as a GET form that carries no
// page (Update goes back to page 1); the server paginates and totals every matching bill ("-" when
// none). A bill's number opens the bill; Pay opens Pay Bill for its vendor. Export to CSV
// downloads every matching bill (bills.csv).

export const loader = (args: LoaderFunctionArgs) => loadPurchaseList(args, readBillListQuery, listBills);

const money = (value: string) => formatMoney(fromDecimal(value));

const payButton = buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" });

/** ?prefillVendor={id}&vendorName={name}: the PayBill route's query. */
const payBillSearch = (bill: BillRow) => `?${new URLSearchParams({ prefillVendor: String(bill.vendorId), vendorName: bill.vendorName })}`;

export default function Bills() {
  const { companyId, query, list, vendors, vendorSearch } = useLoaderData<typeof loader>();
  const amount = "whitespace-nowrap text-right tabular-nums";
  // A page's rows link as plain anchors with one click handler, not a Link each (ui/plain-links.ts).
  const onLinkClick = usePlainLinkClick();

  const columns: DataTableColumn<BillRow>[] = [
    { key: "date", header: "Bill Date", className: "whitespace-nowrap", cell: (b) => formatUsDate(b.date) },
    {
      key: "number",
      header: "Bill No.",
      className: "whitespace-nowrap",
      cell: (b) => (
        <a data-discover="true" href={menuHref(companyId, `vendors/documents/${b.id}`)} onClick={onLinkClick}>
          {b.number}
        </a>
      ),
    },
    { key: "vendorName", header: "Vendor" },
    { key: "vendorReference", header: "Ref. No.", className: "whitespace-nowrap" },
    { key: "dueDate", header: "Due Date", className: "whitespace-nowrap", cell: (b) => formatUsDate(b.dueDate) },
    {
      key: "status",
      header: "Status",
      className: "whitespace-nowrap",
      cell: (b) => <span className={b.status === "Overdue" ? "font-medium text-red-700" : undefined}>{b.status}</span>,
    },
    { key: "total", header: "Total", className: amount, cell: (b) => money(b.total) },
    { key: "amountPaid", header: "Amount Paid", className: amount, cell: (b) => money(b.amountPaid) },
    { key: "amountDue", header: "Amount Due", className: amount, cell: (b) => money(b.amountDue) },
    { key: "memo", header: "Memo", className: "min-w-[10rem]" },
    {
      key: "actions",
      header: "Actions",
      cell: (b) =>
        b.status === "Open" || b.status === "Overdue" ? (
          <a
            className={payButton}
            aria-label={`Pay ${b.number}`}
            data-discover="true"
            href={`${menuHref(companyId, "vendors/pay-bill")}${payBillSearch(b)}`}
            onClick={onLinkClick}
          >
            Pay
          </a>
        ) : null,
    },
  ];

  return (
    <DocumentListScreen
      companyId={companyId}
      area={{ label: "Vendors", path: "vendors/list" }}
      title="Bills"
      csv={{ href: `${menuHref(companyId, "vendors/bills.csv")}${listFilterSearch(query, BILL_LIST_DEFAULTS)}`, fileName: "bills.csv" }}
      action={{ label: "Enter Bill", to: menuHref(companyId, "vendors/enter-bill") }}
      filters={
        <PurchaseListFilters
          label="Filter bills"
          idPrefix="bills"
          companyId={companyId}
          vendors={vendors}
          vendorSearch={vendorSearch}
          query={query}
          dateTypes={BILL_DATE_TYPES}
        >
          <SelectField id="bills-status" label="Status" name="status" defaultValue={query.status} options={BILL_STATUS_FILTERS} />
        </PurchaseListFilters>
      }
      table={{ columns, list, getRowKey: (b) => b.id, caption: "Bills", summary: <ListTotals totals={list.totals} /> }}
    />
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load bills." />;
}

export const meta = screenMeta("Bills");
