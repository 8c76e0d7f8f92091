import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { boxOrBoolean, choice, optionalText, requiredText } from "~/lib/zod-helpers";
import { documentDate, money, optionalIdOf, requiredIdOf } from "~/modules/documents/fields";
import { EMAIL_PATTERN, PHONE_PATTERN } from "~/modules/parties/constants";
import {
  BILLING_MESSAGES as B,
  CONSULTANT_MESSAGES as M,
  CONSULTANT_VIEWS,
  EMPLOYMENT_KINDS,
  readHours,
  TIMESHEET_INTENTS,
  TIMESHEET_MESSAGES as T,
  TIMESHEET_STATUSES,
} from "./constants";
import { ZERO } from "~/lib/money";

export * from "./constants";

// Consultants' rules once for the screens, the API and the importer (ADR 0078): a consultant's
// fields, a placement's, a week of hours, and the request to invoice a period's hours.

const email = optionalText(254).refine((v) => v === "" || EMAIL_PATTERN.test(v), M.emailFormat);
const phone = optionalText(50).refine(
  (v) => v === "" || PHONE_PATTERN.test(v),
  "Invalid phone number format (allowed: digits, spaces, -, +, parentheses)",
);

function consultantFields(form: boolean) {
  return {
    consultantName: requiredText(M.nameRequired, 100),
    email,
    phone,
    employmentKind: choice(EMPLOYMENT_KINDS, "employee", M.kindInvalid),
    vendorId: optionalIdOf("Vendor"),
    billRate: money("Bill rate", ZERO),
    payRate: money("Pay rate", ZERO),
    active: boxOrBoolean(true, form),
  };
}

const contractorVendor = (v: { employmentKind: string; vendorId: number | null }, ctx: z.RefinementCtx) => {
  if (v.vendorId !== null && v.employmentKind !== "contractor")
    ctx.addIssue({ code: "custom", path: ["vendorId"], message: M.vendorOnlyForContractors });
};

/** New / Edit Consultant as the form posts it (the version too when editing). */
export const consultantFormSchema = (mode: "new" | "edit") =>
  z.object({ ...consultantFields(true), ...(mode === "edit" ? { version: versionField } : {}) }).superRefine(contractorVendor);

/** The API's body (create), and an update's whole record with the version read. */
export const consultantBody = z.object(consultantFields(false)).superRefine(contractorVendor);
export const consultantUpdateBody = z.object({ ...consultantFields(false), version: versionField }).superRefine(contractorVendor);
export type ConsultantInput = z.output<typeof consultantBody>;

/** A required choice of a select: blank is `message`, anything but an id names the field. */
const pickedId = (label: string, message: string) =>
  optionalIdOf(label).transform((v, ctx) => {
    if (v === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return v;
  });

/** A placement: at a customer, invoiced as a service item, at a bill rate (blank: the consultant's), from a date (to a date). */
export const placementSchema = z
  .object({
    customerId: pickedId("Customer", M.customerRequired),
    itemId: pickedId("Service item", M.itemRequired),
    billRate: money("Bill rate"),
    startDate: documentDate("Start date", true),
    endDate: documentDate("End date"),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: M.endBeforeStart });
  });
export type PlacementInput = z.output<typeof placementSchema>;

/** One day's hours on one placement, as the API sends it. */
const entrySchema = z.object({
  placementId: requiredIdOf("Placement"),
  date: documentDate("Date", true),
  hours: z.union([z.string(), z.number()]).transform((v, ctx) => {
    const hundredths = readHours(v);
    if (hundredths === null) {
      ctx.addIssue({ code: "custom", message: T.hoursFormat });
      return z.NEVER;
    }
    return hundredths;
  }),
});

/** A week of hours: the consultant, the Monday, the days' hours (hundredths); the version of the week read, when it exists. */
export const timesheetWeekSchema = z.object({
  consultantId: pickedId("Consultant", T.consultantRequired),
  weekStart: documentDate("Week", true),
  entries: z.array(entrySchema).max(7 * 50),
  version: z.preprocess((v) => (v === "" || v == null ? null : v), z.union([z.null(), versionField])),
  intent: z.enum(TIMESHEET_INTENTS, { error: `Choose what to do with the week: ${TIMESHEET_INTENTS.join(", ")}` }).default("save"),
});
export type TimesheetWeekInput = z.output<typeof timesheetWeekSchema>;

/**
 * The week grid's form: one field per placement and day, `h.<placementId>.<day 0–6>`, read into
 * the week's entries (a blank or 0 cell is no hours); a cell that is not hours is refused by name.
 */
export function weekFromForm(form: FormData, days: readonly string[]): { value?: unknown; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const entries: { placementId: number; date: string; hours: string }[] = [];
  for (const [name, raw] of form.entries()) {
    const match = /^h\.(\d{1,10})\.([0-6])$/.exec(name);
    if (!match || typeof raw !== "string" || raw.trim() === "") continue;
    if (readHours(raw) === null) {
      errors[name] = [T.hoursFormat];
      continue;
    }
    if (readHours(raw) === 0) continue;
    entries.push({ placementId: Number(match[1]), date: days[Number(match[2])], hours: raw.trim() });
  }
  return {
    value: {
      consultantId: form.get("consultantId"),
      weekStart: form.get("weekStart"),
      version: form.get("version"),
      intent: form.get("intent"),
      entries,
    },
    errors,
  };
}

/** The timesheet list's filters (and the API's): week, consultant, customer, status. */
export const timesheetFilterSchema = z.object({
  week: documentDate("Week").catch(null),
  consultantId: optionalIdOf("Consultant").catch(null),
  customerId: optionalIdOf("Customer").catch(null),
  status: z.enum(TIMESHEET_STATUSES).nullable().catch(null),
  batchId: optionalIdOf("Import").catch(null),
});

/** Invoice from timesheets: a customer (blank: every customer with unbilled hours), the period, the invoice date and tax rate. */
export const invoiceFromTimesheetsSchema = z
  .object({
    customerId: optionalIdOf("Customer"),
    from: documentDate("From", true),
    to: documentDate("To", true),
    date: documentDate("Invoice date"),
    taxRateId: optionalIdOf("Tax rate"),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: B.toBeforeFrom });
  });
export type InvoiceFromTimesheetsInput = z.output<typeof invoiceFromTimesheetsSchema>;

export const consultantListQuerySchema = z.object({
  q: optionalText(200).catch(""),
  view: z.enum(CONSULTANT_VIEWS).catch("active"),
});
