import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/field";
import { formatMoney } from "~/lib/money";
import { pageTitle } from "~/lib/title";
import { BUDGET_MESSAGES as M } from "~/modules/budgets/constants";
import { getBudget, listBudgets, type BudgetSummary } from "~/modules/budgets/budgets.server";
import { requireCompany } from "~/modules/companies/require-company.server";

// Budget (Company > Budget): the Current Budget (chosen in a GET form, ?budget=; the newest by
// default) with its accounts' totals for the year (Account, Total) and its Edit button; Add New
// Budget goes to new-budget; below, every budget of the company with its year's income and
// expenses and its reports.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const budgets = await listBudgets(db, company.id);
  const asked = Number(new URL(request.url).searchParams.get("budget"));
  const chosen = budgets.find((b) => b.id === asked) ?? budgets[0] ?? null;
  const current = chosen ? await getBudget(db, company.id, chosen.id) : null;
  return {
    companyId: company.id,
    budgets,
    current: current
      ? {
          id: current.id,
          rows: current.rows
            .filter((r) => r.total !== 0)
            .map((r) => ({ id: r.id, account: `${r.accountNumber} · ${r.accountName}`, total: r.total })),
          income: chosen!.income,
          expenses: chosen!.expenses,
        }
      : null,
  };
}

export default function BudgetScreen() {
  const { companyId, budgets, current } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const report = (path: string, id: number) => `${menuHref(companyId, path)}?${new URLSearchParams({ budget: String(id) })}`;
  const columns: DataTableColumn<BudgetSummary>[] = [
    { key: "budgetName", header: "Budget" },
    { key: "fiscalYearLabel", header: "Fiscal Year" },
    { key: "income", header: "Income", className: "text-right tabular-nums", cell: (b) => formatMoney(b.income) },
    { key: "expenses", header: "Expenses", className: "text-right tabular-nums", cell: (b) => formatMoney(b.expenses) },
    {
      key: "actions",
      header: "Actions",
      cell: (b) => (
        <span className="flex gap-3">
          <Link to={menuHref(companyId, `company/edit-budget/${b.id}`)} aria-label={`Edit ${b.budgetName}`}>
            Edit
          </Link>
          <Link to={report("reports/budget/overview", b.id)}>Overview</Link>
          <Link to={report("reports/budget/vs-actuals", b.id)}>Budget vs Actuals</Link>
        </span>
      ),
    },
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Budget" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Budget</h1>
        <Link to={menuHref(companyId, "company/new-budget")} className={buttonClasses({ className: "text-white no-underline" })}>
          Add New Budget
        </Link>
      </div>

      {current ? (
        <>
          <Form
            method="get"
            aria-label="Current budget"
            className="flex flex-wrap items-end gap-3"
            onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
          >
            <SelectField
              key={current.id}
              label="Current Budget"
              name="budget"
              defaultValue={String(current.id)}
              options={budgets.map((b) => ({ value: String(b.id), label: `${b.budgetName} (${b.fiscalYearLabel})` }))}
              containerClassName="w-80"
            />
            <noscript>
              <Button type="submit" variant="secondary">
                Show
              </Button>
            </noscript>
            <Link
              to={menuHref(companyId, `company/edit-budget/${current.id}`)}
              className={buttonClasses({ variant: "secondary", className: "no-underline" })}
            >
              Edit
            </Link>
          </Form>
          <DataTable
            caption="Current budget by account"
            columns={[
              { key: "account", header: "Account" },
              { key: "total", header: "Total", className: "text-right tabular-nums", cell: (r) => formatMoney(r.total) },
            ]}
            rows={current.rows}
            getRowKey={(r) => r.id}
            emptyMessage="Every amount of this budget is zero."
          />
          <p className="text-sm text-slate-700">
            Income {formatMoney(current.income)} · Expenses {formatMoney(current.expenses)} · Net Income{" "}
            <span className="font-semibold text-slate-900">{formatMoney(current.income - current.expenses)}</span>
          </p>
          <h2 className="pt-4 text-lg font-semibold text-slate-900">All budgets</h2>
          <DataTable caption="Budgets" columns={columns} rows={budgets} getRowKey={(b) => b.id} />
        </>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-500">{M.none}</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="The budgets could not be loaded." />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("Budget") }];
