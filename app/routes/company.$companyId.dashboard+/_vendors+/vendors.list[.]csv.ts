import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/lib/csv";
import { companyContext } from "~/modules/companies/companies.server";
import { listVendors } from "~/modules/vendors/vendors.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { readVendorListQuery } from "./__vendor-list.server";

// Export to CSV: every vendor matching the Vendors list's search and Current View (not only
// the page shown), with the month columns, Year to Date and Balance, as a download named vendors.csv.

const BATCH = 500;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const { q, view } = readVendorListQuery(new URL(request.url).searchParams);
  const first = await listVendors(db, company.id, { q, view, page: 1, perPage: BATCH, today });
  const vendors = [...first.vendors];
  for (let page = 2; vendors.length < first.total; page += 1) {
    const next = await listVendors(db, company.id, { q, view, page, perPage: BATCH, today });
    if (!next.vendors.length) break;
    vendors.push(...next.vendors);
  }
  const header = ["Active", "Vendor ID", "Vendor Name", ...first.months.map((m) => m.label), "Year to Date", "Balance"];
  const rows = vendors.map((v) => {
    const row = v as unknown as Record<string, unknown>;
    return [v.active ? "Yes" : "No", v.vendorId, v.vendorName, ...first.months.map((m) => String(row[m.key] ?? "0.00")), v.ytd, v.balance];
  });
  const csv = toCsv([header, ...rows]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="vendors.csv"',
      "Cache-Control": "no-store",
    },
  });
}
