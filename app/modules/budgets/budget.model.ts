import type { RelationMappings } from "objection";
import { BaseModel, columnEquals, hasManyInCompany } from "~/utils/model";

// A budget (one fiscal year from its start date) and its grid's cells that are not zero: an
// account's amount for a month of the year (period 1–12), on the account's normal side (ADR 0065).

export class Budget extends BaseModel {
  static tableName = "budgets";

  declare id: number;
  declare companyId: number;
  /** Unique in the company for its fiscal year (trimmed, any case) */
  declare budgetName: string;
  /** YYYY-MM-01: the fiscal year's first day */
  declare startDate: string;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare amounts?: BudgetAmount[];

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

  static relationMappings = (): RelationMappings => ({
    amounts: hasManyInCompany(BudgetAmount, "budgets.id", "budget_amounts.budgetId"),
  });
}

export class BudgetAmount extends BaseModel {
  static tableName = "budget_amounts";
  static idColumn = ["companyId", "budgetId", "accountId", "period"];

  declare companyId: number;
  declare budgetId: number;
  declare accountId: number;
  /** The fiscal year's month, 1–12 */
  declare period: number;
  /** numeric(14,2) as text */
  declare amount: string;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };
}
