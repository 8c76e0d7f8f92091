import * as z from "zod";
import { checkbox, choice, optionalText, requiredText, safeString } from "~/lib/zod-helpers";
import { CURRENCIES, CUSTOMER_TERMS, INDUSTRIES, MONTHS, TIMEZONES, VENDOR_TERMS } from "./reference-data";
import { STARTER_ACCOUNTS, starterAccountChoices, type StarterAccountChoices, type StarterAccountGroup, type WizardStep } from "./wizard";

// The spec's company fields and creation rules, shared by the setup wizard, the API and
// the CLI. Messages are the spec's, verbatim.

const COMPANY_PASSWORD_MIN = 8;

const email = requiredText("Email is required").pipe(z.email("Invalid email format").max(254));

export const companyInfoFields = {
  companyName: requiredText("Company name is required"),
  legalName: requiredText("Legal name is required"),
  federalId: optionalText(50),
  phone: requiredText("Phone number is required", 50),
  email,
  website: optionalText(),
  country: requiredText("Country is required"),
  region: requiredText("State/Region is required"),
  addressLine1: requiredText("Address is required"),
  addressLine2: optionalText(),
  city: requiredText("City is required", 100),
  zipCode: requiredText("ZIP code is required", 20),
  fax: optionalText(50),
  timezone: requiredText("Timezone is required").pipe(
    z.string().refine((v) => (TIMEZONES as readonly string[]).includes(v), "Choose a time zone from the list"),
  ),
};

const industryId = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? 1 : Number(v)),
  z
    .number({ error: "Please select an industry" })
    .int()
    .refine((id) => INDUSTRIES.some((i) => i.id === id), "Please select an industry"),
);

/** One group of the Accounts step's boxes: a checkbox per box, none ticked when absent. */
function starterAccountGroup<G extends StarterAccountGroup>(group: G) {
  const boxes = Object.keys(STARTER_ACCOUNTS[group].boxes).map((box) => [box, checkbox()] as const);
  const schema = z.object(Object.fromEntries(boxes) as { [K in keyof StarterAccountChoices[G]]: ReturnType<typeof checkbox> });
  // zod cannot see through the generic group that these are the schema's own keys.
  return schema.default(starterAccountChoices(false)[group] as never);
}

export const companySettingsFields = {
  industryId,
  customerTerm: choice(CUSTOMER_TERMS, "Customer", "Choose Customer, Client or Patient"),
  vendorTerm: choice(VENDOR_TERMS, "Vendor", "Choose Vendor, Supplier or Provider"),
  createQuotes: checkbox(false),
  primaryCurrency: requiredText("Currency is required", 3).pipe(
    z.string().refine((code) => CURRENCIES.some((c) => c.code === code), "Currency is required"),
  ),
  enableMultiCurrency: checkbox(false),
  fiscalYearStart: choice(MONTHS, "January", "Choose the month your fiscal year starts"),
  cashFlowTracking: choice(["yes", "no"] as const, "no", "Choose yes or no"),
  offerType: choice(["services", "products", "both"] as const, "both", "Choose services, products or both"),
  enableInventory: checkbox(false),
  multipleWarehouses: checkbox(false),
  enableUnits: checkbox(false),
  inventoryScheme: choice(["average"] as const, "average", "Only the Average inventory scheme is available"),
  enableTax: checkbox(false),
  taxItemType: choice(["transaction", "detail"] as const, "transaction", "Choose per transaction or per detail line"),
  trackTaxPaid: checkbox(false),
  costOfGoodsSold: starterAccountGroup("costOfGoodsSold"),
  expenses: starterAccountGroup("expenses"),
  otherIncome: starterAccountGroup("otherIncome"),
  billTracking: checkbox(true),
};

const encryptionFields = {
  enableEncryption: checkbox(false),
  encryptionPassword: safeString(z.string().max(200, "Must be at most 200 characters")).optional(),
  encryptionPasswordConfirm: safeString(z.string().max(200, "Must be at most 200 characters")).optional(),
  passwordHint: optionalText(200),
};

type EncryptionValues = { enableEncryption: boolean; encryptionPassword?: string; encryptionPasswordConfirm?: string };

/** Encryption on requires a password of 8+ characters, typed twice (the confirmation only when given by a form). */
function checkEncryption(values: EncryptionValues, ctx: z.RefinementCtx, requireConfirm: boolean) {
  if (!values.enableEncryption) return;
  const password = values.encryptionPassword ?? "";
  if (password.length < COMPANY_PASSWORD_MIN) {
    ctx.addIssue({
      code: "custom",
      path: ["encryptionPassword"],
      message: `Company password must be at least ${COMPANY_PASSWORD_MIN} characters`,
    });
  }
  if ((requireConfirm || values.encryptionPasswordConfirm !== undefined) && values.encryptionPasswordConfirm !== password) {
    ctx.addIssue({ code: "custom", path: ["encryptionPasswordConfirm"], message: "Passwords do not match" });
  }
}

/** The whole company as created through the API (`POST /api/company`) or the wizard's last step. */
export const companyCreateSchema = z
  .object({ ...companyInfoFields, ...companySettingsFields, ...encryptionFields })
  .superRefine((v, ctx) => checkEncryption(v, ctx, false));
export type CompanyCreateInput = z.infer<typeof companyCreateSchema>;

// Setup wizard steps (their list, zod-free, in ./wizard.ts). Each step validates its own fields on Next.

export { SHORT_FLOW_DEFAULTS, WIZARD_STEPS_FULL, WIZARD_STEPS_SHORT, type WizardStep } from "./wizard";

export const wizardStepSchemas = {
  "company-info": z.object({
    ...companyInfoFields,
    federalId: requiredText("Federal ID is required", 50),
  }),
  "industry-type": z.object({
    industryId: z.preprocess(
      (v) => (v === undefined || v === null || v === "" ? undefined : Number(v)),
      z.number({ error: "Please select an industry" }).refine((id) => INDUSTRIES.some((i) => i.id === id), "Please select an industry"),
    ),
  }),
  terminology: z.object({
    customerTerm: companySettingsFields.customerTerm,
    vendorTerm: companySettingsFields.vendorTerm,
    createQuotes: companySettingsFields.createQuotes,
    primaryCurrency: companySettingsFields.primaryCurrency,
    fiscalYearStart: companySettingsFields.fiscalYearStart,
    enableMultiCurrency: companySettingsFields.enableMultiCurrency,
    cashFlowTracking: companySettingsFields.cashFlowTracking,
  }),
  "services-products": z.object({
    offerType: companySettingsFields.offerType,
    enableInventory: companySettingsFields.enableInventory,
    multipleWarehouses: companySettingsFields.multipleWarehouses,
    enableUnits: companySettingsFields.enableUnits,
    inventoryScheme: companySettingsFields.inventoryScheme,
    enableTax: companySettingsFields.enableTax,
    taxItemType: companySettingsFields.taxItemType,
    trackTaxPaid: companySettingsFields.trackTaxPaid,
  }),
  accounts: z.object({
    costOfGoodsSold: companySettingsFields.costOfGoodsSold,
    expenses: companySettingsFields.expenses,
    otherIncome: companySettingsFields.otherIncome,
  }),
  "bill-tracking": z.object({ billTracking: companySettingsFields.billTracking }),
  encryption: z.object(encryptionFields).superRefine((v, ctx) => checkEncryption(v, ctx, true)),
  congratulations: z.object({}),
} satisfies Record<WizardStep, z.ZodType>;

// The Encryption settings screen: per company, a form for each of its three actions, told apart
// by `intent`: turn encryption on (a new password typed twice), change the password (the current
// one, a new one typed twice, the hint) and turn it off (the current one). The current password
// and a missing password on "enable" are judged by the service.

export const ENCRYPTION_INTENTS = ["enable", "change", "disable"] as const;
export type EncryptionIntent = (typeof ENCRYPTION_INTENTS)[number];

const CHOOSE_COMPANY_AND_ACTION = "Choose a company and an action.";
/** A text input: "" (or absent) when left empty. */
const typed = z.preprocess((v) => v ?? "", safeString(z.string().max(200, "Must be at most 200 characters")));

const encryptionTarget = {
  companyId: z.coerce.number({ error: CHOOSE_COMPANY_AND_ACTION }).int(CHOOSE_COMPANY_AND_ACTION).positive(CHOOSE_COMPANY_AND_ACTION),
};
const newPassword = {
  encryptionPassword: typed,
  encryptionPasswordConfirm: typed,
  passwordHint: optionalText(200),
};
/** A new password typed (8+ characters, confirmed); an empty one is left to the caller's rule. */
const checkNewPassword = (v: { encryptionPassword: string; encryptionPasswordConfirm: string }, ctx: z.RefinementCtx) => {
  if (v.encryptionPassword !== "") checkEncryption({ ...v, enableEncryption: true }, ctx, true);
};

export const encryptionSettingsSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("enable"), ...encryptionTarget, ...newPassword }).superRefine(checkNewPassword),
    z
      .object({
        intent: z.literal("change"),
        ...encryptionTarget,
        currentPassword: typed,
        ...newPassword,
        encryptionPassword: typed.pipe(z.string().min(1, "Enter the new company password.")),
      })
      .superRefine(checkNewPassword),
    z.object({ intent: z.literal("disable"), ...encryptionTarget, currentPassword: typed }),
  ],
  { error: CHOOSE_COMPANY_AND_ACTION },
);
export type EncryptionSettingsInput = z.infer<typeof encryptionSettingsSchema>;

export const unlockCompanySchema = z.object({
  password: safeString(z.string({ error: "Enter the company password" }).min(1, "Enter the company password")),
});

export const dashboardWidgetsSchema = z.object({
  widgets: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string())),
});

/** Deleting (archiving) a company: the owner's own password, as Delete Account asks. */
const DELETE_COMPANY_PASSWORD = "Enter your password to delete this company";
export const deleteCompanySchema = z.object({
  password: z.string({ error: DELETE_COMPANY_PASSWORD }).min(1, DELETE_COMPANY_PASSWORD),
});

/** GET /api/company?archived=true lists the deleted companies that can still be restored. */
export const companyListQuerySchema = z.object({
  archived: z
    .enum(["true", "false"], { error: 'archived must be "true" or "false"' })
    .optional()
    .describe("true: the deleted (archived) companies that can still be restored"),
});
