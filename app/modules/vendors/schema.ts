import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { optionalText } from "~/lib/zod-helpers";
import {
  contactSchema,
  optionalId,
  partyAddressSchema,
  partyFormSchema,
  partyHeaderFields,
  partyListQuerySchema,
  partyRules,
  type PartyListQuery,
} from "~/modules/parties/schema";
import { VENDOR_MESSAGES, VENDOR_PARTY_MESSAGES, type VendorFormMode, type VendorFormOptions } from "./constants";

export * from "./constants";
export { contactSchema };

// The vendor payload (what the API and the CLI take) with the specification's messages verbatim,
// and the New / Edit Vendor form built from it: the party's header fields (~/modules/parties/schema)
// under the vendor's names, and the vendor's own. Dates come as MM/DD/YYYY (new form) or ISO
// dates/timestamps (edit form) and leave as YYYY-MM-DD; money leaves as cents. The constants and
// messages the screens need are in ./constants.ts (no zod), re-exported here.

export const addressSchema = partyAddressSchema(VENDOR_MESSAGES);

const party = partyHeaderFields(VENDOR_PARTY_MESSAGES);
const { crossChecks } = partyRules(VENDOR_PARTY_MESSAGES);

const base = z.object({
  vendorId: party.code,
  vendorName: party.name,
  active: party.active,
  vendorSince: party.since,
  openingBalance: party.openingBalance,
  balanceAsOf: party.balanceAsOf,
  taxId: optionalText(),
  fax: optionalText(50),
  webpage: optionalText(500),
  notes: optionalText(5000, { multiline: true }),
  accountId: optionalId,
  creditLimit: party.creditLimit,
  shippingMethodId: optionalId,
  paymentMethod: party.paymentMethod,
  paymentTermId: optionalId,
  accountNumber: party.accountNumber,
  bankName: optionalText(),
  bankBranch: optionalText(),
  vendorGroupId: optionalId,
  taxRegistrationNumber: optionalText(),
  taxCode: optionalText(),
  serviceTaxRegistrationNo: optionalText(),
  address: party.address,
  contacts: party.contacts,
  addresses: party.addresses,
  customFields: party.customFields,
});

export const vendorCreateSchema = base.superRefine(crossChecks);
/**
 * Edit: the opening balance and its date are read-only (they were posted to the ledger); the
 * version the edit was made on is required (a stale one is refused, ADR 0014).
 */
export const vendorUpdateSchema = base
  .omit({ openingBalance: true, balanceAsOf: true })
  .extend({ version: versionField })
  .superRefine(crossChecks);

export type VendorCreateInput = z.infer<typeof vendorCreateSchema>;
export type VendorUpdateInput = z.infer<typeof vendorUpdateSchema>;
export type ContactInput = z.infer<typeof contactSchema>;
export type AddressInput = z.infer<typeof addressSchema>;

/** The New Vendor (mode "new") or Edit Vendor form: checked in the browser by conform and again by the action (see ~/modules/parties/schema). */
export function vendorFormSchema(mode: VendorFormMode, options: VendorFormOptions = {}) {
  return partyFormSchema(base, "vendorId", VENDOR_PARTY_MESSAGES, mode, { isIdTaken: options.isVendorIdTaken, card: options.card });
}

export const vendorListQuerySchema = partyListQuerySchema;
export type VendorListQuery = PartyListQuery;
