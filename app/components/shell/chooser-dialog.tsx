import * as Dialog from "@radix-ui/react-dialog";
import { useNavigate } from "@remix-run/react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { type Chooser, menuHref } from "./menu";

/**
 * A modal with one radio choice (§2.13 Select Item Type, §2.4 Record Expenses): the first option is
 * preselected; Continue goes to the chosen option's screen; Cancel, the close icon, Escape and a
 * click on the overlay close it.
 */
export function ChooserDialog({
  chooser,
  companyId,
  open,
  onOpenChange,
}: {
  chooser: Chooser;
  companyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState(chooser.options[0].value);
  const name = useId();

  function onContinue(event: React.FormEvent) {
    event.preventDefault();
    const option = chooser.options.find((o) => o.value === choice) ?? chooser.options[0];
    onOpenChange(false);
    navigate(menuHref(companyId, option.to));
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setChoice(chooser.options[0].value); // each opening starts from the default
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white shadow-xl focus:outline-none"
        >
          <form onSubmit={onContinue}>
            <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{chooser.title}</Dialog.Title>
              <Dialog.Close asChild>
                <Button type="button" variant="ghost" size="icon" aria-label="Close">
                  <span aria-hidden="true">×</span>
                </Button>
              </Dialog.Close>
            </div>
            <fieldset className="space-y-2 px-5 py-4">
              <legend className="sr-only">{chooser.title}</legend>
              {chooser.options.map((option) => (
                <label key={option.value} className="flex cursor-pointer items-center gap-3 rounded px-2 py-1.5 hover:bg-slate-50">
                  <input
                    type="radio"
                    name={name}
                    value={option.value}
                    checked={choice === option.value}
                    onChange={() => setChoice(option.value)}
                    className="h-4 w-4 accent-blue-600"
                  />
                  <span className="text-sm text-slate-800">{option.label}</span>
                </label>
              ))}
            </fieldset>
            <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit">Continue</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
