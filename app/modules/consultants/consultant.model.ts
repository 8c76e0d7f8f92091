import type { RelationMappings } from "objection";
import { BaseModel, columnEquals, hasManyInCompany } from "~/utils/model";
import type { EmploymentKind, TimesheetStatus } from "./constants";

// A consultant and its placements; a week's timesheet and its entries; an HR import batch. Every
// relation joins on (company_id, id), as the foreign keys do.

export class Consultant extends BaseModel {
  static tableName = "consultants";

  declare id: number;
  declare companyId: number;
  declare consultantName: string;
  declare email: string;
  declare phone: string;
  declare employmentKind: EmploymentKind;
  /** The vendor that pays a contractor, or none */
  declare vendorId: number | null;
  /** numeric(14,2) as text */
  declare billRate: string;
  declare payRate: string;
  declare active: boolean;
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare placements?: Placement[];

  static modifiers = { ofCompany: columnEquals("companyId") };

  static relationMappings = (): RelationMappings => ({
    placements: hasManyInCompany(Placement, "consultants.id", "consultant_placements.consultantId"),
  });
}

export class Placement extends BaseModel {
  static tableName = "consultant_placements";

  declare id: number;
  declare companyId: number;
  declare consultantId: number;
  declare customerId: number;
  declare itemId: number;
  /** null: the consultant's default bill rate */
  declare billRate: string | null;
  declare startDate: string;
  declare endDate: string | null;

  static modifiers = { ofCompany: columnEquals("companyId") };
}

export class Timesheet extends BaseModel {
  static tableName = "timesheets";

  declare id: number;
  declare companyId: number;
  declare consultantId: number;
  /** The week's Monday */
  declare weekStart: string;
  declare status: TimesheetStatus;
  declare batchId: number | null;
  declare version: number;
  declare createdBy: number | null;

  declare entries?: TimesheetEntry[];

  static modifiers = { ofCompany: columnEquals("companyId") };

  static relationMappings = (): RelationMappings => ({
    entries: hasManyInCompany(TimesheetEntry, "timesheets.id", "timesheet_entries.timesheetId"),
  });
}

export class TimesheetEntry extends BaseModel {
  static tableName = "timesheet_entries";

  declare id: number;
  declare companyId: number;
  declare timesheetId: number;
  declare placementId: number;
  declare workDate: string;
  /** numeric(5,2) as text */
  declare hours: string;
  /** The invoice that billed these hours (a void one releases them) */
  declare invoiceId: number | null;
  /** The HR import that wrote these hours (ADR 0086), null when typed on the grid or changed there since */
  declare batchId: number | null;
  /** The HR file's Notes for the line */
  declare notes: string;

  static modifiers = { ofCompany: columnEquals("companyId") };
}

export class TimesheetImportBatch extends BaseModel {
  static tableName = "timesheet_import_batches";

  declare id: number;
  declare companyId: number;
  declare fileName: string;
  declare rowCount: number;
  declare hours: string;
  declare createdBy: number | null;
  declare createdAt: Date;

  static modifiers = { ofCompany: columnEquals("companyId") };
}
