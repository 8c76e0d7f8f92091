import { Form, Link } from "@remix-run/react";
import { Button, buttonClasses } from "./button";

/**
 * A confirmation shown on the page without JavaScript (the dialog's stand-in): the question, then
 * Cancel (back to `cancelHref`) or Confirm, which posts the hidden fields.
 */
export function NoScriptConfirm({
  title,
  message,
  fields,
  cancelHref,
  destructive = false,
}: {
  title: string;
  message: string;
  fields: Record<string, string | number>;
  cancelHref: string;
  destructive?: boolean;
}) {
  return (
    <section role="alertdialog" aria-labelledby="confirm-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="confirm-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{message}</p>
      <Form method="post" className="mt-3 flex gap-2">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Link to={cancelHref} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Cancel
        </Link>
        <Button type="submit" variant={destructive ? "danger" : "primary"}>
          Confirm
        </Button>
      </Form>
    </section>
  );
}
