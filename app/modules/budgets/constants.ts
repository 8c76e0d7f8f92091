import { addMonthsIso, MONTH_NAMES } from "~/lib/dates";
import type { AccountType } from "~/modules/ledger/account-types";

// Budgets' words, sections and months, shared by the screens, the API and the reports (client-safe:
// no zod, no database). A budget covers one fiscal year of twelve months from its start date (the
// 1st of the company's fiscal start month); its grid is the income and expense accounts by month,
// grouped as the Profit and Loss groups them, each amount on the account's normal side.

export const BUDGET_MESSAGES = {
  nameRequired: "Budget name is required",
  nameTooLong: "Budget name must be at most 100 characters",
  nameTaken: "A budget with this name exists for this fiscal year",
  fiscalYearRequired: "Choose a fiscal year",
  fiscalYearInvalid: "Fiscal year must be a year between 1900 and 2100",
  amountInvalid: "Enter an amount with at most 2 decimals",
  amountsLength: "Give twelve amounts, one for each month of the fiscal year",
  accountInvalid: "Choose an income or expense account of this company",
  accountTwice: "An account appears twice in the budget",
  copyRequired: "Choose the budget to copy",
  copyNotFound: "The budget to copy was not found",
  notFound: "Budget not found",
  deleted: (name: string) => `Budget ${name} deleted.`,
  saved: "Budget saved successfully!",
  updated: "Budget updated successfully!",
  saveFailed: "Saving the budget failed. Please try again.",
  validationTitle: "Please check the budget",
  none: "No budgets yet. Click Add New Budget to create one.",
} as const;

/** How a new budget starts: all zero, a copy of another budget, or last fiscal year's actual figures. */
export const BUDGET_STARTS = ["scratch", "budget", "actuals"] as const;
export type BudgetStart = (typeof BUDGET_STARTS)[number];
export const BUDGET_START_LABELS: Record<BudgetStart, string> = {
  scratch: "Start from scratch",
  budget: "Copy existing budget",
  actuals: "Copy last year's actuals",
};

/** The Profit and Loss's groups, in its order; `sign`: how the group adds to Net Income. */
export const BUDGET_SECTIONS: readonly { label: string; total: string; types: readonly AccountType[]; sign: 1 | -1 }[] = [
  { label: "Income", total: "Total Income", types: ["Income"], sign: 1 },
  { label: "Cost of Goods Sold", total: "Total Cost of Goods Sold", types: ["Cost of Goods Sold"], sign: -1 },
  { label: "Expenses", total: "Total Expenses", types: ["Expense"], sign: -1 },
  { label: "Other Income", total: "Total Other Income", types: ["Other Income"], sign: 1 },
  { label: "Other Expenses", total: "Total Other Expenses", types: ["Other Expense"], sign: -1 },
];

/** The account types a budget's grid holds: the income and expense accounts. */
export const BUDGET_ACCOUNT_TYPES: readonly AccountType[] = BUDGET_SECTIONS.flatMap((s) => s.types);

export const MONTHS_IN_BUDGET = 12;

/** The first day of each of the budget's twelve months. */
export function budgetMonths(startDate: string): string[] {
  return Array.from({ length: MONTHS_IN_BUDGET }, (_, i) => addMonthsIso(startDate, i));
}

/** "Jan 2026" */
export const monthLabel = (iso: string) => `${MONTH_NAMES[Number(iso.slice(5, 7)) - 1].slice(0, 3)} ${iso.slice(0, 4)}`;

/** The fiscal year's name: "FY2026" (Jan–Dec 2026), "FY2026 (Apr 2026 – Mar 2027)". */
export function fiscalYearLabel(startDate: string): string {
  const year = `FY${startDate.slice(0, 4)}`;
  if (startDate.slice(5, 7) === "01") return year;
  return `${year} (${monthLabel(startDate)} – ${monthLabel(addMonthsIso(startDate, 11))})`;
}

/** The fiscal year starting in `year` at `startMonth` (1–12): its first day. */
export const fiscalYearStartDate = (year: number, startMonth: number) => `${year}-${String(startMonth).padStart(2, "0")}-01`;

/** A grid cell's form field: `amount-<accountId>-<period>` (period 1–12). */
export const cellName = (accountId: number, period: number) => `amount-${accountId}-${period}`;
export const CELL_NAME = /^amount-(\d{1,10})-(\d{1,2})$/;
