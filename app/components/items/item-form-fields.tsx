import type { FieldMetadata } from "@conform-to/react";
import { Link, useNavigate } from "@remix-run/react";
import { AccountSelect, type AccountSelectProps } from "~/components/accounts/account-creation-dialog";
import { menuHref } from "~/components/shell/menu";
import { useState, type ReactNode } from "react";
import { DatePicker } from "~/components/ui/date-picker";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/field";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { useHydrated } from "~/components/ui/use-hydrated";
import { SupportSelect } from "~/components/vendors/support-select";
import type { SupportOption } from "~/components/vendors/support-item-data";
import { formatMoney, parseMoney } from "~/lib/money";
import { cleanQuantityInput, INVENTORY_ITEM_MESSAGES, openingTotal } from "~/modules/inventory/inventory-item-rules";
import { SUBITEM_FIELDS } from "~/modules/items/constants";
import { textField, useSelectControl } from "./item-form-frame";
import type { ItemField, ItemFieldSet, ItemFormLoadedBase, ItemFormTypeRow } from "./item-form-types";

// The item form's fields (Vendor Service/Product Item, Inventory Item): the pieces, posted under the
// names the item forms share (SUBITEM_FIELDS) or the name given, and the field sets the one item form
// (./item-form.tsx) puts on its tabs as each type's row says (./item-form-types.ts).

type FieldErrors = string[] | undefined;
type NamedOption = { id: number; name: string };

const ADD_NEW_VENDOR = "__add-new-vendor__";

/**
 * The head of an item form's first tab, the same in every item form: the name, the item group (its
 * select ends in "Add New", the group dialog), Active, then the Subitem of box and the Parent Item.
 * conform holds the values (`fields`); `recheck` checks a field again once its select has changed.
 */
export function ItemIdentityFields({
  fields,
  nameField,
  nameLabel,
  groupLabel,
  groupError,
  groupCreatedMessage,
  itemGroups,
  parents,
  errorOf,
  recheck,
  locked,
  onLockedClick,
}: {
  fields: Record<string, FieldMetadata<unknown>>;
  nameField: string;
  nameLabel: string;
  groupLabel: string;
  groupError: FieldErrors;
  groupCreatedMessage?: string;
  itemGroups: readonly SupportOption[];
  parents: readonly NamedOption[];
  errorOf: (name: string) => FieldErrors;
  recheck: (name: string) => void;
  /** The Subitem of box cannot be ticked; a click on it calls `onLockedClick`. */
  locked?: boolean;
  onLockedClick?: () => void;
}) {
  const itemGroup = useSelectControl(fields.itemGroupId);
  const parent = useSelectControl(fields[SUBITEM_FIELDS.parent]);
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label={nameLabel} {...textField(fields[nameField])} required maxLength={200} autoComplete="off" error={errorOf(nameField)} />
        <SupportSelect
          kind="item-groups"
          name="itemGroupId"
          label={groupLabel}
          options={itemGroups}
          value={itemGroup.value}
          onChange={itemGroup.change}
          error={groupError}
          successMessage={groupCreatedMessage}
        />
        <div className="flex items-end pb-2">
          <CheckboxField label="Active" name="active" defaultChecked={fields.active.initialValue === "on"} />
        </div>
      </div>
      <SubitemFields
        checked={fields[SUBITEM_FIELDS.checkbox].value === "on"}
        parent={parent.value}
        parents={parents}
        onParentChange={(id) => {
          parent.change(id);
          recheck(SUBITEM_FIELDS.parent);
        }}
        error={errorOf(SUBITEM_FIELDS.parent)}
        locked={locked}
        onLockedClick={onLockedClick}
      />
    </>
  );
}

/**
 * The Subitem of box (`checked`: ticked as the form stands) and the Parent Item select: the select is open only while the box is ticked;
 * unticked, the parent goes with it (and its error, through `onParentChange("")`). `locked` keeps
 * the box from being ticked; a click on it then calls `onLockedClick`.
 */
export function SubitemFields({
  checked,
  parent,
  parents,
  onCheckedChange,
  onParentChange,
  error,
  locked,
  onLockedClick,
}: {
  checked: boolean;
  parent: string;
  parents: readonly NamedOption[];
  /** When the form keeps the box's state itself (conform reads the box from the form). */
  onCheckedChange?: (checked: boolean) => void;
  onParentChange: (id: string) => void;
  error: FieldErrors;
  locked?: boolean;
  onLockedClick?: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <div className="flex items-end pb-2" onClickCapture={locked ? onLockedClick : undefined}>
        <CheckboxField
          label="Subitem of"
          name={SUBITEM_FIELDS.checkbox}
          defaultChecked={checked}
          disabled={locked}
          onChange={(e) => {
            const on = e.target.checked;
            onCheckedChange?.(on);
            if (!on) onParentChange("");
          }}
        />
      </div>
      <SearchableSelect
        name={SUBITEM_FIELDS.parent}
        label="Parent Item"
        options={parents.map((p) => ({ value: String(p.id), label: p.name }))}
        value={parent}
        onChange={onParentChange}
        placeholder="Select parent item"
        disabled={hydrated && !checked}
        error={error}
      />
    </div>
  );
}

/** An account select (number - name - type), and before JavaScript runs a link to New Account. */
export function AccountField(
  props: Pick<AccountSelectProps, "name" | "label" | "accounts" | "companyId" | "types" | "value" | "onChange" | "required" | "error">,
) {
  const hydrated = useHydrated();
  return (
    <div>
      <AccountSelect {...props} showType />
      {hydrated ? null : (
        <Link to={menuHref(props.companyId, "new-account")} className="mt-1 inline-block text-xs">
          Add New Account
        </Link>
      )}
    </div>
  );
}

/** Preferred Vendor and the vendor's number for the item, as every item form's buying side has them (conform holds the values). */
export function VendorOfItemFields({
  fields,
  vendorField,
  vendorNoField,
  vendorNoLabel,
  vendors,
  companyId,
  errorOf,
}: {
  fields: Record<string, FieldMetadata<unknown>>;
  vendorField: string;
  vendorNoField: string;
  vendorNoLabel: string;
  vendors: readonly NamedOption[];
  companyId: number;
  errorOf: (name: string) => FieldErrors;
}) {
  const vendor = useSelectControl(fields[vendorField]);
  return (
    <>
      <PreferredVendorSelect
        name={vendorField}
        vendors={vendors}
        companyId={companyId}
        value={vendor.value}
        onChange={vendor.change}
        error={errorOf(vendorField)}
      />
      <Field
        label={vendorNoLabel}
        {...textField(fields[vendorNoField])}
        maxLength={100}
        autoComplete="off"
        error={errorOf(vendorNoField)}
      />
    </>
  );
}

/** Preferred Vendor: its "Add New Vendor" option leads to New Vendor (the select keeps its value), a link before JavaScript runs. */
export function PreferredVendorSelect({
  name,
  vendors,
  companyId,
  value,
  onChange,
  error,
}: {
  name: string;
  vendors: readonly NamedOption[];
  companyId: number;
  value: string;
  onChange: (id: string) => void;
  error: FieldErrors;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const newVendor = menuHref(companyId, "vendors/new-vendor");
  return (
    <div>
      <SearchableSelect
        name={name}
        label="Preferred Vendor"
        options={[
          ...vendors.map((v) => ({ value: String(v.id), label: v.name })),
          ...(hydrated ? [{ value: ADD_NEW_VENDOR, label: "Add New Vendor" }] : []),
        ]}
        value={value}
        onChange={(id) => {
          if (id === ADD_NEW_VENDOR) navigate(newVendor);
          else onChange(id);
        }}
        placeholder="Select vendor"
        error={error}
      />
      {hydrated ? null : (
        <Link to={newVendor} className="mt-1 inline-block text-xs">
          Add New Vendor
        </Link>
      )}
    </div>
  );
}

/** A sales or purchase description: the full width of its section, two rows, at most 1,000 characters. */
export function DescriptionField({
  label,
  field,
  error,
}: {
  label: string;
  field: { name: string; defaultValue: string };
  error: FieldErrors;
}) {
  return <TextareaField label={label} {...field} rows={2} maxLength={1000} containerClassName="md:col-span-3" error={error} />;
}

// ---- The item form's field sets (./item-form.tsx puts each type's on its tabs, ./item-form-types.ts) ----

/** What a field set of the item form is given: the type's row, the screen's lists, conform's fields and the form's helpers. */
export interface ItemFieldSetProps {
  row: ItemFormTypeRow;
  loaded: ItemFormLoadedBase;
  fields: Record<string, FieldMetadata<unknown>>;
  editing: boolean;
  /** The values as they stand, under the names the form posts. */
  values: Record<string, string>;
  /** The posted name of a field of the type ("" when the type has none). */
  nameOf: (field: ItemField) => string;
  ticked: (field: ItemField) => boolean;
  errorOf: (name: string) => FieldErrors;
  recheck: (...names: string[]) => void;
  /** Opens the profit and loss analysis when the prices call for it (`changed`: values a box has just changed). */
  analyse: (changed?: Record<string, string>) => void;
  /** A money input's props: its conform field, its length, the clean-up as typed, the analysis on leaving it. */
  money: (field: ItemField) => MoneyInputProps;
  /** Keeps an input to what `clean` leaves of it as it is typed (once JavaScript runs). */
  keepClean: (input: HTMLInputElement, clean: (text: string) => string) => void;
}

/** A money input's props (its label is the field set's). */
export interface MoneyInputProps {
  name: string;
  defaultValue: string;
  inputMode: "decimal";
  autoComplete: string;
  maxLength: number;
  onChange?: (e: { target: HTMLInputElement }) => void;
  onBlur: () => void;
  error: FieldErrors;
}

const isOn = (field: FieldMetadata<unknown> | undefined) => field?.initialValue === "on";

/** One of the item's accounts, held by conform (the select posts through a hidden input), checked again once chosen. */
function ItemAccountField({
  set,
  field,
  label,
  types,
  required,
}: {
  set: ItemFieldSetProps;
  field: ItemField;
  label: string;
  types: readonly string[];
  required: boolean;
}) {
  const name = set.nameOf(field);
  const account = useSelectControl(set.fields[name]);
  return (
    <AccountField
      name={name}
      label={label}
      accounts={set.loaded.accounts}
      companyId={set.loaded.companyId}
      types={types}
      value={account.value}
      onChange={(id) => {
        account.change(id);
        set.recheck(name);
      }}
      required={required}
      error={set.errorOf(name)}
    />
  );
}

/** The head of the first tab: name, group, Active, the sub-item box and parent; a type may lock the box without parents to choose. */
export function IdentityFieldSet({ set }: { set: ItemFieldSetProps }) {
  const { row, loaded, fields, nameOf, errorOf, recheck } = set;
  const hydrated = useHydrated();
  const [parentNotice, setParentNotice] = useState(false);
  const lockable = row.noParentsMessage !== null;
  return (
    <>
      <ItemIdentityFields
        fields={fields}
        nameField={nameOf("name")}
        nameLabel={row.labels.name}
        groupLabel={row.labels.group}
        groupError={errorOf("itemGroupId") ?? errorOf("vendorGroupId")}
        groupCreatedMessage={row.groupCreatedMessage}
        itemGroups={loaded.itemGroups}
        parents={loaded.parents}
        errorOf={errorOf}
        recheck={recheck}
        locked={lockable && hydrated && loaded.parents.length === 0 && !set.ticked("subitem")}
        onLockedClick={lockable ? () => setParentNotice(true) : undefined}
      />
      {parentNotice ? (
        <p role="alert" className="text-sm text-amber-800">
          {row.noParentsMessage}
        </p>
      ) : null}
    </>
  );
}

/** The selling side: the sell box, description, price, income account; the type's Standard Cost, Taxable and Commission Item. */
export function SalesFieldSet({ set }: { set: ItemFieldSetProps }) {
  const { row, fields, nameOf, errorOf, recheck, analyse, values } = set;
  const sells = set.ticked("sells");
  const commission = (
    <CheckboxField label="Commission Item" name={nameOf("commissionItem")} defaultChecked={isOn(fields[nameOf("commissionItem")])} />
  );
  const hasTaxable = nameOf("taxable") !== "";
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{row.labels.salesLegend}</legend>
      {row.sellsLocked ? (
        <>
          {/* Always sold: the box is locked on. */}
          <input type="hidden" name={nameOf("sells")} value="on" />
          <CheckboxField
            label={`I sell this ${row.labels.noun}`}
            checked
            disabled
            readOnly
            description="Always on for an item sold to customers"
            error={errorOf(nameOf("sells"))}
          />
        </>
      ) : (
        <CheckboxField
          label={`I sell this ${row.labels.noun}`}
          name={nameOf("sells")}
          defaultChecked={isOn(fields[nameOf("sells")])}
          onChange={(e) => {
            // Unticked: the sales price and income account are no longer asked for.
            recheck(nameOf("salesPrice"), nameOf("incomeAccount"), nameOf("buys"));
            if (e.target.checked) analyse({ ...values, [nameOf("sells")]: "on" });
          }}
          error={errorOf(nameOf("sells"))}
        />
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <DescriptionField
          label="Sales Description"
          field={textField(fields[nameOf("salesDescription")])}
          error={errorOf(nameOf("salesDescription"))}
        />
        <Field label="Sales Price (USD)" required={sells} {...set.money("salesPrice")} />
        <ItemAccountField set={set} field="incomeAccount" label="Income Account" types={row.accountTypes.income} required={sells} />
        {row.standardCostIn === "sales" ? <Field label="Standard Cost (USD)" {...set.money("standardCost")} /> : null}
        {hasTaxable ? null : <div className="flex items-end pb-2">{commission}</div>}
      </div>
      {hasTaxable ? (
        <div className="flex flex-wrap gap-6">
          <CheckboxField label="Taxable" name={nameOf("taxable")} defaultChecked={isOn(fields[nameOf("taxable")])} />
          {commission}
        </div>
      ) : null}
    </fieldset>
  );
}

/** The buying side: the type's buy box (locked on for a service), description, price, its cost account, the vendor, the weight. */
export function PurchaseFieldSet({ set }: { set: ItemFieldSetProps }) {
  const { row, loaded, fields, nameOf, errorOf, recheck, analyse, values } = set;
  const buysBox = nameOf("buys");
  // A type without the box is always bought (an inventory item): its account is always asked for, its price never.
  const buys = buysBox ? set.ticked("buys") : true;
  const label = `I buy this ${row.labels.noun}`;
  const content = (
    <>
      {!buysBox ? null : row.buysLocked ? (
        <>
          {/* Always bought: the box is locked on. */}
          <input type="hidden" name={buysBox} value="on" />
          <CheckboxField
            label={label}
            checked
            disabled
            readOnly
            description="Always on for a vendor service item"
            error={errorOf(buysBox)}
          />
        </>
      ) : (
        <CheckboxField
          label={label}
          name={buysBox}
          defaultChecked={isOn(fields[buysBox])}
          onChange={(e) => {
            recheck(nameOf("purchasePrice"), nameOf("costAccount"), buysBox);
            if (e.target.checked) analyse({ ...values, [buysBox]: "on" });
          }}
          error={errorOf(buysBox)}
        />
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <DescriptionField
          label="Purchase Description"
          field={textField(fields[nameOf("purchaseDescription")])}
          error={errorOf(nameOf("purchaseDescription"))}
        />
        <Field label="Purchase Price (USD)" required={buysBox ? buys : undefined} {...set.money("purchasePrice")} />
        <ItemAccountField set={set} field="costAccount" label={row.labels.costAccount} types={row.accountTypes.cost} required={buys} />
        <VendorOfItemFields
          fields={fields}
          vendorField={nameOf("vendor")}
          vendorNoField={nameOf("vendorNo")}
          vendorNoLabel={row.labels.vendorNo}
          vendors={loaded.vendors}
          companyId={loaded.companyId}
          errorOf={errorOf}
        />
        {nameOf("weight") ? (
          <Field
            label="Weight"
            {...textField(fields[nameOf("weight")])}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            error={errorOf(nameOf("weight"))}
          />
        ) : null}
      </div>
    </>
  );
  return row.labels.purchaseLegend ? (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{row.labels.purchaseLegend}</legend>
      {content}
    </fieldset>
  ) : (
    content
  );
}

/**
 * The stock: assets account, Standard Cost, Reorder Point, and the opening stock — On Hand Quantity
 * × Standard Cost (Total), its date and warehouse — or, editing, stock's on-hand quantity and value, read-only.
 */
export function StockFieldSet({ set }: { set: ItemFieldSetProps }) {
  const { row, loaded, fields, nameOf, errorOf, editing, keepClean, values } = set;
  const quantity = (field: ItemField) => ({
    ...textField(fields[nameOf(field)]),
    onChange: (e: { target: HTMLInputElement }) => keepClean(e.target, cleanQuantityInput),
    inputMode: "decimal" as const,
    autoComplete: "off",
    maxLength: 16,
    error: errorOf(nameOf(field)),
  });
  const total = openingTotal(values[nameOf("standardCost")], editing ? "" : values[nameOf("onHandQuantity")]);
  const asOf = textField(fields[nameOf("asOfDate")]);
  const warehouses = loaded.warehouses ?? [];
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Inventory Information</legend>
      <div className="grid gap-4 md:grid-cols-3">
        <ItemAccountField set={set} field="assetsAccount" label="Assets Account" types={row.accountTypes.assets} required />
        {row.standardCostIn === "stock" ? <Field label="Standard Cost (USD)" required {...set.money("standardCost")} /> : null}
        <Field label="Reorder Point" {...quantity("reorderPoint")} />
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
            <Field label="As of Date" value={asOf.defaultValue} readOnly disabled />
            <input type="hidden" name={asOf.name} value={asOf.defaultValue} />
          </>
        ) : (
          <>
            <Field label="On Hand Quantity" {...quantity("onHandQuantity")} />
            <Field
              label="Total (USD)"
              value={total === null ? "" : formatMoney(total)}
              readOnly
              aria-live="polite"
              description="Standard Cost × On Hand Quantity"
            />
            <DatePicker
              name={asOf.name}
              label="As of Date"
              defaultValue={null}
              defaultText={asOf.defaultValue}
              invalidMessage={INVENTORY_ITEM_MESSAGES.asOfDateInvalid}
              error={errorOf(asOf.name)}
            />
            <SelectField
              label="Warehouse"
              {...textField(fields[nameOf("warehouseId")])}
              options={warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
              {...(warehouses.length ? {} : { placeholder: "Main Warehouse" })}
              description="Where the opening stock is received"
              error={errorOf(nameOf("warehouseId"))}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}

/** The field sets by the name a type's tabs give them. */
export const ITEM_FIELD_SETS: Record<ItemFieldSet, (props: { set: ItemFieldSetProps }) => ReactNode> = {
  identity: IdentityFieldSet,
  sales: SalesFieldSet,
  purchase: PurchaseFieldSet,
  stock: StockFieldSet,
};
