import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, useInputControl } from "@conform-to/react";
import { Link, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { PanelForm } from "~/components/ui/panel-form";
import { SaveButtons } from "~/components/ui/save-buttons";
import { AccountSelect } from "~/components/accounts/account-creation-dialog";
import { CustomFieldInputs } from "~/components/custom-fields/custom-field-inputs";
import { ManageCustomFieldsButton } from "~/components/custom-fields/manage-custom-fields-button";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { CancelButton, useGoBack } from "~/components/ui/cancel-button";
import type { CardRow } from "~/components/ui/card-list";
import { DatePicker } from "~/components/ui/date-picker";
import { CheckboxField, Field, FormErrors, SelectField, TextareaField } from "~/components/ui/field";
import { ErrorModal, SuccessModal } from "~/components/ui/modals";
import { useFormAnswers } from "~/components/ui/form-answers";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { Tabs } from "~/components/ui/tabs";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { parseUsDate } from "~/lib/dates";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";
import { formatMoney, fromDecimal, parseMoney } from "~/lib/money";
import {
  PAYMENT_METHODS,
  VENDOR_MESSAGES,
  type VendorFormList,
  type VendorFormMode,
  type VendorFormOptions,
} from "~/modules/vendors/constants";
import { SupportSelect } from "./support-select";
import type { SupportDialogKind, SupportOption } from "./support-item-data";
import { AddressCards, ContactCards } from "./vendor-form-cards";
import {
  cardOfIntent,
  customFieldValues,
  errorNamesOfTab,
  firstTabWithErrors,
  formFields,
  messagesOf,
  tabMessages,
  VENDOR_ACCOUNT_TYPES,
  VENDOR_FORM_MESSAGES,
  VENDOR_TABS,
  type TabKey,
  type VendorFormAnswer,
  type VendorFormFields,
  type VendorFormLoaded,
} from "./vendor-form-data";

// The New Vendor and Edit Vendor screens: four tabs in one form (before JavaScript runs they are
// sections one after another and the server checks everything on save). The rules are the vendor
// form schema's, run by conform in the browser and again by the action; conform places the errors
// on the fields, each tab lists its own above its fields. New: Cancel and Next on each tab, Save and
// New / Save and Close on the last; Next checks the tab it leaves, Save checks the Vendor ID
// (required, not taken) and the Vendor Name and leaves the rest to the server. Edit: Cancel and
// Save Changes on every tab; Save checks everything and lists every problem in the "Validation
// Error" dialog. The Vendor ID is checked for duplicates 500 ms after typing stops (not on Edit
// while it equals the vendor's own).

type IdStatus = "idle" | "checking" | "exists" | "available";
/** The vendor's phone and email, from its primary contact. */
type ContactLine = { phone?: string; email?: string };
type Refused = Exclude<VendorFormAnswer, { status: "saved" }>;
const CHECK_DELAY_MS = 500;

/** The form's checks (the vendor schema and conform's zod adapter), loaded after the screen appears. */
const loadChecks = async () => {
  const [{ parseWithZod }, { vendorFormSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/modules/vendors/schema")]);
  return { parseWithZod, vendorFormSchema };
};
type Checks = Awaited<ReturnType<typeof loadChecks>>;

/**
 * The vendor routes' client action: a save that gets no answer or a 5xx keeps the form with what
 * was typed, told as the spec's save failures (a toast on New, "Update Failed" on Edit).
 */
export const vendorFormClientAction = (mode: VendorFormMode) =>
  guardedClientAction(
    { network: NETWORK_ERROR_MESSAGE, server: mode === "edit" ? VENDOR_FORM_MESSAGES.updateFailed : VENDOR_FORM_MESSAGES.createFailed },
    (formData, failure): VendorFormAnswer => {
      const result = failedReply(formData, failure.message);
      return {
        status: "invalid",
        revision: `failed-${Date.now()}`,
        result,
        messages: [failure.message],
        failure: failure.message,
        fieldErrors: {},
        values: result.initialValue ?? {},
      };
    },
  );

export function VendorFormScreen({ loaded, answered }: { loaded: VendorFormLoaded; answered: VendorFormAnswer | undefined }) {
  const { draftProps, refused, saved, formKey, dismiss } = useFormAnswers(`vendor-form-${loaded.mode}`, answered);
  const listHref = menuHref(loaded.companyId, "vendors/list");

  const goBack = useGoBack(listHref);

  const successText =
    saved?.intent === "save-new"
      ? VENDOR_FORM_MESSAGES.createdNew
      : saved?.intent === "save"
        ? VENDOR_FORM_MESSAGES.updated
        : VENDOR_FORM_MESSAGES.createdClose;

  return (
    <>
      {/* Each answer (and Save and New) starts the form afresh from what it says. */}
      <div className="contents" {...draftProps}>
        <VendorForm key={formKey} loaded={loaded} answer={refused} />
      </div>
      <SuccessModal
        open={saved !== undefined}
        onOpenChange={(open) => {
          if (open || !saved) return;
          dismiss(saved.intent === "save-new");
          if (saved.intent !== "save-new") goBack();
        }}
        title={saved?.intent === "save" ? VENDOR_FORM_MESSAGES.updatedTitle : VENDOR_FORM_MESSAGES.createdTitle}
        message={successText}
      />
    </>
  );
}

function VendorForm({ loaded, answer }: { loaded: VendorFormLoaded; answer: Refused | undefined }) {
  const { mode, companyId } = loaded;
  const editing = mode === "edit";
  const hydrated = useHydrated();
  const toast = useToast();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== "support-item";
  const refusal = answer?.status === "invalid" ? answer : undefined;
  const posted = answer?.result.initialValue ?? undefined;

  // The Vendor ID the availability check last found taken (a ref: the schema reads it while conform validates).
  const takenId = useRef<string | null>(null);
  const checks = useDeferredChecks(loadChecks);
  const schema = ({ vendorFormSchema }: Checks, options: VendorFormOptions = {}) =>
    vendorFormSchema(mode, {
      isVendorIdTaken: (id) => takenId.current !== null && id.trim().toLowerCase() === takenId.current.toLowerCase(),
      ...options,
    });
  const checkWith = (loadedChecks: Checks, formData: FormData, options?: VendorFormOptions) => {
    const submission = loadedChecks.parseWithZod(formData, { schema: schema(loadedChecks, options), disableAutoCoercion: true });
    return submission.status === "error" ? (submission.error ?? {}) : {};
  };
  /** The form's rules over these values, once the checks are loaded (at once when they are). */
  const check = async (formData: FormData, options?: VendorFormOptions) =>
    checkWith(checks.current ?? (await checks.loaded), formData, options);

  // The cards that checked themselves (their Save or Update) since the form was last saved.
  const cardChecked = useRef(new Set<string>());
  const checkedCard = (intent: Parameters<typeof cardOfIntent>[0]) => {
    const card = cardOfIntent(intent);
    return card && cardChecked.current.has(`${card.list}[${card.index}]`) ? card : undefined;
  };

  const [dialog, setDialog] = useState<{ title: string; message: string } | null>(null);
  const [form, fields] = useForm<VendorFormFields, unknown>({
    id: `vendor-form-${mode}`,
    lastResult: answer?.result,
    defaultValue: (posted as Partial<VendorFormFields> | undefined) ?? formFields(loaded.values),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: (context) =>
      validateWhenLoaded(checks, context, (loadedChecks) => {
        // A card's own check, and the typing in its fields after it, use the card's rules for its row;
        // after the form's own save the form's words ("Contact 2: Invalid email format.") stay.
        const submission = loadedChecks.parseWithZod(context.formData, {
          schema: (intent) => schema(loadedChecks, { card: checkedCard(intent) }),
          disableAutoCoercion: true,
        });
        if (context.submitter?.getAttribute("name") === "intent" && submission.status === "error" && submission.error) {
          setDialog({ title: VENDOR_FORM_MESSAGES.validationTitle, message: messagesOf(submission.error).join("\n\n") });
        }
        return submission;
      }),
  });
  const formElement = () => document.getElementById(form.id) as HTMLFormElement;
  const errors = form.allErrors;

  const [tab, setTab] = useState<TabKey>(() => (answer?.result.error ? firstTabWithErrors(answer.result.error) : null) ?? "general");
  const [opened, setOpened] = useState<Set<TabKey>>(() => new Set([tab]));
  const showTab = (next: TabKey) => {
    setTab(next);
    setOpened((set) => (set.has(next) ? set : new Set([...set, next])));
  };

  // A refusal from the server: a toast on New, "Update Failed" or "Validation Error" on Edit.
  useEffect(() => {
    if (!refusal) return;
    if (editing) {
      setDialog(
        refusal.failure
          ? { title: VENDOR_FORM_MESSAGES.updateFailedTitle, message: refusal.failure }
          : { title: VENDOR_FORM_MESSAGES.validationTitle, message: refusal.messages.join("\n\n") },
      );
    } else if (refusal.failure) {
      toast.error(refusal.failure);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The Vendor ID availability check: 500 ms after typing stops; a failed check is silent.
  const [idStatus, setIdStatus] = useState<IdStatus>("idle");
  const checkTimer = useRef<ReturnType<typeof setTimeout>>();
  const checkSeq = useRef(0);
  useEffect(
    () => () => {
      // A server answer replaces this form with a new one of the same id: a check still under way
      // must not validate that one (it would clear the answer's "already exists" from the field).
      clearTimeout(checkTimer.current);
      checkSeq.current += 1;
    },
    [],
  );
  const onVendorIdChange = (next: string) => {
    clearTimeout(checkTimer.current);
    takenId.current = null;
    const seq = ++checkSeq.current;
    const wanted = next.trim();
    if (!wanted || (editing && loaded.vendor && wanted === loaded.vendor.vendorId.trim())) {
      setIdStatus("idle");
      return;
    }
    setIdStatus("checking");
    checkTimer.current = setTimeout(async () => {
      const query = new URLSearchParams({ vendorId: wanted });
      if (loaded.vendor) query.set("excludeId", String(loaded.vendor.id));
      try {
        const response = await fetch(`${menuHref(companyId, "vendors/check-id")}?${query}`, { headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as { exists?: boolean };
        if (seq !== checkSeq.current) return;
        setIdStatus(body.exists ? "exists" : "available");
        if (body.exists) {
          // The finding shows on the field at once, and blocks Next and Save through the form's check.
          takenId.current = wanted;
          form.validate({ name: "vendorId" });
        }
      } catch {
        if (seq === checkSeq.current) setIdStatus("idle");
      }
    }, CHECK_DELAY_MS);
  };

  /** Next: the tab's errors show (and keep it open); without any, the following tab opens. */
  const next = async () => {
    const found = await check(new FormData(formElement()));
    const names = new Set([...errorNamesOfTab(found, tab), ...errorNamesOfTab(errors, tab)]);
    for (const name of names) form.validate({ name });
    if (errorNamesOfTab(found, tab).length) return;
    const following = VENDOR_TABS[VENDOR_TABS.findIndex((t) => t.value === tab) + 1];
    if (following) showTab(following.value);
  };

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A dialog's form (portalled, but inside this one in React's tree) is not this form's submit.
    if (event.target !== event.currentTarget) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // A save or Next of the form: its messages are the form's again, also in the cards ("Contact 2: …").
    if (submitter?.getAttribute("name") === "intent") cardChecked.current.clear();
    if (!editing && submitter?.getAttribute("name") === "intent") {
      // New Vendor's Save checks only the Vendor ID and the Vendor Name; the server checks the rest.
      const formNode = event.currentTarget;
      if (checks.current === undefined) {
        // Pressed before the checks arrived (a few milliseconds after the screen appears): saved
        // again from the same button once they are there, so the checks are never skipped.
        event.preventDefault();
        void checks.loaded.then(() => {
          if (formNode.isConnected && submitter.isConnected) formNode.requestSubmit(submitter as HTMLButtonElement);
        });
        return;
      }
      const found = checkWith(checks.current, new FormData(formNode));
      const blocking = (["vendorId", "vendorName"] as const).filter((name) => found[name]?.length);
      if (blocking.length) {
        event.preventDefault();
        showTab("general");
        // conform validates through a submit of its own, which the browser refuses while this one is under way.
        setTimeout(() => blocking.forEach((name) => form.validate({ name })), 0);
      }
      return;
    }
    formProps.onSubmit(event);
  };

  /** A contact or address card checking itself: the form's rules for its row, in the card's words. */
  const checkCard = (list: VendorFormList) => async (row: CardRow) => {
    cardChecked.current.add(`${list}[${row.index}]`);
    const found = await check(new FormData(formElement()), { card: { list, index: row.index } });
    const prefix = `${row.name}.`;
    return [...new Set(Object.keys(found).flatMap((name) => (name.startsWith(prefix) ? (found[name] ?? []) : [])))];
  };

  // The vendor's phone and email are the saved primary contact's.
  const [primary, setPrimary] = useState<ContactLine | null>(() => primaryOf(posted ?? formFields(loaded.values)));

  const shipping = useInputControl(fields.shippingMethodId);
  const paymentTerm = useInputControl(fields.paymentTermId);
  const vendorGroup = useInputControl(fields.vendorGroupId);
  const account = useInputControl(fields.accountId);
  /** A support list's select (with its Add New) on a conform field held by `control`. */
  const supportSelect = (
    kind: SupportDialogKind,
    label: string,
    control: { value?: string; change: (value: string) => void },
    field: "shippingMethodId" | "paymentTermId" | "vendorGroupId",
    options: readonly SupportOption[],
  ) => (
    <SupportSelect
      kind={kind}
      name={fields[field].name}
      label={label}
      options={options}
      value={control.value ?? ""}
      onChange={control.change}
      error={fields[field].errors}
    />
  );

  const cancel = <CancelButton href={menuHref(companyId, "vendors/list")} disabled={busy} />;

  const buttons = (which: TabKey) => {
    if (editing) {
      return (
        <TabButtons>
          {cancel}
          <Button type="submit" name="intent" value="save" disabled={busy}>
            {busy ? "Saving..." : "Save Changes"}
          </Button>
        </TabButtons>
      );
    }
    if (which !== "addresses") {
      // Without JavaScript every section is on the page: the buttons are at the end only.
      return hydrated ? (
        <TabButtons>
          {cancel}
          <Button type="button" onClick={() => void next()}>
            Next
          </Button>
        </TabButtons>
      ) : null;
    }
    return (
      <TabButtons>
        {cancel}
        <SaveButtons busy={busy} />
      </TabButtons>
    );
  };

  const openingCents = parseMoney(String(fields.openingBalance.value ?? ""));
  const balanceShown =
    editing && loaded.vendor
      ? formatMoney(fromDecimal(loaded.vendor.balance))
      : formatMoney(openingCents !== null && openingCents >= 0 ? openingCents : 0);
  type TextName =
    | "vendorName"
    | "openingBalance"
    | "taxId"
    | "fax"
    | "webpage"
    | "creditLimit"
    | "bankName"
    | "accountNumber"
    | "bankBranch"
    | "taxRegistrationNumber"
    | "serviceTaxRegistrationNo";
  /** A text field's props from conform (its key goes on the element itself). */
  const text = (name: TextName) => ({ ...getInputProps(fields[name], { type: "text" }), error: fields[name].errors });
  // A date that is not one keeps its text and gets the field's own message (the spec's), in the
  // browser on leaving the field and after the server refuses it.
  const date = (name: "vendorSince" | "balanceAsOf") => ({
    name: fields[name].name,
    defaultValue: parseUsDate(String(fields[name].initialValue ?? "")) ?? undefined,
    defaultText: String(fields[name].initialValue ?? ""),
    invalidMessage: name === "vendorSince" ? VENDOR_MESSAGES.vendorSinceDate : VENDOR_MESSAGES.balanceAsOfDate,
    error: fields[name].errors,
  });
  const taxCode = String(fields.taxCode.initialValue ?? "");

  /** A tab's panel: its messages, its fields, its buttons. */
  const tabBody = (key: TabKey, label: string, fieldsOfTab: ReactNode) => (
    <TabBody errors={tabMessages(errors, key)} label={label}>
      {fieldsOfTab}
      {buttons(key)}
    </TabBody>
  );

  const general = tabBody(
    "general",
    "Basic Information",
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <div>
          <Field
            label="Vendor ID"
            {...getInputProps(fields.vendorId, { type: "text" })}
            key={fields.vendorId.key}
            required
            maxLength={50}
            autoComplete="off"
            onChange={(e) => onVendorIdChange(e.target.value)}
            error={fields.vendorId.errors}
          />
          {idStatus === "checking" ? (
            <p aria-live="polite" className="mt-1 text-xs text-slate-500">
              {VENDOR_FORM_MESSAGES.checking}
            </p>
          ) : null}
        </div>
        <Field label="Vendor Name" {...text("vendorName")} key={fields.vendorName.key} required maxLength={200} />
        <div className="flex items-end pb-2">
          <CheckboxField label="Active" {...getInputProps(fields.active, { type: "checkbox" })} key={fields.active.key} />
        </div>
        <DatePicker label="Vendor Since" {...date("vendorSince")} key={fields.vendorSince.key} />
        {editing ? (
          <>
            <Field
              label="Opening Balance (USD)"
              value={formatMoney(fromDecimal(loaded.vendor?.openingBalance ?? "0"))}
              readOnly
              description="Posted to the ledger when the vendor was created"
            />
            <Field label="Balance as of" value={loaded.values.balanceAsOf} readOnly />
          </>
        ) : (
          <>
            <Field
              label="Opening Balance (USD)"
              {...text("openingBalance")}
              key={fields.openingBalance.key}
              inputMode="decimal"
              autoComplete="off"
            />
            <DatePicker label="Balance as of" {...date("balanceAsOf")} key={fields.balanceAsOf.key} />
          </>
        )}
        <Field label="Balance (USD)" value={balanceShown} readOnly />
        <Field label="Tax ID" {...text("taxId")} key={fields.taxId.key} maxLength={200} />
        <Field label="Phone" value={primary?.phone ?? ""} readOnly description="From the primary contact" />
        <Field label="Fax" {...text("fax")} key={fields.fax.key} maxLength={50} />
        <Field label="Email" value={primary?.email ?? ""} readOnly description="From the primary contact" />
        <Field label="Web page address" {...text("webpage")} key={fields.webpage.key} maxLength={500} />
      </div>
      <TextareaField
        label="Notes"
        {...getTextareaProps(fields.notes)}
        key={fields.notes.key}
        rows={3}
        maxLength={5000}
        error={fields.notes.errors}
      />
    </>,
  );

  const details = tabBody(
    "details",
    "Payment & Settings",
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <div>
          <AccountSelect
            name={fields.accountId.name}
            label="Account"
            accounts={loaded.accounts}
            companyId={companyId}
            types={VENDOR_ACCOUNT_TYPES}
            showType
            value={account.value ?? ""}
            onChange={account.change}
            error={fields.accountId.errors}
          />
          {hydrated ? null : (
            <Link to={menuHref(companyId, "new-account")} className="mt-1 inline-block text-xs">
              Add New Account
            </Link>
          )}
        </div>
        <Field label="Credit Limit (USD)" {...text("creditLimit")} key={fields.creditLimit.key} inputMode="decimal" autoComplete="off" />
        {supportSelect("shipping-methods", "Preferred shipping method", shipping, "shippingMethodId", loaded.shippingMethods)}
        <SelectField
          label="Payment Method"
          {...getSelectProps(fields.paymentMethod)}
          key={fields.paymentMethod.key}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: m }))}
          error={fields.paymentMethod.errors}
        />
        {supportSelect("payment-terms", "Payment Terms", paymentTerm, "paymentTermId", loaded.paymentTerms)}
        <Field label="Bank Name" {...text("bankName")} key={fields.bankName.key} maxLength={200} />
        <Field
          label="Account Number"
          {...text("accountNumber")}
          key={fields.accountNumber.key}
          inputMode="numeric"
          maxLength={50}
          autoComplete="off"
        />
        <Field label="Bank Branch" {...text("bankBranch")} key={fields.bankBranch.key} maxLength={200} />
        {supportSelect("vendor-groups", "Vendor Group", vendorGroup, "vendorGroupId", loaded.vendorGroups)}
        <Field label="TAX Registration Number" {...text("taxRegistrationNumber")} key={fields.taxRegistrationNumber.key} maxLength={200} />
        {/* The specification does not show the Tax Code options: only a value the vendor already has is offered. */}
        <SelectField
          label="Tax Code"
          {...getSelectProps(fields.taxCode)}
          key={fields.taxCode.key}
          placeholder="Select tax code"
          options={taxCode ? [{ value: taxCode, label: taxCode }] : []}
          error={fields.taxCode.errors}
        />
        <Field
          label="Service tax registration no"
          {...text("serviceTaxRegistrationNo")}
          key={fields.serviceTaxRegistrationNo.key}
          maxLength={200}
        />
      </div>
      <section aria-label="Custom fields" className="space-y-3 rounded-md border border-slate-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-slate-900">Custom Fields</h3>
          <ManageCustomFieldsButton companyId={companyId} onSaved={() => revalidate()} />
        </div>
        <CustomFieldInputs
          definitions={loaded.customFieldDefinitions}
          values={posted ? customFieldValues(posted.customFields) : loaded.values.customFields}
        />
      </section>
    </>,
  );

  /** What a card list (contacts, addresses) takes of the form. */
  const cardsOf = (list: VendorFormList) => ({ form, mode, opened: opened.has(list), check: checkCard(list) });

  const contacts = tabBody(
    "contacts",
    "Contact Details",
    <ContactCards
      {...cardsOf("contacts")}
      list={fields.contacts}
      primaryRadio={String(fields.primaryContact.initialValue ?? "0")}
      onPrimaryChange={setPrimary}
    />,
  );

  const addresses = tabBody(
    "addresses",
    "Address Information",
    <AddressCards {...cardsOf("addresses")} list={fields.addresses} initialSelected={String(fields.address.initialValue ?? "")} />,
  );

  const content: Record<TabKey, ReactNode> = { general, details, contacts, addresses };
  const title = editing ? "Edit Vendor" : "New Vendor";

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: "Vendor", to: menuHref(companyId, "vendors/list") }, { label: title }]} />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {refusal && !hydrated && refusal.messages.length ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-medium">{refusal.failure && !editing ? refusal.failure : "Please fix the following:"}</p>
          <ul className="mt-1 list-disc pl-5">
            {refusal.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <PanelForm {...formProps} onSubmit={onSubmit} title={title}>
        {hydrated ? (
          <input type="hidden" name="js" value="1" />
        ) : (
          // Enter in a field saves (the form's first submit button), not the rows' Add / Remove buttons.
          <button type="submit" name="intent" value={editing ? "save" : "save-new"} tabIndex={-1} aria-hidden="true" className="sr-only">
            {editing ? "Save Changes" : "Save and New"}
          </button>
        )}
        {/* The version the edit is made on: a save on a stale copy is refused (ADR 0014). */}
        {editing ? <input {...getInputProps(fields.version, { type: "hidden" })} /> : null}
        {hydrated ? <FormErrors errors={form.errors} id={form.errorId} /> : null}
        <Tabs
          label="Vendor details"
          value={tab}
          onValueChange={(v) => showTab(v as TabKey)}
          tabs={VENDOR_TABS.map((t) => ({ value: t.value, label: t.label, content: content[t.value] }))}
        />
      </PanelForm>
      <ErrorModal
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={dialog?.title}
        message={dialog?.message ?? ""}
      />
    </div>
  );
}

/** The phone and email of the contact the form starts with as primary (marked, or by the radio without JavaScript). */
function primaryOf(values: Record<string, unknown>): ContactLine | null {
  const contacts = Array.isArray(values.contacts) ? (values.contacts as unknown[]) : [];
  const marked = contacts.findIndex((c) => {
    const flag = typeof c === "object" && c !== null ? (c as { primary?: unknown }).primary : undefined;
    return flag === true || flag === "on";
  });
  const index = marked >= 0 ? marked : Number(values.primaryContact ?? -1);
  const contact = contacts[index] as { phone?: unknown; email?: unknown } | null | undefined;
  return contact ? { phone: String(contact.phone ?? ""), email: String(contact.email ?? "") } : null;
}

function TabBody({ errors, label, children }: { errors: string[]; label: string; children: ReactNode }) {
  return (
    <div className="space-y-5">
      {errors.length ? (
        <div
          role="alert"
          aria-label={`${label} errors`}
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <ul className="list-disc space-y-0.5 pl-5">
            {errors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
    </div>
  );
}

function TabButtons({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">{children}</div>;
}
