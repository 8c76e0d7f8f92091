import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { FormEvent } from "react";

/**
 * conform's form props for a form inside a dialog. A dialog is portalled, but React events still
 * bubble through portals to a form around its opener (the vendor form around its add-new dialogs):
 * the submit stops here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's metadata
export function dialogFormProps<Schema extends Record<string, any>>(form: FormMetadata<Schema, string[]>) {
  const props = getFormProps(form);
  return {
    ...props,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.stopPropagation();
      props.onSubmit(event);
    },
  };
}
