import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { menuHref, OVERVIEW_LINKS, OVERVIEW_TILES, withTerms } from "~/components/shell/menu";
import { useReadOnly } from "~/components/ui/read-only";
import { ShellLink } from "~/components/shell/screen-links";
import { Card } from "~/components/ui/card";
import { screenMeta } from "~/lib/title";
import { companyNaming } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { holds } from "./__shell.server";

// Overview: tiles to the main areas and side links to the chart of accounts and checks (those of
// the Consultant group only for an IT consulting company, as the menu).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company } = await requireCompany(request, params.companyId);
  const shown = ({ only }: { only?: Parameters<typeof holds>[0] }) => holds(only, company);
  return {
    company: companyNaming(company),
    tiles: OVERVIEW_TILES.filter(shown),
    links: OVERVIEW_LINKS.filter(shown),
  };
}

export default function Overview() {
  const { company, tiles, links } = useLoaderData<typeof loader>();
  const readOnly = useReadOnly();
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-2xl font-semibold text-slate-900">Overview</h1>
      <p className="mt-1 text-sm text-slate-600">{company.companyName}</p>
      <div className="mt-6 flex flex-col gap-6 lg:flex-row">
        <nav aria-label="Overview" className="flex-1">
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {tiles
              .filter((tile) => !tile.needs || !readOnly)
              .map((tile) => (
                <li key={tile.label}>
                  <ShellLink
                    to={menuHref(company.id, tile.to)}
                    className="block h-full rounded-lg border border-slate-200 bg-white p-5 no-underline shadow-sm transition hover:border-blue-400 hover:shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
                  >
                    <span className="block text-base font-semibold text-slate-900">{withTerms(tile.label, company)}</span>
                    <span className="mt-1 block text-sm text-slate-500">{tile.description}</span>
                  </ShellLink>
                </li>
              ))}
          </ul>
        </nav>
        <aside aria-labelledby="overview-links-heading" className="lg:w-64">
          <Card className="p-5">
            <h2 id="overview-links-heading" className="text-base font-semibold text-slate-900">
              Shortcuts
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {links
                .filter((item) => !item.needs || !readOnly)
                .map((item) => (
                  <li key={item.label}>
                    <ShellLink to={menuHref(company.id, item.to)}>{item.label}</ShellLink>
                  </li>
                ))}
            </ul>
          </Card>
        </aside>
      </div>
    </div>
  );
}

export const meta = screenMeta("Overview");
