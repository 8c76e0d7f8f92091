import { useState } from "react";
import { Button } from "~/components/ui/button";
import { loadOnOpen } from "~/components/ui/load-on-open";
import { useHydrated } from "~/components/ui/use-hydrated";
import { HelpText } from "./help-text";

// The Journal Entry help: what double-entry bookkeeping is and how this screen posts it.
// A dialog once JavaScript runs (./help-dialog.tsx, loaded the first time it opens); before that,
// the same text (./help-text.tsx) in a disclosure.

const HelpDialog = loadOnOpen(() => import("./help-dialog").then((m) => m.HelpDialog));

export function JournalHelp() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <details className="rounded-md border border-slate-200 bg-slate-50 px-4 py-2">
        <summary className="cursor-pointer text-sm font-medium text-blue-700">Help: double-entry bookkeeping</summary>
        <div className="mt-3">
          <HelpText />
        </div>
      </details>
    );
  }
  return (
    <>
      <Button type="button" variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span
          aria-hidden="true"
          className="flex h-5 w-5 items-center justify-center rounded-full border border-current text-xs font-semibold"
        >
          ?
        </span>
        Help
      </Button>
      <HelpDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
