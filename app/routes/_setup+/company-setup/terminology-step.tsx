import { SearchableSelect } from "~/components/ui/searchable-select";
import { CURRENCIES, CUSTOMER_TERMS, MONTHS, VENDOR_TERMS } from "~/modules/companies/reference-data";
import { Checkbox, fieldId, RadioGroup, Section, SelectField, YES_NO, type Option, type StepProps } from "./fields";

const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} - ${c.name} (${c.symbol})` }));
const MONTH_OPTIONS = MONTHS.map((month) => ({ value: month, label: month }));
// Cash-flow tracking is stored as the words, the other yes/no questions as booleans.
const YES_NO_WORDS: Option[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];
const asOptions = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

/** Terminology and currency. */
export function TerminologyStep({ values, errors }: StepProps) {
  return (
    <div className="space-y-5">
      <Section legend="Terminology">
        <RadioGroup name="customerTerm" legend="What do you call the people you sell to?" options={asOptions(CUSTOMER_TERMS)} />
        <RadioGroup name="vendorTerm" legend="What do you call the businesses you buy from?" options={asOptions(VENDOR_TERMS)} />
        <RadioGroup name="createQuotes" legend="Do you create quotes or estimates?" options={YES_NO} />
      </Section>
      <Section legend="Currency and fiscal year">
        <div className="grid gap-4 sm:grid-cols-2">
          <SearchableSelect
            id={fieldId("primaryCurrency")}
            name="primaryCurrency"
            label="Primary Currency"
            options={CURRENCY_OPTIONS}
            defaultValue={values.primaryCurrency}
            placeholder="Select a currency"
            required
            error={errors.primaryCurrency}
          />
          <SelectField name="fiscalYearStart" label="Fiscal Year Start Month" options={MONTH_OPTIONS} />
        </div>
        <Checkbox
          name="enableMultiCurrency"
          label="Enable multi-currency"
          description="Record transactions in currencies other than the primary currency."
        />
        <RadioGroup name="cashFlowTracking" legend="Do you want to track cash flow?" options={YES_NO_WORDS} />
      </Section>
    </div>
  );
}
