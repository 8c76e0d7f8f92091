import { searchText } from "~/lib/search-text";

// Sales persons' messages, choices and the form's shape without zod (schema.ts re-exports them): the
// screens import these and load the schema after they appear (ADR 0027).

export const SALES_PERSON_MESSAGES = {
  nameRequired: "Sales person name is required",
  emailRequired: "Email is required",
  phoneRequired: "Phone is required",
  /** The summary of a save with a required field blank (dialog title validationTitle) */
  requiredFields: "Please fill in all required fields.",
  validationTitle: "Validation Error",
  /** The formats the vendor contacts are held to */
  emailFormat: "Invalid email format",
  phoneFormat: "Invalid phone number format (allowed: digits, spaces, -, +, parentheses)",
  faxFormat: "Invalid fax number format (allowed: digits, spaces, -, +, parentheses)",
  genderInvalid: "Gender must be one of: Unspecified, Male, Female, Other",
  date: (label: string) => `${label}: Invalid date. Use MM/DD/YYYY.`,
  duplicate: (name: string) => `A sales person named "${name}" already exists. Please choose a different name.`,
  expenseAccountNotFound: "Expense account not found",
  expenseAccountType: "The expense account must be an Expense or Other Expense account",
  notFound: "Sales person not found",
  /** The empty address: its dialog's title and the text that invites the click */
  addressRequiredTitle: "Address Required",
  addressHint: "Please click to enter address details.",
  listFailed: "Failed to load sales persons",
  loadFailed: "Failed to load sales person data",
  expenseAccountsFailed: "Failed to load expense accounts",
  saved: "Sales person saved successfully!",
  updated: "Sales person updated successfully!",
  saveFailedTitle: "Save Failed",
  saveFailed: "Failed to save sales person. Please try again.",
  updateFailedTitle: "Update Failed",
  updateFailed: "Failed to update sales person",
  successTitle: "Success",
} as const;

export const GENDERS = ["Unspecified", "Male", "Female", "Other"] as const;
export type Gender = (typeof GENDERS)[number];

/** The expense account select offers only these types (spec §5). */
export const SALES_PERSON_EXPENSE_ACCOUNT_TYPES = ["Expense", "Other Expense"] as const;

/** The list's Current View: Active by default. */
export const SALES_PERSON_VIEWS = ["active", "inactive", "all"] as const;
export type SalesPersonView = (typeof SALES_PERSON_VIEWS)[number];
export const SALES_PERSON_VIEW_LABELS: Record<SalesPersonView, string> = { active: "Active", inactive: "Inactive", all: "All" };

/** The list's (and its CSV's) search and Current View from the URL; anything unknown falls back to none and Active. */
export function readSalesPersonListQuery(searchParams: URLSearchParams): { q: string; view: SalesPersonView } {
  const q = searchText(searchParams.get("q") ?? "", 200);
  const raw = searchParams.get("view") ?? "";
  const view = (SALES_PERSON_VIEWS as readonly string[]).includes(raw) ? (raw as SalesPersonView) : "active";
  return { q, view };
}

/** The four dates and their labels, in the form's order. */
export const SALES_PERSON_DATES = [
  ["dob", "Date of Birth"],
  ["dateOfHire", "Date of Hire"],
  ["dateOfLastReview", "Date of Last Review"],
  ["dateOfRelease", "Date of Release"],
] as const;
export type SalesPersonDateField = (typeof SALES_PERSON_DATES)[number][0];

/** What the New / Edit Sales Person form posts (and starts from): texts, dates as MM/DD/YYYY, the address as six lines. */
export interface SalesPersonFormValues {
  salesPersonName: string;
  email: string;
  phone: string;
  fileAs: string;
  jobTitle: string;
  webpage: string;
  fax: string;
  expenseAccountId: string;
  gender: Gender;
  active: boolean;
  dob: string;
  dateOfHire: string;
  dateOfLastReview: string;
  dateOfRelease: string;
  /** address1, address2, city, state, postalCode, country: one a line */
  address: string;
  version: string;
}

/** The New form: active, gender Unspecified, hired today (MM/DD/YYYY). */
export function emptySalesPersonValues(todayUs: string): SalesPersonFormValues {
  return {
    salesPersonName: "",
    email: "",
    phone: "",
    fileAs: "",
    jobTitle: "",
    webpage: "",
    fax: "",
    expenseAccountId: "",
    gender: "Unspecified",
    active: true,
    dob: "",
    dateOfHire: todayUs,
    dateOfLastReview: "",
    dateOfRelease: "",
    address: "",
    version: "",
  };
}

/** The list's row (the first address's parts as its columns). */
export interface SalesPersonRow {
  id: number;
  active: boolean;
  salesPersonName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  fax: string;
  email: string;
}
