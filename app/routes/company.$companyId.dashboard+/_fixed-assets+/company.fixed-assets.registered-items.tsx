import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FixedAssetList } from "~/components/fixed-assets/fixed-asset-list";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { screenMeta } from "~/lib/title";
import { assetListLoader } from "./__fixed-assets.server";

// Fixed Assets › Registered Items (§2.12): a page of the company's registered assets; see FixedAssetList.

export const loader = (args: LoaderFunctionArgs) => assetListLoader("registered")(args);

export default function RegisteredItems() {
  const { companyId, list } = useLoaderData<typeof loader>();
  return <FixedAssetList companyId={companyId} status="registered" list={list} />;
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="The Registered Items list could not be loaded." />;
}

export const meta = screenMeta("Registered Items");
