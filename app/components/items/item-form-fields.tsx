import type { FieldMetadata } from "@conform-to/react";
import { Link, useNavigate } from "@remix-run/react";
import { AccountSelect, type AccountSelectProps } from "~/components/accounts/account-creation-dialog";
import { menuHref } from "~/components/shell/menu";
import { CheckboxField, Field, TextareaField } from "~/components/ui/field";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { useHydrated } from "~/components/ui/use-hydrated";
import { SupportSelect } from "~/components/vendors/support-select";
import type { SupportOption } from "~/components/vendors/support-item-data";
import { SUBITEM_FIELDS } from "~/modules/items/constants";
import { textField, useSelectControl } from "./item-form-frame";

// Fields the item forms share (Vendor Service/Product Item, Inventory Item), posted under the
// names the item forms share (SUBITEM_FIELDS) or the name given; each form brings its values and errors.

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
