import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { checkbox, optionalText } from "~/lib/zod-helpers";
import type { PartyFormMode, PartyFormOptions } from "~/modules/parties/constants";
import {
  documentLanguageField,
  optionalId,
  partyFormSchema,
  partyHeaderFields,
  partyRules,
  type PartyListQuery,
} from "~/modules/parties/schema";
import { CUSTOMER_PARTY_MESSAGES } from "./constants";

export * from "./constants";

// The customer payload (what the API and the CLI take): the party's header fields
// (~/modules/parties/schema) under the customer's names, and the customer's own — company name,
// customer group, invoice frequency, tax exemption and resale number, document language. Dates come as MM/DD/YYYY or
// ISO dates and leave as YYYY-MM-DD; money leaves as cents.

const party = partyHeaderFields(CUSTOMER_PARTY_MESSAGES);
const { crossChecks } = partyRules(CUSTOMER_PARTY_MESSAGES);

const base = z.object({
  customerId: party.code,
  customerName: party.name,
  companyName: optionalText(),
  active: party.active,
  customerSince: party.since,
  openingBalance: party.openingBalance,
  balanceAsOf: party.balanceAsOf,
  fax: optionalText(50),
  webpage: optionalText(500),
  notes: optionalText(5000, { multiline: true }),
  creditLimit: party.creditLimit,
  paymentMethod: party.paymentMethod,
  paymentTermId: optionalId,
  customerGroupId: optionalId,
  invoiceFrequencyId: optionalId,
  salesPersonId: optionalId,
  taxExempt: checkbox(false),
  resaleNumber: optionalText(100),
  taxId: optionalText(),
  documentLanguage: documentLanguageField,
  address: party.address,
  contacts: party.contacts,
  addresses: party.addresses,
  customFields: party.customFields,
});

export const customerCreateSchema = base.superRefine(crossChecks);
/**
 * Edit: the opening balance and its date are read-only (they were posted to the ledger); the
 * version the edit was made on is required (a stale one is refused, ADR 0014).
 */
export const customerUpdateSchema = base
  .omit({ openingBalance: true, balanceAsOf: true })
  .extend({ version: versionField })
  .superRefine(crossChecks);

export type CustomerCreateInput = z.infer<typeof customerCreateSchema>;
export type CustomerUpdateInput = z.infer<typeof customerUpdateSchema>;

export type CustomerListQuery = PartyListQuery;

/** The New Customer (mode "new") or Edit Customer form: checked in the browser by conform and again by the action (see ~/modules/parties/schema). */
export function customerFormSchema(mode: PartyFormMode, options: PartyFormOptions = {}) {
  return partyFormSchema(base, "customerId", CUSTOMER_PARTY_MESSAGES, mode, options);
}
