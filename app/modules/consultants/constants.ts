import { addDaysIso, isIsoDate, weekdayIso } from "~/lib/dates";

// Consultants' messages, choices and small pure rules without zod (schema.ts builds on them): the
// screens import these, never the schemas (page weight, ADR 0027).

export const EMPLOYMENT_KINDS = ["employee", "contractor"] as const;
export type EmploymentKind = (typeof EMPLOYMENT_KINDS)[number];
export const EMPLOYMENT_KIND_LABELS: Record<EmploymentKind, string> = { employee: "Employee", contractor: "Contractor" };

export const TIMESHEET_STATUSES = ["draft", "submitted", "approved"] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
export const TIMESHEET_STATUS_LABELS: Record<TimesheetStatus, string> = { draft: "Draft", submitted: "Submitted", approved: "Approved" };

/** What a week's form may ask: keep it a draft, submit it, approve it, or send a submitted week back. */
export const TIMESHEET_INTENTS = ["save", "submit", "approve", "reopen"] as const;
export type TimesheetIntent = (typeof TIMESHEET_INTENTS)[number];

export const CONSULTANT_VIEWS = ["active", "inactive", "all"] as const;
export type ConsultantView = (typeof CONSULTANT_VIEWS)[number];
export const CONSULTANT_VIEW_LABELS: Record<ConsultantView, string> = { active: "Active", inactive: "Inactive", all: "All" };

export const CONSULTANT_MESSAGES = {
  notFound: "Consultant not found",
  nameRequired: "Consultant name is required",
  emailFormat: "Invalid email format",
  kindInvalid: "Employment kind must be employee or contractor",
  duplicateName: (name: string) => `A consultant named "${name}" already exists. Please choose a different name.`,
  duplicateEmail: (email: string) => `Another consultant has the email ${email}.`,
  vendorNotFound: "Vendor not found",
  vendorOnlyForContractors: "Only a contractor is paid through a vendor",
  saved: "Consultant saved successfully!",
  updated: "Consultant updated successfully!",
  deleted: (name: string) => `Consultant ${name} deleted.`,
  deleteHasHours: (name: string) => `${name} has timesheets and cannot be deleted: make the consultant inactive instead.`,
  placementNotFound: "Placement not found",
  customerRequired: "Customer is required",
  itemRequired: "Service item is required",
  startRequired: "Start date is required",
  customerNotFound: "Customer not found",
  itemNotService: "The item invoiced must be one of the company's active service items that it sells",
  endBeforeStart: "End date cannot be before the start date",
  placementSaved: "Placement saved.",
  placementDeleted: "Placement removed.",
  placementHasHours: "This placement has hours on timesheets and cannot be removed: give it an end date instead.",
  loadFailed: "Failed to load consultants",
  notConsulting: "Consultants are only kept for IT consulting companies",
} as const;

export const TIMESHEET_MESSAGES = {
  notFound: "Timesheet not found",
  consultantRequired: "Consultant is required",
  weekRequired: "Week is required",
  notMonday: "A timesheet week starts on a Monday",
  hoursFormat: "Hours must be a number from 0 to 24 with at most 2 decimals",
  dayTooMany: (date: string, hours: string) => `Hours on ${date} add up to ${hours}: at most 24 a day`,
  outsideWeek: (date: string) => `${date} is not in this week`,
  placementNotOfConsultant: "That placement is not this consultant's",
  outsidePlacement: (date: string, customer: string) => `${date}: the placement at ${customer} does not run on that day`,
  locked: (status: string) => `This week is ${status.toLowerCase()}: its hours cannot be changed.`,
  emptySubmit: "Enter hours before submitting the week.",
  approveNeedsSubmitted: "Only a submitted week can be approved.",
  reopenNeedsSubmitted: "Only a submitted week can be sent back to draft.",
  saved: "Timesheet saved.",
  submitted: "Timesheet submitted for approval.",
  approved: "Timesheet approved.",
  reopened: "Timesheet sent back to draft.",
  stale: "This timesheet was changed by someone else since you opened it. Reload it and try again.",
} as const;

export const BILLING_MESSAGES = {
  fromRequired: "From date is required",
  toRequired: "To date is required",
  toBeforeFrom: "The period's end cannot be before its start",
  nothingToInvoice: "No approved, unbilled hours in that period.",
  created: (count: number) => (count === 1 ? "1 invoice created from timesheets." : `${count} invoices created from timesheets.`),
} as const;

/**
 * How an HR file meets hours already in the weeks (ADR 0086): `add` (the default) refuses a day
 * that has hours; `replace` replaces the hours an earlier HR import wrote on a draft or submitted
 * week (hours typed on the grid are still refused).
 */
export const HR_IMPORT_MODES = ["add", "replace"] as const;
export type HrImportMode = (typeof HR_IMPORT_MODES)[number];
export const HR_IMPORT_MODE_LABELS: Record<HrImportMode, string> = {
  add: "Add hours: refuse a day that already has hours",
  replace: "Replace hours an earlier HR import wrote (a corrected export); hours typed on the timesheet are still refused",
};

/** A form's mode field: absent or empty is "add"; null for anything but the two modes. */
export const readHrImportMode = (value: unknown): HrImportMode | null =>
  value === null || value === undefined || value === ""
    ? "add"
    : (HR_IMPORT_MODES as readonly unknown[]).includes(value)
      ? (value as HrImportMode)
      : null;

/** Consultant › Import HR Timesheet (ADR 0086): the file's and each `line N:` refusal. */
export const HR_IMPORT_MESSAGES = {
  empty: "The file has no rows to import.",
  modeInvalid: "Choose whether the file adds hours or replaces hours an earlier HR import wrote.",
  whoColumn: 'The file needs a "Consultant" or an "Email" column to say whose hours each line are.',
  line: (n: number, message: string) => `line ${n}: ${message}`,
  notImported: (lines: number) => `${lines} line${lines === 1 ? " is" : "s are"} not valid: nothing was imported`,
  whoRequired: "Consultant or Email is required",
  consultantUnknown: (who: string) => `no consultant "${who}"`,
  customerRequired: "Customer is required",
  customerUnknown: (who: string) => `no customer "${who}"`,
  noPlacement: (consultant: string, customer: string, date: string) => `${consultant} has no placement at ${customer} on ${date}`,
  badDate: (text: string) => `"${text}" is not a date (MM/DD/YYYY or YYYY-MM-DD)`,
  badHours: (text: string) => `"${text}" is not a number of hours from 0 to 24 with at most 2 decimals`,
  notesTooLong: (max: number) => `Notes are longer than ${max} characters`,
  repeats: (line: number) => `the same consultant, customer and day as line ${line}`,
  weekApproved: (consultant: string, week: string) => `${consultant}'s week of ${week} is approved: its hours cannot be changed`,
  weekInvoiced: (consultant: string, week: string) =>
    `${consultant}'s week of ${week} is approved and invoiced: its hours cannot be changed`,
  dayTaken: (consultant: string, hours: string, customer: string, date: string) =>
    `${consultant} already has ${hours} hours at ${customer} on ${date}`,
  dayTyped: (consultant: string, hours: string, customer: string, date: string) =>
    `${consultant} already has ${hours} hours at ${customer} on ${date}, entered by hand on the timesheet: only hours an HR import wrote are replaced`,
  replaces: (hours: string, fileName: string, newHours: string, consultant: string, customer: string, date: string) =>
    `replaces ${hours} hours imported from ${fileName} with ${newHours} (${consultant} at ${customer} on ${date})`,
  batchName: (fileName: string, id: number) => fileName || `Import #${id}`,
  dayTooMany: (consultant: string, date: string, hours: string) => `${consultant}'s hours on ${date} add up to ${hours}: at most 24 a day`,
  sameFile: (fileName: string, date: string) =>
    `This file was already imported${fileName ? ` as ${fileName}` : ""} on ${date}: its hours are in the timesheets.`,
  summary: (rows: number, hours: string, weeks: number) =>
    `${rows} line${rows === 1 ? "" : "s"}, ${hours} hours, ${weeks} week${weeks === 1 ? "" : "s"} submitted`,
  replacedSummary: (replaced: number) => `replace mode: ${replaced} line${replaced === 1 ? "" : "s"} replaced hours imported before`,
} as const;

/** Hours as hundredths ("7.5" → 750), or null for anything but 0–24 with at most 2 decimals. */
export function readHours(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,2}(\.\d{1,2})?$|^\.\d{1,2}$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  const hundredths = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  return hundredths <= 2400 ? hundredths : null;
}

/** Hundredths of an hour as text: 750 → "7.50". */
export const hoursText = (hundredths: number) => `${Math.trunc(hundredths / 100)}.${String(Math.abs(hundredths) % 100).padStart(2, "0")}`;

/** Hours text from the database ("7.50") as hundredths. */
export const hundredthsOf = (text: string | number | null | undefined) =>
  readHours(String(text ?? "0")) ?? Math.round(Number(text ?? 0) * 100);

/** The Monday of the week an ISO date falls in. */
export const mondayOf = (iso: string) => addDaysIso(iso, -((weekdayIso(iso) + 6) % 7));

/** The seven days of a week from its Monday. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i));

export const isMonday = (iso: string) => isIsoDate(iso) && weekdayIso(iso) === 1;

export const WEEKDAY_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** A consultant as the screens and the API read it, with its placements. */
export interface ConsultantRecord {
  id: number;
  consultantName: string;
  email: string;
  phone: string;
  employmentKind: EmploymentKind;
  vendorId: number | null;
  vendorName: string | null;
  billRate: string;
  payRate: string;
  active: boolean;
  version: number;
  placements: PlacementRecord[];
}

export interface PlacementRecord {
  id: number;
  consultantId: number;
  customerId: number;
  customerName: string;
  itemId: number;
  itemName: string;
  /** The placement's own rate, or null: the consultant's default */
  billRate: string | null;
  /** The rate its hours are invoiced at */
  effectiveRate: string;
  startDate: string;
  endDate: string | null;
}
