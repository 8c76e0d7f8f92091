import { Link } from "@remix-run/react";
import { Button, buttonClasses } from "~/components/ui/button";

/** An action's button: the `intent` it posts and its words. */
export type IntentButton = readonly [intent: string, label: string];

/** The foot of an assembly form: "… and Close", "… and New" (each posting its intent) and Cancel. */
export function CloseNewButtons({
  close,
  next,
  busy,
  cancelHref,
}: {
  close: IntentButton;
  next: IntentButton;
  busy: boolean;
  cancelHref: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" name="intent" value={close[0]} disabled={busy}>
        {close[1]}
      </Button>
      <Button type="submit" name="intent" value={next[0]} variant="secondary" disabled={busy}>
        {next[1]}
      </Button>
      <Link to={cancelHref} className={buttonClasses({ variant: "ghost", className: "no-underline" })}>
        Cancel
      </Link>
    </div>
  );
}
