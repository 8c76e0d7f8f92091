import type { AnyQueryBuilder, RelationMappings } from "objection";
import { BaseModel, columnEquals, hasManyInCompany } from "~/utils/model";
import type { Frequency, Mode, RecurringKind } from "./constants";

// A recurring schedule — a memorized document's input and when it comes again — and its
// occurrences, one row per (schedule, occurrence date), created or skipped (ADR 0066).

export class RecurringSchedule extends BaseModel {
  static tableName = "recurring_schedules";

  declare id: number;
  declare companyId: number;
  /** Unique in the company among the schedules not deleted (any case) */
  declare name: string;
  declare kind: RecurringKind;
  /** The input the kind's save service takes, as its API sends it, without the date */
  declare template: Record<string, unknown>;
  /** NUMERIC(14,2) as text: what the last occurrence (or the check when saved) came to */
  declare amount: string;
  /** The vendor, customer or accounts the template names, as the lists show them */
  declare partyName: string;
  declare frequency: Frequency;
  /** Every `repeatEvery` days, weeks, months or years */
  declare repeatEvery: number;
  /** YYYY-MM-DD: occurrence n is anchorDate + n × repeatEvery units (month ends clamped) */
  declare anchorDate: string;
  /** The index of the next occurrence from the anchor */
  declare anchorIndex: number;
  /** YYYY-MM-DD, or null when finished */
  declare nextDate: string | null;
  /** YYYY-MM-DD of the last occurrence created or skipped */
  declare lastDate: string | null;
  declare endDate: string | null;
  declare occurrenceLimit: number | null;
  declare occurrencesDone: number;
  declare mode: Mode;
  declare remindDaysBefore: number;
  /** False: paused */
  declare active: boolean;
  declare deletedAt: Date | null;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare occurrences?: RecurringOccurrence[];

  static jsonAttributes = ["template"];

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    kept: (query: AnyQueryBuilder) => query.whereNull("recurring_schedules.deletedAt"),
  };

  static relationMappings = (): RelationMappings => ({
    occurrences: hasManyInCompany(RecurringOccurrence, "recurring_schedules.id", "recurring_occurrences.scheduleId"),
  });
}

export class RecurringOccurrence extends BaseModel {
  static tableName = "recurring_occurrences";
  static idColumn = ["companyId", "scheduleId", "occurrenceDate"];

  declare companyId: number;
  declare scheduleId: number;
  /** YYYY-MM-DD */
  declare occurrenceDate: string;
  declare status: "created" | "skipped";
  declare documentKind: RecurringKind;
  declare documentId: number | null;
  declare documentNumber: string;
  declare journalEntryId: number | null;
  /** NUMERIC(14,2) as text */
  declare amount: string;
  declare createdBy: number | null;
  declare createdAt: Date;
}
