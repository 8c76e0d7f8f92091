import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo, useState } from "react";
import { SaveButtons } from "~/components/ui/save-buttons";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { useChecksLoaded, useDeferredChecks } from "~/components/ui/deferred-validation";
import { CheckboxField, Field } from "~/components/ui/field";
import { useFormDraft } from "~/components/ui/form-draft";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { useHydrated } from "~/components/ui/use-hydrated";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";
import {
  EXPENSE_ACCOUNT_TYPES,
  INCOME_ACCOUNT_TYPES,
  ITEM_FIELDS,
  ITEM_KIND_TEXT,
  ITEM_MESSAGES,
  type VendorItemKind,
} from "~/modules/items/constants";
import {
  errorNamesOfTab,
  itemFormPayload,
  itemValuesFromForm,
  itemValuesFromValue,
  LIVE_MESSAGES,
  saveProblems,
  type ItemErrorMap,
  type ItemFormAnswer,
  type ItemFormLoaded,
  type ItemFormValues,
  type ItemTab,
} from "./item-form-data";
import { AccountField, DescriptionField, ItemIdentityFields, VendorOfItemFields } from "./item-form-fields";
import {
  ItemFormFrame,
  recheckLater,
  SaveProblemModals,
  SaveRefusal,
  TabButtons,
  useSaveAnswer,
  useSaveForm,
  textField,
  useSaveModal,
  useSaving,
  useSelectControl,
} from "./item-form-frame";
import { ProfitLossDialog, useProfitLoss } from "./profit-loss-dialog";

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
  const answer = useSaveAnswer<ItemFormAnswer>();
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

const loadChecks = async () => {
  const [{ parseWithZod }, { vendorItemSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/modules/items/schema")]);
  return { parseWithZod, vendorItemSchema };
};
type Checks = Awaited<ReturnType<typeof loadChecks>>;

function ItemForm({ loaded, answer }: { loaded: ItemFormLoaded; answer: ItemFormAnswer | undefined }) {
  const { kind, mode, companyId } = loaded;
  const editing = mode === "edit";
  const names = ITEM_FIELDS[kind];
  const words = ITEM_KIND_TEXT[kind];
  const hydrated = useHydrated();
  const busy = useSaving();
  const listHref = menuHref(companyId, "vendors/items");

  // The item schema's checks load after the screen appears (ADR 0027); until then nothing is checked
  // in the browser (a save waits for them, Next too).
  const checks = useDeferredChecks(loadChecks);
  const checksLoaded = useChecksLoaded(checks);
  const schema = useMemo(
    () => (checksLoaded ? checks.current?.vendorItemSchema(kind, { form: true, version: editing }) : undefined),
    [checks, checksLoaded, kind, editing],
  );
  const parse = (loadedChecks: Checks, formData: FormData) =>
    loadedChecks.parseWithZod(formData, {
      schema: schema ?? loadedChecks.vendorItemSchema(kind, { form: true, version: editing }),
      disableAutoCoercion: true,
    });
  const check = (formData: FormData | Record<string, string>): ItemErrorMap => {
    if (!checks.current) return {};
    const submission = parse(checks.current, formData instanceof FormData ? formData : toFormData(formData));
    return submission.status === "error" ? (submission.error ?? {}) : {};
  };

  const [tab, setTab] = useState<ItemTab>(() => firstTab(answer?.result.error) ?? "basic");
  // What the server refused: the service's refusal in the alert ("Error saving …"), the rules' in the dialog.
  const [modal, setModal] = useSaveModal(answer);

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

  // conform holds the values (under the kind's field names) from the loader's or the refused save's.
  const start = answer?.values ?? loaded.values;
  const [form, fields] = useSaveForm({
    id: formId(loaded),
    checks,
    parse,
    lastResult: answer?.result,
    onSaveProblems: showProblems,
    defaultValue: itemFormPayload(kind, start),
  });
  const formElement = () => document.getElementById(form.id) as HTMLFormElement | null;
  const values = useMemo(() => itemValuesFromValue(kind, form.value), [kind, form.value]);
  // The selects post through hidden inputs: conform changes them.
  const incomeAccount = useSelectControl(fields.incomeAccountId);
  const expenseAccount = useSelectControl(fields.expenseAccountId);
  const text = (name: string) => textField(fields[name]);

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
  }, [values, kind, schema]);
  const errors = form.allErrors;
  const errorOf = (name: string) => {
    const list = [...(errors[name] ?? []), ...(live[name] ?? [])];
    return list.length ? [...new Set(list)] : undefined;
  };

  const recheck = (...fieldNames: string[]) => recheckLater(form, fieldNames);

  // The profit and loss analysis: on leaving a price (or ticking the sell box), once per pair of prices.
  const profitLoss = useProfitLoss(kind, loaded.values);
  const analyse = (current: ItemFormValues = values) => {
    const problems = { ...errors, ...live };
    const hasErrors = ["salesPrice", "purchasePrice"].some((name) => problems[name]?.length);
    profitLoss.analyse({ ...current, hasErrors });
  };

  /** Next: the tab's errors show (and keep it open); without any, the next tab opens. */
  const next = async () => {
    if (!checks.current) await checks.loaded;
    const element = formElement();
    if (!element) return;
    const found = check(new FormData(element));
    const names = errorNamesOfTab(kind, found, "basic");
    for (const name of new Set([...names, ...errorNamesOfTab(kind, errors, "basic")])) form.validate({ name });
    if (!names.length) setTab("info");
  };

  const buttons = (which: ItemTab) => {
    if (editing) {
      return (
        <TabButtons cancelHref={listHref} busy={busy}>
          <Button type="submit" name="intent" value="save" disabled={busy}>
            {busy ? "Saving..." : "Save Changes"}
          </Button>
        </TabButtons>
      );
    }
    if (which === "basic") {
      // Without JavaScript both sections are on the page: the buttons are at the end only.
      return hydrated ? (
        <TabButtons cancelHref={listHref} busy={busy}>
          <Button type="button" onClick={() => void next()}>
            Next
          </Button>
        </TabButtons>
      ) : null;
    }
    return (
      <TabButtons cancelHref={listHref} busy={busy}>
        <SaveButtons busy={busy} andNew />
      </TabButtons>
    );
  };

  const money = { inputMode: "decimal" as const, autoComplete: "off", maxLength: 20 };

  const basic = (
    <div className="space-y-5">
      <ItemIdentityFields
        fields={fields}
        nameField={names.name}
        nameLabel={words.nameLabel}
        groupLabel="Item Group"
        groupError={errorOf("itemGroupId") ?? errorOf("vendorGroupId")}
        itemGroups={loaded.itemGroups}
        parents={loaded.parents}
        errorOf={errorOf}
        recheck={recheck}
      />

      <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Sales</legend>
        <CheckboxField
          label={`I sell this ${words.noun}`}
          name={names.sells}
          defaultChecked={start.sells}
          onChange={(e) => {
            const current = { ...values, sells: e.target.checked };
            // Unticked: the sales price and income account are no longer asked for.
            recheck("salesPrice", "incomeAccountId", names.buys);
            if (current.sells) analyse(current);
          }}
          error={errorOf(names.sells)}
        />
        <div className="grid gap-4 md:grid-cols-3">
          <DescriptionField label="Sales Description" field={text("salesDescription")} error={errorOf("salesDescription")} />
          <Field
            label="Sales Price (USD)"
            {...text("salesPrice")}
            onBlur={() => analyse()}
            required={values.sells}
            {...money}
            error={errorOf("salesPrice")}
          />
          <AccountField
            name="incomeAccountId"
            label="Income Account"
            accounts={loaded.accounts}
            companyId={companyId}
            types={INCOME_ACCOUNT_TYPES}
            value={incomeAccount.value}
            onChange={(id) => {
              incomeAccount.change(id);
              recheck("incomeAccountId");
            }}
            required={values.sells}
            error={errorOf("incomeAccountId")}
          />
          <Field label="Standard Cost (USD)" {...text("standardCost")} {...money} error={errorOf("standardCost")} />
        </div>
        <div className="flex flex-wrap gap-6">
          <CheckboxField label="Taxable" name="taxable" defaultChecked={start.taxable} />
          <CheckboxField label="Commission Item" name="commissionItem" defaultChecked={start.commissionItem} />
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
            label={`I buy this ${words.noun}`}
            checked
            disabled
            readOnly
            description="Always on for a vendor service item"
            error={errorOf(names.buys)}
          />
        </>
      ) : (
        <CheckboxField
          label={`I buy this ${words.noun}`}
          name={names.buys}
          defaultChecked={start.buys}
          onChange={(e) => {
            const current = { ...values, buys: e.target.checked };
            recheck("purchasePrice", "expenseAccountId", names.buys);
            if (current.buys) analyse(current);
          }}
          error={errorOf(names.buys)}
        />
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <DescriptionField label="Purchase Description" field={text("purchaseDescription")} error={errorOf("purchaseDescription")} />
        <Field
          label="Purchase Price (USD)"
          {...text("purchasePrice")}
          onBlur={() => analyse()}
          required={values.buys}
          {...money}
          error={errorOf("purchasePrice")}
        />
        <AccountField
          name="expenseAccountId"
          label="Expense Account"
          accounts={loaded.accounts}
          companyId={companyId}
          types={EXPENSE_ACCOUNT_TYPES}
          value={expenseAccount.value}
          onChange={(id) => {
            expenseAccount.change(id);
            recheck("expenseAccountId");
          }}
          required={values.buys}
          error={errorOf("expenseAccountId")}
        />
        <VendorOfItemFields
          fields={fields}
          vendorField="preferredVendor"
          vendorNoField={names.vendorNo}
          vendorNoLabel={words.vendorNoLabel}
          vendors={loaded.vendors}
          companyId={companyId}
          errorOf={errorOf}
        />
        {kind === "product" ? (
          <Field label="Weight" {...text("weight")} inputMode="decimal" autoComplete="off" maxLength={20} error={errorOf("weight")} />
        ) : null}
      </div>
      {buttons("info")}
    </div>
  );

  const title = editing ? `Edit ${words.title}` : words.title;
  const refusal = answer?.messages.length ? answer : undefined;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb
        items={
          editing
            ? [{ label: "Vendor", to: listHref }, { label: "Vendor Items", to: listHref }, { label: title }]
            : [{ label: "Vendor", to: listHref }, { label: words.title }]
        }
      />
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {loaded.item ? <span className="text-sm text-slate-600">Bill Status: {loaded.item.billStatus}</span> : null}
      </div>
      {refusal && !hydrated ? (
        <SaveRefusal title={refusal.failure ?? ITEM_MESSAGES.errorDialogIntro} messages={refusal.failure ? [] : refusal.messages} />
      ) : null}
      <ItemFormFrame
        form={form}
        title={title}
        defaultSave={editing ? { intent: "save", label: "Save Changes" } : { intent: "save-close", label: "Save and Close" }}
        version={editing ? start.version : undefined}
        tabsLabel={`${words.title} details`}
        tab={tab}
        onTabChange={setTab}
        tabs={[
          { value: "basic", label: "Basic Information", content: basic },
          { value: "info", label: words.info, content: info },
        ]}
      />

      <SaveProblemModals
        modal={modal}
        onClose={() => setModal(null)}
        title={ITEM_MESSAGES.errorDialogTitle}
        intro={ITEM_MESSAGES.errorDialogIntro}
      />
      <ProfitLossDialog analysis={profitLoss.analysis} onClose={profitLoss.close} />
    </div>
  );
}

function toFormData(values: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== "") formData.append(name, value);
  return formData;
}
