import type { Knex } from "knex";
import { formatUsDate } from "~/lib/dates";
import { percentChange, type Statement, type StatementColumn, type StatementRow } from "~/modules/reports/statement-types";
import { BUDGET_SECTIONS, budgetMonths, monthLabel, MONTHS_IN_BUDGET } from "./constants";
import { actualsByMonth, budgetAccounts, budgetEndDate, getBudget, type BudgetRecord } from "./budgets.server";

// Budget Overview and Budget vs Actuals (Reports › Budget), as statements (statement-types.ts): the
// screens, CSV and PDF of the financial statements render them. The overview is a budget's grid:
// its accounts by month with each section's total and the budgeted Net Income. Budget vs Actuals
// sets each account's budget beside its actual figure — the Profit and Loss's own figure for the
// account and month (actualsByMonth), never summed again — with the variance (actual − budget, on
// the account's normal side: more income or more expense than budgeted is positive) and the
// variance as a percent of the budget ("—" when nothing was budgeted).

/** Budget vs Actuals' columns: every month then the year ("months"), the year only ("year"), or one month ("YYYY-MM"). */
export type VsActualsView = "months" | "year" | `${number}-${number}`;

export const VS_ACTUALS_VIEW_LABELS = { months: "Every month", year: "Fiscal year total" } as const;

/** The statement's sections: each section's accounts (those `keep` keeps), its total, then Net Income. */
function sectionRows(
  accounts: { id: number; accountNumber: string; accountName: string; accountType: string }[],
  figures: Map<number, number[]>,
  width: number,
  render: (figures: number[]) => (number | null)[],
): StatementRow[] {
  const rows: StatementRow[] = [];
  const net = new Array<number>(width).fill(0);
  for (const section of BUDGET_SECTIONS) {
    const total = new Array<number>(width).fill(0);
    const members = accounts.filter((a) => (section.types as readonly string[]).includes(a.accountType));
    const shown = members.filter((a) => figures.get(a.id)?.some((f) => f !== 0));
    rows.push({ kind: "heading", label: section.label, depth: 0, cells: [] });
    for (const account of shown) {
      const f = figures.get(account.id)!;
      f.forEach((x, i) => (total[i] += x));
      rows.push({
        kind: "account",
        label: `${account.accountNumber} · ${account.accountName}`,
        depth: 1,
        cells: render(f),
        accountId: account.id,
      });
    }
    rows.push({ kind: "total", label: section.total, depth: 0, cells: render(total) });
    total.forEach((x, i) => (net[i] += section.sign * x));
  }
  rows.push({ kind: "grand", label: "Net Income", depth: 0, cells: render(net) });
  return rows;
}

const yearText = (budget: BudgetRecord) =>
  `${budget.budgetName} · ${budget.fiscalYearLabel} · ${formatUsDate(budget.startDate)} to ${formatUsDate(budgetEndDate(budget.startDate))}`;

/** Budget Overview: the budget's accounts by month (its twelve months, then the year's total). */
export async function budgetOverview(db: Knex, companyId: number, budgetId: number) {
  const budget = await getBudget(db, companyId, budgetId);
  const figures = new Map(budget.rows.map((r) => [r.id, [...r.amounts, r.total] as number[]]));
  const columns: StatementColumn[] = [
    ...budgetMonths(budget.startDate).map((m): StatementColumn => ({ label: monthLabel(m), kind: "money", range: null })),
    { label: "Total", kind: "money", range: null },
  ];
  const { rows: _rows, ...record } = budget;
  const statement: Statement = {
    title: "Budget Overview",
    period: yearText(budget),
    columns,
    rows: sectionRows(budget.rows, figures, MONTHS_IN_BUDGET + 1, (f) => f),
  };
  return { budget: record, statement };
}

/** The months (indexes 0–11, 12 the year) a view's column groups cover, with each group's label and dates. */
function viewGroups(startDate: string, view: VsActualsView) {
  const months = budgetMonths(startDate);
  const monthGroup = (i: number) => ({ index: i, label: monthLabel(months[i]), from: months[i], to: lastDay(months[i]) });
  const year = { index: MONTHS_IN_BUDGET, label: "Total", from: startDate, to: budgetEndDate(startDate) };
  if (view === "year") return [year];
  if (view === "months") return [...months.map((_, i) => monthGroup(i)), year];
  const i = months.findIndex((m) => m.slice(0, 7) === view);
  return i >= 0 ? [monthGroup(i)] : [year];
}

/** The last day of the month starting on `first`. */
function lastDay(first: string): string {
  const [y, m] = first.split("-").map(Number);
  const day = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${first.slice(0, 8)}${String(day).padStart(2, "0")}`;
}

/**
 * Budget vs Actuals: for each account and each column group (a month, or the year), the budget, the
 * actual figure, the variance and the variance as a percent of the budget.
 */
export async function budgetVsActuals(db: Knex, companyId: number, budgetId: number, view: VsActualsView = "months") {
  const budget = await getBudget(db, companyId, budgetId);
  const actuals = await actualsByMonth(db, companyId, budget.startDate);
  const groups = viewGroups(budget.startDate, view);
  const accountIds = new Set([...budget.rows.map((r) => r.id), ...actuals.keys()]);
  const accounts = (await budgetAccounts(db, companyId, accountIds)).filter((a) => accountIds.has(a.id));
  const budgets = new Map(budget.rows.map((r) => [r.id, [...r.amounts, r.total] as number[]]));
  // Per account: [budget, actual] for each group.
  const figures = new Map<number, number[]>();
  for (const account of accounts) {
    const b = budgets.get(account.id);
    const a = actuals.get(account.id);
    figures.set(
      account.id,
      groups.flatMap((g) => [b?.[g.index] ?? 0, a?.[g.index] ?? 0]),
    );
  }
  const single = groups.length === 1;
  const named = (g: (typeof groups)[number], label: string) => (single ? label : `${g.label} ${label}`);
  const columns: StatementColumn[] = groups.flatMap((g): StatementColumn[] => [
    { label: named(g, "Budget"), kind: "money", range: null },
    { label: named(g, "Actual"), kind: "money", range: { from: g.from, to: g.to } },
    { label: named(g, "Variance"), kind: "money", range: null },
    { label: named(g, "Variance %"), kind: "percent", range: null },
  ]);
  const render = (f: number[]) =>
    groups.flatMap((_, i) => [f[2 * i], f[2 * i + 1], f[2 * i + 1] - f[2 * i], percentChange(f[2 * i + 1], f[2 * i])]);
  const { rows: _rows, ...record } = budget;
  const shownPeriod = single && groups[0].index < MONTHS_IN_BUDGET ? `${groups[0].label} · ` : "";
  const statement: Statement = {
    title: "Budget vs Actuals",
    period: `${shownPeriod}${yearText(budget)}`,
    columns,
    rows: sectionRows(accounts, figures, groups.length * 2, render),
  };
  return { budget: record, statement, range: { from: groups[0].from, to: groups[groups.length - 1].to } };
}
