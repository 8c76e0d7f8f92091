import { useLocation } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { draftKey, readDraft, writeDraft } from "./draft-store";

// Unsaved input kept in the browser (sessionStorage, this tab only) while JavaScript runs, so a save
// that meets an expired session, a dropped network or a server error loses nothing. A draft is keyed
// by the page's path and the form's id, written on every change and when the form is submitted,
// and cleared by a successful save (see save-guard.ts); draft-store.ts keeps them.
//
// The rule for restoring: a draft is put back into the form only when it is "interrupted", i.e. the
// last save of that page did not get the server's answer (sent to sign in, no response, a 5xx).
// A draft the user simply walked away from is not restored: the server's data may be newer than it,
// and the form opens as the server has it. A draft interrupted by a failed save wins over the
// server's data (that input was meant to be saved).

/** The form's values, passwords and files left out (never kept in the browser). */
function snapshot(form: HTMLFormElement): [string, string][] {
  const skipped = new Set<string>();
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && (element.type === "password" || element.type === "file") && element.name) {
      skipped.add(element.name);
    }
  }
  const entries: [string, string][] = [];
  new FormData(form).forEach((value, name) => {
    if (typeof value === "string" && !skipped.has(name)) entries.push([name, value]);
  });
  return entries;
}

function toFormData(entries: readonly [string, string][]): FormData {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return formData;
}

/**
 * Keep the input of the form whose DOM id is `formId` (or which `isForm` accepts: a wizard's step
 * forms share one draft) as a draft. Spread `draftProps` on the form
 * or on an element around it (React's change and submit events bubble; other forms, e.g. a dialog's,
 * are ignored). `restored` is the interrupted draft of this form (read after hydration), to start
 * the form from; `restoredKey` changes when it arrives, so a form keyed with it starts again.
 * Use the hook in the route's component, which stays mounted while the form is keyed anew.
 */
export function useFormDraft(formId: string, isForm: (form: HTMLFormElement) => boolean = (form) => form.id === formId) {
  const location = useLocation();
  // The draft belongs to the visit it was restored on: after the next answer or navigation (a
  // successful Save and New comes back to the same page) the form starts from what that says.
  const [restored, setRestored] = useState<{ locationKey: string; formData: FormData } | null>(null);

  useEffect(() => {
    const draft = readDraft(draftKey(window.location.pathname, formId));
    if (draft?.interrupted) setRestored({ locationKey: location.key, formData: toFormData(draft.entries) });
    // Read once per form on arrival (not again on later navigations of the same page: no location.key).
  }, [formId]);
  const current = restored && restored.locationKey === location.key ? restored.formData : null;

  const save = (event: FormEvent<HTMLElement>) => {
    const target = event.target;
    const form = target instanceof HTMLFormElement ? target : target instanceof Element ? target.closest("form") : null;
    if (!form || !isForm(form)) return;
    const key = draftKey(window.location.pathname, formId);
    writeDraft(key, { entries: snapshot(form), savedAt: Date.now(), interrupted: readDraft(key)?.interrupted ?? false });
  };

  return {
    restored: current,
    restoredKey: current ? "draft" : "",
    draftProps: { onChange: save, onSubmitCapture: save },
  };
}
