import type { ReactNode } from "react";
import { BarChart, DonutChart } from "~/components/charts/charts";
import { Card } from "~/components/ui/card";
import { DASHBOARD_WIDGETS, type DashboardWidgetKey } from "~/modules/companies/reference-data";
import { type MenuTerms, menuHref, QUICK_LINKS, withTerms } from "~/components/shell/menu";
import { useReadOnly } from "~/components/ui/read-only";
import { ShellLink } from "~/components/shell/screen-links";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, type Cents } from "~/lib/money";
import {
  PERIOD_WIDGETS,
  type AccountFigure,
  type AgingWidget,
  type DashboardFigures,
  type RankedRow,
  type YearOverYear,
} from "~/modules/dashboard/widgets";

// The Company Dashboard's widgets, each from the company's books (modules/dashboard) and each
// leading to the report behind its figures (WIDGET_REPORTS: the Reports menu's addresses; one not
// built yet shows as "Coming soon"). Charts are SVG rendered on the server with their numbers in a
// table (components/charts).

/** The report (or screen) each widget's figures come from, as the menus name it. */
export const WIDGET_REPORTS: Record<Exclude<DashboardWidgetKey, "quickLinks">, { to: string; label: string }> = {
  banking: { to: "banking/accounts", label: "Bank Accounts" },
  bankAccount: { to: "banking/accounts", label: "Bank Accounts" },
  expenses: { to: "reports/company-finance/expense", label: "Expense report" },
  incomes: { to: "reports/company-finance/profit-loss", label: "Profit & Loss" },
  incomeExpenseAccount: { to: "reports/company-finance/profit-loss", label: "Profit & Loss" },
  yearOverYearIncome: { to: "reports/company-finance/profit-loss", label: "Profit & Loss" },
  yearOverYearExpense: { to: "reports/company-finance/profit-loss", label: "Profit & Loss" },
  whoIOwe: { to: "reports/vendors-payables/ap-aging-summary", label: "A/P Aging Summary" },
  whoOwesMe: { to: "reports/customers-receivable/ar-aging-summary", label: "A/R Aging Summary" },
  moneyComingIn: { to: "reports/customers-receivable/open-invoices", label: "Open Invoices" },
  moneyGoingOut: { to: "reports/vendors-payables/unpaid-bills-detail", label: "Unpaid Bills Detail" },
  recentTransactions: { to: "reports/company-finance/general-ledger", label: "General Ledger" },
  accountBalances: { to: "reports/company-finance/trial-balance", label: "Trial Balance" },
  topCustomersBySales: { to: "reports/sales/customer-summary", label: "Sales by {customer} Summary" },
  topItemsBySales: { to: "reports/sales/item-summary", label: "Sales by Item Summary" },
  topVendorsByExpenses: { to: "reports/purchase/by-vendor-summary", label: "Purchase by {vendor} Summary" },
  messagesTasks: { to: "reports/vendors-payables/unpaid-bills-detail", label: "Unpaid Bills Detail" },
};

/** The chosen widgets in the canonical order. */
export function chosenWidgets(keys: readonly string[]) {
  return DASHBOARD_WIDGETS.filter((widget) => keys.includes(widget.key));
}

interface WidgetContext {
  companyId: number;
  terms: MenuTerms;
  figures: DashboardFigures;
  href: (to: string) => string;
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
  figures: DashboardFigures;
}) {
  const shown = chosenWidgets(widgets);
  if (shown.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        No widgets are shown. Use Configure.. to choose some.
      </p>
    );
  }
  const context: WidgetContext = { companyId, terms, figures, href: (to) => menuHref(companyId, to) };
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {shown.map((widget) => {
        const report = widget.key === "quickLinks" ? null : WIDGET_REPORTS[widget.key];
        const reportTo = report ? `${report.to}${reportQuery(widget.key, figures)}` : undefined;
        return (
          <Card key={widget.key} data-widget={widget.key}>
            <section aria-labelledby={`widget-${widget.key}`} className="flex h-full flex-col">
              <div className="flex items-baseline gap-2 border-b border-slate-200 px-4 py-3">
                <h2 id={`widget-${widget.key}`} className="mr-auto text-base font-semibold text-slate-900">
                  {widget.label}
                </h2>
                {report ? (
                  <ShellLink
                    to={context.href(reportTo!)}
                    className="text-xs"
                    aria-label={`${widget.label}: ${withTerms(report.label, terms)}`}
                  >
                    {withTerms(report.label, terms)}
                  </ShellLink>
                ) : null}
              </div>
              <div className="flex-1 px-4 py-3 text-sm">
                <WidgetBody widget={widget.key} context={context} />
              </div>
            </section>
          </Card>
        );
      })}
    </div>
  );
}

/**
 * A widget's report opens on the dates of its figures: a period widget's on the dashboard's period,
 * Year over Year's on the Profit and Loss by month compared with the year before.
 */
function reportQuery(widget: DashboardWidgetKey, figures: DashboardFigures): string {
  if (widget === "yearOverYearIncome" || widget === "yearOverYearExpense") {
    const years = figures[widget];
    return years ? `?${years.reportSearch}` : "";
  }
  return PERIOD_WIDGETS.includes(widget as keyof DashboardFigures) ? `?${figures.period.search}` : "";
}

const periodText = (figures: DashboardFigures) => `${formatUsDate(figures.period.from)} – ${formatUsDate(figures.period.to)}`;

function WidgetBody({ widget, context }: { widget: DashboardWidgetKey; context: WidgetContext }) {
  const { figures, terms, href } = context;
  switch (widget) {
    case "banking": {
      const banking = figures.banking;
      if (!banking) return null;
      if (!banking.accounts.length) return <EmptyState text="No records to show" />;
      return (
        <AccountTable
          accounts={banking.accounts}
          link={(a) => href(`banking/transactions/${a.id}`)}
          footer={[
            ["Cash and bank", banking.cash],
            ["Credit cards owed", banking.cards],
          ]}
        />
      );
    }
    case "bankAccount": {
      const months = figures.bankAccount?.months;
      if (!months) return null;
      const last = months[months.length - 1];
      return (
        <>
          <p className="mb-2 text-slate-600">
            Cash and bank today: <span className="font-semibold tabular-nums text-slate-900">{formatMoney(last.balance)}</span>
          </p>
          <BarChart
            title="Cash and bank balance at each month's end"
            categoryHeading="Month"
            series={[{ name: "Balance" }]}
            data={months.map((m) => ({ label: m.label, short: m.short, values: [m.balance] }))}
          />
        </>
      );
    }
    case "expenses":
    case "incomes": {
      const part = widget === "expenses" ? figures.expenses : figures.incomes;
      if (!part) return null;
      const what = widget === "expenses" ? "Expenses" : "Income";
      return (
        <>
          <Period figures={figures} />
          {part.slices.length ? (
            <DonutChart title={`${what} by account, ${periodText(figures)}`} heading="Account" slices={part.slices} total={part.total} />
          ) : (
            <EmptyState text="No records to show" />
          )}
        </>
      );
    }
    case "incomeExpenseAccount": {
      const ie = figures.incomeExpenseAccount;
      if (!ie) return null;
      if (!ie.income.length && !ie.expense.length) return <EmptyState text="No records to show" />;
      return (
        <>
          <Period figures={figures} />
          <table className="w-full text-left text-sm">
            <AccountRows heading="Income" accounts={ie.income} total={ie.totalIncome} />
            <AccountRows heading="Expenses" accounts={ie.expense} total={ie.totalExpense} />
            <tfoot>
              <tr>
                <th scope="row" className="pt-2 font-semibold">
                  Net income
                </th>
                <td className="pt-2 text-right font-semibold tabular-nums">{formatMoney(ie.net)}</td>
              </tr>
            </tfoot>
          </table>
        </>
      );
    }
    case "yearOverYearIncome":
    case "yearOverYearExpense": {
      const years = widget === "yearOverYearIncome" ? figures.yearOverYearIncome : figures.yearOverYearExpense;
      return years ? <YearOverYearChart years={years} what={widget === "yearOverYearIncome" ? "Income" : "Expenses"} /> : null;
    }
    case "whoIOwe":
      return figures.whoIOwe ? <AgingBody aging={figures.whoIOwe} heading={terms.vendorTerm} what="Owed to vendors" /> : null;
    case "whoOwesMe":
      return figures.whoOwesMe ? <AgingBody aging={figures.whoOwesMe} heading={terms.customerTerm} what="Owed by customers" /> : null;
    case "moneyComingIn": {
      const money = figures.moneyComingIn;
      if (!money) return null;
      return (
        <Figures
          rows={[
            ["Overdue", formatMoney(money.overdue), "text-red-700"],
            ["Not due yet", formatMoney(money.notDueYet)],
            ["Open invoices", String(money.openInvoices)],
            [`Received, ${periodText(figures)}`, formatMoney(money.received), "text-emerald-700"],
          ]}
        />
      );
    }
    case "moneyGoingOut": {
      const money = figures.moneyGoingOut;
      if (!money) return null;
      return (
        <Figures
          rows={[
            ["Overdue", formatMoney(money.overdue), "text-red-700"],
            ["Due in the next 7 days", formatMoney(money.dueSoon), "text-amber-700"],
            ["Due later", formatMoney(money.later)],
            ["Open bills", String(money.openBills)],
            [`Paid, ${periodText(figures)}`, formatMoney(money.paid)],
          ]}
        />
      );
    }
    case "recentTransactions": {
      const entries = figures.recentTransactions?.entries;
      if (!entries) return null;
      if (!entries.length) return <EmptyState text="No transactions to show" />;
      return (
        <table className="w-full text-left text-sm">
          <Head columns={["Date", "Type", "No", "Amount"]} />
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-b border-slate-100">
                <td className="whitespace-nowrap py-1.5 pr-2 tabular-nums">{formatUsDate(e.date)}</td>
                <td className="py-1.5 pr-2">{e.entryType}</td>
                <td className="whitespace-nowrap py-1.5 pr-2">
                  <ShellLink to={href(`journal-entries/${e.id}`)}>{e.entryNo}</ShellLink>
                </td>
                <td className="py-1.5 text-right tabular-nums">{formatMoney(e.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    case "accountBalances": {
      const accounts = figures.accountBalances?.accounts;
      if (!accounts) return null;
      if (!accounts.length) return <EmptyState text="No records to show" />;
      return <AccountTable accounts={accounts} showType />;
    }
    case "topCustomersBySales":
      return figures.topCustomersBySales ? (
        <Ranked figures={figures} rows={figures.topCustomersBySales.rows} heading={terms.customerTerm} />
      ) : null;
    case "topItemsBySales":
      return figures.topItemsBySales ? <Ranked figures={figures} rows={figures.topItemsBySales.rows} heading="Item" quantities /> : null;
    case "topVendorsByExpenses":
      return figures.topVendorsByExpenses ? (
        <Ranked figures={figures} rows={figures.topVendorsByExpenses.rows} heading={terms.vendorTerm} />
      ) : null;
    case "quickLinks":
      return <QuickLinks terms={terms} href={href} />;
    case "messagesTasks": {
      const tasks = figures.messagesTasks;
      if (!tasks) return null;
      return (
        <>
          <table className="w-full text-left text-sm">
            <Head columns={["Type", "From", "To", "Item", "Date"]} />
            <tbody>
              {tasks.tasks.length ? (
                tasks.tasks.map((t) => (
                  <tr key={t.href} className="border-b border-slate-100">
                    <td className="py-1.5 pr-2">{t.type}</td>
                    <td className="py-1.5 pr-2">{t.from}</td>
                    <td className="py-1.5 pr-2">{t.to}</td>
                    <td className="py-1.5 pr-2">
                      <ShellLink to={href(t.href)}>{t.item}</ShellLink>
                    </td>
                    <td className="py-1.5 tabular-nums">{formatUsDate(t.date)}</td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={5} className="py-6 text-center text-slate-500">
                    No reminders due
                  </td>
                </tr>
              )}
            </tbody>
          </table>
          {tasks.more > 0 ? <p className="mt-2 text-xs text-slate-500">{`${tasks.more} more due or overdue`}</p> : null}
        </>
      );
    }
  }
}

function Period({ figures }: { figures: DashboardFigures }) {
  return <p className="mb-2 text-xs text-slate-500">{`${figures.period.label}: ${periodText(figures)}`}</p>;
}

function Head({ columns, right = [] }: { columns: readonly string[]; right?: readonly string[] }) {
  return (
    <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
      <tr>
        {columns.map((column, i) => (
          <th
            key={column}
            scope="col"
            className={`py-2 pr-2 font-medium ${right.includes(column) || (column === "Amount" && i === columns.length - 1) ? "text-right" : ""}`}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Figures({ rows }: { rows: readonly (readonly [string, string, string?])[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
      {rows.map(([label, value, tone]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className={`text-right font-medium tabular-nums ${tone ?? ""}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AccountTable({
  accounts,
  link,
  showType = false,
  footer = [],
}: {
  accounts: readonly AccountFigure[];
  link?: (account: AccountFigure) => string;
  showType?: boolean;
  footer?: readonly (readonly [string, Cents])[];
}) {
  return (
    <table className="w-full text-left text-sm">
      <Head columns={showType ? ["Account", "Type", "Balance"] : ["Account", "Balance"]} right={["Balance"]} />
      <tbody>
        {accounts.map((a) => (
          <tr key={a.id} className="border-b border-slate-100">
            <td className="py-1.5 pr-2">{link ? <ShellLink to={link(a)}>{a.name}</ShellLink> : a.name}</td>
            {showType ? <td className="py-1.5 pr-2 text-slate-600">{a.type}</td> : null}
            <td className="py-1.5 text-right tabular-nums">{formatMoney(a.amount)}</td>
          </tr>
        ))}
      </tbody>
      {footer.length ? (
        <tfoot>
          {footer.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row" colSpan={showType ? 2 : 1} className="pt-1.5 pr-2 font-semibold">
                {label}
              </th>
              <td className="pt-1.5 text-right font-semibold tabular-nums">{formatMoney(amount)}</td>
            </tr>
          ))}
        </tfoot>
      ) : null}
    </table>
  );
}

function AccountRows({ heading, accounts, total }: { heading: string; accounts: readonly AccountFigure[]; total: Cents }) {
  return (
    <tbody>
      <tr>
        <th scope="rowgroup" colSpan={2} className="pt-2 text-xs font-medium uppercase tracking-wide text-slate-500">
          {heading}
        </th>
      </tr>
      {accounts.map((a) => (
        <tr key={a.id} className="border-b border-slate-100">
          <td className="py-1 pr-2">{a.name}</td>
          <td className="py-1 text-right tabular-nums">{formatMoney(a.amount)}</td>
        </tr>
      ))}
      <tr>
        <th scope="row" className="py-1 pr-2 font-medium">{`Total ${heading.toLowerCase()}`}</th>
        <td className="py-1 text-right font-medium tabular-nums">{formatMoney(total)}</td>
      </tr>
    </tbody>
  );
}

function YearOverYearChart({ years, what }: { years: YearOverYear; what: string }) {
  const dates = (range: { from: string; to: string }) => `${formatUsDate(range.from)} – ${formatUsDate(range.to)}`;
  return (
    <>
      <p className="mb-2 text-slate-600">
        {`${dates(years.current)}: `}
        <span className="font-semibold tabular-nums text-slate-900">{formatMoney(years.currentTotal)}</span>
        {` · ${dates(years.previous)}: `}
        <span className="font-semibold tabular-nums text-slate-900">{formatMoney(years.previousTotal)}</span>
      </p>
      <BarChart
        title={`${what} by month, ${dates(years.current)} beside the same dates of ${years.previousLabel}`}
        categoryHeading="Month"
        series={[{ name: years.currentLabel }, { name: years.previousLabel }]}
        data={years.months.map((m) => ({ label: m.label, values: [m.current, m.previous] }))}
      />
    </>
  );
}

function AgingBody({ aging, heading, what }: { aging: AgingWidget; heading: string; what: string }) {
  if (aging.total === 0 && !aging.parties.length) return <EmptyState text="No records to show" />;
  return (
    <>
      <p className="mb-2 text-slate-600">
        {`${what}: `}
        <span className="font-semibold tabular-nums text-slate-900">{formatMoney(aging.total)}</span>
      </p>
      <BarChart
        title={`${what} by days past due`}
        categoryHeading="Days past due"
        series={[{ name: "Open" }]}
        data={aging.buckets.map((b) => ({ label: b.label, values: [b.amount] }))}
      />
      {aging.parties.length ? <RankedTable rows={aging.parties} heading={heading} /> : null}
    </>
  );
}

function Ranked({
  figures,
  rows,
  heading,
  quantities = false,
}: {
  figures: DashboardFigures;
  rows: readonly RankedRow[];
  heading: string;
  quantities?: boolean;
}) {
  return (
    <>
      <Period figures={figures} />
      <RankedTable rows={rows} heading={heading} quantities={quantities} />
    </>
  );
}

/** Names with amounts, largest first (and a quantity column for items). */
function RankedTable({ rows, heading, quantities = false }: { rows: readonly RankedRow[]; heading: string; quantities?: boolean }) {
  if (rows.length === 0) return <EmptyState text="No records to show" />;
  return (
    <table className="w-full text-left text-sm">
      <Head columns={quantities ? [heading, "Qty", "Amount"] : [heading, "Amount"]} right={["Qty"]} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-slate-100">
            <td className="py-1.5 pr-2">{row.name}</td>
            {quantities ? <td className="py-1.5 pr-2 text-right tabular-nums">{row.quantity}</td> : null}
            <td className="py-1.5 text-right tabular-nums">{formatMoney(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EmptyState({ text }: { text: ReactNode }) {
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

/** The Quick Links widget: the links the user's role can follow (a viewer sees no New Invoice). */
function QuickLinks({ terms, href }: { terms: MenuTerms; href: (to: string) => string }) {
  const readOnly = useReadOnly();
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5">
      {QUICK_LINKS.filter((item) => !item.needs || !readOnly).map((item) => (
        <li key={item.label}>
          <ShellLink to={href(item.to)}>{withTerms(item.label, terms)}</ShellLink>
        </li>
      ))}
    </ul>
  );
}
