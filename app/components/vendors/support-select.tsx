import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { SupportItemForm } from "~/components/support-lists/support-item-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import type { FieldErrors } from "~/components/ui/field";
import { SuccessModal } from "~/components/ui/modals";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { useHydrated } from "~/components/ui/use-hydrated";
import {
  SUPPORT_DIALOGS,
  supportOptionLabel,
  type SupportDialogKind,
  type SupportItemAnswer,
  type SupportOption,
} from "./support-item-data";
import { SUPPORT_ITEM_INTENT } from "./vendor-form-data";

// The vendor form's Preferred shipping method, Payment Terms and Vendor Group selects: the
// last option ("Add New Shipping Method", "Add New Payment Term", "Add New Group") opens the
// creation dialog and the select keeps its previous value; once created, the entry is added to the
// options and selected (the page's lists are fetched again too) and a success dialog appears.
// Before JavaScript runs each is a plain select without the "add new" option.

const ADD_NEW_VALUE = "__add-new__";

export function SupportSelect({
  kind,
  name,
  label,
  options,
  value,
  onChange,
  error,
  successMessage,
}: {
  kind: SupportDialogKind;
  name: string;
  label: string;
  options: readonly SupportOption[];
  value: string;
  onChange: (value: string) => void;
  error?: FieldErrors;
  /** The success dialog's text, when a screen's spec words it differently ("Item group created successfully!"). */
  successMessage?: string;
}) {
  const hydrated = useHydrated();
  const dialog = SUPPORT_DIALOGS[kind];
  const [created, setCreated] = useState<SupportOption[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [success, setSuccess] = useState(false);

  const choices = useMemo(() => {
    const ids = new Set(options.map((o) => o.id));
    const all = [...options, ...created.filter((o) => !ids.has(o.id))];
    const label = kind === "payment-terms" ? supportOptionLabel : (o: SupportOption) => o.name;
    const list = all.map((o) => ({ value: String(o.id), label: label(o) }));
    return hydrated ? [...list, { value: ADD_NEW_VALUE, label: dialog.addLabel }] : list;
  }, [options, created, hydrated, kind, dialog.addLabel]);

  return (
    <>
      <SearchableSelect
        name={name}
        label={label}
        options={choices}
        value={value}
        placeholder="Select..."
        error={error}
        onChange={(next) => {
          // "Add new" opens the dialog (after the list has closed and given focus back); the value stays.
          if (next === ADD_NEW_VALUE) setTimeout(() => setDialogOpen(true), 0);
          else onChange(next);
        }}
      />
      {hydrated ? (
        <>
          <Dialog open={dialogOpen} onOpenChange={setDialogOpen}>
            <DialogContent title={dialog.title}>
              <SupportItemDialogForm
                kind={kind}
                onCreated={(item) => {
                  setCreated((list) => [...list, item]);
                  onChange(String(item.id));
                  setDialogOpen(false);
                  setSuccess(true);
                }}
              />
            </DialogContent>
          </Dialog>
          <SuccessModal open={success} onOpenChange={setSuccess} title={dialog.successTitle} message={successMessage ?? dialog.success} />
        </>
      ) : null}
    </>
  );
}

/** The dialog's form: the support list's own form, posted to the vendor form's action. */
function SupportItemDialogForm({ kind, onCreated }: { kind: SupportDialogKind; onCreated: (item: SupportOption) => void }) {
  const uid = useId().replace(/:/g, "");
  const fetcher = useFetcher<SupportItemAnswer>();
  const answer = fetcher.data?.kind === kind ? fetcher.data : undefined;
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.item) onCreated(answer.item);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, answer]);
  const busy = fetcher.state !== "idle";

  return (
    <SupportItemForm
      kind={kind}
      id={`vendor-${kind}-${uid}`}
      label={SUPPORT_DIALOGS[kind].title}
      fetcher={fetcher}
      hidden={{ intent: SUPPORT_ITEM_INTENT, kind }}
      lastResult={answer && !answer.item ? answer.result : undefined}
      // A server failure without field errors (e.g. an unexpected error) still shows in the dialog.
      serverError={answer?.error && !answer.result ? answer.error : undefined}
      cancel={
        <DialogClose asChild>
          <Button type="button" variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
      }
    />
  );
}
