import { getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { dialogFormProps } from "~/components/ui/dialog-form";
import { Form, type FetcherWithComponents } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog-footer";
import { Field, FormErrors, SelectField } from "~/components/ui/field";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { SupportListKind } from "~/modules/support-lists/schema";

const loadChecks = async () => {
  const [{ parseWithZod }, { supportItemSchema }] = await Promise.all([
    import("@conform-to/zod/v4"),
    import("~/modules/support-lists/schema"),
  ]);
  return (formData: FormData, kind: SupportListKind) =>
    parseWithZod(formData, { schema: supportItemSchema(kind), disableAutoCoercion: true });
};

// The form that adds one entry to a support list, with the list's own schema and messages: a name
// (and a description for shipping methods; for payment terms the type, its two day fields and the
// discount %). Used by the support-list screens (Add New, in a dialog or on the page) and by the
// vendor form's "Add New …" dialogs; each caller says where it posts (hidden fields) and how it
// cancels. Without JavaScript a payment term shows both kinds of day fields (the server ignores
// those of the other type); with it the fields follow the Type.

export function SupportItemForm({
  kind,
  id,
  label,
  fetcher,
  hidden,
  lastResult,
  serverError,
  cancel,
}: {
  kind: SupportListKind;
  /** conform's form id (field ids derive from it): unique on the page. */
  id: string;
  /** The form's accessible name (the dialog's title). */
  label: string;
  /** Posts through this fetcher (a dialog that stays on the page); a plain form post without it. */
  fetcher?: Pick<FetcherWithComponents<unknown>, "Form" | "state">;
  /** The action's fields that say what to do (intent, kind, how to answer). */
  hidden: Record<string, string>;
  lastResult?: SubmissionResult<string[]>;
  /** A failure the server gave without field errors, shown above the fields. */
  serverError?: string;
  /** The Cancel control (a dialog's close button, or a link back to the list). */
  cancel: ReactNode;
}) {
  const hydrated = useHydrated();
  const checks = useDeferredChecks(loadChecks);
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: (context) => validateWhenLoaded(checks, context, (check) => check(context.formData, kind)),
    defaultValue: kind === "payment-terms" ? { type: "fixed" } : undefined,
  });
  const [termType, setTermType] = useState<string>("fixed");
  const FormComponent = fetcher ? fetcher.Form : Form;
  const busy = fetcher ? fetcher.state !== "idle" : false;
  const all = kind === "payment-terms" && !hydrated; // without JavaScript both kinds of fields are shown
  const field = (name: string) => fields[name as keyof typeof fields];
  const text = (name: string, type: "text" | "number" = "text") => getInputProps(field(name), { type });
  const formErrors = form.errors?.length ? form.errors : serverError ? [serverError] : undefined;

  return (
    <FormComponent method="post" {...dialogFormProps(form)} aria-label={label}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormErrors errors={formErrors} id={form.errorId} />
      <div className="space-y-3">
        <Field label="Name" {...text("name")} key={field("name").key} error={field("name").errors} maxLength={100} autoFocus />
        {kind === "shipping-methods" ? (
          <Field
            label="Description"
            {...text("description")}
            key={field("description").key}
            error={field("description").errors}
            maxLength={500}
          />
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
            {all ? <p className="text-xs text-slate-500">Fill in the fields of the type you chose; the others are ignored.</p> : null}
            {all || termType === "fixed" ? (
              <>
                <Field
                  label="Net due in (days)"
                  {...text("netDueIn", "number")}
                  key={field("netDueIn").key}
                  error={field("netDueIn").errors}
                  min={1}
                />
                <Field
                  label="Discount if paid within (days)"
                  {...text("discountIfPaidWithin", "number")}
                  key={field("discountIfPaidWithin").key}
                  error={field("discountIfPaidWithin").errors}
                  min={0}
                />
              </>
            ) : null}
            {all || termType === "date" ? (
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
            ) : null}
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
        {cancel}
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "OK"}
        </Button>
      </DialogFooter>
    </FormComponent>
  );
}
