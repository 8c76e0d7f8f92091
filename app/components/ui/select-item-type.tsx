import { useNavigate } from "@remix-run/react";
import { useId, useState } from "react";
import { Button } from "./button";
import { Dialog, DialogCancelButton, DialogContent, DialogFooter } from "./dialog";
import type { ItemTypeOption } from "./item-types";

export { customerItemTypeOptions, purchaseItemTypeOptions, type ItemTypeOption } from "./item-types";

export type SelectItemTypeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: readonly ItemTypeOption[];
  defaultIndex?: number;
  title?: string;
  /** Text of the help button's tooltip. */
  helpText?: string;
};

/** Chooses an item type with radio buttons; Continue goes to the chosen screen. */
export function SelectItemTypeDialog({
  open,
  onOpenChange,
  options,
  defaultIndex = 0,
  title = "Select Item Type",
  helpText = "Choose the kind of item to create, then press Continue to open its form.",
}: SelectItemTypeDialogProps) {
  const navigate = useNavigate();
  const helpId = useId();
  const [helpOpen, setHelpOpen] = useState(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={title}
        description="Pick one item type."
        hideDescription
        onOpenAutoFocus={(event) => {
          // Start on the chosen radio (not on the help button, whose tooltip would pop up).
          const radio = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
          if (radio) {
            event.preventDefault();
            radio.focus();
          }
        }}
        onEscapeKeyDown={(event) => {
          // Escape first hides an open tooltip; the next Escape closes the dialog.
          if (helpOpen) {
            event.preventDefault();
            setHelpOpen(false);
          }
        }}
        headerActions={
          <span className="relative" onMouseEnter={() => setHelpOpen(true)} onMouseLeave={() => setHelpOpen(false)}>
            <button
              type="button"
              aria-label="Help"
              aria-describedby={helpId}
              onClick={() => setHelpOpen(true)}
              onFocus={() => setHelpOpen(true)}
              onBlur={() => setHelpOpen(false)}
              className="flex h-7 w-7 items-center justify-center rounded-full border border-slate-300 text-sm font-semibold text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
            >
              <span aria-hidden="true">?</span>
            </button>
            <span
              id={helpId}
              role="tooltip"
              hidden={!helpOpen}
              className="absolute right-0 top-9 z-10 w-56 rounded-md bg-slate-800 px-3 py-2 text-xs font-normal text-white shadow-lg"
            >
              {helpText}
            </span>
          </span>
        }
      >
        <ItemTypeForm
          options={options}
          defaultIndex={defaultIndex}
          onContinue={(option) => {
            onOpenChange(false);
            navigate(option.to);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ItemTypeForm({
  options,
  defaultIndex,
  onContinue,
}: {
  options: readonly ItemTypeOption[];
  defaultIndex: number;
  onContinue: (option: ItemTypeOption) => void;
}) {
  const name = useId();
  const [selected, setSelected] = useState(Math.min(Math.max(0, defaultIndex), Math.max(0, options.length - 1)));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        const option = options[selected];
        if (option) onContinue(option);
      }}
    >
      <fieldset>
        <legend className="sr-only">Item type</legend>
        <div className="space-y-1">
          {options.map((option, index) => (
            <label
              key={option.to}
              className={
                option.unavailable
                  ? "flex cursor-not-allowed items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-400"
                  : "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 has-[:checked]:bg-blue-50 has-[:checked]:text-blue-800"
              }
            >
              <input
                type="radio"
                name={name}
                value={String(index)}
                checked={index === selected}
                disabled={option.unavailable}
                onChange={() => setSelected(index)}
                className="h-4 w-4 border-slate-300 text-blue-600 focus:ring-blue-500"
              />
              {option.label}
              {option.unavailable ? <span className="text-xs">(not available yet)</span> : null}
            </label>
          ))}
        </div>
      </fieldset>
      <DialogFooter>
        <DialogCancelButton />
        <Button type="submit">Continue</Button>
      </DialogFooter>
    </form>
  );
}
