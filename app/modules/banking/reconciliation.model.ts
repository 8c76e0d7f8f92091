import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { BaseModel, belongsToOneInCompany, columnEquals } from "~/utils/model";

// A bank or card account's statement reconciled against the books (ADR 0060): in progress while the
// bookkeeper ticks the lines the statement shows, finished when the cleared balance meets the
// statement's ending balance, undone when taken back. Its service charge, interest and adjustment
// post journal entries when it finishes.

export type ReconciliationStatus = "in_progress" | "finished" | "undone";

export class Reconciliation extends BaseModel {
  static tableName = "reconciliations";

  declare id: number;
  declare companyId: number;
  declare accountId: number;
  /** YYYY-MM-DD */
  declare statementDate: string;
  /** NUMERIC(14,2) as text, on the account's normal side */
  declare beginningBalance: string;
  declare endingBalance: string;
  declare serviceCharge: string;
  declare serviceChargeAccountId: number | null;
  declare interestEarned: string;
  declare interestAccountId: number | null;
  /** What the adjustment entry posted (normal side), 0 when none */
  declare adjustment: string;
  declare adjustmentAccountId: number | null;
  /** The cleared balance it finished at */
  declare clearedBalance: string | null;
  declare status: ReconciliationStatus;
  declare serviceChargeEntryId: number | null;
  declare interestEntryId: number | null;
  declare adjustmentEntryId: number | null;
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare finishedBy: number | null;
  declare finishedAt: Date | null;
  declare undoneBy: number | null;
  declare undoneAt: Date | null;

  declare account?: Account;

  static modifiers = { ofCompany: columnEquals("companyId") };

  static relationMappings = (): RelationMappings => ({
    account: belongsToOneInCompany(Account, "reconciliations.accountId", "company_accounts.id"),
  });
}

/** A line a finished reconciliation held, as it was when it finished. */
export class ReconciliationLine extends BaseModel {
  static tableName = "reconciliation_lines";
  static idColumn = ["companyId", "reconciliationId", "journalLineId"];

  declare companyId: number;
  declare reconciliationId: number;
  declare journalLineId: number;
  declare accountId: number;
  /** YYYY-MM-DD */
  declare entryDate: string;
  /** debit − credit, NUMERIC(14,2) as text */
  declare net: string;

  static modifiers = { ofCompany: columnEquals("companyId") };
}
