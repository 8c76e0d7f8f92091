import type { LoaderFunctionArgs } from "@remix-run/node";
import { CUSTOMER_PARTY } from "~/modules/customers/party-config.server";
import { partyListCsvLoader } from "../__party-list.server";

// Export to CSV: every customer matching the Customers list's search and Current View (not only the
// page shown), with the month columns (sales: debits to Accounts Receivable), Year to Date and
// Balance, as a download named customers.csv.

export function loader(args: LoaderFunctionArgs) {
  return partyListCsvLoader(CUSTOMER_PARTY, args);
}
