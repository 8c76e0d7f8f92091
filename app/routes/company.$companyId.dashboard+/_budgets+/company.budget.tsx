import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ConfirmFirstButton } from "~/components/ui/confirm-first-button";
import { ConfirmModal } from "~/components/ui/modals";
import { NoScriptConfirm } from "~/components/ui/noscript-confirm";
import { parsePagination } from "~/lib/pagination";
import { companyContext } from "~/modules/companies/companies.server";
import { assertDomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { DataTable, PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/field";
import { formatMoney } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { BUDGET_MESSAGES as M } from "~/modules/budgets/constants";
import { deleteBudget, getBudget, listBudgets, listBudgetsPage, type BudgetSummary } from "~/modules/budgets/budgets.server";
import { requireCompany } from "~/modules/companies/require-company.server";

// Budget (Company > Budget): the Current Budget (chosen in a GET form, ?budget=; the newest by
// default) with its accounts' totals for the year (Account, Total) and its Edit button; Add New
// Budget goes to new-budget; below, every budget of the company with its year's income and
// expenses and its reports, a page at a time; Delete asks first (a dialog, or ?delete=<id> without
// JavaScript) and deletes at the version shown.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const search = new URL(request.url).searchParams;
  const [budgets, page] = await Promise.all([listBudgets(db, company.id), listBudgetsPage(db, company.id, parsePagination(search))]);
  const asked = Number(search.get("budget"));
  // Delete's question without JavaScript: ?delete=<id>.
  const deleting = budgets.find((b) => b.id === Number(search.get("delete"))) ?? null;
  const chosen = budgets.find((b) => b.id === asked) ?? budgets[0] ?? null;
  const current = chosen ? await getBudget(db, company.id, chosen.id) : null;
  return {
    companyId: company.id,
    budgets,
    page,
    deleting: deleting ? { id: deleting.id, budgetName: deleting.budgetName, version: deleting.version } : null,
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

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const form = await request.formData();
  if (form.get("intent") !== "delete") return data({ error: "Unknown action" }, { status: 400 });
  try {
    const { message } = await deleteBudget(db, companyContext(company, user.id), Number(form.get("budgetId")), Number(form.get("version")));
    return redirectWithToast(menuHref(company.id, "company/budget"), { type: "success", message });
  } catch (error) {
    assertDomainError(error);
    return data({ error: error.message }, { status: error.status });
  }
}

const deleteQuestion = (name: string) => `Delete budget ${name}? Its amounts are deleted with it; the books are not changed.`;

export default function BudgetScreen() {
  const { companyId, budgets, current, page, deleting } = useLoaderData<typeof loader>();
  const answer = useActionData<{ error?: string }>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [asking, setAsking] = useState<BudgetSummary | null>(null);
  useEffect(() => {
    if (navigation.state === "idle") setAsking(null);
  }, [navigation.state]);
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
          <ConfirmFirstButton href={`?delete=${b.id}`} onAsk={() => setAsking(b)} size="sm" variant="secondary">
            Delete
          </ConfirmFirstButton>
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

      {answer?.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-700">
          {answer.error}
        </p>
      ) : null}
      {deleting ? (
        <NoScriptConfirm
          title="Delete budget?"
          message={deleteQuestion(deleting.budgetName)}
          fields={{ intent: "delete", budgetId: deleting.id, version: deleting.version }}
          cancelHref={menuHref(companyId, "company/budget")}
          destructive
        />
      ) : null}
      <ConfirmModal
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title="Delete budget?"
        message={asking ? deleteQuestion(asking.budgetName) : ""}
        confirmLabel="Delete"
        cancelLabel="Keep budget"
        destructive
        busy={navigation.state !== "idle"}
        onConfirm={() =>
          asking && submit({ intent: "delete", budgetId: String(asking.id), version: String(asking.version) }, { method: "post" })
        }
      />
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
          <PagedDataTable caption="Budgets" columns={columns} list={page} getRowKey={(b) => b.id} />
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

export const meta = screenMeta("Budget");
