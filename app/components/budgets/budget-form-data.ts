import type { BudgetStart } from "~/modules/budgets/constants";

// What the New Budget and Edit Budget screens are given and answered (client-safe): the budget,
// the grid's accounts with their amounts as typed or stored ("1200.00"), and, for a new budget,
// how it starts (the Start card's choices).

export interface BudgetGridAccount {
  id: number;
  accountNumber: string;
  accountName: string;
  accountType: string;
  /** Twelve amounts, as the inputs hold them */
  amounts: string[];
}

export interface BudgetFormLoaded {
  mode: "new" | "edit";
  companyId: number;
  /** The budget edited (null: a new one) */
  budget: { id: number; version: number; budgetName: string } | null;
  fiscalYear: number;
  fiscalYearLabel: string;
  /** The twelve months' labels ("Jan 2026") */
  months: string[];
  rows: BudgetGridAccount[];
  /** A new budget's start: its choices and the one made */
  start: {
    start: BudgetStart;
    copyBudgetId: string;
    fiscalYears: { value: string; label: string }[];
    budgets: { value: string; label: string }[];
    error: string | null;
  } | null;
}

export interface BudgetFormAnswer {
  status: "invalid";
  message: string;
  fieldErrors: Record<string, string[]>;
  /** What was posted, to show again */
  values: { budgetName: string; cells: Record<string, string> };
}
