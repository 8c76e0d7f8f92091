import type { LoaderFunctionArgs } from "@remix-run/node";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { loadVendorCenter } from "~/modules/purchases/vendor-center.server";
import { readVendorCenterQuery } from "~/modules/vendors/vendor-transactions";
import { orNotFoundPage } from "~/utils/errors";
import { partyTransactionsCsv } from "../__party-center-csv.server";

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
  return partyTransactionsCsv(transactions.items, vendor?.vendorId, "vendor");
}
