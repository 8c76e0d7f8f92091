import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field, type FieldProps } from "./field";

type InputType = "text" | "email" | "password" | "tel" | "url";

/**
 * A conform field as a labelled input: its name, id, value, aria and errors from the field's
 * metadata (the id kept as conform made it, so its error and description ids match).
 */
export function ConformField({
  meta,
  type = "text",
  ...props
}: Omit<FieldProps, "type" | "name" | "id" | "error"> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form: only the field is read
  meta: FieldMetadata<unknown, any, string[]>;
  type?: InputType;
}) {
  return <Field error={meta.errors} {...props} {...getInputProps(meta, { type })} id={meta.id} />;
}
