import { useNavigate } from "@remix-run/react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "~/components/ui/dialog";
import { type Chooser, menuHref } from "./menu";

/**
 * A modal with one radio choice (§2.4 Record Expenses, §2.13 Select Item Type): the first option
 * is preselected; Continue goes to the chosen option's screen; Cancel, the close icon, Escape and
 * a click on the overlay close it.
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

  function setOpen(next: boolean) {
    if (!next) setChoice(chooser.options[0].value); // the next opening starts from the default
    onOpenChange(next);
  }

  function onContinue(event: React.FormEvent) {
    event.preventDefault();
    const option = chooser.options.find((o) => o.value === choice) ?? chooser.options[0];
    setOpen(false);
    navigate(menuHref(companyId, option.to));
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title={chooser.title} size="sm">
        <form onSubmit={onContinue}>
          <fieldset className="space-y-1">
            <legend className="sr-only">{chooser.title}</legend>
            {chooser.options.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-center gap-3 rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
              >
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={choice === option.value}
                  onChange={() => setChoice(option.value)}
                  className="h-4 w-4 accent-blue-600"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit">Continue</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
