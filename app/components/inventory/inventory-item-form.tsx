import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { AccountSelect } from "~/components/accounts/account-creation-dialog";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { CancelButton } from "~/components/ui/cancel-button";
import { DatePicker } from "~/components/ui/date-picker";
import { CheckboxField, Field, FormErrors, SelectField, TextareaField } from "~/components/ui/field";
import { ErrorModal, ValidationErrorModal } from "~/components/ui/modals";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { Tabs } from "~/components/ui/tabs";
import { useHydrated } from "~/components/ui/use-hydrated";
import { SupportSelect } from "~/components/vendors/support-select";
import { SUPPORT_ITEM_INTENT } from "~/components/vendors/vendor-form-data";
import { formatMoney, parseMoney } from "~/lib/money";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";
import {
  cleanMoneyInput,
  cleanQuantityInput,
  INVENTORY_ACCOUNT_TYPES,
  INVENTORY_ITEM_MESSAGES as M,
  isLiveMessage,
  numericProblems,
  openingTotal,
} from "~/modules/inventory/inventory-item-rules";
import { inventoryItemSchema } from "~/modules/inventory/inventory-item-schema";
import { profitLossAnalysis, shouldAnalyse, type ProfitLossAnalysis } from "~/modules/items/profit-loss";
import { ProfitLossDialog } from "~/components/items/item-form";
import {
  errorList,
  errorNamesOfTab,
  inventoryFormPayload,
  inventoryValuesFromForm,
  type ErrorMap,
  type InventoryFormAnswer,
  type InventoryFormLoaded,
  type InventoryFormValues,
  type InventoryTab,
} from "./inventory-item-form-data";

// New / Edit Inventory Item (spec §2.9, §4, §5): two tabs in one form — Basic Information (name,
// group, active, sub-item) and Sales & Purchase Details (selling, buying, the accounts, the opening
// stock) — shown as sections one after another before JavaScript runs. Next checks the first tab;
// Save and New / Save and Close check everything, and problems open "Please fix the following
// issues:" on the first tab with one. The live numeric rules run as the prices are typed (inputs
// keep digits and one point, 2 decimals); leaving a price with both sides positive opens the profit
// and loss analysis. The opening On Hand Quantity × Standard Cost (Total) is received into the
// chosen warehouse on save; on edit the on-hand quantity is stock's, read-only.

const ADD_NEW_VENDOR = "__add-new-vendor__";

export const inventoryFormClientAction = () =>
  guardedClientAction({ network: NETWORK_ERROR_MESSAGE }, (formData, failure): InventoryFormAnswer => {
    const message = failure.message || M.saveFailed;
    return {
      status: "invalid",
      revision: `failed-${Date.now()}`,
      result: failedReply(formData, message),
      messages: [message],
      values: inventoryValuesFromForm(formData),
    };
  });

export function InventoryItemFormRoute() {
  const loaded = useLoaderData<InventoryFormLoaded>();
  const answered = useActionData<InventoryFormAnswer | { kind: unknown }>();
  const answer = answered && "status" in answered ? answered : undefined;
  const location = useLocation();
  return <InventoryItemForm key={`${location.key}-${answer?.revision ?? ""}`} loaded={loaded} answer={answer} />;
}

type Modal = { kind: "fields"; messages: string[] } | { kind: "alert"; message: string };

function InventoryItemForm({ loaded, answer }: { loaded: InventoryFormLoaded; answer: InventoryFormAnswer | undefined }) {
  const { companyId, mode } = loaded;
  const editing = mode === "edit";
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== SUPPORT_ITEM_INTENT;
  const listHref = menuHref(companyId, "inventory/items");
  const schema = useMemo(() => inventoryItemSchema({ form: true, version: editing }), [editing]);

  const [values, setValues] = useState<InventoryFormValues>(() => answer?.values ?? loaded.values);
  const set = <K extends keyof InventoryFormValues>(key: K, value: InventoryFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const check = (formData: FormData): ErrorMap => {
    const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
    return submission.status === "error" ? (submission.error ?? {}) : {};
  };
  const firstTab = (errors: ErrorMap | undefined): InventoryTab =>
    errors && (errorNamesOfTab(errors, "basic").length || !errorNamesOfTab(errors, "details").length) ? "basic" : "details";
  const [tab, setTab] = useState<InventoryTab>(() => (answer ? firstTab(answer.result.error) : "basic"));
  const [modal, setModal] = useState<Modal | null>(null);

  const [form] = useForm({
    id: `inventory-item-${mode}`,
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
      if (submitter?.getAttribute("name") === "intent" && submission.status === "error") {
        const errors = submission.error ?? {};
        setModal({ kind: "fields", messages: errorList(errors) });
        setTab(firstTab(errors));
      }
      return submission;
    },
  });
  const formProps = getFormProps(form);

  useEffect(() => {
    if (answer?.messages.length) setModal({ kind: "fields", messages: answer.messages });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The live numeric rules, as the values stand (shown beside the conform errors).
  const live = useMemo(() => numericProblems(values), [values]);
  const errors = form.allErrors;
  const errorOf = (name: string) => {
    const list = [...(errors[name] ?? []).filter((m) => !isLiveMessage(m)), ...((live as Record<string, string[]>)[name] ?? [])];
    return list.length ? [...new Set(list)] : undefined;
  };
  const recheck = (...names: string[]) => {
    const shown = names.filter((n) => errors[n]?.length);
    if (shown.length) setTimeout(() => shown.forEach((name) => form.validate({ name })), 0);
  };

  const [analysis, setAnalysis] = useState<ProfitLossAnalysis | null>(null);
  const analysed = useRef(`${parseMoney(loaded.values.salesPrice)}/${parseMoney(loaded.values.purchasePrice)}`);
  const analyse = (current: InventoryFormValues = values) => {
    const salesPrice = parseMoney(current.salesPrice);
    const purchasePrice = parseMoney(current.purchasePrice);
    const problems = numericProblems(current);
    const hasErrors = Boolean(problems.salesPrice?.length || problems.purchasePrice?.length);
    if (!shouldAnalyse({ sells: current.sellProduct, buys: true, salesPrice, purchasePrice, hasErrors })) return;
    const pair = `${salesPrice}/${purchasePrice}`;
    if (analysed.current === pair) return;
    analysed.current = pair;
    setAnalysis(profitLossAnalysis("product", salesPrice!, purchasePrice!));
  };

  const next = () => {
    const found = check(inventoryFormPayload(values));
    const names = errorNamesOfTab(found, "basic");
    for (const name of new Set([...names, ...errorNamesOfTab(errors, "basic")])) form.validate({ name });
    if (!names.length) setTab("details");
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (event.target !== event.currentTarget) return;
    formProps.onSubmit(event);
  };

  const cancel = <CancelButton href={listHref} disabled={busy} />;
  const saveButtons = (
    <>
      {editing ? null : (
        <Button type="submit" name="intent" value="save-new" variant="secondary" disabled={busy}>
          Save and New
        </Button>
      )}
      <Button type="submit" name="intent" value="save-close" disabled={busy}>
        {busy ? "Saving..." : "Save and Close"}
      </Button>
    </>
  );

  const money = (name: "salesPrice" | "purchasePrice" | "standardCost") => ({
    name,
    value: values[name],
    inputMode: "decimal" as const,
    autoComplete: "off",
    maxLength: 16,
    onChange: (e: { target: { value: string } }) => set(name, hydrated ? cleanMoneyInput(e.target.value) : e.target.value),
    onBlur: () => analyse(),
    error: errorOf(name),
  });
  const total = openingTotal(values.standardCost, editing ? "" : values.onHandQuantity);
  const noParents = loaded.parents.length === 0;
  const [parentNotice, setParentNotice] = useState(false);

  const accountLink = hydrated ? null : (
    <Link to={menuHref(companyId, "new-account")} className="mt-1 inline-block text-xs">
      Add New Account
    </Link>
  );
  const account = (
    name: "incomeAccount" | "costOfGoodsSold" | "assetsAccount",
    label: string,
    types: readonly string[],
    required: boolean,
  ) => (
    <div>
      <AccountSelect
        name={name}
        label={label}
        accounts={loaded.accounts}
        companyId={companyId}
        types={types}
        showType
        value={values[name]}
        onChange={(id) => {
          set(name, id);
          recheck(name);
        }}
        required={required}
        error={errorOf(name)}
      />
      {accountLink}
    </div>
  );

  const basic = (
    <div className="space-y-5">
      <div className="grid gap-4 md:grid-cols-3">
        <Field
          label="Inventory Name"
          name="name"
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
          required
          maxLength={200}
          autoComplete="off"
          error={errorOf("name")}
        />
        <SupportSelect
          kind="item-groups"
          name="itemGroupId"
          label="Items Group"
          options={loaded.itemGroups}
          value={values.itemGroupId}
          onChange={(id) => set("itemGroupId", id)}
          error={errorOf("itemGroupId")}
          successMessage={M.groupCreated}
        />
        <div className="flex items-end pb-2">
          <CheckboxField label="Active" name="active" checked={values.active} onChange={(e) => set("active", e.target.checked)} />
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="flex items-end pb-2" onClickCapture={() => hydrated && noParents && !values.subitemOf && setParentNotice(true)}>
          <CheckboxField
            label="Subitem of"
            name="subitemOf"
            checked={values.subitemOf}
            disabled={hydrated && noParents && !values.subitemOf}
            onChange={(e) => {
              const on = e.target.checked;
              setValues((v) => ({ ...v, subitemOf: on, parentItemId: on ? v.parentItemId : "" }));
              if (!on) recheck("parentItemId");
            }}
          />
        </div>
        <SearchableSelect
          name="parentItemId"
          label="Parent Item"
          options={loaded.parents.map((p) => ({ value: String(p.id), label: p.name }))}
          value={values.parentItemId}
          onChange={(id) => {
            set("parentItemId", id);
            recheck("parentItemId");
          }}
          placeholder="Select parent item"
          disabled={hydrated && !values.subitemOf}
          error={errorOf("parentItemId")}
        />
      </div>
      {parentNotice ? (
        <p role="alert" className="text-sm text-amber-800">
          {M.noParents}
        </p>
      ) : null}
      {hydrated ? (
        <TabButtons>
          {cancel}
          {editing ? (
            saveButtons
          ) : (
            <Button type="button" onClick={next}>
              Next
            </Button>
          )}
        </TabButtons>
      ) : null}
    </div>
  );

  const details = (
    <div className="space-y-5">
      <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Sales Information</legend>
        <CheckboxField
          label="I sell this product"
          name="sellProduct"
          checked={values.sellProduct}
          onChange={(e) => {
            const current = { ...values, sellProduct: e.target.checked };
            setValues(current);
            recheck("salesPrice", "incomeAccount");
            if (current.sellProduct) analyse(current);
          }}
        />
        <div className="grid gap-4 md:grid-cols-3">
          <TextareaField
            label="Sales Description"
            name="descriptionSales"
            value={values.descriptionSales}
            onChange={(e) => set("descriptionSales", e.target.value)}
            rows={2}
            maxLength={1000}
            containerClassName="md:col-span-3"
            error={errorOf("descriptionSales")}
          />
          <Field label="Sales Price (USD)" required={values.sellProduct} {...money("salesPrice")} />
          {account("incomeAccount", "Income Account", INVENTORY_ACCOUNT_TYPES.income, values.sellProduct)}
          <div className="flex items-end pb-2">
            <CheckboxField
              label="Commission Item"
              name="commissionItem"
              checked={values.commissionItem}
              onChange={(e) => set("commissionItem", e.target.checked)}
            />
          </div>
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Purchase Information</legend>
        <div className="grid gap-4 md:grid-cols-3">
          <TextareaField
            label="Purchase Description"
            name="descriptionPurchase"
            value={values.descriptionPurchase}
            onChange={(e) => set("descriptionPurchase", e.target.value)}
            rows={2}
            maxLength={1000}
            containerClassName="md:col-span-3"
            error={errorOf("descriptionPurchase")}
          />
          <Field label="Purchase Price (USD)" {...money("purchasePrice")} />
          {account("costOfGoodsSold", "Cost of Goods Sold Account", INVENTORY_ACCOUNT_TYPES.cogs, true)}
          <div>
            <SearchableSelect
              name="vendorId"
              label="Preferred Vendor"
              options={[
                ...loaded.vendors.map((v) => ({ value: String(v.id), label: v.name })),
                ...(hydrated ? [{ value: ADD_NEW_VENDOR, label: "Add New Vendor" }] : []),
              ]}
              value={values.vendorId}
              onChange={(id) => {
                if (id === ADD_NEW_VENDOR) navigate(menuHref(companyId, "vendors/new-vendor"));
                else set("vendorId", id);
              }}
              placeholder="Select vendor"
              error={errorOf("vendorId")}
            />
            {hydrated ? null : (
              <Link to={menuHref(companyId, "vendors/new-vendor")} className="mt-1 inline-block text-xs">
                Add New Vendor
              </Link>
            )}
          </div>
          <Field
            label="Vendor Product No"
            name="vendorProductNo"
            value={values.vendorProductNo}
            onChange={(e) => set("vendorProductNo", e.target.value)}
            maxLength={100}
            autoComplete="off"
            error={errorOf("vendorProductNo")}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Inventory Information</legend>
        <div className="grid gap-4 md:grid-cols-3">
          {account("assetsAccount", "Assets Account", INVENTORY_ACCOUNT_TYPES.assets, true)}
          <Field label="Standard Cost (USD)" required {...money("standardCost")} />
          <Field
            label="Reorder Point"
            name="reorderPoint"
            value={values.reorderPoint}
            onChange={(e) => set("reorderPoint", hydrated ? cleanQuantityInput(e.target.value) : e.target.value)}
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
            error={errorOf("reorderPoint")}
          />
          {editing ? (
            <>
              <Field
                label="On Hand Quantity"
                value={loaded.item?.onHandQuantity ?? "0"}
                readOnly
                disabled
                description="From stock movements"
              />
              <Field label="Value (USD)" value={formatMoney(parseMoney(loaded.item?.onHandValue ?? "0") ?? 0)} readOnly disabled />
              <Field label="As of Date" value={values.asOfDate} readOnly disabled />
              <input type="hidden" name="asOfDate" value={values.asOfDate} />
            </>
          ) : (
            <>
              <Field
                label="On Hand Quantity"
                name="onHandQuantity"
                value={values.onHandQuantity}
                onChange={(e) => set("onHandQuantity", hydrated ? cleanQuantityInput(e.target.value) : e.target.value)}
                inputMode="decimal"
                autoComplete="off"
                maxLength={16}
                error={errorOf("onHandQuantity")}
              />
              <Field
                label="Total (USD)"
                value={total === null ? "" : formatMoney(total)}
                readOnly
                aria-live="polite"
                description="Standard Cost × On Hand Quantity"
              />
              <DatePicker
                name="asOfDate"
                label="As of Date"
                defaultValue={null}
                defaultText={values.asOfDate}
                invalidMessage={M.asOfDateInvalid}
                error={errorOf("asOfDate")}
              />
              <SelectField
                label="Warehouse"
                name="warehouseId"
                value={values.warehouseId}
                onChange={(e) => set("warehouseId", e.target.value)}
                options={loaded.warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
                {...(loaded.warehouses.length ? {} : { placeholder: "Main Warehouse" })}
                description="Where the opening stock is received"
                error={errorOf("warehouseId")}
              />
            </>
          )}
        </div>
      </fieldset>
      <TabButtons>
        {cancel}
        {saveButtons}
      </TabButtons>
    </div>
  );

  const title = editing ? "Edit Inventory Item" : "New Inventory Item";
  const refusal = answer?.messages.length ? answer : undefined;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: "Inventory", to: listHref }, { label: "Inventory Items", to: listHref }, { label: title }]} />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {refusal && !hydrated ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-medium">{M.errorDialogIntro}</p>
          <ul className="mt-1 list-disc pl-5">
            {refusal.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
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
          <button type="submit" name="intent" value="save-close" tabIndex={-1} aria-hidden="true" className="sr-only">
            Save and Close
          </button>
        )}
        {editing ? <input type="hidden" name="version" value={values.version} /> : null}
        {hydrated ? <FormErrors errors={form.errors} id={form.errorId} /> : null}
        <Tabs
          label="Inventory item details"
          value={tab}
          onValueChange={(v) => setTab(v as InventoryTab)}
          tabs={[
            { value: "basic", label: "Basic Information", content: basic },
            { value: "details", label: "Sales & Purchase Details", content: details },
          ]}
        />
      </Form>

      <ValidationErrorModal
        open={modal?.kind === "fields"}
        onOpenChange={(open) => !open && setModal(null)}
        title="Validation Error"
        intro={M.errorDialogIntro}
        messages={modal?.kind === "fields" ? modal.messages : []}
      />
      <ErrorModal
        open={modal?.kind === "alert"}
        onOpenChange={(open) => !open && setModal(null)}
        message={modal?.kind === "alert" ? modal.message : ""}
      />
      <ProfitLossDialog analysis={analysis} onClose={() => setAnalysis(null)} />
    </div>
  );
}

function TabButtons({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">{children}</div>;
}
