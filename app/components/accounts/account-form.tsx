import { getFormProps, useForm, type Submission } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { Alert } from "~/components/ui/notice";
import { menuHref } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { useRevalidateOnChange } from "~/components/ui/revalidate-on-change";
import { Breadcrumb, type BreadcrumbItem } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardFooter } from "~/components/ui/card";
import { Field, FormErrors } from "~/components/ui/field";
import { useFormDraft } from "~/components/ui/form-draft";
import { ValidationErrorModal } from "~/components/ui/modals";
import { guardedClientAction } from "~/components/ui/save-guard";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatMoney, fromDecimal, parseMoney } from "~/lib/money";
import { AccountSelect } from "./account-creation-dialog";
import { AccountFormFields, useParentAccount } from "./account-fields";
import {
  accountFormDefaults,
  errorLines,
  failedSaveAnswer,
  prepareAccountFormData,
  valuesFromForm,
  type AccountFormActionData,
  type AccountFormMode,
  type AccountFormScreenData,
  type DialogAnswer,
} from "./account-form-data";

// The New / Edit Account screen: one form for new-account, banking/new-account and
// edit-account/{id}. Every button is a submit button with an intent, so it works without
// JavaScript (all type-specific fields are shown then, and the server ignores those of other
// types); with JavaScript the fields follow the type, the balance follows what is typed, and
// errors also appear in a 'Validation Error' dialog.

const loadChecks = async () => {
  const [{ parseWithZod }, { accountCreateSchema, accountUpdateSchema }] = await Promise.all([
    import("@conform-to/zod/v4"),
    import("~/modules/accounts/schema"),
  ]);
  return (prepared: FormData, editing: boolean) =>
    parseWithZod(prepared, { schema: editing ? accountUpdateSchema : accountCreateSchema, disableAutoCoercion: true });
};

function breadcrumb(data: AccountFormScreenData): BreadcrumbItem[] {
  if (data.mode === "edit") {
    return [
      { label: "Company" },
      { label: "Account List", to: menuHref(data.companyId, "company-account-list") },
      { label: "Edit Account" },
    ];
  }
  return [{ label: data.variant === "banking" ? "Banking" : "Company" }, { label: "New Account" }];
}

/**
 * The page of the three account-form routes (their default export): the loader's form, started
 * again from its values for each new location (an answer, or a blank form after Save and New).
 */
export function AccountFormRoute() {
  const loaded = useLoaderData<AccountFormScreenData>();
  const answered = useActionData<AccountFormActionData | DialogAnswer>();
  const location = useLocation();
  const draft = useFormDraft(`account-form-${loaded.mode}`);
  // A draft kept when the last save got no answer (or met an expired session) starts the form.
  const start = draft.restored ? { ...loaded, values: valuesFromForm(draft.restored) } : loaded;
  return (
    <div {...draft.draftProps}>
      <AccountFormScreen
        key={`${location.key}-${draft.restoredKey}`}
        loaded={start}
        answered={answered && "result" in answered ? answered : undefined}
      />
    </div>
  );
}

/** The account-form routes' client action: a save that gets no answer or a 5xx keeps the form. */
export const accountFormClientAction = (mode: AccountFormMode) =>
  guardedClientAction({}, (formData, failure) => failedSaveAnswer(formData, failure.kind, mode));

/** The account-form routes' error boundary: an account of another company, or none, is a 404. */
export function AccountFormErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

/** Server answers whose dialog the user closed (by identity: each answer is a new object). */
const dismissedAnswers = new WeakSet<AccountFormActionData>();

export function AccountFormScreen({ loaded, answered }: { loaded: AccountFormScreenData; answered?: AccountFormActionData }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const editing = loaded.mode === "edit";
  const start = answered?.values ?? loaded.values;
  const [modal, setModal] = useState<{ title: string; messages: string[]; answer?: AccountFormActionData } | null>(null);

  const checks = useDeferredChecks(loadChecks);
  // The reply's own copy of the values is the schema's (boxes read as true/false, fields of other
  // types dropped): the form starts again from the values as they were typed.
  const lastResult = useMemo(
    () => (answered ? { ...answered.result, initialValue: accountFormDefaults(answered.values) } : undefined),
    [answered],
  );
  // conform holds the values, from the loader's or the refused save's.
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `account-form-${loaded.mode}`,
    defaultValue: accountFormDefaults(start),
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: (context) =>
      validateWhenLoaded(checks, context, (check) => {
        const submission = check(prepareAccountFormData(context.formData), editing);
        // Conform revalidates through a submitter of its own: only our save buttons open the dialog.
        const saving = context.submitter?.getAttribute("name") === "intent";
        if (saving && submission.status !== "success") setModal({ title: "Validation Error", messages: errorLines(submission.error) });
        return submission;
      }) as Submission<Record<string, unknown>>,
  });
  const errors = form.allErrors;
  const values = form.value ?? {};
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const parent = useParentAccount(fields, loaded.accounts);

  // What the server refused, in the dialog too (the screen remounts for each answer). The screen can
  // also remount after the dialog was closed (a kept draft arriving starts the form again): an
  // answer the user has dismissed is not shown again.
  useEffect(() => {
    if (answered?.messages.length && !dismissedAnswers.has(answered)) {
      setModal({ title: answered.title, messages: answered.messages, answer: answered });
    }
  }, [answered]);

  useRevalidateOnChange(form, [parent.value]);

  // The balance shown is the current balance plus the deposit typed (editing), else the opening balance.
  const typed = (amount: string) => {
    const cents = parseMoney(amount);
    return cents !== null && cents >= 0 ? cents : 0;
  };
  const balance = loaded.account
    ? fromDecimal(loaded.account.currentBalance) + typed(text("depositAmount"))
    : typed(text("openingBalance"));

  const accountType = text("accountType") || start.accountType;
  const title = editing ? "Edit Account" : `${accountType || "New"} Account`;
  const bankNumberReadOnly = editing && Boolean(loaded.account?.hasBankAccountNumber);

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Breadcrumb items={breadcrumb(loaded)} />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>

      {!hydrated && answered?.messages.length ? (
        <Alert id="account-form-errors">
          <p className="font-medium">{answered.title}</p>
          <ul className="mt-1 list-disc pl-5">
            {answered.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <Form method="post" {...getFormProps(form)} aria-label={title}>
        {/* The version the edit is made on: a save on a stale copy is refused (ADR 0014). */}
        {editing ? <input type="hidden" name="version" value={start.version} /> : null}
        {hydrated ? <FormErrors errors={form.errors} id={form.errorId} /> : null}
        <Card>
          <CardBody className="space-y-5">
            <AccountFormFields
              fields={fields}
              values={values}
              errors={errors}
              idPrefix="account"
              onTypeChange={parent.keepIfOfType}
              onSubAccountChange={(checked) => !checked && parent.change("")}
              showAll={!hydrated}
              showParent={text("isSubAccount") === "on" || !hydrated}
              parentSelect={
                <div className="max-w-md">
                  <AccountSelect
                    id="account-parentAccountId"
                    name="parentAccountId"
                    label="Parent Account"
                    companyId={loaded.companyId}
                    accounts={loaded.accounts}
                    // Before JavaScript runs every account is offered; the server checks the type.
                    types={hydrated ? [accountType] : undefined}
                    value={parent.value}
                    onChange={parent.change}
                    placeholder="Select parent account"
                    required={hydrated}
                    error={errors.parentAccountId}
                  />
                  {!hydrated ? (
                    <p className="mt-1 text-xs text-slate-500">Used only when Sub-account is ticked; the parent must have the same type.</p>
                  ) : null}
                </div>
              }
              readOnly={editing}
              bankAccountNumberReadOnly={bankNumberReadOnly}
              amountColumns={3}
              extraAmount={
                editing ? (
                  <Field
                    id="account-depositAmount"
                    label="Deposit Amount"
                    name="depositAmount"
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="0.01"
                    defaultValue={start.depositAmount}
                    error={errors.depositAmount}
                  />
                ) : null
              }
              balance={
                <p className="text-sm text-slate-700">
                  <span className="font-medium">Balance: </span>
                  <output id="account-balance" aria-live="polite" className="tabular-nums">
                    {formatMoney(balance)}
                  </output>
                  {editing && !hydrated ? <span className="text-slate-500"> (before the deposit)</span> : null}
                </p>
              }
              commentRows={3}
            />
            {hydrated && form.errors?.length ? (
              <div role="alert" className="text-sm text-red-600">
                {form.errors.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </div>
            ) : null}
          </CardBody>
          <CardFooter>
            {/* Save and Close first: Enter in a field saves and closes. */}
            <Button type="submit" name="intent" value="save-close" disabled={busy}>
              {editing ? "Update and Close" : "Save and Close"}
            </Button>
            <Button type="submit" name="intent" value="save-new" variant="secondary" disabled={busy}>
              {editing ? "Update and New" : "Save and New"}
            </Button>
            <Link
              to={menuHref(loaded.companyId, "overview")}
              className={buttonClasses({ variant: "secondary", className: "no-underline" })}
            >
              Cancel
            </Link>
          </CardFooter>
        </Card>
      </Form>

      <ValidationErrorModal
        open={modal !== null}
        onOpenChange={(open) => {
          if (open) return;
          if (modal?.answer) dismissedAnswers.add(modal.answer);
          setModal(null);
        }}
        title={modal?.title}
        messages={modal?.messages ?? []}
      />
    </div>
  );
}
