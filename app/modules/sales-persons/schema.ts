import * as z from "zod";
import { parseAddress, validateAddress, isEmptyAddress, type AddressParts } from "~/lib/address";
import { versionField } from "~/lib/record-version";
import { boxOrBoolean, choice, optionalText, requiredText } from "~/lib/zod-helpers";
import { EMAIL_PATTERN, PHONE_PATTERN } from "~/modules/parties/constants";
import { dateField, optionalId } from "~/modules/parties/schema";
import { GENDERS, SALES_PERSON_DATES, SALES_PERSON_MESSAGES as M, SALES_PERSON_VIEWS, type SalesPersonDateField } from "./constants";

export * from "./constants";

// Sales persons' rules (spec §3, §5), once for the New / Edit form, the API and the CLI: name, email
// and phone required (trimmed), the email and phone in the formats the vendor contacts are held to,
// dates as MM/DD/YYYY (or ISO) to ISO, gender one of four, the expense account an id or none, and the
// address's required parts when an address is given (the address dialog's rule). The form posts the
// address as its six lines of text; the API sends `address` (an object or null) or `addresses`.

// (A blank one has its "required" message only.)
const email = requiredText(M.emailRequired, 254).refine((v) => !v || EMAIL_PATTERN.test(v), M.emailFormat);
const phone = requiredText(M.phoneRequired, 50).refine((v) => !v || PHONE_PATTERN.test(v), M.phoneFormat);
const fax = optionalText(50).refine((v) => v === "" || PHONE_PATTERN.test(v), M.faxFormat);

/** A date (MM/DD/YYYY, YYYY-MM-DD or an ISO timestamp) → YYYY-MM-DD; blank or null → null. */
const date = (label: string) => dateField(M.date(label)).transform((v) => v ?? null);

const dates = Object.fromEntries(SALES_PERSON_DATES.map(([name, label]) => [name, date(label)])) as Record<
  SalesPersonDateField,
  ReturnType<typeof date>
>;

/** One address: the six parts; a given address needs every part but the second (the address dialog's message). */
const addressObject = z
  .object({
    address1: optionalText(200),
    address2: optionalText(200),
    city: optionalText(100),
    state: optionalText(100),
    postalCode: optionalText(20),
    country: optionalText(100),
  })
  .superRefine((parts, ctx) => {
    if (isEmptyAddress(parts)) return;
    const message = validateAddress(parts);
    if (message) ctx.addIssue({ code: "custom", message });
  });

/** The fields both the form and the API send, with `form` deciding how the Active box reads. */
function salesPersonFields(form: boolean) {
  return {
    salesPersonName: requiredText(M.nameRequired, 200),
    email,
    phone,
    fileAs: optionalText(200),
    jobTitle: optionalText(200),
    webpage: optionalText(500),
    fax,
    active: boxOrBoolean(true, form),
    gender: choice(GENDERS, "Unspecified", M.genderInvalid),
    ...dates,
    expenseAccountId: optionalId,
  };
}

/** The form's address: its six lines of text, read into the parts (blank → no address). */
const addressText = z.preprocess((v) => {
  if (v == null) return parseAddress("");
  // Anything but text is left for the object to refuse; a part too long is refused by its own rule.
  return typeof v === "string" ? parseAddress(v) : v;
}, addressObject);

/** New / Edit Sales Person: what the form posts (the version too when editing). */
export const salesPersonFormSchema = (mode: "new" | "edit") =>
  z
    .object({ ...salesPersonFields(true), address: addressText, ...(mode === "edit" ? { version: versionField } : {}) })
    .transform(({ address, ...rest }) => ({ ...rest, addresses: isEmptyAddress(address) ? [] : [address] }));

const apiAddresses = {
  /** The sales person's address (the first of its list): an object, or null for none */
  address: addressObject.nullable().optional(),
  /** The whole list of addresses, the first shown on the screens (instead of `address`) */
  addresses: z.array(addressObject).max(10, "At most 10 addresses").optional(),
};

/** The API's body: the fields, `address` or `addresses`; ISO dates or null. */
const apiBody = z.object({ ...salesPersonFields(false), ...apiAddresses });

/** POST /api/company/{companyId}/sales-persons: a date of hire left out (or null) is today's. */
export const salesPersonCreateBody = apiBody.extend({
  dateOfHire: dateField(M.date("Date of Hire")).describe("today when left out or null"),
});
/** An update's whole record (the stored fields overlaid with those sent) and the version read. */
export const salesPersonUpdateBody = apiBody.extend({ version: versionField });
/** PUT /api/company/sales-persons/{id} as a client sends it: any of the fields (one left out keeps its value) and the version read. */
export const salesPersonPatchBody = apiBody.partial().extend({ version: versionField });

/** The service's input: the fields and the whole list of addresses. */
export type SalesPersonInput = z.output<z.ZodObject<ReturnType<typeof salesPersonFields>>> & { addresses: AddressParts[] };

/** An API body's addresses as the service's list: `addresses`, else `address` (null: none), else `fallback`. */
export function addressesOf(
  body: { address?: AddressParts | null; addresses?: AddressParts[] },
  fallback: AddressParts[] = [],
): AddressParts[] {
  const list = body.addresses ?? (body.address === undefined ? fallback : body.address === null ? [] : [body.address]);
  return list.filter((a) => !isEmptyAddress(a));
}

/** The list's URL (and the API's query): search text and Current View. */
export const salesPersonListQuerySchema = z.object({
  q: optionalText(200).catch(""),
  view: z.enum(SALES_PERSON_VIEWS).catch("active"),
});
export type SalesPersonListQuery = z.output<typeof salesPersonListQuerySchema>;
