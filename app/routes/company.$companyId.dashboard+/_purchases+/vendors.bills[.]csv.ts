import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { requireCompany } from "~/modules/companies/require-company.server";
import { csvResponse } from "~/modules/reports/csv.server";
import { companyContext } from "~/modules/companies/companies.server";
import { readBillListQuery } from "~/modules/purchases/purchase-lists";
import { listBills } from "~/modules/purchases/purchase-lists.server";

// Bills › Export to CSV: every bill matching the list's vendor, status and dates (not only the
// page shown), newest first, with the list's columns, as bills.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const query = readBillListQuery(new URL(request.url).searchParams);
  const { items } = await listBills(db, company.id, query, today, { all: true });
  const header = ["Bill Date", "Bill No.", "Vendor", "Ref. No.", "Due Date", "Status", "Total", "Amount Paid", "Amount Due", "Memo"];
  const rows = items.map((b) => [
    formatUsDate(b.date),
    b.number,
    b.vendorName,
    b.vendorReference,
    formatUsDate(b.dueDate),
    b.status,
    b.total,
    b.amountPaid,
    b.amountDue,
    b.memo,
  ]);
  return csvResponse(toCsv([header, ...rows]), "bills.csv");
}
