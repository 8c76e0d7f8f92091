import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { AccountSelect } from "~/components/accounts/account-creation-dialog";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { CancelButton } from "~/components/ui/cancel-button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "~/components/ui/dialog";
import { CheckboxField, Field, FormErrors, TextareaField } from "~/components/ui/field";
import { useFormDraft } from "~/components/ui/form-draft";
import { ErrorModal, ValidationErrorModal } from "~/components/ui/modals";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { Tabs } from "~/components/ui/tabs";
import { useHydrated } from "~/components/ui/use-hydrated";
import { SupportSelect } from "~/components/vendors/support-select";
import { SUPPORT_ITEM_INTENT } from "~/components/vendors/vendor-form-data";
import { formatMoney, parseMoney } from "~/lib/money";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";
import { PROFIT_LOSS_TITLE, profitLossAnalysis, shouldAnalyse, type ProfitLossAnalysis } from "~/modules/items/profit-loss";
import {
  EXPENSE_ACCOUNT_TYPES,
  INCOME_ACCOUNT_TYPES,
  ITEM_FIELDS,
  ITEM_KIND_TEXT,
  ITEM_MESSAGES,
  vendorItemSchema,
  type VendorItemKind,
} from "~/modules/items/schema";
import {
  errorNamesOfTab,
  itemFormPayload,
  itemValuesFromForm,
  LIVE_MESSAGES,
  saveProblems,
  type ItemErrorMap,
  type ItemFormAnswer,
  type ItemFormLoaded,
  type ItemFormValues,
  type ItemTab,
} from "./item-form-data";

// The Vendor Service Item and Vendor Product Item screens, new and edit: two tabs in one form —
// Basic Information (name, sub-item, group, the selling side) and Service/Product Information (the
// buying side) — that are sections one after another before JavaScript runs (the server checks
// everything on save). The rules are the item schema's, run by conform in the browser and again by
// the action. New: Cancel and Next on the first tab (Next checks the tab), Cancel, Save and New and
// Save and Close on the second; Edit: Cancel and Save Changes on both. A save with problems opens
// "Please Complete Required Fields" and shows the first tab with one; the price checks run as the
// prices are typed; when the item is both sold and bought at positive prices without errors, leaving
// a price opens the profit and loss analysis. The group, vendor and account selects end in "Add New"
// options: the item group dialog (the select keeps its value until a group is created), New Vendor,
// and the Account Creation dialog.

const ADD_NEW_VENDOR = "__add-new-vendor__";
const kindOfForm = (formData: FormData): VendorItemKind => (formData.has("productName") ? "product" : "service");

/** The item routes' client action: a save that gets no answer or a 5xx keeps the form with what was typed. */
export const itemFormClientAction = () =>
  guardedClientAction({ network: NETWORK_ERROR_MESSAGE }, (formData, failure): ItemFormAnswer => {
    const kind = kindOfForm(formData);
    const message = `${ITEM_MESSAGES.saveFailed[kind]}${failure.message}`;
    return {
      status: "invalid",
      revision: `failed-${Date.now()}`,
      result: failedReply(formData, message),
      messages: [message],
      failure: message,
      values: itemValuesFromForm(kind, formData),
    };
  });

/** The page of the three item routes (their default export). */
export function ItemFormRoute() {
  const loaded = useLoaderData<ItemFormLoaded>();
  const answered = useActionData<ItemFormAnswer | { kind: unknown }>();
  const answer = answered && "status" in answered ? answered : undefined;
  const location = useLocation();
  const draft = useFormDraft(formId(loaded));
  // A draft kept when the last save got no answer (or met an expired session) starts the form.
  const start = draft.restored ? { ...loaded, values: itemValuesFromForm(loaded.kind, draft.restored) } : loaded;
  return (
    <div {...draft.draftProps}>
      <ItemForm key={`${location.key}-${answer?.revision ?? ""}-${draft.restoredKey}`} loaded={start} answer={answer} />
    </div>
  );
}

const formId = (loaded: Pick<ItemFormLoaded, "mode" | "kind">) => `item-form-${loaded.mode}-${loaded.kind}`;

type Modal = { kind: "fields"; messages: string[] } | { kind: "alert"; title: string; message: string };

function ItemForm({ loaded, answer }: { loaded: ItemFormLoaded; answer: ItemFormAnswer | undefined }) {
  const { kind, mode, companyId } = loaded;
  const editing = mode === "edit";
  const names = ITEM_FIELDS[kind];
  const text = ITEM_KIND_TEXT[kind];
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== SUPPORT_ITEM_INTENT;
  const listHref = menuHref(companyId, "vendors/items");

  const [values, setValues] = useState<ItemFormValues>(() => answer?.values ?? loaded.values);
  const set = <K extends keyof ItemFormValues>(key: K, value: ItemFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const schema = useMemo(() => vendorItemSchema(kind, { form: true, version: editing }), [kind, editing]);
  const check = (formData: FormData | Record<string, string>): ItemErrorMap => {
    const submission = parseWithZod(formData instanceof FormData ? formData : toFormData(formData), {
      schema,
      disableAutoCoercion: true,
    });
    return submission.status === "error" ? (submission.error ?? {}) : {};
  };

  const [tab, setTab] = useState<ItemTab>(() => firstTab(answer?.result.error) ?? "basic");
  const [modal, setModal] = useState<Modal | null>(null);

  /** A save with problems: the dialog lists them (a product's price errors alone get the alert) and the first tab with one shows. */
  const showProblems = (errors: ItemErrorMap) => {
    const problems = saveProblems(kind, errors);
    if (!problems) return;
    setModal(problems.kind === "alert" ? { kind: "alert", title: "Error", message: problems.message } : problems);
    setTab(problems.tab);
  };
  function firstTab(errors: ItemErrorMap | undefined): ItemTab | null {
    if (!errors) return null;
    if (errorNamesOfTab(kind, errors, "basic").length || errors[""]?.length) return "basic";
    return errorNamesOfTab(kind, errors, "info").length ? "info" : null;
  }

  const [form] = useForm({
    id: formId(loaded),
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
      // conform revalidates through a submitter of its own: only the save buttons open the dialog.
      if (submitter?.getAttribute("name") === "intent" && submission.status === "error") showProblems(submission.error ?? {});
      return submission;
    },
  });
  const formElement = () => document.getElementById(form.id) as HTMLFormElement | null;
  const formProps = getFormProps(form);

  // What the server refused: the service's refusal in the alert ("Error saving …"), the rules' in the dialog.
  useEffect(() => {
    if (!answer) return;
    if (answer.failure) setModal({ kind: "alert", title: "Error", message: answer.failure });
    else if (answer.messages.length) setModal({ kind: "fields", messages: answer.messages });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The live price checks, from the schema as the values stand.
  const live = useMemo(() => {
    const found = check(itemFormPayload(kind, values));
    const out: Record<string, string[]> = {};
    for (const [name, messages] of Object.entries(found)) {
      const kept = (messages ?? []).filter((m) => LIVE_MESSAGES.has(m));
      if (kept.length) out[name] = kept;
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, kind]);
  const errors = form.allErrors;
  const errorOf = (name: string) => {
    const list = [...(errors[name] ?? []), ...(live[name] ?? [])];
    return list.length ? [...new Set(list)] : undefined;
  };

  /** Check a field again once its new value is in the form (selects post through hidden inputs, which fire no input event). */
  const recheck = (...fieldNames: string[]) => {
    const shown = fieldNames.filter((name) => errors[name]?.length);
    if (shown.length) setTimeout(() => shown.forEach((name) => form.validate({ name })), 0);
  };

  // The profit and loss analysis: on leaving a price (or ticking the sell box), once per pair of prices.
  const [analysis, setAnalysis] = useState<ProfitLossAnalysis | null>(null);
  const analysed = useRef(`${parseMoney(loaded.values.salesPrice)}/${parseMoney(loaded.values.purchasePrice)}`);
  const analyse = (current: ItemFormValues = values) => {
    const salesPrice = parseMoney(current.salesPrice);
    const purchasePrice = parseMoney(current.purchasePrice);
    const problems = { ...errors, ...live };
    const hasErrors = ["salesPrice", "purchasePrice"].some((name) => problems[name]?.length);
    if (!shouldAnalyse({ sells: current.sells, buys: current.buys, salesPrice, purchasePrice, hasErrors })) return;
    const pair = `${salesPrice}/${purchasePrice}`;
    if (analysed.current === pair) return;
    analysed.current = pair;
    setAnalysis(profitLossAnalysis(kind, salesPrice!, purchasePrice!));
  };

  /** Next: the tab's errors show (and keep it open); without any, the next tab opens. */
  const next = () => {
    const element = formElement();
    if (!element) return;
    const found = check(new FormData(element));
    const names = errorNamesOfTab(kind, found, "basic");
    for (const name of new Set([...names, ...errorNamesOfTab(kind, errors, "basic")])) form.validate({ name });
    if (!names.length) setTab("info");
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A dialog's form (portalled, but inside this one in React's tree) is not this form's submit.
    if (event.target !== event.currentTarget) return;
    formProps.onSubmit(event);
  };

  const cancel = <CancelButton href={listHref} disabled={busy} />;
  const buttons = (which: ItemTab) => {
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
    if (which === "basic") {
      // Without JavaScript both sections are on the page: the buttons are at the end only.
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

  const money = { inputMode: "decimal" as const, autoComplete: "off", maxLength: 20 };
  const vendorOptions = [
    ...loaded.vendors.map((v) => ({ value: String(v.id), label: v.name })),
    ...(hydrated ? [{ value: ADD_NEW_VENDOR, label: "Add New Vendor" }] : []),
  ];

  const basic = (
    <div className="space-y-5">
      <div className="grid gap-4 md:grid-cols-3">
        <Field
          label={text.nameLabel}
          name={names.name}
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
          required
          maxLength={200}
          autoComplete="off"
          error={errorOf(names.name)}
        />
        <SupportSelect
          kind="item-groups"
          name="itemGroupId"
          label="Item Group"
          options={loaded.itemGroups}
          value={values.itemGroupId}
          onChange={(id) => set("itemGroupId", id)}
          error={errorOf("itemGroupId") ?? errorOf("vendorGroupId")}
        />
        <div className="flex items-end pb-2">
          <CheckboxField label="Active" name="active" checked={values.active} onChange={(e) => set("active", e.target.checked)} />
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="flex items-end pb-2">
          <CheckboxField
            label="Subitem of"
            name="isSubitem"
            checked={values.isSubitem}
            onChange={(e) => {
              const on = e.target.checked;
              // Unticked, the parent goes with it (and its error).
              setValues((v) => ({ ...v, isSubitem: on, subitemOf: on ? v.subitemOf : "" }));
              if (!on) recheck("subitemOf");
            }}
          />
        </div>
        <SearchableSelect
          name="subitemOf"
          label="Parent Item"
          options={loaded.parents.map((p) => ({ value: String(p.id), label: p.name }))}
          value={values.subitemOf}
          onChange={(id) => {
            set("subitemOf", id);
            recheck("subitemOf");
          }}
          placeholder="Select parent item"
          disabled={hydrated && !values.isSubitem}
          error={errorOf("subitemOf")}
        />
      </div>

      <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Sales</legend>
        <CheckboxField
          label={`I sell this ${text.noun}`}
          name={names.sells}
          checked={values.sells}
          onChange={(e) => {
            const current = { ...values, sells: e.target.checked };
            setValues(current);
            // Unticked: the sales price and income account are no longer asked for.
            recheck("salesPrice", "incomeAccountId", names.buys);
            if (current.sells) analyse(current);
          }}
          error={errorOf(names.sells)}
        />
        <div className="grid gap-4 md:grid-cols-3">
          <TextareaField
            label="Sales Description"
            name="salesDescription"
            value={values.salesDescription}
            onChange={(e) => set("salesDescription", e.target.value)}
            rows={2}
            maxLength={1000}
            containerClassName="md:col-span-3"
            error={errorOf("salesDescription")}
          />
          <Field
            label="Sales Price (USD)"
            name="salesPrice"
            value={values.salesPrice}
            onChange={(e) => set("salesPrice", e.target.value)}
            onBlur={() => analyse()}
            required={values.sells}
            {...money}
            error={errorOf("salesPrice")}
          />
          <div>
            <AccountSelect
              name="incomeAccountId"
              label="Income Account"
              accounts={loaded.accounts}
              companyId={companyId}
              types={INCOME_ACCOUNT_TYPES}
              showType
              value={values.incomeAccountId}
              onChange={(id) => {
                set("incomeAccountId", id);
                recheck("incomeAccountId");
              }}
              required={values.sells}
              error={errorOf("incomeAccountId")}
            />
            {hydrated ? null : (
              <Link to={menuHref(companyId, "new-account")} className="mt-1 inline-block text-xs">
                Add New Account
              </Link>
            )}
          </div>
          <Field
            label="Standard Cost (USD)"
            name="standardCost"
            value={values.standardCost}
            onChange={(e) => set("standardCost", e.target.value)}
            {...money}
            error={errorOf("standardCost")}
          />
        </div>
        <div className="flex flex-wrap gap-6">
          <CheckboxField label="Taxable" name="taxable" checked={values.taxable} onChange={(e) => set("taxable", e.target.checked)} />
          <CheckboxField
            label="Commission Item"
            name="commissionItem"
            checked={values.commissionItem}
            onChange={(e) => set("commissionItem", e.target.checked)}
          />
        </div>
      </fieldset>
      {buttons("basic")}
    </div>
  );

  const info = (
    <div className="space-y-5">
      {kind === "service" ? (
        <>
          {/* A vendor service item is always bought: the box is locked on. */}
          <input type="hidden" name={names.buys} value="on" />
          <CheckboxField
            label={`I buy this ${text.noun}`}
            checked
            disabled
            readOnly
            description="Always on for a vendor service item"
            error={errorOf(names.buys)}
          />
        </>
      ) : (
        <CheckboxField
          label={`I buy this ${text.noun}`}
          name={names.buys}
          checked={values.buys}
          onChange={(e) => {
            const current = { ...values, buys: e.target.checked };
            setValues(current);
            recheck("purchasePrice", "expenseAccountId", names.buys);
            if (current.buys) analyse(current);
          }}
          error={errorOf(names.buys)}
        />
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <TextareaField
          label="Purchase Description"
          name="purchaseDescription"
          value={values.purchaseDescription}
          onChange={(e) => set("purchaseDescription", e.target.value)}
          rows={2}
          maxLength={1000}
          containerClassName="md:col-span-3"
          error={errorOf("purchaseDescription")}
        />
        <Field
          label="Purchase Price (USD)"
          name="purchasePrice"
          value={values.purchasePrice}
          onChange={(e) => set("purchasePrice", e.target.value)}
          onBlur={() => analyse()}
          required={values.buys}
          {...money}
          error={errorOf("purchasePrice")}
        />
        <div>
          <AccountSelect
            name="expenseAccountId"
            label="Expense Account"
            accounts={loaded.accounts}
            companyId={companyId}
            types={EXPENSE_ACCOUNT_TYPES}
            showType
            value={values.expenseAccountId}
            onChange={(id) => {
              set("expenseAccountId", id);
              recheck("expenseAccountId");
            }}
            required={values.buys}
            error={errorOf("expenseAccountId")}
          />
          {hydrated ? null : (
            <Link to={menuHref(companyId, "new-account")} className="mt-1 inline-block text-xs">
              Add New Account
            </Link>
          )}
        </div>
        <div>
          <SearchableSelect
            name="preferredVendor"
            label="Preferred Vendor"
            options={vendorOptions}
            value={values.preferredVendor}
            onChange={(id) => {
              // "Add New Vendor" leads to New Vendor; the select keeps its value.
              if (id === ADD_NEW_VENDOR) navigate(menuHref(companyId, "vendors/new-vendor"));
              else set("preferredVendor", id);
            }}
            placeholder="Select vendor"
            error={errorOf("preferredVendor")}
          />
          {hydrated ? null : (
            <Link to={menuHref(companyId, "vendors/new-vendor")} className="mt-1 inline-block text-xs">
              Add New Vendor
            </Link>
          )}
        </div>
        <Field
          label={kind === "service" ? "Vendor Service No" : "Vendor Product No"}
          name={names.vendorNo}
          value={values.vendorNo}
          onChange={(e) => set("vendorNo", e.target.value)}
          maxLength={100}
          autoComplete="off"
          error={errorOf(names.vendorNo)}
        />
        {kind === "product" ? (
          <Field
            label="Weight"
            name="weight"
            value={values.weight}
            onChange={(e) => set("weight", e.target.value)}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            error={errorOf("weight")}
          />
        ) : null}
      </div>
      {buttons("info")}
    </div>
  );

  const title = editing ? `Edit ${text.title}` : text.title;
  const refusal = answer?.messages.length ? answer : undefined;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb
        items={
          editing
            ? [{ label: "Vendor", to: listHref }, { label: "Vendor Items", to: listHref }, { label: title }]
            : [{ label: "Vendor", to: listHref }, { label: text.title }]
        }
      />
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {loaded.item ? <span className="text-sm text-slate-600">Bill Status: {loaded.item.billStatus}</span> : null}
      </div>
      {refusal && !hydrated ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-medium">{refusal.failure ?? ITEM_MESSAGES.errorDialogIntro}</p>
          {refusal.failure ? null : (
            <ul className="mt-1 list-disc pl-5">
              {refusal.messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <Form
        method="post"
        {...formProps}
        onSubmit={onSubmit}
        aria-label={title}
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        {hydrated ? null : (
          // Enter in a field saves (the form's first submit button).
          <button type="submit" name="intent" value={editing ? "save" : "save-close"} tabIndex={-1} aria-hidden="true" className="sr-only">
            {editing ? "Save Changes" : "Save and Close"}
          </button>
        )}
        {/* The version the edit is made on: a save on a stale copy is refused (ADR 0014). */}
        {editing ? <input type="hidden" name="version" value={values.version} /> : null}
        {hydrated ? <FormErrors errors={form.errors} id={form.errorId} /> : null}
        <Tabs
          label={`${text.title} details`}
          value={tab}
          onValueChange={(v) => setTab(v as ItemTab)}
          tabs={[
            { value: "basic", label: "Basic Information", content: basic },
            { value: "info", label: text.info, content: info },
          ]}
        />
      </Form>

      <ValidationErrorModal
        open={modal?.kind === "fields"}
        onOpenChange={(open) => !open && setModal(null)}
        title={ITEM_MESSAGES.errorDialogTitle}
        intro={ITEM_MESSAGES.errorDialogIntro}
        messages={modal?.kind === "fields" ? modal.messages : []}
      />
      <ErrorModal
        open={modal?.kind === "alert"}
        onOpenChange={(open) => !open && setModal(null)}
        title={modal?.kind === "alert" ? modal.title : undefined}
        message={modal?.kind === "alert" ? modal.message : ""}
      />
      <ProfitLossDialog analysis={analysis} onClose={() => setAnalysis(null)} />
    </div>
  );
}

function toFormData(values: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== "") formData.append(name, value);
  return formData;
}

/** The analysis: prices, difference and percentage, and the sentence that sums it up (also the inventory item form's). */
export function ProfitLossDialog({ analysis, onClose }: { analysis: ProfitLossAnalysis | null; onClose: () => void }) {
  const rows: [string, string][] = analysis
    ? [
        ["Sales Price (USD)", formatMoney(analysis.salesPrice)],
        ["Purchase Price (USD)", formatMoney(analysis.purchasePrice)],
        ["Difference", formatMoney(analysis.difference)],
        ["Percentage", analysis.percentage === null ? "—" : `${analysis.percentage}%`],
      ]
    : [];
  return (
    <Dialog open={analysis !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm" title={PROFIT_LOSS_TITLE} description={analysis?.message ?? ""}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right tabular-nums text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">OK</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function TabButtons({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">{children}</div>;
}
