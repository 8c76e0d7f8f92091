import { z } from "zod";
import { parseUsDate } from "~/lib/dates";
import { parseMoney, type Cents } from "~/lib/money";
import { checkbox, choice, optionalText, requiredText } from "~/lib/zod-helpers";

// The vendor payload of spec §3 with the §5 messages verbatim. Dates come as MM/DD/YYYY (new form)
// or ISO dates/timestamps (edit form) and leave as YYYY-MM-DD; money leaves as cents.

export const PAYMENT_METHODS = [
  "Cash",
  "Cheque",
  "Credit Card",
  "Direct Deposit",
  "Master card",
  "Online Banking",
  "Standing Order",
  "Switch/Maestro",
] as const;
export const ADDRESS_TYPES = ["Billing", "Shipping", "Other"] as const;

export const VENDOR_MESSAGES = {
  vendorIdRequired: "Vendor ID is required.",
  vendorIdExists: "This Vendor ID already exists in this company.",
  vendorNameRequired: "Vendor Name is required.",
  openingBalanceNegative: "Opening Balance cannot be negative.",
  vendorSinceDate: "Please enter a valid date in MM/DD/YYYY format for Vendor Since.",
  balanceAsOfDate: "Please enter a valid date in MM/DD/YYYY format for Balance as of.",
  creditLimitNegative: "Credit Limit cannot be negative.",
  accountNumberDigits: "Account Number must contain only digits.",
  primaryRequired: "At least one contact must be marked as primary.",
  onePrimary: "Only one contact can be marked as primary.",
  contactEmail: (n: number) => `Contact ${n}: Invalid email format.`,
  contactPhone: (n: number) => `Contact ${n}: Invalid phone number format.`,
  billingRequired: "Billing Address: All fields are required.",
  addressTypeUsed: (type: string) => `Address type ${type} is used more than once. Each address type can be used once per vendor.`,
  notFound: "Vendor not found",
  hasTransactions: (name: string) =>
    `Vendor "${name}" has transactions and cannot be deleted. Its postings (including an opening balance, which is posted to Accounts Payable) stay in the ledger; mark the vendor inactive instead.`,
} as const;

export const PHONE_PATTERN = /^[\d\s\-+()]+$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** MM/DD/YYYY, YYYY-MM-DD or an ISO timestamp → YYYY-MM-DD; blank → undefined (the service uses today). */
const dateField = (message: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || (typeof v === "string" && !v.trim())) return undefined;
      if (typeof v !== "string") return v;
      const text = v.trim();
      const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
      if (iso) return parseUsDate(`${iso[2]}/${iso[3]}/${iso[1]}`) ?? text;
      return parseUsDate(text) ?? text;
    },
    z
      .string({ error: message })
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .optional(),
  );

/** A non-negative amount → cents; blank → 0. */
const amountField = (negative: string, label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? 0 : (parseMoney(v) ?? v)),
    z
      .number({ error: `${label} must be an amount with at most 2 decimals` })
      .int(`${label} must be an amount with at most 2 decimals`)
      .min(0, negative)
      .transform((n) => n as Cents),
  );

/** A referenced record's id; "" and null become null. */
const optionalId = z.preprocess(
  (v) => (v === "" || v === undefined ? null : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: "Must be an id" }).int().positive().max(2147483647).nullable(),
);

export const contactSchema = z.object({
  name: requiredText("Contact Name is required"),
  title: requiredText("Title is required"),
  phone: requiredText("Business Phone is required", 50),
  email: requiredText("Email is required", 254),
  primary: checkbox(false),
});

const ADDRESS_REQUIRED = {
  address1: "Address Line 1 is required",
  city: "City is required",
  state: "State is required",
  postalCode: "Postal Code is required",
  country: "Country is required",
} as const;

export const addressSchema = z
  .object({
    type: z.enum(ADDRESS_TYPES, { error: "Address Type is required" }),
    address1: optionalText(),
    address2: optionalText(),
    city: optionalText(),
    state: optionalText(),
    postalCode: optionalText(20),
    country: optionalText(),
  })
  .superRefine((a, ctx) => {
    const missing = (Object.keys(ADDRESS_REQUIRED) as (keyof typeof ADDRESS_REQUIRED)[]).filter((k) => !a[k]);
    for (const k of missing) ctx.addIssue({ code: "custom", path: [k], message: ADDRESS_REQUIRED[k] });
    if (missing.length && a.type === "Billing") ctx.addIssue({ code: "custom", path: [], message: VENDOR_MESSAGES.billingRequired });
  });

const customValueSchema = z.object({
  definitionId: z.coerce.number().int().positive().max(2147483647),
  value: optionalText(1000),
});

const base = z.object({
  vendorId: requiredText(VENDOR_MESSAGES.vendorIdRequired, 50),
  vendorName: requiredText(VENDOR_MESSAGES.vendorNameRequired),
  active: checkbox(true),
  vendorSince: dateField(VENDOR_MESSAGES.vendorSinceDate),
  openingBalance: amountField(VENDOR_MESSAGES.openingBalanceNegative, "Opening Balance"),
  balanceAsOf: dateField(VENDOR_MESSAGES.balanceAsOfDate),
  taxId: optionalText(),
  fax: optionalText(50),
  webpage: optionalText(500),
  notes: optionalText(5000),
  accountId: optionalId,
  creditLimit: amountField(VENDOR_MESSAGES.creditLimitNegative, "Credit Limit"),
  shippingMethodId: optionalId,
  paymentMethod: choice(PAYMENT_METHODS, "Cash", `Payment Method must be one of: ${PAYMENT_METHODS.join(", ")}`),
  paymentTermId: optionalId,
  accountNumber: optionalText(50).refine((v) => v === "" || /^\d+$/.test(v), VENDOR_MESSAGES.accountNumberDigits),
  bankName: optionalText(),
  bankBranch: optionalText(),
  vendorGroupId: optionalId,
  taxRegistrationNumber: optionalText(),
  taxCode: optionalText(),
  serviceTaxRegistrationNo: optionalText(),
  address: z.preprocess((v) => (v === "" || v == null ? null : v), z.enum(ADDRESS_TYPES).nullable()),
  contacts: z.array(contactSchema).max(100).default([]),
  addresses: z.array(addressSchema).max(3).default([]),
  customFields: z.array(customValueSchema).max(100).default([]),
});

type Base = z.infer<typeof base>;

/** The rules across fields: contact formats, one primary, address types once each, a complete Billing address. */
function crossChecks(value: Pick<Base, "contacts" | "addresses">, ctx: z.RefinementCtx) {
  value.contacts.forEach((c, i) => {
    if (c.phone && !PHONE_PATTERN.test(c.phone)) ctx.addIssue({ code: "custom", path: ["contacts", i, "phone"], message: VENDOR_MESSAGES.contactPhone(i + 1) });
    if (c.email && !EMAIL_PATTERN.test(c.email)) ctx.addIssue({ code: "custom", path: ["contacts", i, "email"], message: VENDOR_MESSAGES.contactEmail(i + 1) });
  });
  if (value.contacts.filter((c) => c.primary).length > 1) {
    ctx.addIssue({ code: "custom", path: ["contacts"], message: VENDOR_MESSAGES.onePrimary });
  }
  const seen = new Set<string>();
  for (const [i, a] of value.addresses.entries()) {
    if (seen.has(a.type)) ctx.addIssue({ code: "custom", path: ["addresses", i, "type"], message: VENDOR_MESSAGES.addressTypeUsed(a.type) });
    seen.add(a.type);
  }
}

export const vendorCreateSchema = base.superRefine(crossChecks);
/** Edit: the opening balance and its date are read-only (they were posted to the ledger). */
export const vendorUpdateSchema = base.omit({ openingBalance: true, balanceAsOf: true }).superRefine(crossChecks);

export type VendorCreateInput = z.infer<typeof vendorCreateSchema>;
export type VendorUpdateInput = z.infer<typeof vendorUpdateSchema>;
export type ContactInput = z.infer<typeof contactSchema>;
export type AddressInput = z.infer<typeof addressSchema>;

export const vendorListQuerySchema = z.object({
  q: optionalText(200),
  view: choice(["active", "inactive", "all"] as const, "active", "View must be active, inactive or all"),
  page: z.preprocess((v) => (v === undefined || v === "" ? 1 : v), z.coerce.number().int().min(1).max(100000)),
  perPage: z.preprocess((v) => (v === undefined || v === "" ? 10 : v), z.coerce.number().int().min(1).max(100)),
});
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;
