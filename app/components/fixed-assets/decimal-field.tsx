import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";

/** A conform field typed as an amount or a rate (decimal keyboard, no autofill), with its errors. */
export function DecimalField({ label, field }: { label: string; field: FieldMetadata<unknown> }) {
  return (
    <Field
      label={label}
      inputMode="decimal"
      autoComplete="off"
      error={field.errors}
      {...getInputProps(field, { type: "text" })}
      id={field.id}
    />
  );
}
