import { getInputProps, useForm } from "@conform-to/react";
import { dialogFormProps } from "./dialog-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { ADDRESS_FIELDS, ADDRESS_LABELS, formatAddress, parseAddress, REQUIRED_ADDRESS_FIELDS, type AddressParts } from "../../lib/address";
import { addressPartsSchema } from "../../lib/address-schema";
import { Button } from "./button";
import { Dialog, DialogCancelButton, DialogContent, DialogFooter } from "./dialog";
import { Field } from "./field";

export type AddressDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stored six-line address text to start from. */
  value?: string | null;
  /** Receives the six-line text when OK is pressed with every required part filled. */
  onSave: (text: string) => void;
  title?: string;
};

/** Edits an address as six parts; saves it as one six-line text. */
export function AddressDialog({ open, onOpenChange, value, onSave, title = "Address" }: AddressDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description="Address1, City, State, Postal code and Country are required." hideDescription>
        {/* Mounted on each open, so it starts from the current value. */}
        <AddressForm
          initial={value ?? ""}
          onSave={(text) => {
            onSave(text);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function AddressForm({ initial, onSave }: { initial: string; onSave: (text: string) => void }) {
  const [form, fields] = useForm({
    defaultValue: parseAddress(initial),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressPartsSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === "success") onSave(formatAddress(submission.value));
    },
  });

  return (
    <form {...dialogFormProps(form)}>
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {form.errors[0]}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((name) => {
          const field = fields[name];
          const required = REQUIRED_ADDRESS_FIELDS.includes(name);
          return (
            <Field
              {...getInputProps(field, { type: "text", ariaAttributes: false })}
              key={name}
              // The message at the top names every blank required part; each one is only marked.
              aria-invalid={field.errors?.length ? true : undefined}
              aria-required={required || undefined}
              label={ADDRESS_LABELS[name]}
              required={required}
              autoComplete={autoComplete[name]}
              containerClassName={name === "address1" || name === "address2" ? "sm:col-span-2" : undefined}
            />
          );
        })}
      </div>
      <DialogFooter>
        <DialogCancelButton />
        <Button type="submit">OK</Button>
      </DialogFooter>
    </form>
  );
}

const autoComplete: Record<keyof AddressParts, string> = {
  address1: "address-line1",
  address2: "address-line2",
  city: "address-level2",
  state: "address-level1",
  postalCode: "postal-code",
  country: "country-name",
};
