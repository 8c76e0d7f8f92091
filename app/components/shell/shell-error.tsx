import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/**
 * The heading and sentence for a failed route: "Page not found" for a 404 (a screen that does not
 * exist, or a record the user cannot see), a plain answer for a form sent to a screen that takes
 * none (405), otherwise a generic error. The root boundary and the shell's panel both use it.
 */
export function routeErrorText(error: unknown): { heading: string; detail: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return { heading: "Page not found", detail: "The page you are looking for does not exist, or you do not have access to it." };
  }
  if (status === 403) {
    const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "";
    return { heading: "Not allowed", detail: message || "You do not have permission to do that in this company." };
  }
  if (status === 405) {
    return {
      heading: "Nothing to save here",
      detail: "This page does not accept that request. Go back and try again from the screen's own form.",
    };
  }
  return { heading: "Something went wrong", detail: "An unexpected error occurred. Please try again." };
}

/**
 * What a company screen shows when its loader or action fails (see routeErrorText). Shown
 * inside the dashboard shell so the sidebar stays usable; `homeHref` is where the link leads.
 */
export function ShellErrorPanel({ homeHref, homeLabel }: { homeHref: string; homeLabel: string }) {
  const { heading, detail } = routeErrorText(useRouteError());
  return (
    <section aria-labelledby="route-error-heading" className="mx-auto max-w-xl py-12 text-center">
      <h1 id="route-error-heading" className="text-2xl font-semibold text-slate-900">
        {heading}
      </h1>
      <p className="mt-4 text-slate-600">{detail}</p>
      <Link to={homeHref} className="mt-6 inline-block">
        {homeLabel}
      </Link>
    </section>
  );
}

/**
 * A list screen's boundary: the list's own "Failed to load …" line above the panel (not for a 404,
 * which the panel says itself), and the way back through /dashboard (the current company's).
 */
export function ListErrorPanel({ failed }: { failed: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      {notFound ? null : (
        <p role="alert" className="mx-auto mt-6 max-w-xl rounded-md border border-red-200 bg-red-50 p-3 text-center text-sm text-red-700">
          {failed}
        </p>
      )}
      <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />
    </>
  );
}
