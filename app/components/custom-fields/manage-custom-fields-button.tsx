import { Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { loadOnOpen } from "~/components/ui/load-on-open";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { menuHref } from "~/components/shell/menu";
import { CUSTOM_FIELD_MESSAGES } from "~/modules/custom-fields/constants";

// The dialog (and the editor and Radix Dialog under it) loads the first time it opens.
const ManageCustomFieldsDialog = loadOnOpen(() => import("./manage-custom-fields-dialog").then((m) => m.ManageCustomFieldsDialog));

/**
 * "Manage Custom Fields": with JavaScript a button opening the dialog, whose Save posts the whole
 * set to the page's action, closes on success and calls `onSaved`; Cancel discards. Without
 * JavaScript a link to the page, which brings the user back here (returnTo) after saving.
 */
export function ManageCustomFieldsButton({ companyId, onSaved }: { companyId: number; onSaved?: () => void }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    const returnTo = location.pathname + location.search;
    return (
      <Link
        to={`${menuHref(companyId, "custom-fields")}?${new URLSearchParams({ returnTo })}`}
        className={buttonClasses({ variant: "secondary", className: "no-underline" })}
      >
        {CUSTOM_FIELD_MESSAGES.title}
      </Link>
    );
  }
  return (
    <>
      <Button type="button" variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {CUSTOM_FIELD_MESSAGES.title}
      </Button>
      <ManageCustomFieldsDialog
        open={open}
        onOpenChange={setOpen}
        companyId={companyId}
        onSaved={(message) => {
          setOpen(false);
          toast.success(message);
          onSaved?.();
        }}
      />
    </>
  );
}
