import { getSelectProps, useInputControl, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { AccountSelect } from "~/components/accounts/account-creation-dialog";
import {
  partyFormClientAction,
  PartyFormScreen,
  SupportSelectField,
  type PartyFormKind,
  type PartyOwnFieldsProps,
} from "~/components/parties/party-form";
import { menuHref } from "~/components/shell/menu";
import { Field, SelectField } from "~/components/ui/field";
import { VENDOR_MESSAGES, VENDOR_WORDS, type VendorFormMode } from "~/modules/vendors/constants";
import {
  VENDOR_ACCOUNT_TYPES,
  VENDOR_FORM_MESSAGES,
  VENDOR_FORM_TABS,
  type VendorFormAnswer,
  type VendorFormLoaded,
} from "./vendor-form-data";

// The New Vendor and Edit Vendor screens: a party's form (~/components/parties/party-form.tsx) in the
// vendor's words, with the vendor's own fields on Payment & Settings — the Account (with Add New
// Account), the preferred shipping method, the bank details, the Vendor Group and the tax
// registrations.

/** The vendor's own fields on the Payment & Settings tab. */
function VendorDetails({ fields, loaded, text, hydrated }: PartyOwnFieldsProps) {
  const lists = loaded as VendorFormLoaded;
  const account = useInputControl(fields.accountId as FieldMetadata<string>);
  const taxCode = String(fields.taxCode.initialValue ?? "");
  return (
    <>
      <div>
        <AccountSelect
          name={fields.accountId.name}
          label="Account"
          accounts={lists.accounts}
          companyId={loaded.companyId}
          types={VENDOR_ACCOUNT_TYPES}
          showType
          value={typeof account.value === "string" ? account.value : ""}
          onChange={account.change}
          error={fields.accountId.errors}
        />
        {hydrated ? null : (
          <Link to={menuHref(loaded.companyId, "new-account")} className="mt-1 inline-block text-xs">
            Add New Account
          </Link>
        )}
      </div>
      <SupportSelectField
        field={fields.shippingMethodId}
        kind="shipping-methods"
        label="Preferred shipping method"
        options={lists.shippingMethods}
      />
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
      <SupportSelectField field={fields.vendorGroupId} kind="vendor-groups" label="Vendor Group" options={lists.vendorGroups} />
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
    </>
  );
}

export const VENDOR_FORM: PartyFormKind = {
  words: VENDOR_WORDS,
  texts: VENDOR_FORM_MESSAGES,
  messages: { sinceDate: VENDOR_MESSAGES.vendorSinceDate, balanceAsOfDate: VENDOR_MESSAGES.balanceAsOfDate },
  tabs: VENDOR_FORM_TABS,
  names: { code: "vendorId", name: "vendorName", since: "vendorSince" },
  paths: { list: "vendors/list", new: "vendors/new-vendor", checkId: "vendors/check-id" },
  loadChecks: async () => {
    const [{ parseWithZod }, { vendorFormSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/modules/vendors/schema")]);
    return { parseWithZod, schema: (mode, options) => vendorFormSchema(mode, { isVendorIdTaken: options.isIdTaken, card: options.card }) };
  },
  Details: VendorDetails,
};

/** The vendor routes' client action (a save that gets no answer keeps the form). */
export const vendorFormClientAction = (mode: VendorFormMode) => partyFormClientAction(VENDOR_FORM_MESSAGES, mode);

export function VendorFormScreen({ loaded, answered }: { loaded: VendorFormLoaded; answered: VendorFormAnswer | undefined }) {
  return <PartyFormScreen kind={VENDOR_FORM} loaded={loaded as never} answered={answered} />;
}
