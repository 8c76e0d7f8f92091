import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { checkbox, optionalText, safeString } from "~/lib/zod-helpers";
import { companyInfoFields, companySettingsFields, preferenceFields } from "./schema";

// The forms of Company Preferences and Email Setup (ADR 0070), apart from schema.ts: the screens
// that check their forms in the browser (encryption settings, unlock) load schema.ts, and need
// none of these.

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
