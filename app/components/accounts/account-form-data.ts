import type { SubmissionResult } from "@conform-to/react";
import { NETWORK_ERROR_MESSAGE, type SaveFailureKind } from "~/lib/submit-errors";
import { ACCOUNT_TYPES, type AccountType } from "~/modules/ledger/account-types";

// What the account form (page) and the Account Creation dialog share, in the browser and on the
// server: the form's values, how a submitted form is read (the active checkbox, fields of other
// types), the messages (validation fallback, save errors) that are not in the schema, the account
// option shape of selects, and what the account form's loader and action hand to the screen.

/** An account as selects offer it (the journal's AccountOption has the same shape). */
export interface AccountOption {
  id: number;
  accountNumber: string;
  accountName: string;
  accountType: string;
  active?: boolean;
}

export const accountLabel = (a: Pick<AccountOption, "accountNumber" | "accountName">) => `${a.accountNumber} - ${a.accountName}`;

/** A loaded account as selects offer it: only the option's fields go to the browser. */
export const accountOption = (a: Required<AccountOption>): AccountOption => ({
  id: a.id,
  accountNumber: a.accountNumber,
  accountName: a.accountName,
  accountType: a.accountType,
  active: a.active,
});

/** The form's fields as the inputs hold them (text), plus the two checkboxes. */
export interface AccountFormValues {
  accountType: string;
  accountNumber: string;
  accountName: string;
  description: string;
  comments: string;
  active: boolean;
  isSubAccount: boolean;
  parentAccountId: string;
  bankName: string;
  bankAccountType: string;
  bankAccountNumber: string;
  creditLimit: string;
  cardOrLoanNumber: string;
  paypalEmail: string;
  /** The date picker's text (MM/DD/YYYY) or ISO from the server. */
  asOf: string;
  openingBalance: string;
  depositAmount: string;
  /** Edit: the version of the account the form was filled from ("" for a new account), sent back with the save. */
  version: string;
}

export const DEFAULT_ACCOUNT_TYPE: AccountType = "Income";

export const isAccountType = (value: unknown): value is AccountType =>
  typeof value === "string" && (ACCOUNT_TYPES as readonly string[]).includes(value);

export function emptyAccountValues(accountType: string = DEFAULT_ACCOUNT_TYPE): AccountFormValues {
  return {
    accountType,
    accountNumber: "",
    accountName: "",
    description: "",
    comments: "",
    active: true,
    isSubAccount: false,
    parentAccountId: "",
    bankName: "",
    bankAccountType: "",
    bankAccountNumber: "",
    creditLimit: "",
    cardOrLoanNumber: "",
    paypalEmail: "",
    asOf: "",
    openingBalance: "",
    depositAmount: "",
    version: "",
  };
}

/** The values as the form posts them (a ticked box "on", an unticked one absent): conform's starting values. */
export function accountFormDefaults(values: AccountFormValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => (typeof value === "boolean" ? (value ? [[name, "on"]] : []) : [[name, value]])),
  );
}

/** The fields that belong to one account type only (bank details, card details, the PayPal email). */
export const TYPE_FIELDS = {
  Bank: ["bankName", "bankAccountType", "bankAccountNumber"],
  "Credit Card": ["creditLimit", "cardOrLoanNumber"],
  Paypal: ["paypalEmail"],
} as const satisfies Partial<Record<AccountType, readonly (keyof AccountFormValues)[]>>;

type TypeWithFields = keyof typeof TYPE_FIELDS;
const TYPES_WITH_FIELDS = Object.keys(TYPE_FIELDS) as TypeWithFields[];

/** The type-specific fields that do not belong to `accountType`. */
export function otherTypeFields(accountType: string): (keyof AccountFormValues)[] {
  return TYPES_WITH_FIELDS.filter((type) => type !== accountType).flatMap((type) => [...TYPE_FIELDS[type]]);
}

/**
 * A submitted account form made ready for the schema: the active checkbox read explicitly (an
 * unchecked box is absent from the form data, and the schema's API default is true), fields of
 * other account types and a parent without the sub-account box dropped (the page shows every type's
 * fields before JavaScript runs; the server ignores those of other types).
 */
export function prepareAccountFormData(formData: FormData): FormData {
  const prepared = new FormData();
  const accountType = String(formData.get("accountType") ?? "");
  const drop = new Set<string>(otherTypeFields(accountType));
  drop.add("intent");
  if (formData.get("isSubAccount") !== "on") drop.add("parentAccountId");
  for (const [key, value] of formData.entries()) {
    if (!drop.has(key) && key !== "active") prepared.append(key, value);
  }
  prepared.set("active", formData.get("active") === "on" ? "true" : "false");
  return prepared;
}

/** The form's values as submitted (to show them again after a refused save). */
export function valuesFromForm(formData: FormData): AccountFormValues {
  const text = (name: keyof AccountFormValues) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    accountType: text("accountType"),
    accountNumber: text("accountNumber"),
    accountName: text("accountName"),
    description: text("description"),
    comments: text("comments"),
    active: formData.get("active") === "on",
    isSubAccount: formData.get("isSubAccount") === "on",
    parentAccountId: text("parentAccountId"),
    bankName: text("bankName"),
    bankAccountType: text("bankAccountType"),
    bankAccountNumber: text("bankAccountNumber"),
    creditLimit: text("creditLimit"),
    cardOrLoanNumber: text("cardOrLoanNumber"),
    paypalEmail: text("paypalEmail"),
    asOf: text("asOf"),
    openingBalance: text("openingBalance"),
    depositAmount: text("depositAmount"),
    version: text("version"),
  };
}

export const ACCOUNT_FORM_MESSAGES = {
  created: "Account created successfully!",
  updated: "Account updated successfully!",
  requiredFallback: "Please fill in all required fields",
  unexpected: "An unexpected error occurred",
  dialogFallback: "Error creating account",
  createError: (message: string) => `Error creating account: ${message}`,
  updateError: (message: string) => `Error updating account: ${message}`,
  otherTypesNote: "Fill in only the fields of the account type you chose; fields of other types are ignored.",
} as const;

/** Every message of a validation error, one per line, in form order; "Please fill in all required fields" when empty. */
export function errorLines(error: Record<string, readonly string[] | null | undefined> | null | undefined): string[] {
  const lines = [...new Set(Object.values(error ?? {}).flatMap((messages) => messages ?? []))].filter(Boolean);
  return lines.length ? lines : [ACCOUNT_FORM_MESSAGES.requiredFallback];
}

/** What the new-account action answers to the dialog (intent=dialog). */
export type DialogAnswer = { account: AccountOption } | { errors: string[]; fieldErrors: Record<string, string[]> } | { error: string };

export const DIALOG_INTENT = "dialog";

/** The account selects' last option, and the Account Creation dialog's title. */
export const ADD_NEW_ACCOUNT_LABEL = "Add New Account";

/**
 * A save that got no answer (network) or a 5xx, told as the spec's save errors: the page shows
 * "Error creating account: …" / "Error updating account: …" with the values kept; the dialog the
 * message, else "Error creating account".
 */
export function failedSaveAnswer(formData: FormData, kind: SaveFailureKind, mode: AccountFormMode): AccountFormActionData | DialogAnswer {
  if (formData.get("intent") === DIALOG_INTENT) {
    return { error: kind === "network" ? NETWORK_ERROR_MESSAGE : ACCOUNT_FORM_MESSAGES.dialogFallback };
  }
  const failText = mode === "edit" ? ACCOUNT_FORM_MESSAGES.updateError : ACCOUNT_FORM_MESSAGES.createError;
  const messages = [failText(kind === "network" ? NETWORK_ERROR_MESSAGE : ACCOUNT_FORM_MESSAGES.unexpected)];
  return { result: { status: "error", error: { "": messages } }, messages, title: "Error", values: valuesFromForm(formData) };
}

export type AccountFormMode = "new" | "edit";
/** new-account lives under Company; banking/new-account is the same screen reached from Banking. */
export type AccountFormVariant = "company" | "banking";

/** What the account form's loader gives the screen. */
export interface AccountFormScreenData {
  mode: AccountFormMode;
  variant: AccountFormVariant;
  companyId: number;
  values: AccountFormValues;
  /** The account being edited. */
  account: { id: number; accountNumber: string; currentBalance: string; hasBankAccountNumber: boolean } | null;
  /** Candidate parents (the account itself and its sub-accounts left out when editing). */
  accounts: AccountOption[];
}

/** What the account form's action answers a failed save (a successful one redirects). */
export interface AccountFormActionData {
  result: SubmissionResult<string[]>;
  /** Every problem, one per line (the error dialog, or the summary box without JavaScript). */
  messages: string[];
  title: string;
  values: AccountFormValues;
}
