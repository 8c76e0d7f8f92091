import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, type ShouldRevalidateFunction, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { DashboardShell } from "~/components/shell/dashboard-shell";
import { dashboardBase, pathInDashboard } from "~/components/shell/menu";
import { currencyFormatOf, shellTargets } from "./__shell.server";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { showCurrencyFormat } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { companyNaming, setCurrentCompany } from "~/modules/companies/companies.server";
import { requireCompany, roleFacts } from "~/modules/companies/require-company.server";
import { hasScreen } from "~/utils/route-manifest.server";

// The company dashboard shell: every /company/:companyId/dashboard/* screen renders inside it.

const DASHBOARD_LAYOUT_ROUTE_ID = "routes/company.$companyId.dashboard+/_layout";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  // Opening a company makes it the current one (where /dashboard leads next time).
  if (user.currentCompanyId !== company.id) await setCurrentCompany(db, user.id, company.id);
  const shellCompany = {
    ...companyNaming(company),
    industryId: company.industryId,
    billTracking: company.billTracking,
    ...roleFacts(company.role, company.companyName),
  };
  return {
    company: shellCompany,
    firstName: user.firstName,
    // The menus' addresses with no screen yet (relative to the dashboard): shown as "Coming soon",
    // not as links to "Page not found".
    comingSoon: comingSoonPaths(),
    // How the company writes its amounts (Company Preferences): every formatMoney of its screens (ADR 0074).
    currencyFormat: currencyFormatOf(company),
  };
}

/**
 * Which of the shell's addresses have no screen depends on the build's route table, not on the
 * company: the route table is asked once per process, not for every address on every page.
 */
let comingSoon: string[] | undefined;
function comingSoonPaths(): string[] {
  comingSoon ??= shellTargets(0).flatMap((href) => (hasScreen(href) ? [] : [pathInDashboard(0, href) ?? href]));
  return comingSoon;
}

/**
 * The shell's data (the company's name, terms and role, the coming-soon addresses) is loaded once
 * per company: moving between its screens, or searching a list, does not ask for it again. A save
 * may change it (Company Preferences), so it reloads after a form is posted — unless the save was
 * refused or never arrived (an answer of 400 or more: offline, the reload would fail too and
 * replace the form that kept the user's typing). With single fetch Remix hands a route's own
 * shouldRevalidate `defaultShouldRevalidate: true` whatever the action answered, so the status is
 * read here.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams, formMethod, actionStatus }) => {
  if (currentParams.companyId !== nextParams.companyId) return true;
  if (formMethod && formMethod.toUpperCase() !== "GET") return actionStatus === undefined || actionStatus < 400;
  return false;
};

export default function CompanyDashboardLayout() {
  const { company, firstName, comingSoon, currencyFormat } = useLoaderData<typeof loader>();
  showCurrencyFormat(currencyFormat);
  return (
    <DashboardShell company={company} firstName={firstName} comingSoon={comingSoon}>
      <Outlet />
    </DashboardShell>
  );
}

/**
 * A screen's failure shows inside the shell when the company loaded (the sidebar stays usable);
 * when the company itself is not found (another user's, or none), the page is a plain not-found.
 */
export function ErrorBoundary() {
  const layout = useRouteLoaderData<typeof loader>(DASHBOARD_LAYOUT_ROUTE_ID);
  if (!layout) {
    return (
      <main className="px-4">
        <ShellErrorPanel homeHref="/home" homeLabel="Go to your companies" />
      </main>
    );
  }
  return (
    <DashboardShell company={layout.company} firstName={layout.firstName} comingSoon={layout.comingSoon}>
      <ShellErrorPanel homeHref={dashboardBase(layout.company.id)} homeLabel="Back to the dashboard" />
    </DashboardShell>
  );
}

// Screens set their own titles; this one applies to a failure caught here and to screens without one.
export const meta = screenMeta("Dashboard");
