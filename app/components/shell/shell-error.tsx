import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/**
 * What a company screen shows when its loader or action fails: "Page not found" for a 404 (a
 * screen that does not exist, or a record the user cannot see), otherwise a generic error. Shown
 * inside the dashboard shell so the sidebar stays usable; `homeHref` is where the link leads.
 */
export function ShellErrorPanel({ homeHref, homeLabel }: { homeHref: string; homeLabel: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? "Page not found" : "Something went wrong";
  return (
    <section aria-labelledby="route-error-heading" className="mx-auto max-w-xl py-12 text-center">
      <h1 id="route-error-heading" className="text-2xl font-semibold text-slate-900">
        {heading}
      </h1>
      <p className="mt-4 text-slate-600">
        {notFound
          ? "The page you are looking for does not exist, or you do not have access to it."
          : "An unexpected error occurred. Please try again."}
      </p>
      <Link to={homeHref} className="mt-6 inline-block">
        {homeLabel}
      </Link>
    </section>
  );
}
