import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  useInputControl,
  type FieldMetadata,
} from "@conform-to/react";
import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from "react";
import type * as z from "zod";
import { CustomFieldInputs } from "~/components/custom-fields/custom-field-inputs";
import { ManageCustomFieldsButton } from "~/components/custom-fields/manage-custom-fields-button";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { CancelButton, useGoBack } from "~/components/ui/cancel-button";
import type { CardRow } from "~/components/ui/card-list";
import { DatePicker } from "~/components/ui/date-picker";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { CheckboxField, Field, FormErrors, SelectField, TextareaField } from "~/components/ui/field";
import { useFormAnswers } from "~/components/ui/form-answers";
import { ErrorModal, SuccessModal } from "~/components/ui/modals";
import { PanelForm } from "~/components/ui/panel-form";
import { SaveButtons } from "~/components/ui/save-buttons";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { Tabs } from "~/components/ui/tabs";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { SupportSelect } from "~/components/vendors/support-select";
import type { SupportDialogKind, SupportOption } from "~/components/vendors/support-item-data";
import { parseUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal, parseMoney } from "~/lib/money";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";
import { PAYMENT_METHODS, type PartyFormList, type PartyFormMode, type PartyFormOptions } from "~/modules/parties/constants";
import type { PartyFormMessages, PartyMessages, PartyWords } from "~/modules/parties/words";
import { PartyAddressCards, PartyContactCards } from "./party-form-cards";
import {
  cardOfIntent,
  customFieldValues,
  formFields,
  PARTY_TABS,
  type PartyFormAnswer,
  type PartyFormLoaded,
  type PartyFormTabs,
  type TabKey,
} from "./party-form-data";

// A party's New and Edit screens (New / Edit Vendor, New / Edit Customer): four tabs in one form
// (before JavaScript runs they are sections one after another and the server checks everything on
// save). The party's kind (`PartyFormKind`) gives its words, its field names, its paths, its checks
// (the party's form schema, run by conform in the browser and again by the action) and its own
// fields on the Basic Information and Payment & Settings tabs; everything else is shared. conform
// places the errors on the fields, each tab lists its own above its fields. New: Cancel and Next on
// each tab, Save and New / Save and Close on the last; Next checks the tab it leaves, Save checks the
// ID (required, not taken) and the Name and leaves the rest to the server. Edit: Cancel and Save
// Changes on every tab; Save checks everything and lists every problem in the "Validation Error"
// dialog. The ID is checked for duplicates 500 ms after typing stops (not on Edit while it equals
// the party's own).

type IdStatus = "idle" | "checking" | "exists" | "available";
/** The party's phone and email, from its primary contact. */
type ContactLine = { phone?: string; email?: string };
type Refused = Exclude<PartyFormAnswer, { status: "saved" }>;
const CHECK_DELAY_MS = 500;

/** The form's checks: conform's zod adapter and the party's form schema, loaded after the screen appears. */
export interface PartyChecks {
  parseWithZod: typeof import("@conform-to/zod/v4").parseWithZod;
  schema: (mode: PartyFormMode, options: PartyFormOptions) => z.ZodType;
}

/** conform's fields of a party form, by name. */
export type PartyFields = Record<string, FieldMetadata<unknown>>;

/** What a party's own fields are given. */
export interface PartyOwnFieldsProps {
  fields: PartyFields;
  loaded: PartyFormLoaded;
  /** A text field's props from conform (its key goes on the element itself). */
  text: (name: string) => ReturnType<typeof getInputProps> & { error: FieldMetadata<unknown>["errors"] };
  hydrated: boolean;
}

/** One party's screens: what differs between the vendor's and the customer's. */
export interface PartyFormKind {
  words: PartyWords;
  texts: PartyFormMessages;
  messages: Pick<PartyMessages, "sinceDate" | "balanceAsOfDate">;
  tabs: PartyFormTabs;
  /** The form's names of the party's code, name and "since" date. */
  names: { code: string; name: string; since: string };
  /** The paths (under the company's dashboard) of its list, its New screen and the ID's availability check. */
  paths: { list: string; new: string; checkId: string };
  loadChecks: () => Promise<PartyChecks>;
  /** Its own fields on Basic Information (after the name), and on Payment & Settings (after the shared ones). */
  General?: ComponentType<PartyOwnFieldsProps>;
  Details: ComponentType<PartyOwnFieldsProps>;
}

/**
 * A party's routes' client action: a save that gets no answer or a 5xx keeps the form with what
 * was typed, told as the spec's save failures (a toast on New, "Update Failed" on Edit).
 */
export const partyFormClientAction = (texts: PartyFormMessages, mode: PartyFormMode) =>
  guardedClientAction(
    { network: NETWORK_ERROR_MESSAGE, server: mode === "edit" ? texts.updateFailed : texts.createFailed },
    (formData, failure): PartyFormAnswer => {
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

export function PartyFormScreen({
  kind,
  loaded,
  answered,
}: {
  kind: PartyFormKind;
  loaded: PartyFormLoaded;
  answered: PartyFormAnswer | undefined;
}) {
  const { texts } = kind;
  const { draftProps, refused, saved, formKey, dismiss } = useFormAnswers(`${kind.words.party}-form-${loaded.mode}`, answered);
  const goBack = useGoBack(menuHref(loaded.companyId, kind.paths.list));

  const successText = saved?.intent === "save-new" ? texts.createdNew : saved?.intent === "save" ? texts.updated : texts.createdClose;

  return (
    <>
      {/* Each answer (and Save and New) starts the form afresh from what it says. */}
      <div className="contents" {...draftProps}>
        <PartyForm key={formKey} kind={kind} loaded={loaded} answer={refused} />
      </div>
      <SuccessModal
        open={saved !== undefined}
        onOpenChange={(open) => {
          if (open || !saved) return;
          dismiss(saved.intent === "save-new");
          if (saved.intent !== "save-new") goBack();
        }}
        title={saved?.intent === "save" ? texts.updatedTitle : texts.createdTitle}
        message={successText}
      />
    </>
  );
}

/** A support list's select (with its Add New) on a conform field. */
export function SupportSelectField({
  field,
  kind,
  label,
  options,
}: {
  field: FieldMetadata<unknown>;
  kind: SupportDialogKind;
  label: string;
  options: readonly SupportOption[];
}) {
  const control = useInputControl(field as FieldMetadata<string>);
  return (
    <SupportSelect
      kind={kind}
      name={field.name}
      label={label}
      options={options}
      value={typeof control.value === "string" ? control.value : ""}
      onChange={control.change}
      error={field.errors}
    />
  );
}

function PartyForm({ kind, loaded, answer }: { kind: PartyFormKind; loaded: PartyFormLoaded; answer: Refused | undefined }) {
  const { texts, names, tabs } = kind;
  const { mode, companyId } = loaded;
  const editing = mode === "edit";
  const hydrated = useHydrated();
  const toast = useToast();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== "support-item";
  const refusal = answer?.status === "invalid" ? answer : undefined;
  const posted = answer?.result.initialValue ?? undefined;

  // The ID the availability check last found taken (a ref: the schema reads it while conform validates).
  const takenId = useRef<string | null>(null);
  const checks = useDeferredChecks(kind.loadChecks);
  const schema = (loadedChecks: PartyChecks, options: PartyFormOptions = {}) =>
    loadedChecks.schema(mode, {
      isIdTaken: (id) => takenId.current !== null && id.trim().toLowerCase() === takenId.current.toLowerCase(),
      ...options,
    });
  const checkWith = (loadedChecks: PartyChecks, formData: FormData, options?: PartyFormOptions) => {
    const submission = loadedChecks.parseWithZod(formData, { schema: schema(loadedChecks, options), disableAutoCoercion: true });
    return submission.status === "error" ? (submission.error ?? {}) : {};
  };
  /** The form's rules over these values, once the checks are loaded (at once when they are). */
  const check = async (formData: FormData, options?: PartyFormOptions) =>
    checkWith(checks.current ?? (await checks.loaded), formData, options);

  // The cards that checked themselves (their Save or Update) since the form was last saved.
  const cardChecked = useRef(new Set<string>());
  const checkedCard = (intent: Parameters<typeof cardOfIntent>[0]) => {
    const card = cardOfIntent(intent);
    return card && cardChecked.current.has(`${card.list}[${card.index}]`) ? card : undefined;
  };

  const [dialog, setDialog] = useState<{ title: string; message: string } | null>(null);
  const [form, formFieldsOf] = useForm<Record<string, unknown>, unknown>({
    id: `${kind.words.party}-form-${mode}`,
    lastResult: answer?.result,
    defaultValue: ((posted as Record<string, unknown> | undefined) ??
      (formFields(loaded.values) as unknown as Record<string, unknown>)) as Record<string, string>,
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
          setDialog({ title: texts.validationTitle, message: tabs.messagesOf(submission.error).join("\n\n") });
        }
        return submission;
      }),
  });
  const fields = formFieldsOf as unknown as PartyFields;
  const formElement = () => document.getElementById(form.id) as HTMLFormElement;
  const errors = form.allErrors;

  const [tab, setTab] = useState<TabKey>(() => (answer?.result.error ? tabs.firstTabWithErrors(answer.result.error) : null) ?? "general");
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
          ? { title: texts.updateFailedTitle, message: refusal.failure }
          : { title: texts.validationTitle, message: refusal.messages.join("\n\n") },
      );
    } else if (refusal.failure) {
      toast.error(refusal.failure);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The ID availability check: 500 ms after typing stops; a failed check is silent.
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
  const onCodeChange = (next: string) => {
    clearTimeout(checkTimer.current);
    takenId.current = null;
    const seq = ++checkSeq.current;
    const wanted = next.trim();
    if (!wanted || (editing && loaded.party && wanted === loaded.party.code.trim())) {
      setIdStatus("idle");
      return;
    }
    setIdStatus("checking");
    checkTimer.current = setTimeout(async () => {
      const query = new URLSearchParams({ [names.code]: wanted });
      if (loaded.party) query.set("excludeId", String(loaded.party.id));
      try {
        const response = await fetch(`${menuHref(companyId, kind.paths.checkId)}?${query}`, { headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as { exists?: boolean };
        if (seq !== checkSeq.current) return;
        setIdStatus(body.exists ? "exists" : "available");
        if (body.exists) {
          // The finding shows on the field at once, and blocks Next and Save through the form's check.
          takenId.current = wanted;
          form.validate({ name: names.code });
        }
      } catch {
        if (seq === checkSeq.current) setIdStatus("idle");
      }
    }, CHECK_DELAY_MS);
  };

  /** Next: the tab's errors show (and keep it open); without any, the following tab opens. */
  const next = async () => {
    const found = await check(new FormData(formElement()));
    const namesOfTab = new Set([...tabs.errorNamesOfTab(found, tab), ...tabs.errorNamesOfTab(errors, tab)]);
    for (const name of namesOfTab) form.validate({ name });
    if (tabs.errorNamesOfTab(found, tab).length) return;
    const following = PARTY_TABS[PARTY_TABS.findIndex((t) => t.value === tab) + 1];
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
      // New's Save checks only the ID and the Name; the server checks the rest.
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
      const blocking = [names.code, names.name].filter((name) => found[name]?.length);
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
  const checkCard = (list: PartyFormList) => async (row: CardRow) => {
    cardChecked.current.add(`${list}[${row.index}]`);
    const found = await check(new FormData(formElement()), { card: { list, index: row.index } });
    const prefix = `${row.name}.`;
    return [...new Set(Object.keys(found).flatMap((name) => (name.startsWith(prefix) ? (found[name] ?? []) : [])))];
  };

  // The party's phone and email are the saved primary contact's.
  const [primary, setPrimary] = useState<ContactLine | null>(() =>
    primaryOf((posted as Record<string, unknown> | undefined) ?? (formFields(loaded.values) as unknown as Record<string, unknown>)),
  );

  const cancel = <CancelButton href={menuHref(companyId, kind.paths.list)} disabled={busy} />;

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
    editing && loaded.party
      ? formatMoney(fromDecimal(loaded.party.balance))
      : formatMoney(openingCents !== null && openingCents >= 0 ? openingCents : 0);
  const text = (name: string) => ({ ...getInputProps(fields[name], { type: "text" }), error: fields[name].errors });
  // A date that is not one keeps its text and gets the field's own message (the spec's), in the
  // browser on leaving the field and after the server refuses it.
  const date = (name: string, invalidMessage: string) => ({
    name: fields[name].name,
    defaultValue: parseUsDate(String(fields[name].initialValue ?? "")) ?? undefined,
    defaultText: String(fields[name].initialValue ?? ""),
    invalidMessage,
    error: fields[name].errors,
  });
  const own: PartyOwnFieldsProps = { fields, loaded, text, hydrated };
  const { Party } = kind.words;

  /** A tab's panel: its messages, its fields, its buttons. */
  const tabBody = (key: TabKey, label: string, fieldsOfTab: ReactNode) => (
    <TabBody errors={tabs.tabMessages(errors, key)} label={label}>
      {fieldsOfTab}
      {buttons(key)}
    </TabBody>
  );

  const General = kind.General;
  const general = tabBody(
    "general",
    "Basic Information",
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <div>
          <Field
            label={`${Party} ID`}
            {...getInputProps(fields[names.code], { type: "text" })}
            key={fields[names.code].key}
            required
            maxLength={50}
            autoComplete="off"
            onChange={(e) => onCodeChange(e.target.value)}
            error={fields[names.code].errors}
          />
          {idStatus === "checking" ? (
            <p aria-live="polite" className="mt-1 text-xs text-slate-500">
              {texts.checking}
            </p>
          ) : null}
        </div>
        <Field label={`${Party} Name`} {...text(names.name)} key={fields[names.name].key} required maxLength={200} />
        {General ? <General {...own} /> : null}
        <div className="flex items-end pb-2">
          <CheckboxField label="Active" {...getInputProps(fields.active, { type: "checkbox" })} key={fields.active.key} />
        </div>
        <DatePicker label={`${Party} Since`} {...date(names.since, kind.messages.sinceDate)} key={fields[names.since].key} />
        {editing ? (
          <>
            <Field
              label="Opening Balance (USD)"
              value={formatMoney(fromDecimal(loaded.party?.openingBalance ?? "0"))}
              readOnly
              description={`Posted to the ledger when the ${kind.words.party} was created`}
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
            <DatePicker label="Balance as of" {...date("balanceAsOf", kind.messages.balanceAsOfDate)} key={fields.balanceAsOf.key} />
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

  const Details = kind.Details;
  const details = tabBody(
    "details",
    "Payment & Settings",
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label="Credit Limit (USD)" {...text("creditLimit")} key={fields.creditLimit.key} inputMode="decimal" autoComplete="off" />
        <SelectField
          label="Payment Method"
          {...getSelectProps(fields.paymentMethod)}
          key={fields.paymentMethod.key}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: m }))}
          error={fields.paymentMethod.errors}
        />
        <SupportSelectField field={fields.paymentTermId} kind="payment-terms" label="Payment Terms" options={loaded.paymentTerms} />
        <Details {...own} />
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
  const cardsOf = (list: PartyFormList) => ({ form, mode, opened: opened.has(list), check: checkCard(list), words: kind.words });

  const contacts = tabBody(
    "contacts",
    "Contact Details",
    <PartyContactCards
      {...cardsOf("contacts")}
      list={fields.contacts as never}
      primaryRadio={String(fields.primaryContact.initialValue ?? "0")}
      onPrimaryChange={setPrimary}
    />,
  );

  const addresses = tabBody(
    "addresses",
    "Address Information",
    <PartyAddressCards
      {...cardsOf("addresses")}
      list={fields.addresses as never}
      initialSelected={String(fields.address.initialValue ?? "")}
    />,
  );

  const content: Record<TabKey, ReactNode> = { general, details, contacts, addresses };
  const title = editing ? `Edit ${Party}` : `New ${Party}`;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: Party, to: menuHref(companyId, kind.paths.list) }, { label: title }]} />
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
          label={`${Party} details`}
          value={tab}
          onValueChange={(v) => showTab(v as TabKey)}
          tabs={PARTY_TABS.map((t) => ({ value: t.value, label: t.label, content: content[t.value] }))}
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
