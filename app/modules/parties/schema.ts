import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { isIsoDate, parseUsDate } from "~/lib/dates";
import { MAX_CENTS, moneyRangeMessage, readMoney, type Cents } from "~/lib/money";
import { versionField } from "~/lib/record-version";
import { checkbox, choice, optionalText, requiredText } from "~/lib/zod-helpers";
import {
  ADDRESS_TEXT,
  ADDRESS_TYPES,
  CONTACT_TEXT,
  EMAIL_PATTERN,
  isBlankRow,
  isRecord,
  PAYMENT_METHODS,
  PHONE_PATTERN,
  type PartyFormList,
  type PartyFormMode,
  type PartyFormOptions,
} from "./constants";
import { DOCUMENT_LANGUAGES } from "~/modules/translation/labels";
import type { PartyMessages } from "./words";

// The zod builders of what every party's payload shares: its ID and name, the opening balance and
// its date, contacts (one primary), addresses (one of each type), custom values, and the New / Edit
// form's reading of them (blank rows dropped, the primary radio, the card checking its own row).
// A configuration composes its own z.object from these fields and its own (a vendor's bank
// details, a customer's sales person), so each payload keeps its field names and its messages.

/** MM/DD/YYYY, YYYY-MM-DD or an ISO timestamp → YYYY-MM-DD; blank → undefined (the service uses today). */
export const dateField = (message: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || (typeof v === "string" && !v.trim())) return undefined;
      if (typeof v !== "string") return v;
      const text = v.trim();
      const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
      if (iso) return parseUsDate(`${iso[2]}/${iso[3]}/${iso[1]}`) ?? text;
      return parseUsDate(text) ?? text;
    },
    // A real calendar date: 2026-02-30 (as typed, or as an ISO timestamp) is refused, not sent to the database.
    z.string({ error: message }).refine(isIsoDate, message).optional(),
  );

/** A non-negative amount → cents; blank → 0; past the column's range, the range's message. */
// (An amount past the range is read as one cent beyond it, so that the bound's check, which like
// the sign's lets the other rules of the payload run, gives the message.)
export const amountField = (negative: string, label: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === "") return 0;
      const reading = readMoney(v);
      if (reading.ok) return reading.cents;
      return reading.reason === "range" ? (reading.negative ? -1 : 1) * (MAX_CENTS + 1) : v;
    },
    z
      .number({ error: `${label} must be an amount with at most 2 decimals` })
      .int(`${label} must be an amount with at most 2 decimals`)
      .min(0, negative)
      .max(MAX_CENTS, moneyRangeMessage(label))
      .transform((n) => n as Cents),
  );

export const DOCUMENT_LANGUAGE_MESSAGE = `Document language must be one of: ${DOCUMENT_LANGUAGES.map((l) => l.value).join(", ")} (or empty for the company's)`;

/**
 * The language a party's documents print in (ADR 0087): one of the labels' catalogue's languages
 * (en, es, fr, de, pt; any case), or null — "" or absent — for the company's (Settings › Translation).
 */
export const documentLanguageField = z.preprocess(
  (v) =>
    v === undefined || v === null || (typeof v === "string" && !v.trim()) ? null : typeof v === "string" ? v.trim().toLowerCase() : v,
  z.enum(DOCUMENT_LANGUAGES.map((l) => l.value) as [string, ...string[]], { error: DOCUMENT_LANGUAGE_MESSAGE }).nullable(),
);

/** A referenced record's id; "" and null become null. */
export const optionalId = z.preprocess(
  (v) => (v === "" || v === undefined ? null : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: "Must be an id" }).int().positive().max(MAX_ROW_ID).nullable(),
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

/** One address: its type, and every line but the second required (a Billing address says so once more). */
export const partyAddressSchema = (messages: Pick<PartyMessages, "billingRequired">) =>
  z
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
      if (missing.length && a.type === "Billing") ctx.addIssue({ code: "custom", path: [], message: messages.billingRequired });
    });

export const customValueSchema = z.object({
  definitionId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  value: optionalText(1000),
});

/**
 * The header fields every party has, with the messages of its words. The configuration places
 * them in its own object under its own names (`vendorId: fields.code`, `vendorName: fields.name`).
 */
export function partyHeaderFields(messages: PartyMessages) {
  return {
    code: requiredText(messages.idRequired, 50),
    name: requiredText(messages.nameRequired),
    active: checkbox(true),
    since: dateField(messages.sinceDate),
    openingBalance: amountField(messages.openingBalanceNegative, "Opening Balance"),
    balanceAsOf: dateField(messages.balanceAsOfDate),
    creditLimit: amountField(messages.creditLimitNegative, "Credit Limit"),
    paymentMethod: choice(PAYMENT_METHODS, "Cash", `Payment Method must be one of: ${PAYMENT_METHODS.join(", ")}`),
    accountNumber: optionalText(50).refine((v) => v === "" || /^\d+$/.test(v), messages.accountNumberDigits),
    /** The selected address type */
    address: z.preprocess((v) => (v === "" || v == null ? null : v), z.enum(ADDRESS_TYPES).nullable()),
    contacts: z.array(contactSchema).max(100).default([]),
    addresses: z.array(partyAddressSchema(messages)).max(3).default([]),
    customFields: z.array(customValueSchema).max(100).default([]),
  };
}

type Contact = z.infer<typeof contactSchema>;
type Address = z.infer<ReturnType<typeof partyAddressSchema>>;
type Path = (string | number)[];

/** The rules across a party's rows, in its words. */
export function partyRules(messages: PartyMessages) {
  /**
   * The contact rules across rows: the formats of phone and email ("Contact 2: ..." names the row,
   * except for the row whose card is checking itself, which gets the card's words), and at most one
   * primary. Rows left out of a form are null.
   */
  function contactRules(contacts: readonly (Contact | null)[], ctx: z.RefinementCtx, at: Path, cardRow?: number) {
    contacts.forEach((c, i) => {
      if (!c) return;
      const card = i === cardRow;
      if (c.phone && !PHONE_PATTERN.test(c.phone)) {
        ctx.addIssue({
          code: "custom",
          path: [...at, i, "phone"],
          message: card ? messages.contactCardPhone : messages.contactPhone(i + 1),
        });
      }
      if (c.email && !EMAIL_PATTERN.test(c.email)) {
        ctx.addIssue({
          code: "custom",
          path: [...at, i, "email"],
          message: card ? messages.contactCardEmail : messages.contactEmail(i + 1),
        });
      }
    });
    if (contacts.filter((c) => c?.primary).length > 1) ctx.addIssue({ code: "custom", path: at, message: messages.onePrimary });
  }

  /** Each address type once per party. */
  function addressRules(addresses: readonly (Address | null)[], ctx: z.RefinementCtx, at: Path) {
    const seen = new Set<string>();
    for (const [i, a] of addresses.entries()) {
      if (!a) continue;
      if (seen.has(a.type)) ctx.addIssue({ code: "custom", path: [...at, i, "type"], message: messages.addressTypeUsed(a.type) });
      seen.add(a.type);
    }
  }

  /** The rules across fields of a payload: contact formats, exactly one primary, address types once each. */
  function crossChecks(value: { contacts: readonly Contact[]; addresses: readonly Address[] }, ctx: z.RefinementCtx) {
    contactRules(value.contacts, ctx, ["contacts"]);
    // The spec's rule for every save, the API's included: none marked is refused, not guessed.
    if (value.contacts.length && !value.contacts.some((c) => c.primary))
      ctx.addIssue({ code: "custom", path: ["contacts"], message: messages.primaryRequired });
    addressRules(value.addresses, ctx, ["addresses"]);
  }

  return { contactRules, addressRules, crossChecks };
}

// ---- The New / Edit form -----------------------------------------------------------------------
// The same payload as the browser posts it: `contacts[0].name`, `addresses[1].city`,
// `customFields[0].value`, the Active checkbox (absent means unchecked), and rows left blank, which
// the form drops (without JavaScript it shows blank rows to fill in). Without JavaScript the primary
// contact is the radio `primaryContact` (a row number); with it, each row posts `primary`. Errors
// keep the row numbers as posted, so they land on the rows the browser shows. The form adds one
// rule of its own: with any contact, one must be marked primary (the payload's rule too).

/**
 * Rows of a list: blank ones as null, a text field missing from a row as empty (so that every rule
 * of the list still runs); the row of the card checking itself counts even when blank.
 */
const formRows = (text: readonly string[], cardRow: number | undefined) => (rows: unknown) => {
  if (!Array.isArray(rows)) return rows;
  const empty = Object.fromEntries(text.map((field) => [field, ""]));
  return rows.map((r, i) => (i !== cardRow && isBlankRow(text, r) ? null : isRecord(r) ? { ...empty, ...r } : (r ?? empty)));
};

/** A checkbox of the form: checked posts "on"; unchecked posts nothing. */
export const formCheckbox = z.preprocess((v) => v === "on" || v === "true" || v === "1" || v === true, z.boolean());

/** The radio `primaryContact` marks its row primary. */
export function withPrimaryRadio(payload: unknown): unknown {
  if (!isRecord(payload) || typeof payload.primaryContact !== "string" || !Array.isArray(payload.contacts)) return payload;
  const row = payload.primaryContact.trim() === "" ? -1 : Number(payload.primaryContact);
  return { ...payload, contacts: payload.contacts.map((c, i) => (i === row && isRecord(c) ? { ...c, primary: "on" } : c)) };
}

/** The form's contact and address lists (blank rows as null, dropped by `withoutBlankRows`). */
export function partyFormLists(messages: PartyMessages, options: PartyFormOptions = {}) {
  const { contactRules, addressRules } = partyRules(messages);
  const cardRow = (list: PartyFormList) => (options.card?.list === list ? options.card.index : undefined);
  const contacts = z.preprocess(
    formRows(CONTACT_TEXT, cardRow("contacts")),
    z
      .array(contactSchema.nullable())
      .max(100)
      .superRefine((rows, ctx) => {
        contactRules(rows, ctx, [], cardRow("contacts"));
        const kept = rows.filter((c) => c !== null);
        if (kept.length && !kept.some((c) => c.primary)) ctx.addIssue({ code: "custom", path: [], message: messages.primaryRequired });
      })
      .default([]),
  );
  const addresses = z.preprocess(
    formRows(ADDRESS_TEXT, cardRow("addresses")),
    z
      .array(partyAddressSchema(messages).nullable())
      .max(3)
      .superRefine((rows, ctx) => addressRules(rows, ctx, []))
      .default([]),
  );
  return { contacts, addresses, active: formCheckbox };
}

/** The form's value without the rows it left blank. */
export const withoutBlankRows = <T extends { contacts: (Contact | null)[]; addresses: (Address | null)[] }>({
  contacts,
  addresses,
  ...rest
}: T) => ({
  ...(rest as Omit<T, "contacts" | "addresses">),
  contacts: contacts.filter((c) => c !== null),
  addresses: addresses.filter((a) => a !== null),
});

/**
 * A party's New (mode "new") or Edit form over its payload's object `base`: checked in the browser by
 * conform and again by the action. Edit leaves out the opening balance and its date (posted to the
 * ledger) and takes the version read; the code field (`codeField`) is refused when the browser's
 * availability check found it taken; the lists are the form's (blank rows dropped, the primary radio).
 */
export function partyFormSchema<Shape extends z.ZodRawShape>(
  base: z.ZodObject<Shape>,
  codeField: string,
  messages: PartyMessages,
  mode: PartyFormMode,
  options: PartyFormOptions = {},
) {
  const object = base as unknown as z.ZodObject<z.ZodRawShape>;
  const fields = mode === "new" ? object : object.omit({ openingBalance: true, balanceAsOf: true }).extend({ version: versionField });
  const taken = options.isIdTaken;
  const code = object.shape[codeField] as z.ZodType<string>;
  const lists = partyFormLists(messages, { card: options.card });
  return z.preprocess(
    withPrimaryRadio,
    fields
      .extend({ [codeField]: taken ? code.refine((id) => !taken(id), messages.idExists) : code, ...lists })
      .transform(
        (value) =>
          withoutBlankRows(value as { contacts: (Contact | null)[]; addresses: (Address | null)[] }) as unknown as z.output<
            z.ZodObject<Shape>
          >,
      ),
  );
}

/** The list screen's query: search, view, page. */
export const partyListQuerySchema = z.object({
  q: optionalText(200),
  view: choice(["active", "inactive", "all"] as const, "active", "View must be active, inactive or all"),
  page: z.preprocess((v) => (v === undefined || v === "" ? 1 : v), z.coerce.number().int().min(1).max(100000)),
  perPage: z.preprocess((v) => (v === undefined || v === "" ? 10 : v), z.coerce.number().int().min(1).max(100)),
});
export type PartyListQuery = z.infer<typeof partyListQuerySchema>;
