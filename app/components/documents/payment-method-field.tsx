import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ChangeEvent } from "react";
import { SelectField } from "~/components/ui/field";

/** A payment form's Payment Method (Pay Bill, Receive Payment, Refund): one of `methods`, starting on `defaultValue`. */
export function PaymentMethodField({
  meta,
  methods,
  defaultValue,
  onChange,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as ConformField: a form's field of any schema
  meta: FieldMetadata<unknown, any, string[]>;
  methods: readonly string[];
  defaultValue: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <SelectField
      label="Payment Method"
      options={methods.map((m) => ({ value: m, label: m }))}
      error={meta.errors}
      {...getSelectProps(meta)}
      defaultValue={defaultValue}
      onChange={onChange}
      id={meta.id}
    />
  );
}
