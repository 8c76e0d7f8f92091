import { useId } from "react";
import { Field } from "~/components/ui/field";
import { CUSTOM_FIELD_MESSAGES } from "~/modules/custom-fields/schema";

// The values of the custom fields flagged for vendors, on the vendor form (§2.1 Payment &
// Settings). Posts customFields[i].definitionId and customFields[i].value, the shape the vendor
// schema reads; an empty value is stored as "".

/** The longest value the vendor schema accepts. */
const MAX_VALUE = 1000;

export function CustomFieldInputs({ definitions, values }: { definitions: { id: number; name: string }[]; values: Record<number, string> }) {
  const uid = useId().replace(/:/g, "");
  if (!definitions.length) return <p className="text-sm text-slate-500">{CUSTOM_FIELD_MESSAGES.noVendorFields}</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {definitions.map((definition, index) => (
        // Keyed by definition: a typed value stays with its field when the list changes.
        <div key={definition.id}>
          <input type="hidden" name={`customFields[${index}].definitionId`} value={definition.id} />
          <Field
            id={`custom-field-value-${uid}-${definition.id}`}
            label={definition.name}
            type="text"
            name={`customFields[${index}].value`}
            defaultValue={values[definition.id] ?? ""}
            maxLength={MAX_VALUE}
          />
        </div>
      ))}
    </div>
  );
}
