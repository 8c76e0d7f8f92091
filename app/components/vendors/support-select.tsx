import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "~/components/ui/dialog";
import { Field, FormErrors, SelectField, type FieldErrors } from "~/components/ui/field";
import { SuccessModal } from "~/components/ui/modals";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { useHydrated } from "~/components/ui/use-hydrated";
import { supportItemSchema } from "~/modules/support-lists/schema";
import { SUPPORT_DIALOGS, supportOptionLabel, type SupportDialogKind, type SupportItemAnswer, type SupportOption } from "./support-item-data";
import { SUPPORT_ITEM_INTENT } from "./vendor-form-data";

// The vendor form's Preferred shipping method, Payment Terms and Vendor Group selects (§2.1): the
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
}: {
  kind: SupportDialogKind;
  name: string;
  label: string;
  options: readonly SupportOption[];
  value: string;
  onChange: (value: string) => void;
  error?: FieldErrors;
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
              <SupportItemForm
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
          <SuccessModal open={success} onOpenChange={setSuccess} title={dialog.successTitle} message={dialog.success} />
        </>
      ) : null}
    </>
  );
}

/** The dialog's form: the support list's own schema and messages, posted to the vendor form's action. */
function SupportItemForm({ kind, onCreated }: { kind: SupportDialogKind; onCreated: (item: SupportOption) => void }) {
  const uid = useId().replace(/:/g, "");
  const fetcher = useFetcher<SupportItemAnswer>();
  const answer = fetcher.data?.kind === kind ? fetcher.data : undefined;
  const [form, fields] = useForm({
    id: `vendor-${kind}-${uid}`,
    lastResult: answer && !answer.item ? (answer.result as SubmissionResult<string[]> | undefined) : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: supportItemSchema(kind), disableAutoCoercion: true }),
    defaultValue: kind === "payment-terms" ? { type: "fixed" } : undefined,
  });
  const [termType, setTermType] = useState("fixed");
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.item) onCreated(answer.item);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, answer]);

  const busy = fetcher.state !== "idle";
  const field = (name: string) => fields[name as keyof typeof fields];
  const text = (name: string, type: "text" | "number" = "text") => getInputProps(field(name), { type });
  // A server failure without field errors (e.g. an unexpected error) still shows in the dialog.
  const formErrors = form.errors?.length ? form.errors : answer?.error && !answer.result ? [answer.error] : undefined;
  const formProps = getFormProps(form);

  return (
    <fetcher.Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        // The dialog is portalled, but React events still bubble to the vendor form around the select.
        event.stopPropagation();
        formProps.onSubmit(event);
      }}
      aria-label={SUPPORT_DIALOGS[kind].title}
    >
      <input type="hidden" name="intent" value={SUPPORT_ITEM_INTENT} />
      <input type="hidden" name="kind" value={kind} />
      <FormErrors errors={formErrors} id={form.errorId} />
      <div className="space-y-3">
        <Field label="Name" {...text("name")} key={field("name").key} error={field("name").errors} maxLength={100} autoFocus />
        {kind === "shipping-methods" ? (
          <Field label="Description" {...text("description")} key={field("description").key} error={field("description").errors} maxLength={500} />
        ) : null}
        {kind === "payment-terms" ? (
          <>
            <SelectField
              label="Type"
              {...getSelectProps(field("type"))}
              key={field("type").key}
              error={field("type").errors}
              options={[
                { value: "fixed", label: "Fixed Number of Days" },
                { value: "date", label: "Date Driven" },
              ]}
              onChange={(event) => setTermType(event.currentTarget.value)}
            />
            {termType === "fixed" ? (
              <>
                <Field label="Net due in (days)" {...text("netDueIn", "number")} key={field("netDueIn").key} error={field("netDueIn").errors} min={1} />
                <Field
                  label="Discount if paid within (days)"
                  {...text("discountIfPaidWithin", "number")}
                  key={field("discountIfPaidWithin").key}
                  error={field("discountIfPaidWithin").errors}
                  min={0}
                />
              </>
            ) : (
              <>
                <Field
                  label="Net due before (day of month)"
                  {...text("netDueBefore", "number")}
                  key={field("netDueBefore").key}
                  error={field("netDueBefore").errors}
                  min={1}
                  max={31}
                />
                <Field
                  label="Discount if paid before (day of month)"
                  {...text("discountIfPaidBefore", "number")}
                  key={field("discountIfPaidBefore").key}
                  error={field("discountIfPaidBefore").errors}
                  min={1}
                  max={31}
                />
              </>
            )}
            <Field
              label="Discount %"
              {...text("discountPercent", "number")}
              key={field("discountPercent").key}
              error={field("discountPercent").errors}
              min={0}
              max={100}
              step="0.01"
            />
          </>
        ) : null}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "OK"}
        </Button>
      </DialogFooter>
    </fetcher.Form>
  );
}
