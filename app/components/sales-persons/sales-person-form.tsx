import { getFormProps, getInputProps, getSelectProps, useForm, useInputControl } from "@conform-to/react";
import { Link, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { AccountSelect } from "~/components/accounts/account-creation-dialog";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { ConformField } from "~/components/ui/conform-field";
import { DatePicker } from "~/components/ui/date-picker";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { CheckboxField, FieldError, FormErrors, Label, SelectField, inputClasses } from "~/components/ui/field";
import { useFormAnswers, type DraftAnswer } from "~/components/ui/form-answers";
import { loadOnOpen } from "~/components/ui/load-on-open";
import { ErrorModal, SuccessModal, ValidationErrorModal } from "~/components/ui/modals";
import { Alert } from "~/components/ui/notice";
import { PanelForm } from "~/components/ui/panel-form";
import { SaveButtons } from "~/components/ui/save-buttons";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { useHydrated } from "~/components/ui/use-hydrated";
import { cn } from "~/components/ui/cn";
import { typedDate } from "~/lib/dates";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";
import {
  GENDERS,
  SALES_PERSON_DATES,
  SALES_PERSON_EXPENSE_ACCOUNT_TYPES,
  SALES_PERSON_MESSAGES as M,
  type SalesPersonFormValues,
} from "~/modules/sales-persons/constants";
import {
  addressShown,
  refusalMessages,
  type SalesPersonFormAnswer,
  type SalesPersonFormLoaded,
  type SalesPersonFormMode,
  type SalesPersonSaveIntent,
} from "./sales-person-form-data";

// The New Sales Person and Edit Sales Person screens: one form of the sales person's fields, the
// expense account select (Expense and Other Expense accounts, with Add New Account opening the
// account creation dialog), gender, Active, four MM/DD/YYYY dates and the address. The address is a
// read-only box that opens the address dialog when clicked (its six parts, one a line); before
// JavaScript runs it is a plain box to type the six lines in. The rules are the sales person form
// schema's, run by conform in the browser (loaded after the screen appears) and again by the action;
// a save with a problem lists them in the 'Validation Error' dialog ('Please fill in all required
// fields.' above them when a required one is blank). New: Save & New, Save & Close, Cancel (to the
// company dashboard). Edit: Cancel (to the list) and Update Changes ('Updating...'); the success
// dialog's OK returns to the list.

const loadChecks = async () => {
  const [{ parseWithZod }, { salesPersonFormSchema }] = await Promise.all([
    import("@conform-to/zod/v4"),
    import("~/modules/sales-persons/schema"),
  ]);
  return { parseWithZod, salesPersonFormSchema };
};

/** The address dialog (its zod check with it) loads when the browser is idle or when first opened. */
const AddressDialog = loadOnOpen(() => import("~/components/ui/address-dialog").then((m) => m.AddressDialog));

type Refused = Extract<SalesPersonFormAnswer, { status: "invalid" }> | DraftAnswer;
type Dialog = { title: string; intro?: string; messages: string[]; kind: "validation" | "error" };

/**
 * The sales person routes' client action: a save that gets no answer or a 5xx keeps the form with
 * what was typed, told as the spec's save failure ('Save Failed' on New, the update's on Edit).
 */
export const salesPersonFormClientAction = (mode: SalesPersonFormMode) =>
  guardedClientAction(
    { network: NETWORK_ERROR_MESSAGE, server: mode === "edit" ? M.updateFailed : M.saveFailed },
    (formData, failure): SalesPersonFormAnswer => ({
      status: "invalid",
      revision: `failed-${Date.now()}`,
      result: failedReply(formData, failure.message),
      title: mode === "edit" ? M.updateFailedTitle : M.saveFailedTitle,
      messages: [failure.message],
    }),
  );

export function SalesPersonFormScreen({
  loaded,
  answered,
}: {
  loaded: SalesPersonFormLoaded;
  answered: SalesPersonFormAnswer | undefined;
}) {
  const navigate = useNavigate();
  const { draftProps, refused, saved, formKey, dismiss } = useFormAnswers(`sales-person-form-${loaded.mode}`, answered);
  const editing = loaded.mode === "edit";
  // After the success dialog: a blank form (Save & New), the list (an edit) or the company dashboard.
  const after = (intent: SalesPersonSaveIntent) => {
    dismiss(intent === "save-new");
    if (intent !== "save-new") navigate(menuHref(loaded.companyId, editing ? "company/lists/salespersons" : ""));
  };

  return (
    <>
      <div className="contents" {...draftProps}>
        <SalesPersonForm key={formKey} loaded={loaded} answer={refused} />
      </div>
      <SuccessModal
        open={saved !== undefined}
        onOpenChange={(open) => {
          if (!open && saved) after(saved.intent);
        }}
        title={M.successTitle}
        message={editing ? M.updated : M.saved}
      />
    </>
  );
}

function SalesPersonForm({ loaded, answer }: { loaded: SalesPersonFormLoaded; answer: Refused | undefined }) {
  const { mode, companyId } = loaded;
  const editing = mode === "edit";
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const refusal = answer?.status === "invalid" ? answer : undefined;
  const posted = answer?.result.initialValue as Partial<Record<keyof SalesPersonFormValues, unknown>> | undefined;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [addressOpen, setAddressOpen] = useState(false);

  const checks = useDeferredChecks(loadChecks);
  const [form, fields] = useForm<SalesPersonFormValues, unknown>({
    id: `sales-person-form-${mode}`,
    lastResult: answer?.result,
    // conform reads a checkbox's start as "on" (ticked) or nothing.
    defaultValue: (posted ?? { ...loaded.values, active: loaded.values.active ? "on" : undefined }) as Partial<SalesPersonFormValues>,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: (context) =>
      validateWhenLoaded(checks, context, ({ parseWithZod, salesPersonFormSchema }) => {
        const submission = parseWithZod(context.formData, { schema: salesPersonFormSchema(mode), disableAutoCoercion: true });
        // conform revalidates through a submitter of its own: only the save buttons open the dialog.
        if (context.submitter?.getAttribute("name") === "intent" && submission.status === "error") {
          setDialog({ title: M.validationTitle, kind: "validation", ...refusalMessages(submission.error) });
        }
        return submission;
      }),
  });

  // What the server refused, in its dialog (the form is mounted anew for each answer).
  useEffect(() => {
    if (refusal)
      setDialog({
        title: refusal.title,
        intro: refusal.intro,
        messages: refusal.messages,
        kind: refusal.title === M.validationTitle ? "validation" : "error",
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const account = useInputControl(fields.expenseAccountId);
  const address = useInputControl(fields.address);
  const addressText = String(address.value ?? "");

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A dialog's form (portalled, but inside this one in React's tree) is not this form's submit.
    if (event.target !== event.currentTarget) return;
    formProps.onSubmit(event);
  };

  const title = editing ? "Edit Sales Person" : "New Sales Person";
  const breadcrumb = editing
    ? [{ label: "Company" }, { label: "Sales Persons", to: menuHref(companyId, "company/lists/salespersons") }, { label: title }]
    : [{ label: "Company" }, { label: title }];
  const cancelHref = editing ? menuHref(companyId, "company/lists/salespersons") : menuHref(companyId, "");

  const date = (name: (typeof SALES_PERSON_DATES)[number][0], label: string) => {
    const start = typedDate(String(fields[name].initialValue ?? ""));
    return (
      <DatePicker
        key={fields[name].key}
        id={`salesperson-${name}`}
        name={fields[name].name}
        label={label}
        defaultValue={start.defaultValue}
        defaultText={start.defaultText}
        invalidMessage={M.date(label)}
        error={fields[name].errors}
      />
    );
  };

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <Breadcrumb items={breadcrumb} />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {refusal && !hydrated ? (
        <Alert id="sales-person-form-errors">
          <p className="font-medium">{refusal.title}</p>
          {refusal.intro ? <p>{refusal.intro}</p> : null}
          <ul className="mt-1 list-disc pl-5">
            {refusal.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <PanelForm {...formProps} onSubmit={onSubmit} title={title}>
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        {/* The version the edit is made on: a save on a stale copy is refused (ADR 0014). */}
        {editing ? <input {...getInputProps(fields.version, { type: "hidden" })} key={fields.version.key} /> : null}
        {hydrated ? <FormErrors errors={form.errors} id={form.errorId} /> : null}
        <div className="grid gap-4 md:grid-cols-3">
          <ConformField
            meta={fields.salesPersonName}
            key={fields.salesPersonName.key}
            label="Sales Person Name"
            required
            maxLength={200}
            autoComplete="off"
          />
          <ConformField meta={fields.email} key={fields.email.key} type="email" label="Email" required maxLength={254} autoComplete="off" />
          <ConformField meta={fields.phone} key={fields.phone.key} type="tel" label="Phone" required maxLength={50} autoComplete="off" />
          <ConformField meta={fields.fileAs} key={fields.fileAs.key} label="File As" maxLength={200} />
          <ConformField meta={fields.jobTitle} key={fields.jobTitle.key} label="Job Title" maxLength={200} />
          <ConformField meta={fields.webpage} key={fields.webpage.key} label="Website" maxLength={500} autoComplete="off" />
          <ConformField meta={fields.fax} key={fields.fax.key} type="tel" label="Fax" maxLength={50} autoComplete="off" />
          <div>
            <AccountSelect
              id="salesperson-expenseAccountId"
              name={fields.expenseAccountId.name}
              label="Expense Account"
              accounts={loaded.accounts}
              companyId={companyId}
              types={SALES_PERSON_EXPENSE_ACCOUNT_TYPES}
              value={String(account.value ?? "")}
              onChange={account.change}
              error={fields.expenseAccountId.errors}
            />
            {loaded.accountsFailed ? (
              <p role="alert" className="mt-1 text-xs text-red-600">
                {M.expenseAccountsFailed}
              </p>
            ) : null}
            {hydrated ? null : (
              <Link to={menuHref(companyId, "new-account")} className="mt-1 inline-block text-xs">
                Add New Account
              </Link>
            )}
          </div>
          <SelectField
            {...getSelectProps(fields.gender)}
            key={fields.gender.key}
            label="Gender"
            options={GENDERS.map((g) => ({ value: g, label: g }))}
            error={fields.gender.errors}
          />
          <div className="flex items-end pb-2">
            <CheckboxField {...getInputProps(fields.active, { type: "checkbox" })} key={fields.active.key} label="Active" />
          </div>
          {SALES_PERSON_DATES.map(([name, label]) => (
            <div key={name}>{date(name, label)}</div>
          ))}
        </div>

        <div className="mt-4 max-w-xl">
          <Label htmlFor="salesperson-address">Address</Label>
          {hydrated ? (
            <textarea
              id="salesperson-address"
              name={fields.address.name}
              value={addressShown(addressText)}
              readOnly
              rows={6}
              placeholder={M.addressHint}
              title={addressText ? "Click to edit the address" : M.addressHint}
              aria-describedby={fields.address.errors?.length ? fields.address.errorId : undefined}
              aria-invalid={fields.address.errors?.length ? true : undefined}
              onClick={() => setAddressOpen(true)}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") {
                  event.preventDefault();
                  setAddressOpen(true);
                }
              }}
              className={cn(inputClasses, "cursor-pointer bg-slate-50")}
            />
          ) : (
            <>
              <textarea
                id="salesperson-address"
                name={fields.address.name}
                defaultValue={addressText}
                rows={6}
                maxLength={1000}
                aria-describedby="salesperson-address-hint"
                className={inputClasses}
              />
              <p id="salesperson-address-hint" className="mt-1 text-xs text-slate-500">
                One line each: Address1, Address2, City, State, Postal code, Country.
              </p>
            </>
          )}
          <FieldError id={fields.address.errorId} error={fields.address.errors} />
        </div>

        <div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
          <Link to={cancelHref} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
            Cancel
          </Link>
          {editing ? (
            <Button type="submit" name="intent" value="save" disabled={busy}>
              {busy ? "Updating..." : "Update Changes"}
            </Button>
          ) : (
            <SaveButtons busy={busy} labels={{ andNew: "Save & New", andClose: "Save & Close" }} />
          )}
        </div>
      </PanelForm>

      {hydrated ? (
        <AddressDialog
          open={addressOpen}
          onOpenChange={setAddressOpen}
          title={addressText.trim() ? "Address" : M.addressRequiredTitle}
          value={addressText}
          onSave={(text) => address.change(text)}
        />
      ) : null}
      <ValidationErrorModal
        open={dialog?.kind === "validation"}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={dialog?.title}
        intro={dialog?.intro}
        messages={dialog?.messages ?? []}
      />
      <ErrorModal
        open={dialog?.kind === "error"}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={dialog?.title}
        message={dialog?.messages.join("\n") ?? ""}
      />
    </div>
  );
}
