import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { requireCompany } from "~/modules/companies/require-company.server";
import { csvResponse } from "~/modules/reports/csv.server";
import { readPaymentListQuery } from "~/modules/purchases/purchase-lists";
import { listBillPayments } from "~/modules/purchases/purchase-lists.server";

// Vendor Payments › Export to CSV: every payment matching the list's Current View and dates (not
// only the page shown), newest first, with the list's columns, then the issue date and the vendor
// credit applied, as payments.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const query = readPaymentListQuery(new URL(request.url).searchParams);
  const { items } = await listBillPayments(db, company.id, query, { all: true });
  const header = [
    "Pay Date",
    "Pay No.",
    "Status",
    "Vendor Name",
    "Payment Method",
    "Pay From Account",
    "Amount Paid",
    "Comments",
    "Issue Date",
    "Credits Applied",
  ];
  const rows = items.map((p) => [
    formatUsDate(p.payDate),
    p.number,
    p.status,
    p.vendorName,
    p.paymentMethod,
    p.payFromAccount,
    p.amountPaid,
    p.comments,
    formatUsDate(p.issueDate),
    p.creditsApplied,
  ]);
  return csvResponse(toCsv([header, ...rows]), "payments.csv");
}
