import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo, useState } from "react";
import { SaveButtons } from "~/components/ui/save-buttons";
import { AccountField, DescriptionField, ItemIdentityFields, VendorOfItemFields } from "~/components/items/item-form-fields";
import {
  ItemFormFrame,
  recheckLater,
  SaveProblemModals,
  SaveRefusal,
  TabButtons,
  textField,
  useSaveAnswer,
  useSaveForm,
  useSaveModal,
  useSaving,
  useSelectControl,
} from "~/components/items/item-form-frame";
import { ProfitLossDialog, useProfitLoss } from "~/components/items/profit-loss-dialog";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { useDeferredChecks } from "~/components/ui/deferred-validation";
import { CheckboxField, Field, SelectField } from "~/components/ui/field";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { useHydrated } from "~/components/ui/use-hydrated";
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
import {
  errorList,
  errorNamesOfTab,
  inventoryFormPayload,
  inventoryFormStart,
  inventoryValuesFromForm,
  inventoryValuesFromValue,
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
  const answer = useSaveAnswer<InventoryFormAnswer>();
  const location = useLocation();
  return <InventoryItemForm key={`${location.key}-${answer?.revision ?? ""}`} loaded={loaded} answer={answer} />;
}

const loadChecks = async () => {
  const [{ parseWithZod }, { inventoryItemFormSchema }] = await Promise.all([
    import("@conform-to/zod/v4"),
    import("~/modules/inventory/inventory-item-schema"),
  ]);
  const schemas = new Map<boolean, ReturnType<typeof inventoryItemFormSchema>>();
  const schemaOf = (editing: boolean) => {
    if (!schemas.has(editing)) schemas.set(editing, inventoryItemFormSchema({ version: editing }));
    return schemas.get(editing)!;
  };
  return { parseWithZod, schemaOf };
};
type Checks = Awaited<ReturnType<typeof loadChecks>>;

function InventoryItemForm({ loaded, answer }: { loaded: InventoryFormLoaded; answer: InventoryFormAnswer | undefined }) {
  const { companyId, mode } = loaded;
  const editing = mode === "edit";
  const hydrated = useHydrated();
  const busy = useSaving();
  const listHref = menuHref(companyId, "inventory/items");
  // The item schema's checks load after the screen appears (ADR 0027): a save waits for them, Next too.
  const checks = useDeferredChecks(loadChecks);
  const parse = (loadedChecks: Checks, formData: FormData) =>
    loadedChecks.parseWithZod(formData, { schema: loadedChecks.schemaOf(editing), disableAutoCoercion: true });

  const check = (formData: FormData): ErrorMap => {
    if (!checks.current) return {};
    const submission = parse(checks.current, formData);
    return submission.status === "error" ? (submission.error ?? {}) : {};
  };
  const firstTab = (errors: ErrorMap | undefined): InventoryTab =>
    errors && (errorNamesOfTab(errors, "basic").length || !errorNamesOfTab(errors, "details").length) ? "basic" : "details";
  const [tab, setTab] = useState<InventoryTab>(() => (answer ? firstTab(answer.result.error) : "basic"));
  const [modal, setModal] = useSaveModal(answer);

  // conform holds the values (under the names the form posts) from the loader's or the refused save's.
  const start = answer?.values ?? loaded.values;
  const [form, fields] = useSaveForm({
    id: `inventory-item-${mode}`,
    checks,
    parse,
    lastResult: answer?.result,
    onSaveProblems: (errors) => {
      setModal({ kind: "fields", messages: errorList(errors) });
      setTab(firstTab(errors));
    },
    defaultValue: inventoryFormStart(start),
  });
  const values = useMemo(() => inventoryValuesFromValue(form.value), [form.value]);
  // The selects post through hidden inputs: conform changes them.
  const accounts = {
    incomeAccount: useSelectControl(fields.incomeAccount),
    costOfGoodsSold: useSelectControl(fields.costOfGoodsSold),
    assetsAccount: useSelectControl(fields.assetsAccount),
  };
  const text = (name: string) => textField(fields[name]);

  // The live numeric rules, as the values stand (shown beside the conform errors).
  const live = useMemo(() => numericProblems(values), [values]);
  const errors = form.allErrors;
  const errorOf = (name: string) => {
    const list = [...(errors[name] ?? []).filter((m) => !isLiveMessage(m)), ...((live as Record<string, string[]>)[name] ?? [])];
    return list.length ? [...new Set(list)] : undefined;
  };
  const recheck = (...names: string[]) => recheckLater(form, names);

  // The profit and loss analysis (an inventory item is always bought): on leaving a price or ticking the sell box.
  const profitLoss = useProfitLoss("product", loaded.values);
  const analyse = (current: InventoryFormValues = values) => {
    const problems = numericProblems(current);
    const hasErrors = Boolean(problems.salesPrice?.length || problems.purchasePrice?.length);
    profitLoss.analyse({ ...current, sells: current.sellProduct, buys: true, hasErrors });
  };

  const next = async () => {
    if (!checks.current) await checks.loaded;
    const found = check(inventoryFormPayload(values));
    const names = errorNamesOfTab(found, "basic");
    for (const name of new Set([...names, ...errorNamesOfTab(errors, "basic")])) form.validate({ name });
    if (!names.length) setTab("details");
  };

  const saveButtons = <SaveButtons busy={busy} andNew={!editing} />;

  const money = (name: "salesPrice" | "purchasePrice" | "standardCost") => ({
    ...text(name),
    inputMode: "decimal" as const,
    autoComplete: "off",
    maxLength: 16,
    // Digits and one point, 2 decimals: the input is corrected in place (conform reads it as it stands).
    onChange: (e: { target: HTMLInputElement }) => keepClean(e.target, cleanMoneyInput),
    onBlur: () => analyse(),
    error: errorOf(name),
  });
  const keepClean = (input: HTMLInputElement, clean: (text: string) => string) => {
    if (!hydrated) return;
    const cleaned = clean(input.value);
    if (cleaned !== input.value) input.value = cleaned;
  };
  const total = openingTotal(values.standardCost, editing ? "" : values.onHandQuantity);
  const noParents = loaded.parents.length === 0;
  const [parentNotice, setParentNotice] = useState(false);

  const account = (
    name: "incomeAccount" | "costOfGoodsSold" | "assetsAccount",
    label: string,
    types: readonly string[],
    required: boolean,
  ) => (
    <AccountField
      name={name}
      label={label}
      accounts={loaded.accounts}
      companyId={companyId}
      types={types}
      value={accounts[name].value}
      onChange={(id) => {
        accounts[name].change(id);
        recheck(name);
      }}
      required={required}
      error={errorOf(name)}
    />
  );

  const basic = (
    <div className="space-y-5">
      <ItemIdentityFields
        fields={fields}
        nameField="name"
        nameLabel="Inventory Name"
        groupLabel="Items Group"
        groupError={errorOf("itemGroupId")}
        groupCreatedMessage={M.groupCreated}
        itemGroups={loaded.itemGroups}
        parents={loaded.parents}
        errorOf={errorOf}
        recheck={recheck}
        // Without parents to choose, the box stays unticked and says why.
        locked={hydrated && noParents && !values.subitemOf}
        onLockedClick={() => setParentNotice(true)}
      />
      {parentNotice ? (
        <p role="alert" className="text-sm text-amber-800">
          {M.noParents}
        </p>
      ) : null}
      {hydrated ? (
        <TabButtons cancelHref={listHref} busy={busy}>
          {editing ? (
            saveButtons
          ) : (
            <Button type="button" onClick={() => void next()}>
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
          defaultChecked={start.sellProduct}
          onChange={(e) => {
            const current = { ...values, sellProduct: e.target.checked };
            recheck("salesPrice", "incomeAccount");
            if (current.sellProduct) analyse(current);
          }}
        />
        <div className="grid gap-4 md:grid-cols-3">
          <DescriptionField label="Sales Description" field={text("descriptionSales")} error={errorOf("descriptionSales")} />
          <Field label="Sales Price (USD)" required={values.sellProduct} {...money("salesPrice")} />
          {account("incomeAccount", "Income Account", INVENTORY_ACCOUNT_TYPES.income, values.sellProduct)}
          <div className="flex items-end pb-2">
            <CheckboxField label="Commission Item" name="commissionItem" defaultChecked={start.commissionItem} />
          </div>
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Purchase Information</legend>
        <div className="grid gap-4 md:grid-cols-3">
          <DescriptionField label="Purchase Description" field={text("descriptionPurchase")} error={errorOf("descriptionPurchase")} />
          <Field label="Purchase Price (USD)" {...money("purchasePrice")} />
          {account("costOfGoodsSold", "Cost of Goods Sold Account", INVENTORY_ACCOUNT_TYPES.cogs, true)}
          <VendorOfItemFields
            fields={fields}
            vendorField="vendorId"
            vendorNoField="vendorProductNo"
            vendorNoLabel="Vendor Product No"
            vendors={loaded.vendors}
            companyId={companyId}
            errorOf={errorOf}
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
            {...text("reorderPoint")}
            onChange={(e) => keepClean(e.target, cleanQuantityInput)}
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
              <Field label="As of Date" value={start.asOfDate} readOnly disabled />
              <input type="hidden" name="asOfDate" value={start.asOfDate} />
            </>
          ) : (
            <>
              <Field
                label="On Hand Quantity"
                {...text("onHandQuantity")}
                onChange={(e) => keepClean(e.target, cleanQuantityInput)}
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
                defaultText={start.asOfDate}
                invalidMessage={M.asOfDateInvalid}
                error={errorOf("asOfDate")}
              />
              <SelectField
                label="Warehouse"
                {...text("warehouseId")}
                options={loaded.warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
                {...(loaded.warehouses.length ? {} : { placeholder: "Main Warehouse" })}
                description="Where the opening stock is received"
                error={errorOf("warehouseId")}
              />
            </>
          )}
        </div>
      </fieldset>
      <TabButtons cancelHref={listHref} busy={busy}>
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
      {refusal && !hydrated ? <SaveRefusal title={M.errorDialogIntro} messages={refusal.messages} /> : null}
      <ItemFormFrame
        form={form}
        title={title}
        defaultSave={{ intent: "save-close", label: "Save and Close" }}
        version={editing ? start.version : undefined}
        tabsLabel="Inventory item details"
        tab={tab}
        onTabChange={setTab}
        tabs={[
          { value: "basic", label: "Basic Information", content: basic },
          { value: "details", label: "Sales & Purchase Details", content: details },
        ]}
      />

      <SaveProblemModals modal={modal} onClose={() => setModal(null)} title="Validation Error" intro={M.errorDialogIntro} />
      <ProfitLossDialog analysis={profitLoss.analysis} onClose={profitLoss.close} />
    </div>
  );
}
