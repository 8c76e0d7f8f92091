import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { WRITE_CHECK_MESSAGES } from "~/modules/checks/messages";

// Write Check's and Print Check's error boundary: another user's company (or none) is the shell's
// own not-found page; any other failure says the screen could not load, in the words for its status.

export function CheckScreenError({ id, network = false }: { id: string; network?: boolean }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
  let message: string = WRITE_CHECK_MESSAGES.unexpected;
  if (isRouteErrorResponse(error)) {
    if (error.status === 403) message = WRITE_CHECK_MESSAGES.forbidden;
    else if (error.status >= 500) message = WRITE_CHECK_MESSAGES.serverError;
    else message = WRITE_CHECK_MESSAGES.otherStatus(error.status);
  } else if (network && error instanceof TypeError && /fetch|network/i.test(error.message)) {
    message = WRITE_CHECK_MESSAGES.network;
  }
  return (
    <section aria-labelledby={id} className="mx-auto max-w-xl py-12 text-center">
      <h1 id={id} className="text-2xl font-semibold text-slate-900">
        {WRITE_CHECK_MESSAGES.loadFailed}
      </h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <Link to="/dashboard" className="mt-6 inline-block">
        Back to the dashboard
      </Link>
    </section>
  );
}
