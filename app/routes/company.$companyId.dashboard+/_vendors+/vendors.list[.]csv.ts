import type { LoaderFunctionArgs } from "@remix-run/node";
import { VENDOR_PARTY } from "~/modules/vendors/party-config.server";
import { partyListCsvLoader } from "../__party-list.server";

// Export to CSV: every vendor matching the Vendors list's search and Current View (not only
// the page shown), with the month columns, Year to Date and Balance, as a download named vendors.csv.

export function loader(args: LoaderFunctionArgs) {
  return partyListCsvLoader(VENDOR_PARTY, args);
}
