import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { Field, FormErrors, SelectField } from "~/components/ui/field";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import type { CenterWeek } from "~/modules/consultants/billing.server";
import { centerLoader } from "./__consultants.server";

// Consultant Center: pick a consultant and a period (this year by default) → approved hours by
// week, unbilled and billed hours and amounts, gross margin (bill amount − pay rate × hours), the
// consultant's placements; Export to CSV gives the weeks.

export const loader = (args: LoaderFunctionArgs) => centerLoader(args);

const money = (decimal: string) => formatMoney(fromDecimal(decimal));

export default function ConsultantCenter() {
  const { companyId, consultants, consultant, figures, period, periodError } = useLoaderData<typeof loader>();
  const query = new URLSearchParams({ consultantId: String(consultant?.id ?? ""), from: period.from, to: period.to });
  const columns: DataTableColumn<CenterWeek>[] = [
    { key: "weekStart", header: "Week of", cell: (w) => formatUsDate(w.weekStart) },
    { key: "hours", header: "Hours", className: "text-right" },
    { key: "unbilledHours", header: "Unbilled", className: "text-right" },
    { key: "billedHours", header: "Billed", className: "text-right" },
    { key: "billAmount", header: "Bill Amount", className: "text-right", cell: (w) => money(w.billAmount) },
    { key: "payAmount", header: "Pay Amount", className: "text-right", cell: (w) => money(w.payAmount) },
    { key: "margin", header: "Gross Margin", className: "text-right", cell: (w) => money(w.margin) },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Consultant" }, { label: "Consultant Center" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">Consultant Center</h1>
      <Form method="get" aria-label="Choose consultant and period" className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Consultant"
          name="consultantId"
          placeholder="Select consultant"
          options={consultants}
          defaultValue={consultant ? String(consultant.id) : ""}
        />
        <Field label="From" name="from" placeholder="MM/DD/YYYY" defaultValue={period.from} />
        <Field label="To" name="to" placeholder="MM/DD/YYYY" defaultValue={period.to} />
        <Button type="submit" variant="secondary">
          Show
        </Button>
        {consultant ? (
          <a
            href={`${menuHref(companyId, "consultant/center.csv")}?${query}`}
            className={buttonClasses({ variant: "secondary", className: "no-underline" })}
          >
            Export to CSV
          </a>
        ) : null}
      </Form>
      <FormErrors errors={periodError ? periodError.split("\n") : null} />
      {consultant && figures ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Totals">
            {[
              ["Hours", figures.totals.hours],
              ["Unbilled hours", `${figures.totals.unbilledHours} (${money(figures.totals.unbilledAmount)})`],
              ["Billed hours", `${figures.totals.billedHours} (${money(figures.totals.billedAmount)})`],
              ["Bill amount", money(figures.totals.billAmount)],
              ["Pay amount", money(figures.totals.payAmount)],
              ["Gross margin", money(figures.totals.margin)],
            ].map(([label, text]) => (
              <div key={label} className="rounded border border-slate-200 p-3">
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd className="font-semibold text-slate-900">{text}</dd>
              </div>
            ))}
          </dl>
          <DataTable
            columns={columns}
            rows={figures.weeks}
            getRowKey={(w) => w.weekStart}
            caption="Hours by week"
            emptyMessage="No approved hours in this period"
          />
          <section aria-labelledby="center-placements" className="space-y-2">
            <h2 id="center-placements" className="text-lg font-semibold text-slate-900">
              Placements
            </h2>
            <ul className="list-disc pl-6 text-sm">
              {consultant.placements.map((p) => (
                <li key={p.id}>
                  {p.customerName} — {p.itemName} at {money(p.effectiveRate)}/h from {formatUsDate(p.startDate)}
                  {p.endDate ? ` to ${formatUsDate(p.endDate)}` : ""}
                </li>
              ))}
            </ul>
            <Link to={menuHref(companyId, `customers/edit-consultant/${consultant.id}`)}>Edit {consultant.consultantName}</Link>
          </section>
        </>
      ) : (
        <p className="text-sm text-slate-600">No consultants yet.</p>
      )}
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Consultant Center");
