import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PartyListScreen, type PartyListKind } from "~/components/parties/party-list-screen";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { screenMeta } from "~/lib/title";
import { CUSTOMER_WORDS } from "~/modules/customers/constants";
import { CUSTOMER_PARTY } from "~/modules/customers/party-config.server";
import { partyListLoader } from "../__party-list.server";

// The Customers list: a party's list (~/components/parties/party-list-screen.tsx) of customers — the
// month columns are sales (debits to Accounts Receivable, opening balances aside), Balance the
// receivable one. Export to CSV downloads every matching customer (customers.list.csv).

export function loader(args: LoaderFunctionArgs) {
  return partyListLoader(CUSTOMER_PARTY, args);
}

const CUSTOMER_LIST: PartyListKind = {
  words: CUSTOMER_WORDS,
  names: { code: "customerId", name: "customerName" },
  paths: { list: "customers/list", new: "customers/new", edit: (id) => `customers/edit/${id}` },
};

export default function CustomersList() {
  return <PartyListScreen kind={CUSTOMER_LIST} data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load customers." />;
}

export const meta = screenMeta("Customers");
