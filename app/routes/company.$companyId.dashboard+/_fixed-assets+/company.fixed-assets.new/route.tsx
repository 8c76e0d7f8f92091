import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FixedAssetForm, newAssetDefaults } from "~/components/fixed-assets/asset-form";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { screenMeta } from "~/lib/title";
import { newAssetAction, newAssetLoader } from "./new-asset.server";

// New Asset (Fixed Assets › New Asset, §2.12): the asset form (FixedAssetForm). Save and Close
// keeps it pending; Register registers it (ADR 0064). Works without JavaScript; with it the form
// is checked before it is sent. Pending Items' Add a New Asset opens the same form in a dialog.

export const loader = newAssetLoader;
export const action = (args: ActionFunctionArgs) => newAssetAction(args);

// A save that gets no answer or a 5xx keeps the form and what was typed.
export const clientAction = guardedClientAction({}, (formData, failure) => failedReply(formData, failure.message));

export default function NewFixedAsset() {
  const data = useLoaderData<typeof newAssetLoader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Breadcrumb
        items={[{ label: "Fixed Assets", to: menuHref(data.companyId, "company/fixed-assets/pending-items") }, { label: "New Asset" }]}
      />
      <h1 className="text-2xl font-semibold text-slate-900">New Fixed Asset</h1>
      <FixedAssetForm
        id="new-fixed-asset"
        choices={data}
        defaultValue={newAssetDefaults(data.assetNumber)}
        lastResult={lastResult}
        cancelHref={menuHref(data.companyId, "company/fixed-assets/pending-items")}
      />
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Fixed Asset");
