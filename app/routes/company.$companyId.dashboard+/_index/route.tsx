import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { readConfigureForm } from "./configure.server";
import { WidgetChecklist, WidgetGrid } from "./dashboard-widgets";
import { Alert } from "~/components/ui/notice";
import { dashboardBase, IMPORT_CSV_LINK, menuHref } from "~/components/shell/menu";
import { ShellLink } from "~/components/shell/screen-links";
import { Button, buttonClasses } from "~/components/ui/button";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { DialogFooter } from "~/components/ui/dialog-footer";
import { LazyDialog } from "~/components/ui/lazy-dialog";
import { useHydrated } from "~/components/ui/use-hydrated";
import { companyNaming, getDashboardWidgets, setDashboardWidgets } from "~/modules/companies/companies.server";
import { companyToday } from "~/modules/companies/reference-data";
import { dashboardFigures, dashboardPeriod } from "~/modules/dashboard/widgets.server";
import { DASHBOARD_PERIOD_LABELS, DASHBOARD_PERIODS, type DashboardPeriod } from "~/modules/dashboard/widgets";
import { DatePicker } from "~/components/ui/date-picker";
import { SelectField } from "~/components/ui/field";
import { screenMeta } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";
import { redirectWithToast } from "~/utils/toast.server";

// The Company Dashboard: the user's chosen widgets, a Configure.. dialog to choose them
// (persisted per user and company), and Import From CSV. The period widgets cover the period of a
// GET form (?period=…, or custom with &from&to; default the fiscal year to date): it works without
// JavaScript, the period stays in the address, and their links open their reports on it.

const CONFIGURE_INTENT = "configure-widgets";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const widgets = await getDashboardWidgets(db, user.id, company.id);
  const today = companyToday(company.timezone);
  const search = new URL(request.url).searchParams;
  const { period, error: periodError } = dashboardPeriod(search, today, company.fiscalYearStart);
  return {
    company: companyNaming(company),
    widgets,
    figures: await dashboardFigures(db, company, today, widgets, period),
    periodError,
    // Without scripts, Configure.. opens the same choice inline (?configure=1).
    configureInline: search.get("configure") === "1",
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId, "read");
  const form = await request.formData();
  const configure = readConfigureForm(form, CONFIGURE_INTENT);
  if (!configure.success) return data({ error: configure.error }, { status: 400 });
  const { widgets } = configure;
  await setDashboardWidgets(db, user.id, company.id, widgets);
  return redirectWithToast(dashboardBase(company.id), { type: "success", message: "Dashboard updated" });
}

type ConfigureAnswer = { error: string; widgets?: string[] };

/** A choice whose save gets no answer (offline, a server error) comes back with the widgets as chosen. */
export const clientAction = guardedClientAction({}, (formData, failure): ConfigureAnswer => ({
  error: failure.message,
  widgets: formData.getAll("widgets").map(String),
}));

export default function CompanyDashboard() {
  const { company, widgets, figures, periodError, configureInline } = useLoaderData<typeof loader>();
  const result = useActionData<ConfigureAnswer>();
  const hydrated = useHydrated();
  const [configuring, setConfiguring] = useState(false);
  // The dialog opens again on a choice that was not saved, as it was chosen, with the message.
  const unsaved = result?.widgets;
  useEffect(() => {
    if (unsaved) setConfiguring(true);
  }, [unsaved]);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{company.companyName}</h1>
        {hydrated ? (
          <Button type="button" variant="secondary" aria-haspopup="dialog" onClick={() => setConfiguring(true)}>
            Configure..
          </Button>
        ) : (
          <Link to="?configure=1" className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
            Configure..
          </Link>
        )}
        <ShellLink to={menuHref(company.id, IMPORT_CSV_LINK.to)} className={buttonClasses({ className: "text-white no-underline" })}>
          {IMPORT_CSV_LINK.label}
        </ShellLink>
      </div>

      <PeriodForm period={figures.period} />
      <Alert>{periodError}</Alert>
      <Alert>{result?.error}</Alert>

      {configureInline ? (
        <section aria-labelledby="configure-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="configure-heading" className="mb-4 text-lg font-semibold text-slate-900">
            Configure Dashboard
          </h2>
          <ConfigureForm
            widgets={unsaved ?? widgets}
            cancel={
              <Link to="." className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
                Cancel
              </Link>
            }
          />
        </section>
      ) : null}

      <WidgetGrid companyId={company.id} widgets={widgets} terms={company} figures={figures} />

      {hydrated ? (
        <LazyDialog open={configuring} onOpenChange={setConfiguring} title="Configure Dashboard" size="lg">
          {/* The form unmounts on close, so Cancel or the close icon discards the changes. */}
          <Alert>{unsaved ? result?.error : null}</Alert>
          <ConfigureForm
            widgets={unsaved ?? widgets}
            onSubmit={() => setConfiguring(false)}
            cancel={
              <Button type="button" variant="secondary" onClick={() => setConfiguring(false)}>
                Cancel
              </Button>
            }
          />
        </LazyDialog>
      ) : null}
    </div>
  );
}

const PERIOD_OPTIONS = DASHBOARD_PERIODS.map((value) => ({ value, label: DASHBOARD_PERIOD_LABELS[value] }));

/** The period widgets' period: a preset of the company's fiscal calendar, or Custom with From and To (a GET form). */
function PeriodForm({ period }: { period: DashboardPeriod }) {
  // A preset typed in the address that the list does not offer shows as its dates (Custom).
  const choice = (DASHBOARD_PERIODS as readonly string[]).includes(period.choice) ? period.choice : "custom";
  return (
    <Form method="get" aria-label="Dashboard period" className="flex flex-wrap items-end gap-3">
      <SelectField
        key={`period-${choice}`}
        name="period"
        label="Period"
        options={PERIOD_OPTIONS}
        defaultValue={choice}
        containerClassName="w-56"
      />
      <DatePicker key={`from-${period.from}`} name="from" label="From" defaultValue={period.from} className="w-44" />
      <DatePicker key={`to-${period.to}`} name="to" label="To" defaultValue={period.to} className="w-44" />
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </Form>
  );
}

function ConfigureForm({ widgets, cancel, onSubmit }: { widgets: readonly string[]; cancel: React.ReactNode; onSubmit?: () => void }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === CONFIGURE_INTENT;
  return (
    <Form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={CONFIGURE_INTENT} />
      <WidgetChecklist selected={widgets} />
      <DialogFooter>
        {cancel}
        <Button type="submit" disabled={saving}>
          OK
        </Button>
      </DialogFooter>
    </Form>
  );
}

export const meta = screenMeta("Dashboard");
