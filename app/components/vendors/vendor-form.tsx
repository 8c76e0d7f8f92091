import { Form, Link, useNavigate, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { AccountSelect } from "~/components/accounts/account-creation-dialog";
import { CustomFieldInputs } from "~/components/custom-fields/custom-field-inputs";
import { ManageCustomFieldsButton } from "~/components/custom-fields/manage-custom-fields";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { CheckboxField, Field, SelectField, TextareaField, type FieldErrors } from "~/components/ui/field";
import { ErrorModal, SuccessModal } from "~/components/ui/modals";
import { Tabs } from "~/components/ui/tabs";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { parseUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal, parseMoney } from "~/lib/money";
import { PAYMENT_METHODS, VENDOR_MESSAGES } from "~/modules/vendors/schema";
import { AddressCards, AddressRows } from "./address-cards";
import { ContactCards, ContactRows } from "./contact-cards";
import { SupportSelect } from "./support-select";
import type { VendorFormLoaded } from "./vendor-form.server";
import {
  errorsBeforeCreate,
  errorsOfTab,
  firstTabWithErrors,
  messagesOf,
  readVendorForm,
  tabOfField,
  validateVendor,
  VENDOR_ACCOUNT_TYPES,
  VENDOR_FORM_MESSAGES,
  VENDOR_TABS,
  type ContactValues,
  type FieldErrorMap,
  type TabKey,
  type VendorFormAnswer,
  type VendorFormValues,
} from "./vendor-form-data";

// The New Vendor and Edit Vendor screens (§2.1, §2.2, §4, §5, §8): four tabs in one form (before
// JavaScript runs they are sections one after another and everything is checked on save). New:
// Cancel and Next on each tab, Save and New / Save and Close on the last; Next checks the tab it
// leaves, Save checks the Vendor ID (required, not taken) and the Vendor Name and the server checks
// the rest. Edit: Cancel and Save Changes on every tab; Save checks everything and shows every
// problem in the "Validation Error" dialog. The Vendor ID is checked for duplicates 500 ms after
// typing stops (skipped on edit while it equals the vendor's own).

type IdStatus = "idle" | "checking" | "exists" | "available";
const CHECK_DELAY_MS = 500;

export function VendorFormScreen({ loaded, answered }: { loaded: VendorFormLoaded; answered: VendorFormAnswer | undefined }) {
  const navigate = useNavigate();
  const [resets, setResets] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const invalid = answered?.status === "invalid" ? answered : undefined;
  const saved = answered?.status === "saved" && dismissed !== answered.revision ? answered : undefined;
  const listHref = menuHref(loaded.companyId, "vendors/list");

  /** Back one page, or to the Vendors list when this page was opened directly. */
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(listHref);
  };

  const successText =
    saved?.intent === "save-new"
      ? VENDOR_FORM_MESSAGES.createdNew
      : saved?.intent === "save"
        ? VENDOR_FORM_MESSAGES.updated
        : VENDOR_FORM_MESSAGES.createdClose;

  return (
    <>
      <VendorForm
        key={`${invalid?.revision ?? "loaded"}-${resets}`}
        loaded={loaded}
        initial={invalid?.values ?? loaded.values}
        answer={invalid}
        goBack={goBack}
      />
      <SuccessModal
        open={saved !== undefined}
        onOpenChange={(open) => {
          if (open || !saved) return;
          setDismissed(saved.revision);
          if (saved.intent === "save-new") setResets((n) => n + 1);
          else goBack();
        }}
        title={saved?.intent === "save" ? VENDOR_FORM_MESSAGES.updatedTitle : VENDOR_FORM_MESSAGES.createdTitle}
        message={successText}
      />
    </>
  );
}

function VendorForm({
  loaded,
  initial,
  answer,
  goBack,
}: {
  loaded: VendorFormLoaded;
  initial: VendorFormValues;
  answer: Extract<VendorFormAnswer, { status: "invalid" }> | undefined;
  goBack: () => void;
}) {
  const { mode, companyId } = loaded;
  const editing = mode === "edit";
  const hydrated = useHydrated();
  const toast = useToast();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== "support-item";

  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorMap>(answer?.fieldErrors ?? {});
  const [tab, setTab] = useState<TabKey>(() => (answer ? firstTabWithErrors(answer.fieldErrors) : null) ?? "general");
  const [opened, setOpened] = useState<Set<TabKey>>(() => new Set([tab]));
  const [primary, setPrimary] = useState<ContactValues | null>(() => initial.contacts.find((c) => c.primary) ?? null);
  const [dialog, setDialog] = useState<{ title: string; message: string } | null>(null);

  // A refusal from the server: a toast on New (§8), "Update Failed" or "Validation Error" on Edit.
  useEffect(() => {
    if (!answer) return;
    if (editing) {
      setDialog(
        answer.failure
          ? { title: VENDOR_FORM_MESSAGES.updateFailedTitle, message: answer.failure || VENDOR_FORM_MESSAGES.updateFailed }
          : { title: VENDOR_FORM_MESSAGES.validationTitle, message: answer.messages.join("\n\n") },
      );
    } else if (answer.failure) {
      toast.error(answer.failure || VENDOR_FORM_MESSAGES.createFailed);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const showTab = (next: TabKey) => {
    setTab(next);
    setOpened((set) => (set.has(next) ? set : new Set([...set, next])));
  };

  const set = <K extends keyof VendorFormValues>(field: K, value: VendorFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? omit(e, [field]) : e));
  };
  const dropErrors = (prefix: "contacts" | "addresses") =>
    setErrors((e) => {
      const keys = Object.keys(e).filter((k) => k === prefix || k.startsWith(`${prefix}.`) || (prefix === "addresses" && k === "address"));
      return keys.length ? omit(e, keys) : e;
    });

  // The Vendor ID availability check (§5): 500 ms after typing stops; a failed check is silent.
  const [idStatus, setIdStatus] = useState<IdStatus>("idle");
  const checkTimer = useRef<ReturnType<typeof setTimeout>>();
  const checkSeq = useRef(0);
  useEffect(() => () => clearTimeout(checkTimer.current), []);
  const onVendorIdChange = (next: string) => {
    set("vendorId", next);
    clearTimeout(checkTimer.current);
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
        if (seq === checkSeq.current) setIdStatus(body.exists ? "exists" : "available");
      } catch {
        if (seq === checkSeq.current) setIdStatus("idle");
      }
    }, CHECK_DELAY_MS);
  };
  const vendorIdErrors: FieldErrors = idStatus === "exists" ? [VENDOR_MESSAGES.vendorIdExists] : errors.vendorId;

  /** The whole form's errors as the server would find them (read from the form, hidden card inputs included). */
  const check = () => {
    const form = formRef.current;
    const current = form ? readVendorForm(new FormData(form)) : values;
    const result = validateVendor(current, mode);
    const fieldErrors = { ...result.fieldErrors };
    if (idStatus === "exists") fieldErrors.vendorId = [VENDOR_MESSAGES.vendorIdExists];
    return { values: current, fieldErrors };
  };

  const next = () => {
    const { fieldErrors } = check();
    const mine = errorsOfTab(fieldErrors, tab);
    setErrors((e) => ({ ...omit(e, Object.keys(e).filter((k) => tabOfField(k) === tab)), ...mine }));
    if (Object.keys(mine).length) return;
    const index = VENDOR_TABS.findIndex((t) => t.value === tab);
    const following = VENDOR_TABS[index + 1];
    if (following) showTab(following.value);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A dialog's form (portalled, but inside this one in React's tree) is not this form's submit.
    if (event.target !== event.currentTarget) return;
    const { values: current, fieldErrors } = check();
    if (editing) {
      if (Object.keys(fieldErrors).length) {
        event.preventDefault();
        setErrors(fieldErrors);
        const messages = messagesOf(fieldErrors, current);
        setDialog({ title: VENDOR_FORM_MESSAGES.validationTitle, message: messages.join("\n\n") });
      }
      return;
    }
    const blocking = errorsBeforeCreate(fieldErrors);
    if (Object.keys(blocking).length) {
      event.preventDefault();
      setErrors((e) => ({ ...omit(e, ["vendorId", "vendorName"]), ...blocking }));
      showTab("general");
    }
  };

  const cancel = hydrated ? (
    <Button type="button" variant="secondary" onClick={goBack} disabled={busy}>
      Cancel
    </Button>
  ) : (
    <Link to={menuHref(companyId, "vendors/list")} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
      Cancel
    </Link>
  );

  const buttons = (which: TabKey) => {
    const last = which === "addresses";
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
    if (!last) {
      // Without JavaScript every section is on the page: the buttons are at the end only.
      return hydrated ? (
        <TabButtons>
          {cancel}
          <Button type="button" onClick={next}>
            Next
          </Button>
        </TabButtons>
      ) : null;
    }
    return (
      <TabButtons>
        {cancel}
        <Button type="submit" name="intent" value="save-new" variant="secondary" disabled={busy}>
          Save and New
        </Button>
        <Button type="submit" name="intent" value="save-close" disabled={busy}>
          {busy ? "Saving..." : "Save and Close"}
        </Button>
      </TabButtons>
    );
  };

  const tabErrors = (which: TabKey) => {
    const list: string[] = [];
    for (const [path, messages] of Object.entries(errors)) {
      if (tabOfField(path) !== which) continue;
      for (const m of messages) if (!list.includes(m)) list.push(m);
    }
    if (which === "general" && idStatus === "exists" && !list.includes(VENDOR_MESSAGES.vendorIdExists)) list.unshift(VENDOR_MESSAGES.vendorIdExists);
    return list;
  };

  const openingCents = parseMoney(values.openingBalance);
  const balanceShown = editing && loaded.vendor ? formatMoney(fromDecimal(loaded.vendor.balance)) : formatMoney(openingCents !== null && openingCents >= 0 ? openingCents : 0);

  const general = (
    <TabBody errors={tabErrors("general")} label="Basic Information">
      <div className="grid gap-4 md:grid-cols-3">
        <div>
          <Field
            label="Vendor ID"
            name="vendorId"
            required
            maxLength={50}
            autoComplete="off"
            value={values.vendorId}
            onChange={(e) => onVendorIdChange(e.target.value)}
            error={vendorIdErrors}
          />
          {idStatus === "checking" ? (
            <p aria-live="polite" className="mt-1 text-xs text-slate-500">
              {VENDOR_FORM_MESSAGES.checking}
            </p>
          ) : null}
        </div>
        <Field
          label="Vendor Name"
          name="vendorName"
          required
          maxLength={200}
          value={values.vendorName}
          onChange={(e) => set("vendorName", e.target.value)}
          error={errors.vendorName}
        />
        <div className="flex items-end pb-2">
          <CheckboxField label="Active" name="active" checked={values.active} onChange={(e) => set("active", e.target.checked)} />
        </div>
        <DatePicker name="vendorSince" label="Vendor Since" defaultValue={parseUsDate(initial.vendorSince) ?? undefined} error={errors.vendorSince} />
        {editing ? (
          <>
            <Field label="Opening Balance (USD)" value={formatMoney(fromDecimal(loaded.vendor?.openingBalance ?? "0"))} readOnly description="Posted to the ledger when the vendor was created" />
            <Field label="Balance as of" value={initial.balanceAsOf} readOnly />
          </>
        ) : (
          <>
            <Field
              label="Opening Balance (USD)"
              name="openingBalance"
              inputMode="decimal"
              autoComplete="off"
              value={values.openingBalance}
              onChange={(e) => set("openingBalance", e.target.value)}
              error={errors.openingBalance}
            />
            <DatePicker name="balanceAsOf" label="Balance as of" defaultValue={parseUsDate(initial.balanceAsOf) ?? undefined} error={errors.balanceAsOf} />
          </>
        )}
        <Field label="Balance (USD)" value={balanceShown} readOnly />
        <Field label="Tax ID" name="taxId" maxLength={200} value={values.taxId} onChange={(e) => set("taxId", e.target.value)} error={errors.taxId} />
        <Field label="Phone" value={primary?.phone ?? ""} readOnly description="From the primary contact" />
        <Field label="Fax" name="fax" maxLength={50} value={values.fax} onChange={(e) => set("fax", e.target.value)} error={errors.fax} />
        <Field label="Email" value={primary?.email ?? ""} readOnly description="From the primary contact" />
        <Field
          label="Web page address"
          name="webpage"
          maxLength={500}
          value={values.webpage}
          onChange={(e) => set("webpage", e.target.value)}
          error={errors.webpage}
        />
      </div>
      <TextareaField label="Notes" name="notes" rows={3} maxLength={5000} value={values.notes} onChange={(e) => set("notes", e.target.value)} error={errors.notes} />
      {buttons("general")}
    </TabBody>
  );

  const details = (
    <TabBody errors={tabErrors("details")} label="Payment & Settings">
      <div className="grid gap-4 md:grid-cols-3">
        <div>
          <AccountSelect
            name="accountId"
            label="Account"
            accounts={loaded.accounts}
            companyId={companyId}
            types={VENDOR_ACCOUNT_TYPES}
            value={values.accountId}
            onChange={(id) => set("accountId", id)}
            error={errors.accountId}
          />
          {hydrated ? null : (
            <Link to={menuHref(companyId, "new-account")} className="mt-1 inline-block text-xs">
              Add New Account
            </Link>
          )}
        </div>
        <Field
          label="Credit Limit (USD)"
          name="creditLimit"
          inputMode="decimal"
          autoComplete="off"
          value={values.creditLimit}
          onChange={(e) => set("creditLimit", e.target.value)}
          error={errors.creditLimit}
        />
        <SupportSelect
          kind="shipping-methods"
          name="shippingMethodId"
          label="Preferred shipping method"
          options={loaded.shippingMethods}
          value={values.shippingMethodId}
          onChange={(id) => set("shippingMethodId", id)}
          error={errors.shippingMethodId}
        />
        <SelectField
          label="Payment Method"
          name="paymentMethod"
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: m }))}
          value={values.paymentMethod}
          onChange={(e) => set("paymentMethod", e.target.value)}
          error={errors.paymentMethod}
        />
        <SupportSelect
          kind="payment-terms"
          name="paymentTermId"
          label="Payment Terms"
          options={loaded.paymentTerms}
          value={values.paymentTermId}
          onChange={(id) => set("paymentTermId", id)}
          error={errors.paymentTermId}
        />
        <Field label="Bank Name" name="bankName" maxLength={200} value={values.bankName} onChange={(e) => set("bankName", e.target.value)} error={errors.bankName} />
        <Field
          label="Account Number"
          name="accountNumber"
          inputMode="numeric"
          maxLength={50}
          autoComplete="off"
          value={values.accountNumber}
          onChange={(e) => set("accountNumber", e.target.value)}
          error={errors.accountNumber}
        />
        <Field label="Bank Branch" name="bankBranch" maxLength={200} value={values.bankBranch} onChange={(e) => set("bankBranch", e.target.value)} error={errors.bankBranch} />
        <SupportSelect
          kind="vendor-groups"
          name="vendorGroupId"
          label="Vendor Group"
          options={loaded.vendorGroups}
          value={values.vendorGroupId}
          onChange={(id) => set("vendorGroupId", id)}
          error={errors.vendorGroupId}
        />
        <Field
          label="TAX Registration Number"
          name="taxRegistrationNumber"
          maxLength={200}
          value={values.taxRegistrationNumber}
          onChange={(e) => set("taxRegistrationNumber", e.target.value)}
          error={errors.taxRegistrationNumber}
        />
        {/* The spec does not show the Tax Code options: only a value the vendor already has is offered. */}
        <SelectField
          label="Tax Code"
          name="taxCode"
          placeholder="Select tax code"
          options={values.taxCode ? [{ value: values.taxCode, label: values.taxCode }] : []}
          value={values.taxCode}
          onChange={(e) => set("taxCode", e.target.value)}
          error={errors.taxCode}
        />
        <Field
          label="Service tax registration no"
          name="serviceTaxRegistrationNo"
          maxLength={200}
          value={values.serviceTaxRegistrationNo}
          onChange={(e) => set("serviceTaxRegistrationNo", e.target.value)}
          error={errors.serviceTaxRegistrationNo}
        />
      </div>
      <section aria-label="Custom fields" className="space-y-3 rounded-md border border-slate-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-slate-900">Custom Fields</h3>
          <ManageCustomFieldsButton companyId={companyId} onSaved={() => revalidate()} />
        </div>
        <CustomFieldInputs definitions={loaded.customFieldDefinitions} values={initial.customFields} />
      </section>
      {buttons("details")}
    </TabBody>
  );

  const contacts = (
    <TabBody errors={tabErrors("contacts")} label="Contact Details">
      {hydrated ? (
        <ContactCards
          mode={mode}
          initial={initial.contacts}
          errors={errors}
          opened={opened.has("contacts")}
          onPrimaryChange={setPrimary}
          onEdited={() => dropErrors("contacts")}
        />
      ) : (
        <ContactRows initial={initial.contacts} errors={errors} />
      )}
      {buttons("contacts")}
    </TabBody>
  );

  const addresses = (
    <TabBody errors={tabErrors("addresses")} label="Address Information">
      {hydrated ? (
        <AddressCards
          mode={mode}
          initial={initial.addresses}
          initialSelected={initial.address}
          errors={errors}
          opened={opened.has("addresses")}
          onEdited={() => dropErrors("addresses")}
        />
      ) : (
        <AddressRows initial={initial.addresses} selected={initial.address} errors={errors} />
      )}
      {buttons("addresses")}
    </TabBody>
  );

  const content: Record<TabKey, ReactNode> = { general, details, contacts, addresses };
  const title = editing ? "Edit Vendor" : "New Vendor";

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: "Vendor", to: menuHref(companyId, "vendors/list") }, { label: title }]} />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {answer && !hydrated && answer.messages.length ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-medium">{answer.failure && !editing ? answer.failure : "Please fix the following:"}</p>
          <ul className="mt-1 list-disc pl-5">
            {answer.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-label={title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <Tabs
          label="Vendor details"
          value={tab}
          onValueChange={(v) => showTab(v as TabKey)}
          tabs={VENDOR_TABS.map((t) => ({ value: t.value, label: t.label, content: content[t.value] }))}
        />
      </Form>
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

function TabBody({ errors, label, children }: { errors: string[]; label: string; children: ReactNode }) {
  return (
    <div className="space-y-5">
      {errors.length ? (
        <div role="alert" aria-label={`${label} errors`} className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
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

function omit<T extends Record<string, unknown>>(record: T, keys: readonly string[]): T {
  const copy = { ...record };
  for (const key of keys) delete copy[key];
  return copy;
}
