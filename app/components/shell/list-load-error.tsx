import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { Alert } from "~/components/ui/notice";
import { buttonClasses } from "~/components/ui/button";
import { ShellErrorPanel } from "./shell-error";

/**
 * A list screen's error boundary: a company that is not the user's is "Page not found"; any other
 * failure names the list, says its load error and offers to try again.
 */
export function ListLoadError({ title, message }: { title: string; message: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <Alert>{message}</Alert>
      <Link to="." reloadDocument className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
        Try again
      </Link>
    </div>
  );
}
