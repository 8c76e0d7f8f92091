import { Link } from "@remix-run/react";
import { StatementReport } from "~/components/reports/statement-report";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { SelectField } from "~/components/ui/field";
import { BUDGET_MESSAGES } from "~/modules/budgets/constants";
import type { Statement } from "~/modules/reports/statement-types";

// Budget Overview and Budget vs Actuals (Reports › Budget) on the statements' screen: the budget
// chosen (and, for Budget vs Actuals, its columns: every month, the year, or one month) in the
// options' GET form, the statement's table, its CSV and PDF. With no budget yet, the way to make one.

export interface BudgetReportData {
  companyId: number;
  companyName: string;
  budgets: { value: string; label: string }[];
  statement: Statement | null;
  budgetId: number | null;
  view: string;
  views: { value: string; label: string }[];
  search: string;
  stamp: string;
}

export function BudgetReportScreen({ data, path, name, title }: { data: BudgetReportData; path: string; name: string; title: string }) {
  if (!data.statement) {
    // Nothing to export yet: the way to make a budget instead.
    return (
      <div className="report-page mx-auto max-w-6xl space-y-4">
        <Breadcrumb items={[{ label: "Reports", to: menuHref(data.companyId, "reports/home") }, { label: "Budget" }, { label: title }]} />
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-600">
          {BUDGET_MESSAGES.none} <Link to={menuHref(data.companyId, "company/new-budget")}>Add New Budget</Link>
        </p>
      </div>
    );
  }
  return (
    <StatementReport
      companyId={data.companyId}
      companyName={data.companyName}
      path={path}
      name={name}
      section="Budget"
      statement={data.statement}
      search={data.search}
      stamp={data.stamp}
      options={
        <>
          <SelectField
            key={`budget-${data.budgetId}`}
            label="Budget"
            name="budget"
            defaultValue={String(data.budgetId)}
            options={data.budgets}
            containerClassName="w-72"
          />
          {path.endsWith("vs-actuals") ? (
            <SelectField
              key={`view-${data.view}`}
              label="Columns"
              name="view"
              defaultValue={data.view}
              options={data.views}
              containerClassName="w-48"
            />
          ) : null}
        </>
      }
    />
  );
}
