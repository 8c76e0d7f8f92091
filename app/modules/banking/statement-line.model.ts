import { BaseModel, columnEquals } from "~/utils/model";

// A line of a bank or card account's statement, imported once (ADR 0058), matched to at most one
// journal line of the account. Set-based work (import, candidates) is plain Knex; this is its row.

export class StatementLine extends BaseModel {
  static tableName = "statement_lines";

  declare id: number;
  declare companyId: number;
  declare accountId: number;
  /** YYYY-MM-DD */
  declare postedOn: string;
  /** NUMERIC(14,2) as text, signed as the account's journal line (money in: +) */
  declare amount: string;
  declare description: string;
  declare memo: string;
  declare checkNumber: string;
  declare fitId: string | null;
  declare dedupeKey: string;
  declare source: "ofx" | "csv";
  declare fileName: string;
  declare fileLine: number;
  declare matchedLineId: number | string | null;
  declare matchedBy: number | null;
  declare matchedAt: Date | null;
  declare importedBy: number | null;
  declare importedAt: Date;

  static modifiers = { ofCompany: columnEquals("companyId") };
}

/** How an account's bank writes its CSV statements, kept from its last import. */
export class StatementCsvMapping extends BaseModel {
  static tableName = "statement_csv_mappings";
  static idColumn = ["companyId", "accountId"];

  declare companyId: number;
  declare accountId: number;
  declare dateColumn: string;
  declare descriptionColumn: string;
  declare amountColumn: string;
  declare debitColumn: string;
  declare creditColumn: string;
  declare checkNumberColumn: string;
  declare memoColumn: string;
  declare dateFormat: string;
  declare amountsInverted: boolean;
  declare updatedBy: number | null;
  declare updatedAt: Date;

  static modifiers = { ofCompany: columnEquals("companyId") };
}
