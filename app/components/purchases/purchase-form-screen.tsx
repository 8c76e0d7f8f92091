import { useLocation } from "@remix-run/react";
import { dashboardBase, menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { useFormDraft } from "~/components/ui/form-draft";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { PurchaseDocumentForm } from "./purchase-document-form";
import {
  failedSaveView,
  PURCHASE_SCREENS,
  SAVE_FAILURE_MESSAGES,
  valuesFromForm,
  type PurchaseFormLoaded,
  type PurchaseFormView,
} from "./purchase-form-data";

// One purchase screen: breadcrumb, title and the form, started from the last answer of the server
// (a refused save, a row added without JavaScript), else a draft kept when the last save got no
// answer, else what the loader read. The routes of the five kinds and Edit Bill render this.

/** A save that gets no answer or a 5xx keeps the form with what was typed and says "Failed to save". */
export const purchaseFormClientAction = guardedClientAction(SAVE_FAILURE_MESSAGES, (formData, failure) =>
  failedSaveView(formData, failure.message),
);

export function PurchaseFormScreen({ loaded, answered }: { loaded: PurchaseFormLoaded; answered: PurchaseFormView | undefined }) {
  const location = useLocation();
  const screen = PURCHASE_SCREENS[loaded.kind];
  const draft = useFormDraft(`purchase-${loaded.kind}-${loaded.mode}`);
  const view: PurchaseFormView =
    answered ??
    (draft.restored
      ? { values: valuesFromForm(draft.restored), party: null, version: loaded.view.version, revision: "draft" }
      : loaded.view);
  const title = loaded.mode === "edit" ? "Edit Bill" : screen.title;
  const vendorsHref = menuHref(loaded.companyId, "vendors");
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb
        items={[{ label: "Dashboard", to: dashboardBase(loaded.companyId) }, { label: "Vendors", to: vendorsHref }, { label: title }]}
      />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <div {...draft.draftProps}>
        <PurchaseDocumentForm
          // A new answer (or a fresh form after Save and New, or a restored draft) starts the form again from its values.
          key={`${location.key}-${view.revision}-${draft.restoredKey}`}
          loaded={loaded}
          view={view}
          cancelHref={vendorsHref}
        />
      </div>
    </div>
  );
}
