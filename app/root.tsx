import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { TopNav } from "~/components/top-nav";
import { routeErrorText } from "~/components/shell/shell-error";
import { NavigationProgress } from "~/components/ui/progress-bar";
import { Toaster } from "~/components/ui/toast";
import { errorTitle, pageTitle } from "~/lib/title";
import { getUser } from "~/modules/auth/session.server";
import { getToast } from "~/utils/toast.server";
import stylesheet from "./tailwind.css";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle() }];

/** The top bar shows only when signed in, and not inside a company (its dashboard has its own menu). */
const hasTopNav = (pathname: string) => !pathname.startsWith("/company/");

export async function loader({ request }: LoaderFunctionArgs) {
  // Only the top bar needs the user here. A company's pages read the session with their company, in
  // one statement (requireCompany), which a lookup of the session alone from here would split in two.
  const user = hasTopNav(new URL(request.url).pathname) ? await getUser(request) : null;
  const { toast, headers } = await getToast(request);
  return data(
    { user: user ? { id: user.id, firstName: user.firstName, email: user.email } : null, toast },
    headers ? { headers } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const showTopNav = Boolean(root?.user) && hasTopNav(pathname);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        <NavigationProgress />
        {showTopNav && root?.user ? <TopNav firstName={root.user.firstName} showHelp={pathname.startsWith("/dashboard")} /> : null}
        {children}
        <Toaster flash={root?.toast ?? null} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const { heading, detail } = routeErrorText(useRouteError());
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{heading}</h1>
      <p className="mt-4 text-slate-600">{detail}</p>
      <a href="/home" className="mt-6 inline-block">
        Go to your companies
      </a>
    </main>
  );
}
