import type { MouseEvent } from "react";
import { Button } from "~/components/ui/button";

// The pieces of a document form's frame that do not depend on the party (the purchase and the
// sales forms): the refused save's messages above the form, the hidden Update button that Enter
// presses without JavaScript, the no-JavaScript Update bar, and the rows' own errors.

/** With JavaScript a button acts here; without it, it posts its intent. */
export const local = (action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
  event.preventDefault();
  action();
};

/** A refused or failed save: its messages, one per line, above the form. */
export function FormSummary({ id, messages }: { id: string; messages: readonly string[] | null | undefined }) {
  if (!messages?.length) return null;
  return (
    <div id={id} role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** First in the form: Enter in a field refreshes the form (without JavaScript) instead of pressing a row's Delete. */
export function EnterRefreshes() {
  return (
    <button type="submit" name="intent" value="refresh" tabIndex={-1} aria-hidden="true" className="sr-only" onClick={local(() => {})}>
      Update
    </button>
  );
}

/** Without JavaScript: the Update button and what it fills in. */
export function NoScriptUpdate({ hydrated, loads }: { hydrated: boolean; loads: string }) {
  if (hydrated) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
      <Button type="submit" name="intent" value="refresh" variant="secondary" size="sm">
        Update
      </Button>
      <span>{loads}</span>
    </div>
  );
}

/** The rows' errors that belong to no one row (no rows, an item twice, the server's row messages). */
export function RowErrors({ errors }: { errors: Record<string, string[] | undefined> }) {
  const messages = [...(errors.accountRecords ?? []), ...(errors.itemRecords ?? [])];
  if (!messages.length) return null;
  return (
    <div role="alert" className="text-sm text-red-600">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
