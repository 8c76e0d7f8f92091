import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";

// Void of a banking document (a transfer, a deposit), asked first with or without JavaScript: the
// question opens below its summary, and its button posts intent=void.

export function VoidDetails({ title, question, busy }: { title: string; question: string; busy: boolean }) {
  return (
    <details className="no-print rounded-md border border-slate-200 px-4 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-red-700">Void {title}</summary>
      <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
        <p className="text-slate-700">{question}</p>
        <Button type="submit" name="intent" value="void" variant="danger" size="sm" disabled={busy}>
          Yes, void it
        </Button>
      </Form>
    </details>
  );
}

/** A refusal's message above the document. */
export function ActionError({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {error}
    </div>
  );
}
