import { Card } from "~/components/ui/card";
import { DASHBOARD_WIDGETS, type DashboardWidgetKey } from "~/modules/companies/reference-data";
import { type MenuTerms, menuHref, QUICK_LINKS, withTerms } from "~/components/shell/menu";
import { ShellLink } from "~/components/shell/screen-links";

// The Company Dashboard's widgets. None has data to show yet: each says so plainly, except
// Quick Links, which are real links (or "Coming soon" until their screen exists).

/** The chosen widgets in the canonical order. */
export function chosenWidgets(keys: readonly string[]) {
  return DASHBOARD_WIDGETS.filter((widget) => keys.includes(widget.key));
}

export function WidgetGrid({ companyId, widgets, terms }: { companyId: number; widgets: readonly string[]; terms: MenuTerms }) {
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
              <WidgetBody widget={widget.key} companyId={companyId} terms={terms} />
            </div>
          </section>
        </Card>
      ))}
    </div>
  );
}

function WidgetBody({ widget, companyId, terms }: { widget: DashboardWidgetKey; companyId: number; terms: MenuTerms }) {
  switch (widget) {
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
