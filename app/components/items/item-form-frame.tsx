import {
  getFormProps,
  useForm,
  useInputControl,
  type FieldMetadata,
  type FormMetadata,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { PanelForm } from "~/components/ui/panel-form";
import { CancelButton } from "~/components/ui/cancel-button";
import { validateWhenLoaded, type DeferredChecks } from "~/components/ui/deferred-validation";
import { FormErrors } from "~/components/ui/field";
import { ErrorModal, ValidationErrorModal } from "~/components/ui/modals";
import { Tabs } from "~/components/ui/tabs";
import { useHydrated } from "~/components/ui/use-hydrated";
import { SUPPORT_ITEM_INTENT } from "~/components/vendors/support-item-data";

// The frame the item forms share (Vendor Service/Product Item, Inventory Item; new and edit): one
// conform form spread over two tabs, saved by buttons named `intent`, with the Item Group dialog's
// own form inside it; the problems of a save in a dialog (the server's refusal, without JavaScript,
// above the form); the buttons at the foot of a tab. Each form brings its fields, rules and words.

/** conform's errors by field name; null marks a check that was skipped. */
type Errors = Record<string, readonly string[] | null | undefined>;

/** What the action answered a refused save; the Item Group dialog's answers (intent=support-item) are the dialog's. */
export function useSaveAnswer<A extends { status: "invalid" }>(): A | undefined {
  const answered = useActionData() as A | { kind: unknown } | undefined;
  return answered && "status" in answered ? (answered as A) : undefined;
}

/** A save on its way (the item group dialog's submit is not one). */
export function useSaving(): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") !== SUPPORT_ITEM_INTENT;
}

/**
 * The form checked by its schema when saved, again as it is typed; `onSaveProblems` gets the errors
 * of a save (conform revalidates through a submitter of its own: only the save buttons count). The
 * checks (zod and the schema) load after the screen appears (`useDeferredChecks`, ADR 0027): a save
 * pressed before they arrive waits for them.
 */
export function useSaveForm<T>(options: {
  id: string;
  checks: DeferredChecks<T>;
  /** The form's data run through the loaded checks. */
  parse: (checks: T, formData: FormData) => Submission<unknown>;
  lastResult: SubmissionResult<string[]> | undefined;
  onSaveProblems: (errors: Errors) => void;
  /** The values the form starts with, under the names it posts (conform holds them from then on). */
  defaultValue?: Record<string, string>;
}) {
  return useForm<Record<string, unknown>>({
    id: options.id,
    defaultValue: options.defaultValue,
    lastResult: options.lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: (context) =>
      validateWhenLoaded(options.checks, context, (checks) => {
        const submission = options.parse(checks, context.formData);
        if (context.submitter?.getAttribute("name") === "intent" && submission.status === "error")
          options.onSaveProblems(submission.error ?? {});
        return submission;
      }) as Submission<Record<string, unknown>>,
  });
}

/** A select's value held by conform: the select posts through a hidden input that conform changes. */
export function useSelectControl(field: FieldMetadata<unknown>) {
  const control = useInputControl(field as FieldMetadata<string>);
  return { value: typeof control.value === "string" ? control.value : "", change: (value: string) => control.change(value) };
}

/** A text field's name and starting value: the input is conform's from then on. */
export function textField(field: FieldMetadata<unknown>) {
  return { name: field.name, defaultValue: typeof field.initialValue === "string" ? field.initialValue : "" };
}

/** Check fields again once their new values are in the form (selects post through hidden inputs, which fire no input event). */
export function recheckLater(form: Pick<FormMetadata, "allErrors" | "validate">, names: readonly string[]) {
  const shown = names.filter((name) => form.allErrors[name]?.length);
  if (shown.length) setTimeout(() => shown.forEach((name) => form.validate({ name })), 0);
}

/** The problems dialog's state: the list of a save's problems, or one alert. */
export type SaveModal = { kind: "fields"; messages: string[] } | { kind: "alert"; title?: string; message: string };

/** The problems dialog, opened at once by what the server refused: a failure in the alert, the rules' messages in the list. */
export function useSaveModal(answer: { messages: string[]; failure?: string | null } | undefined) {
  const [modal, setModal] = useState<SaveModal | null>(null);
  useEffect(() => {
    if (!answer) return;
    if (answer.failure) setModal({ kind: "alert", title: "Error", message: answer.failure });
    else if (answer.messages.length) setModal({ kind: "fields", messages: answer.messages });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [modal, setModal] as const;
}

export function SaveProblemModals({
  modal,
  onClose,
  title,
  intro,
}: {
  modal: SaveModal | null;
  onClose: () => void;
  title: string;
  intro: string;
}) {
  return (
    <>
      <ValidationErrorModal
        open={modal?.kind === "fields"}
        onOpenChange={(open) => !open && onClose()}
        title={title}
        intro={intro}
        messages={modal?.kind === "fields" ? modal.messages : []}
      />
      <ErrorModal
        open={modal?.kind === "alert"}
        onOpenChange={(open) => !open && onClose()}
        title={modal?.kind === "alert" ? modal.title : undefined}
        message={modal?.kind === "alert" ? modal.message : ""}
      />
    </>
  );
}

/** What the server refused, shown above the form before JavaScript runs (the dialogs need it). */
export function SaveRefusal({ title, messages }: { title: string; messages: readonly string[] }) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-medium">{title}</p>
      {messages.length ? (
        <ul className="mt-1 list-disc pl-5">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function ItemFormFrame<T extends string>({
  form,
  title,
  defaultSave,
  version,
  tabsLabel,
  tab,
  onTabChange,
  tabs,
  side = "vendor",
}: {
  form: FormMetadata<Record<string, unknown>>;
  /** The form's accessible name. */
  title: string;
  /** The save Enter in a field makes before JavaScript runs. */
  defaultSave: { intent: string; label: string };
  /** Edit: the version the edit is made on. */
  version: string | undefined;
  tabsLabel: string;
  tab: T;
  onTabChange: (tab: T) => void;
  tabs: { value: T; label: string; content: ReactNode }[];
  /** Whose item: a customer's form says so (itemSide=customer). */
  side?: "vendor" | "customer";
}) {
  const hydrated = useHydrated();
  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A dialog's form (portalled, but inside this one in React's tree) is not this form's submit.
    if (event.target !== event.currentTarget) return;
    formProps.onSubmit(event);
  };
  return (
    <PanelForm {...formProps} onSubmit={onSubmit} title={title}>
      {hydrated ? null : (
        // Enter in a field saves (the form's first submit button).
        <button type="submit" name="intent" value={defaultSave.intent} tabIndex={-1} aria-hidden="true" className="sr-only">
          {defaultSave.label}
        </button>
      )}
      {/* The version the edit is made on: a save on a stale copy is refused (ADR 0014). */}
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      {side === "customer" ? <input type="hidden" name="itemSide" value="customer" /> : null}
      {hydrated ? <FormErrors errors={form.errors} id={form.errorId} /> : null}
      <Tabs label={tabsLabel} value={tab} onValueChange={(v) => onTabChange(v as T)} tabs={tabs} />
    </PanelForm>
  );
}

/** The foot of a tab: Cancel (back to the list), then the tab's buttons. */
export function TabButtons({ cancelHref, busy, children }: { cancelHref: string; busy: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
      <CancelButton href={cancelHref} disabled={busy} />
      {children}
    </div>
  );
}
