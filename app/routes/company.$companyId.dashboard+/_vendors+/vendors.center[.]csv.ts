import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { companyContext } from "~/modules/companies/companies.server";
import { loadVendorCenter } from "~/modules/purchases/vendor-center.server";
import { readVendorCenterQuery } from "~/modules/vendors/vendor-transactions";
import { orNotFoundPage } from "~/utils/errors";
import { requireCompany } from "~/modules/companies/require-company.server";

// Vendor Center › Export to CSV: every transaction of the selected vendor matching the view, type
// and date filters (not only the page shown), newest first, as {Vendor ID}-transactions.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const query = readVendorCenterQuery(new URL(request.url).searchParams);
  const { vendor, transactions } = await orNotFoundPage(
    loadVendorCenter(db, company, today, query, { allTransactions: true }),
    "Vendor not found",
  );
  const header = ["Date", "Type", "No.", "Memo", "Due Date", "Account", "Payment Method", "Amount", "Status"];
  const rows = transactions.items.map((t) => [
    formatUsDate(t.date),
    t.type,
    t.number,
    t.memo,
    formatUsDate(t.dueDate),
    t.account,
    t.paymentMethod ?? "",
    t.amount,
    t.status,
  ]);
  // A file name made of the Vendor ID's safe characters.
  const base = (vendor?.vendorId ?? "vendor").replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "vendor";
  return new Response(toCsv([header, ...rows]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${base}-transactions.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
