import { useLocation } from "@remix-run/react";
import { dashboardBase, menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { useFormDraft } from "~/components/ui/form-draft";
import { SALES_KIND_INFO } from "~/modules/sales/kinds/info";
import { SalesDocumentForm } from "./sales-document-form";
import {
  failedSalesView,
  SALES_SAVE_FAILURE_MESSAGES,
  salesValuesFromForm,
  type SalesFormLoaded,
  type SalesFormView,
} from "./sales-form-data";

// One sales screen: breadcrumb, title and the form, started from the last answer of the server (a
// refused save, a row added without JavaScript), else a draft kept when the last save got no answer
// (ADR 0047), else what the loader read. Create Invoice, New Cash Sale, New Credit Memo and Edit
// Invoice render this.

/** A save that gets no answer or a 5xx keeps the form with what was typed and says "Failed to save". */
export const salesFormClientAction = guardedClientAction(SALES_SAVE_FAILURE_MESSAGES, (formData, failure) =>
  failedSalesView(formData, failure.message),
);

export function SalesFormScreen({ loaded, answered }: { loaded: SalesFormLoaded; answered: SalesFormView | undefined }) {
  const location = useLocation();
  const draft = useFormDraft(`sales-${loaded.kind}-${loaded.mode}`);
  const view: SalesFormView =
    answered ??
    (draft.restored
      ? { values: salesValuesFromForm(draft.restored), party: null, version: loaded.view.version, revision: "draft" }
      : loaded.view);
  const title = loaded.mode === "edit" ? "Edit Invoice" : SALES_KIND_INFO[loaded.kind].form.title;
  const invoicesHref = menuHref(loaded.companyId, "customers/invoices");
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb
        items={[{ label: "Dashboard", to: dashboardBase(loaded.companyId) }, { label: "Invoices", to: invoicesHref }, { label: title }]}
      />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <div {...draft.draftProps}>
        <SalesDocumentForm
          key={`${location.key}-${view.revision}-${draft.restoredKey}`}
          loaded={loaded}
          view={view}
          cancelHref={invoicesHref}
        />
      </div>
    </div>
  );
}
