import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { buttonClasses, Button } from "~/components/ui/button";
import { LazyDialog } from "~/components/ui/lazy-dialog";
import { useHydrated } from "~/components/ui/use-hydrated";
import { FixedAssetForm, newAssetDefaults, type AssetFormChoices } from "./asset-form";

// Pending Items' Add a New Asset (§2.12: "opens a modal with a new fixed asset form"): with
// JavaScript a dialog holding the asset form, its choices read from New Asset's loader when it
// opens, posting to New Asset (a refusal shows there with what was typed); without, a link to New Asset.

export function AddAssetButton({ newHref }: { newHref: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const choices = useFetcher<AssetFormChoices & { assetNumber: number }>();
  const location = useLocation();
  // A save redirects back here: the dialog closes.
  useEffect(() => setOpen(false), [location.key]);
  if (!hydrated) {
    return (
      <Link to={newHref} className={buttonClasses({ className: "text-white no-underline" })}>
        Add a New Asset
      </Link>
    );
  }
  const ask = () => {
    setOpen(true);
    if (choices.state === "idle") choices.load(newHref);
  };
  return (
    <>
      <Button type="button" aria-haspopup="dialog" onClick={ask}>
        Add a New Asset
      </Button>
      <LazyDialog open={open} onOpenChange={setOpen} title="New Fixed Asset" size="lg">
        {choices.data ? (
          <FixedAssetForm
            id="add-fixed-asset"
            choices={choices.data}
            defaultValue={newAssetDefaults(choices.data.assetNumber)}
            action={newHref}
            cancelHref={newHref}
            onCancel={() => setOpen(false)}
          />
        ) : (
          <p role="status" className="p-5 text-sm text-slate-600">
            Loading…
          </p>
        )}
      </LazyDialog>
    </>
  );
}
