import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PartyListScreen, type PartyListKind } from "~/components/parties/party-list-screen";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { screenMeta } from "~/lib/title";
import { VENDOR_WORDS } from "~/modules/vendors/constants";
import { VENDOR_PARTY } from "~/modules/vendors/party-config.server";
import { partyListLoader } from "../__party-list.server";

// The Vendors list: a party's list (~/components/parties/party-list-screen.tsx) of vendors — the
// month columns are purchases (credits to Accounts Payable), Balance the payable one. Export to CSV
// downloads every matching vendor (vendors.list.csv).

export function loader(args: LoaderFunctionArgs) {
  return partyListLoader(VENDOR_PARTY, args);
}

const VENDOR_LIST: PartyListKind = {
  words: VENDOR_WORDS,
  names: { code: "vendorId", name: "vendorName" },
  paths: { list: "vendors/list", new: "vendors/new-vendor", edit: (id) => `vendors/edit/${id}` },
};

export default function VendorsList() {
  return <PartyListScreen kind={VENDOR_LIST} data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load vendors." />;
}

export const meta = screenMeta("Vendors");
