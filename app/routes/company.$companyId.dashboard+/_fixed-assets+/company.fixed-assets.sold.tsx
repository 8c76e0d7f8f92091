import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FixedAssetList } from "~/components/fixed-assets/fixed-asset-list";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { screenMeta } from "~/lib/title";
import { assetListLoader } from "./__fixed-assets.server";

// Fixed Assets › Sold and Disposed (§2.12): a page of the company's disposed assets; see FixedAssetList.

export const loader = (args: LoaderFunctionArgs) => assetListLoader("disposed")(args);

export default function SoldAndDisposed() {
  const { companyId, list } = useLoaderData<typeof loader>();
  return <FixedAssetList companyId={companyId} status="disposed" list={list} />;
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="The Sold and Disposed list could not be loaded." />;
}

export const meta = screenMeta("Sold and Disposed");
