import { getInputProps, getSelectProps } from "@conform-to/react";
import {
  partyFormClientAction,
  PartyFormScreen,
  SupportSelectField,
  type PartyFormKind,
  type PartyOwnFieldsProps,
} from "~/components/parties/party-form";
import { CheckboxField, Field, SelectField } from "~/components/ui/field";
import { CUSTOMER_PARTY_MESSAGES, CUSTOMER_WORDS } from "~/modules/customers/constants";
import type { PartyFormMode } from "~/modules/parties/constants";
import { DOCUMENT_LANGUAGES } from "~/modules/translation/labels";
import { CUSTOMER_FORM_MESSAGES, CUSTOMER_FORM_TABS, type CustomerFormAnswer, type CustomerFormLoaded } from "./customer-form-data";

// The New Customer and Edit Customer screens: a party's form (~/components/parties/party-form.tsx)
// in the customer's words, with the customer's own fields — its company name on Basic Information;
// on Payment & Settings its customer group, sales person, invoice frequency, and the tax exemption
// with its resale number, and the language its documents print in (ADR 0087).

function CustomerGeneral({ fields, text }: PartyOwnFieldsProps) {
  return <Field label="Company Name" {...text("companyName")} key={fields.companyName.key} maxLength={200} />;
}

function CustomerDetails({ fields, loaded, text }: PartyOwnFieldsProps) {
  const lists = loaded as CustomerFormLoaded;
  return (
    <>
      <SupportSelectField field={fields.customerGroupId} kind="customer-groups" label="Customer Group" options={lists.customerGroups} />
      <SelectField
        label="Sales Person"
        {...getSelectProps(fields.salesPersonId)}
        key={fields.salesPersonId.key}
        placeholder="Select a sales person"
        options={lists.salesPersons.map((p) => ({ value: String(p.id), label: p.name }))}
        error={fields.salesPersonId.errors}
      />
      <SupportSelectField
        field={fields.invoiceFrequencyId}
        kind="invoice-frequencies"
        label="Invoice Frequency"
        options={lists.invoiceFrequencies}
      />
      <div className="flex items-end pb-2">
        <CheckboxField label="Tax Exempt" {...getInputProps(fields.taxExempt, { type: "checkbox" })} key={fields.taxExempt.key} />
      </div>
      <Field label="Resale Number" {...text("resaleNumber")} key={fields.resaleNumber.key} maxLength={100} />
      <SelectField
        label="Document Language"
        {...getSelectProps(fields.documentLanguage)}
        key={fields.documentLanguage.key}
        placeholder="The company's (Settings › Translation)"
        options={DOCUMENT_LANGUAGES.map((l) => ({ value: l.value, label: l.label }))}
        description="The language its invoices, cash sales, credit memos and statements print in."
        error={fields.documentLanguage.errors}
      />
    </>
  );
}

export const CUSTOMER_FORM: PartyFormKind = {
  words: CUSTOMER_WORDS,
  texts: CUSTOMER_FORM_MESSAGES,
  messages: CUSTOMER_PARTY_MESSAGES,
  tabs: CUSTOMER_FORM_TABS,
  names: { code: "customerId", name: "customerName", since: "customerSince" },
  paths: { list: "customers/list", new: "customers/new", checkId: "customers/check-id" },
  loadChecks: async () => {
    const [{ parseWithZod }, { customerFormSchema }] = await Promise.all([
      import("@conform-to/zod/v4"),
      import("~/modules/customers/schema"),
    ]);
    return { parseWithZod, schema: customerFormSchema };
  },
  General: CustomerGeneral,
  Details: CustomerDetails,
};

/** The customer routes' client action (a save that gets no answer keeps the form). */
export const customerFormClientAction = (mode: PartyFormMode) => partyFormClientAction(CUSTOMER_FORM_MESSAGES, mode);

export function CustomerFormScreen({ loaded, answered }: { loaded: CustomerFormLoaded; answered: CustomerFormAnswer | undefined }) {
  return <PartyFormScreen kind={CUSTOMER_FORM} loaded={loaded} answered={answered} />;
}
