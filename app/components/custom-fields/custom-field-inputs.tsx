import { useId } from "react";
import { Field, type FieldErrors } from "~/components/ui/field";
import { CUSTOM_FIELD_MESSAGES } from "~/modules/custom-fields/constants";

// The values of the custom fields flagged for vendors, on the vendor form's Payment & Settings
// tab. Posts customFields[i].definitionId and customFields[i].value, the shape the vendor schema
// reads; an empty value is stored as "". A conform form passes its messages by input name
// (`form.allErrors`): each value's appear under it.

/** The longest value the vendor schema accepts. */
const MAX_VALUE = 1000;

export function CustomFieldInputs({
  definitions,
  values,
  errors,
}: {
  definitions: { id: number; name: string }[];
  values: Record<number, string>;
  /** Messages by input name (e.g. conform's `form.allErrors`). */
  errors?: Readonly<Record<string, FieldErrors>>;
}) {
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
            error={errors?.[`customFields[${index}].value`]}
          />
        </div>
      ))}
    </div>
  );
}
