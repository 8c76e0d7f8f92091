import { useState } from "react";
import {
  ADDRESS_FIELDS,
  ADDRESS_LABELS,
  formatAddress,
  parseAddress,
  REQUIRED_ADDRESS_FIELDS,
  validateAddress,
  type AddressParts,
} from "../../lib/address";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "./dialog";
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
      <DialogContent
        title={title}
        description="Address1, City, State, Postal code and Country are required."
        hideDescription
      >
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
  const [parts, setParts] = useState<AddressParts>(() => parseAddress(initial));
  const [message, setMessage] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // React events bubble through portals: keep this submit away from a form around the dialog.
        event.stopPropagation();
        const problem = validateAddress(parts);
        setMessage(problem);
        setShowMissing(problem !== null);
        if (problem === null) onSave(formatAddress(parts));
      }}
    >
      {message ? (
        <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((field) => {
          const required = REQUIRED_ADDRESS_FIELDS.includes(field);
          const missing = showMissing && required && !parts[field].trim();
          return (
            <Field
              key={field}
              name={field}
              label={ADDRESS_LABELS[field]}
              required={required}
              aria-required={required || undefined}
              aria-invalid={missing || undefined}
              autoComplete={autoComplete[field]}
              value={parts[field]}
              onChange={(event) => {
                const next = event.target.value;
                setParts((current) => ({ ...current, [field]: next }));
              }}
              containerClassName={field === "address1" || field === "address2" ? "sm:col-span-2" : undefined}
            />
          );
        })}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancel
          </Button>
        </DialogClose>
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
