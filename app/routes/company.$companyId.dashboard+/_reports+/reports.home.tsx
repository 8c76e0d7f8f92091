import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { REPORT_DESCRIPTIONS } from "~/components/reports/report-descriptions";
import { menuHref, withTerms, type MenuGroup } from "~/components/shell/menu";
import { SIDEBAR_MENU } from "../__shell.server";
import { ShellLink } from "~/components/shell/screen-links";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Card } from "~/components/ui/card";
import { screenMeta } from "~/lib/title";
import { companyNaming } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";

// Reports Home: every report of the Reports menu in its group, each with a line on what it
// answers. The menu is the one list (app/components/shell/menu.ts): a report without a screen yet
// shows as coming soon, a report of data Ledgerline does not keep (payroll) as not available, with
// the reason.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company } = await requireCompany(request, params.companyId);
  const reports = SIDEBAR_MENU.find((g) => g.id === "reports");
  const groups = (reports?.entries ?? []).filter((e): e is MenuGroup => e.kind === "group");
  return { company: companyNaming(company), groups };
}

export default function ReportsHome() {
  const { company, groups } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: "Dashboard", to: menuHref(company.id, "") }, { label: "Reports" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">Reports</h1>
      <div className="grid gap-4 md:grid-cols-2">
        {groups.map((group) => (
          <Card key={group.id} className="p-5">
            <section aria-labelledby={`${group.id}-heading`}>
              <h2 id={`${group.id}-heading`} className="text-base font-semibold text-slate-900">
                {withTerms(group.label, company)}
              </h2>
              <ul className="mt-3 space-y-3 text-sm">
                {group.entries.map((entry) =>
                  entry.kind === "link" ? (
                    <li key={entry.to}>
                      <ShellLink to={menuHref(company.id, entry.to)} className="font-medium">
                        {withTerms(entry.label, company)}
                      </ShellLink>
                      <p className="text-slate-600">{withTerms(REPORT_DESCRIPTIONS[entry.to] ?? "", company)}</p>
                    </li>
                  ) : entry.kind === "unavailable" ? (
                    <li key={entry.label}>
                      <span className="font-medium text-slate-500">{entry.label}</span>{" "}
                      <span className="text-xs uppercase tracking-wide text-slate-500">Not available</span>
                      <p className="text-slate-600">{entry.reason}</p>
                    </li>
                  ) : null,
                )}
              </ul>
            </section>
          </Card>
        ))}
      </div>
    </div>
  );
}

export const meta = screenMeta("Reports");
