import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { checkbox, choice, optionalText, safeString } from "~/lib/zod-helpers";
import { DECIMAL_SEPARATORS, NEGATIVE_FORMATS, PREFERENCES_MESSAGES, SYMBOL_POSITIONS, THOUSAND_SEPARATORS } from "./preferences";
import { companyInfoFields, companySettingsFields } from "./schema";

// A company's settings after setup — the edit of `PUT /api/company/:id`, the forms of Company
// Preferences and Email Setup (ADR 0070) — apart from schema.ts: the screens that check their forms
// in the browser (encryption settings, unlock) load schema.ts, and need none of these.

/** A default payment term: one of the company's (the service checks), or none (blank, null). */
const defaultTermId = z.preprocess(
  (v) =>
    v === undefined ? undefined : v === null || v === "" ? null : typeof v === "string" && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v,
  z.union([z.null(), z.number().int().positive().max(MAX_ROW_ID)], { error: PREFERENCES_MESSAGES.termNotFound }),
);

/**
 * Company Preferences' own settings, beyond the wizard's (ADR 0070): the default payment terms and
 * the currency format. The separators must differ (the service checks, against the saved ones when
 * only one is sent).
 */
const preferenceFields = {
  defaultCustomerPaymentTermId: defaultTermId,
  defaultVendorPaymentTermId: defaultTermId,
  currencySymbol: optionalText(5),
  currencySymbolPosition: choice(SYMBOL_POSITIONS, "before", "Choose before or after the amount"),
  decimalSeparator: choice(DECIMAL_SEPARATORS, ".", "Choose a point or a comma as the decimal separator"),
  // "" (no separator) is a choice of its own, so absent is not read as it.
  thousandSeparator: z.enum(THOUSAND_SEPARATORS, { error: "Choose a comma, a point, a space, an apostrophe or none" }),
  negativeFormat: choice(NEGATIVE_FORMATS, "minus", "Choose a minus sign or parentheses"),
};

/**
 * Editing a company (`PUT /api/company/:id`, and Company Preferences): any subset of the fields,
 * with the version the edit was made on (required, ADR 0014); encryption has its own screen.
 */
export const companyUpdateSchema = z
  .object({ ...companyInfoFields, ...companySettingsFields, ...preferenceFields })
  .partial()
  .extend({ version: versionField })
  .refine(({ version: _version, ...fields }) => Object.keys(fields).length > 0, "Nothing to update");
export type CompanyUpdateInput = z.infer<typeof companyUpdateSchema>;

/**
 * Company Preferences as its form posts it: the company's details, its terms, fiscal year start,
 * bill tracking, inventory and currency format, with the version read (an unticked box is off).
 */
export const companyPreferencesFormSchema = z.object({
  ...companyInfoFields,
  customerTerm: companySettingsFields.customerTerm,
  vendorTerm: companySettingsFields.vendorTerm,
  fiscalYearStart: companySettingsFields.fiscalYearStart,
  billTracking: checkbox(false),
  enableInventory: checkbox(false),
  ...preferenceFields,
  version: versionField,
});
export type CompanyPreferencesFormInput = z.infer<typeof companyPreferencesFormSchema>;

// Email Setup (ADR 0070): the sender of the company's mail and optionally its own SMTP server. The
// password is write-only: blank keeps the saved one.

const optionalEmail = (label: string) => optionalText(254).pipe(z.union([z.literal(""), z.email(`${label} must be an email address`)]));

export const SMTP_URL_FORMAT = "Enter the server as smtp://host:port, or smtps://host:port for a TLS connection.";
export const SMTP_URL_CREDENTIALS = "Put the user name and password in their own fields, not in the server address.";

export const mailSettingsSchema = z.object({
  fromName: optionalText(100),
  fromEmail: optionalEmail("From address"),
  replyTo: optionalEmail("Reply-to address"),
  smtpUrl: optionalText(300)
    .refine((v) => !/^smtps?:\/\/[^/?#]*@/i.test(v), SMTP_URL_CREDENTIALS)
    .refine((v) => v === "" || v.includes("@") || /^smtps?:\/\/[a-z0-9.-]+(:\d{1,5})?\/?(\?[\w=&.-]*)?$/i.test(v), SMTP_URL_FORMAT),
  smtpUser: optionalText(200),
  smtpPassword: z.preprocess((v) => v ?? "", safeString(z.string().max(500, "Must be at most 500 characters"))),
  clearPassword: checkbox(false),
  version: versionField,
});
export type MailSettingsInput = z.infer<typeof mailSettingsSchema>;
