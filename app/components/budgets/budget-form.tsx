import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { CancelButton } from "~/components/ui/cancel-button";
import { Card } from "~/components/ui/card";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { Field, SelectField } from "~/components/ui/field";
import { Alert } from "~/components/ui/notice";
import { BUDGET_START_LABELS, BUDGET_STARTS, CELL_NAME } from "~/modules/budgets/constants";
import type { BudgetFormAnswer, BudgetFormLoaded } from "./budget-form-data";
import { BudgetGrid } from "./budget-grid";

// New Budget (company/new-budget) and Edit Budget (company/edit-budget/{budgetId}). A new budget
// first chooses how it starts — from scratch, a copy of an existing budget, or last year's actuals —
// and its fiscal year, in a GET form (the grid below is filled from the choice; with JavaScript a
// change fills it at once); then the budget name and the grid, posted as a plain form. Save keeps
// the budget open (its edit screen), Save & Close goes back to the Budget screen. A refused save
// shows what was typed again with the reason; a save that meets no answer keeps the form
// (guardedClientAction).

/** What a save that got no answer shows: the values posted, and why. */
export const budgetFormClientAction = guardedClientAction({}, (formData, failure): BudgetFormAnswer => {
  const cells: Record<string, string> = {};
  for (const [name, value] of formData) if (CELL_NAME.test(name) && typeof value === "string") cells[name] = value;
  const budgetName = formData.get("budgetName");
  return {
    status: "invalid",
    message: failure.message,
    fieldErrors: {},
    values: { budgetName: typeof budgetName === "string" ? budgetName : "", cells },
  };
});

function StartCard({ loaded }: { loaded: BudgetFormLoaded }) {
  const submit = useSubmit();
  const start = loaded.start!;
  return (
    <Card className="px-5 py-4">
      <Form
        method="get"
        aria-label="How the budget starts"
        className="flex flex-wrap items-end gap-4"
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
      >
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-slate-700">Start</legend>
          {BUDGET_STARTS.map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="start" value={s} defaultChecked={start.start === s} />
              {BUDGET_START_LABELS[s]}
            </label>
          ))}
        </fieldset>
        <SelectField
          label="Budget to copy"
          name="copyBudgetId"
          defaultValue={start.copyBudgetId}
          options={[{ value: "", label: start.budgets.length ? "Choose a budget" : "No budget to copy" }, ...start.budgets]}
          error={start.error}
          containerClassName="w-64"
        />
        <SelectField
          label="Fiscal year"
          name="fiscalYear"
          defaultValue={String(loaded.fiscalYear)}
          options={start.fiscalYears}
          containerClassName="w-72"
        />
        <Button type="submit" variant="secondary">
          Fill the grid
        </Button>
      </Form>
    </Card>
  );
}

export function BudgetFormScreen({ loaded, answered }: { loaded: BudgetFormLoaded; answered?: BudgetFormAnswer }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const title = loaded.mode === "new" ? "New Budget" : "Edit Budget";
  const listHref = menuHref(loaded.companyId, "company/budget");
  const errors = answered?.fieldErrors ?? {};
  // A new grid (another start or year) forgets what an earlier answer kept.
  const gridKey = `${loaded.fiscalYear}-${loaded.start?.start ?? ""}-${loaded.start?.copyBudgetId ?? ""}-${loaded.budget?.version ?? 0}`;
  return (
    <div className="mx-auto max-w-[96rem] space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Budget", to: listHref }, { label: title }]} />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {loaded.start ? <StartCard loaded={loaded} /> : null}
      <Form method="post" className="space-y-4" aria-label={title}>
        {answered ? (
          <Alert>
            <p className="font-medium">{answered.message}</p>
            {Object.entries(errors)
              .filter(([field]) => field !== "budgetName")
              .flatMap(([, messages]) => messages)
              .map((m) => (
                <p key={m}>{m}</p>
              ))}
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-end gap-4">
          <Field
            key={`name-${gridKey}`}
            label="Budget name"
            name="budgetName"
            required
            maxLength={100}
            defaultValue={answered?.values.budgetName ?? loaded.budget?.budgetName ?? ""}
            error={errors.budgetName}
            containerClassName="w-80"
          />
          <p className="pb-2 text-sm text-slate-700">
            Fiscal year: <span className="font-medium text-slate-900">{loaded.fiscalYearLabel}</span>
          </p>
          <input type="hidden" name="fiscalYear" value={loaded.fiscalYear} />
          {loaded.budget ? <input type="hidden" name="version" value={loaded.budget.version} /> : null}
        </div>
        <BudgetGrid key={gridKey} rows={loaded.rows} months={loaded.months} values={answered?.values.cells} />
        <div className="flex flex-wrap justify-end gap-3">
          <CancelButton href={listHref} disabled={busy} />
          <Button type="submit" name="intent" value="save" variant="secondary" disabled={busy}>
            Save
          </Button>
          <Button type="submit" name="intent" value="save-close" disabled={busy}>
            {busy ? "Saving..." : "Save & Close"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
