import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FixedAssetList } from "~/components/fixed-assets/fixed-asset-list";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { screenMeta } from "~/lib/title";
import { assetListLoader, registerAction } from "./__fixed-assets.server";

// Fixed Assets › Pending Items (§2.12): a page of the company's pending assets; see FixedAssetList.

export const loader = (args: LoaderFunctionArgs) => assetListLoader("pending")(args);
export const action = registerAction;

export default function PendingItems() {
  const { companyId, list } = useLoaderData<typeof loader>();
  const answer = useActionData<{ error?: string }>();
  return <FixedAssetList companyId={companyId} status="pending" list={list} error={answer?.error ?? null} />;
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="The Pending Items list could not be loaded." />;
}

export const meta = screenMeta("Pending Items");
