import { useState } from "react";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { COUNTRIES, defaultRegionFor, regionsFor, TIMEZONES } from "~/modules/companies/reference-data";
import { fieldId, SelectField, TextField, type StepProps } from "./fields";
import type { WizardValues } from "./wizard-state";

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));
const TIMEZONE_OPTIONS = TIMEZONES.map((zone) => ({ value: zone, label: zone }));

/** Company Info: who the company is and where it is. */
export function CompanyInfoStep({ values, errors }: StepProps) {
  // With JavaScript a new country resets the region at once; without, the server does it on the
  // next submit (see resetRegionForCountry).
  const [country, setCountry] = useState(values.country);
  const regions = regionsFor(country);
  const region = country === values.country ? values.region : defaultRegionFor(country);
  const text = (name: keyof WizardValues, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField name={name} label={label} {...extra} />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text("companyName", "Company Name", { required: true, autoComplete: "organization" })}
      {text("legalName", "Legal Name", { required: true })}
      {text("federalId", "Federal ID", { required: true, description: "Your employer or tax identification number." })}
      {text("phone", "Phone", { required: true, type: "tel", autoComplete: "tel" })}
      {text("email", "Email", { required: true, type: "email", autoComplete: "email" })}
      {text("website", "Website", { type: "url", autoComplete: "url" })}
      <SearchableSelect
        id={fieldId("country")}
        name="country"
        label="Country"
        options={COUNTRY_OPTIONS}
        value={country}
        onChange={setCountry}
        placeholder="Select a country"
        required
        error={errors.country}
      />
      {regions.length > 0 ? (
        <SearchableSelect
          key={country}
          id={fieldId("region")}
          name="region"
          label="State/Region"
          options={regions.map((r) => ({ value: r, label: r }))}
          defaultValue={region}
          placeholder="Select a state or region"
          required
          error={errors.region}
        />
      ) : (
        <TextField key={country} name="region" label="State/Region" defaultValue={region} errors={errors.region} required />
      )}
      {text("addressLine1", "Address Line 1", { required: true, autoComplete: "address-line1" })}
      {text("addressLine2", "Address Line 2", { autoComplete: "address-line2" })}
      {text("city", "City", { required: true, autoComplete: "address-level2" })}
      {text("zipCode", "ZIP Code", { required: true, autoComplete: "postal-code" })}
      {text("fax", "Fax", { type: "tel" })}
      <SelectField name="timezone" label="Time Zone" options={TIMEZONE_OPTIONS} required />
    </div>
  );
}
