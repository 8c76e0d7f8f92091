import { useMemo, useState } from "react";
import type { FieldErrors } from "~/components/ui/field";
import { loadOnOpen } from "~/components/ui/load-on-open";
import { SuccessModal } from "~/components/ui/modals";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { useHydrated } from "~/components/ui/use-hydrated";
import { SUPPORT_DIALOGS, supportOptionLabel, type SupportDialogKind, type SupportOption } from "./support-item-data";

// The vendor form's Preferred shipping method, Payment Terms and Vendor Group selects: the
// last option ("Add New Shipping Method", "Add New Payment Term", "Add New Group") opens the
// creation dialog and the select keeps its previous value; once created, the entry is added to the
// options and selected (the page's lists are fetched again too) and a success dialog appears.
// Before JavaScript runs each is a plain select without the "add new" option. The creation dialog
// (./support-select-dialog.tsx) loads the first time it opens.

const SupportSelectDialog = loadOnOpen(() => import("./support-select-dialog").then((m) => m.SupportSelectDialog));

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
          <SupportSelectDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            kind={kind}
            onCreated={(item) => {
              setCreated((list) => [...list, item]);
              onChange(String(item.id));
              setDialogOpen(false);
              setSuccess(true);
            }}
          />
          <SuccessModal open={success} onOpenChange={setSuccess} title={dialog.successTitle} message={successMessage ?? dialog.success} />
        </>
      ) : null}
    </>
  );
}
