import { Card } from "~/components/ui/card";
import { DASHBOARD_WIDGETS, type DashboardWidgetKey } from "~/modules/companies/reference-data";
import { type MenuTerms, menuHref, QUICK_LINKS, withTerms } from "~/components/shell/menu";
import { ShellLink } from "~/components/shell/screen-links";
import { formatMoney, type Cents } from "~/lib/money";
import type { CustomerWidgets, RankedRow } from "~/modules/sales/dashboard-widgets";

// The Company Dashboard's widgets. The customer widgets (Who Owes Me, Money Coming In, Top
// Customers and Top Items by Sales) show the company's figures (sales/dashboard-widgets.server.ts);
// Quick Links are real links (or "Coming soon" until their screen exists); the others say plainly
// that they have nothing to show yet.

/** The chosen widgets in the canonical order. */
export function chosenWidgets(keys: readonly string[]) {
  return DASHBOARD_WIDGETS.filter((widget) => keys.includes(widget.key));
}

export function WidgetGrid({
  companyId,
  widgets,
  terms,
  figures,
}: {
  companyId: number;
  widgets: readonly string[];
  terms: MenuTerms;
  figures: CustomerWidgets;
}) {
  const shown = chosenWidgets(widgets);
  if (shown.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        No widgets are shown. Use Configure.. to choose some.
      </p>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {shown.map((widget) => (
        <Card
          key={widget.key}
          data-widget={widget.key}
          className={widget.key === "quickLinks" || widget.key === "messagesTasks" ? "md:col-span-2 xl:col-span-1" : undefined}
        >
          <section aria-labelledby={`widget-${widget.key}`} className="flex h-full flex-col">
            <h2 id={`widget-${widget.key}`} className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900">
              {widget.label}
            </h2>
            <div className="flex-1 px-4 py-3 text-sm">
              <WidgetBody widget={widget.key} companyId={companyId} terms={terms} figures={figures} />
            </div>
          </section>
        </Card>
      ))}
    </div>
  );
}

function WidgetBody({
  widget,
  companyId,
  terms,
  figures,
}: {
  widget: DashboardWidgetKey;
  companyId: number;
  terms: MenuTerms;
  figures: CustomerWidgets;
}) {
  switch (widget) {
    case "whoOwesMe":
      return figures.whoOwesMe ? (
        <RankedTable
          rows={figures.whoOwesMe.customers}
          heading={terms.customerTerm}
          total={figures.whoOwesMe.total}
          totalLabel="Accounts Receivable"
        />
      ) : null;
    case "moneyComingIn": {
      const money = figures.moneyComingIn;
      if (!money) return null;
      return (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
          <dt className="text-slate-600">Overdue</dt>
          <dd className="text-right font-medium tabular-nums text-red-700">{formatMoney(money.overdue)}</dd>
          <dt className="text-slate-600">Not due yet</dt>
          <dd className="text-right font-medium tabular-nums">{formatMoney(money.notDueYet)}</dd>
          <dt className="text-slate-600">Open invoices</dt>
          <dd className="text-right tabular-nums">{money.openInvoices}</dd>
          <dt className="text-slate-600">Received in the last 30 days</dt>
          <dd className="text-right font-medium tabular-nums text-emerald-700">{formatMoney(money.receivedLast30Days)}</dd>
        </dl>
      );
    }
    case "topCustomersBySales":
      return figures.topCustomersBySales ? <RankedTable rows={figures.topCustomersBySales.customers} heading={terms.customerTerm} /> : null;
    case "topItemsBySales":
      return figures.topItemsBySales ? <RankedTable rows={figures.topItemsBySales.items} heading="Item" quantities /> : null;
    case "quickLinks":
      return (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5">
          {QUICK_LINKS.map((item) => (
            <li key={item.label}>
              <ShellLink to={menuHref(companyId, item.to)}>{withTerms(item.label, terms)}</ShellLink>
            </li>
          ))}
        </ul>
      );
    case "messagesTasks":
      return (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              {["Type", "From", "To", "Item", "Date"].map((column) => (
                <th key={column} scope="col" className="py-2 pr-3 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={5} className="py-6 text-center text-slate-500">
                No records to show
              </td>
            </tr>
          </tbody>
        </table>
      );
    case "recentTransactions":
      return <EmptyState text="No transactions to show" />;
    default:
      return <EmptyState text="No records to show" />;
  }
}

/** Names with amounts, largest first (and a quantity column for items); a total line when given. */
function RankedTable({
  rows,
  heading,
  quantities = false,
  total,
  totalLabel,
}: {
  rows: readonly RankedRow[];
  heading: string;
  quantities?: boolean;
  total?: Cents;
  totalLabel?: string;
}) {
  if (rows.length === 0 && !total) return <EmptyState text="No records to show" />;
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            {heading}
          </th>
          {quantities ? (
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Qty
            </th>
          ) : null}
          <th scope="col" className="py-2 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-slate-100">
            <td className="py-1.5 pr-3">{row.name}</td>
            {quantities ? <td className="py-1.5 pr-3 text-right tabular-nums">{row.quantity}</td> : null}
            <td className="py-1.5 text-right tabular-nums">{formatMoney(row.amount)}</td>
          </tr>
        ))}
      </tbody>
      {total !== undefined ? (
        <tfoot>
          <tr>
            <th scope="row" colSpan={quantities ? 2 : 1} className="pt-2 pr-3 font-semibold">
              {totalLabel}
            </th>
            <td className="pt-2 text-right font-semibold tabular-nums">{formatMoney(total)}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

function EmptyState({ text }: { text: string }) {
  return <p className="py-6 text-center text-slate-500">{text}</p>;
}

/** The widget choice: one checkbox per widget, checked when shown. Submitted as `widgets`. */
export function WidgetChecklist({ selected }: { selected: readonly string[] }) {
  return (
    <fieldset>
      <legend className="sr-only">Widgets to show</legend>
      <div className="grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
        {DASHBOARD_WIDGETS.map((widget) => (
          <label key={widget.key} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="widgets"
              value={widget.key}
              defaultChecked={selected.includes(widget.key)}
              className="h-4 w-4 rounded accent-blue-600"
            />
            {widget.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
