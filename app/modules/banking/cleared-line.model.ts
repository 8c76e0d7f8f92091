import { BaseModel, columnEquals } from "~/utils/model";

// A bank or card account's journal line marked cleared (it is on a statement); reconciled once a
// finished reconciliation holds it. Journal lines are immutable, so the mark is a row of its own.

export class ClearedLine extends BaseModel {
  static tableName = "cleared_lines";
  static idColumn = ["companyId", "journalLineId"];

  declare companyId: number;
  declare journalLineId: number;
  declare accountId: number;
  /** The finished reconciliation that holds the line; null while it is only cleared */
  declare reconciliationId: number | null;
  declare clearedBy: number | null;
  declare clearedAt: Date;

  static modifiers = { ofCompany: columnEquals("companyId") };
}
