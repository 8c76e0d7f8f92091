import type { LoaderFunctionArgs } from "@remix-run/node";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { readCustomerCenterQuery } from "~/modules/customers/customer-center";
import { loadCustomerCenter } from "~/modules/customers/customer-center.server";
import { orNotFoundPage } from "~/utils/errors";
import { partyTransactionsCsv } from "../__party-center-csv.server";

// Customer Center › Export to CSV: every transaction of the selected customer matching the view and
// date filters (not only the page shown), newest first, as {Customer ID}-transactions.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const query = readCustomerCenterQuery(new URL(request.url).searchParams);
  const { customer, transactions } = await orNotFoundPage(
    loadCustomerCenter(db, company, today, query, { allTransactions: true }),
    "Customer not found",
  );
  return partyTransactionsCsv(transactions.items, customer?.customerId, "customer");
}
