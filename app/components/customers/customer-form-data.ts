import {
  emptyPartyValues,
  partyFormTabs,
  type PartyFormAnswer,
  type PartyFormLoaded,
  type PartyFormValuesBase,
} from "~/components/parties/party-form-data";
import type { SupportOption } from "~/components/vendors/support-item-data";
import { formatUsDate } from "~/lib/dates";
import { CUSTOMER_WORDS } from "~/modules/customers/constants";
import { partyFormMessages } from "~/modules/parties/words";

// What the New Customer and Edit Customer screens add to a party's form (~/components/parties/
// party-form-data.ts): the customer's values, its own lists (customer groups, invoice frequencies,
// sales persons), the fields of its Payment & Settings tab and the screens' messages in the
// customer's words. The rules are the customer form schema's (app/modules/customers/schema.ts).

/** A customer as the form shows it (the loader's `values`). */
export interface CustomerFormValues extends PartyFormValuesBase {
  customerId: string;
  customerName: string;
  companyName: string;
  /** MM/DD/YYYY */
  customerSince: string;
  customerGroupId: string;
  invoiceFrequencyId: string;
  salesPersonId: string;
  taxExempt: boolean;
  resaleNumber: string;
  /** "" the company's language, else en, es, fr, de or pt (ADR 0087) */
  documentLanguage: string;
}

/** The customer's own lists. */
export interface CustomerFormLists {
  customerGroups: SupportOption[];
  invoiceFrequencies: SupportOption[];
  salesPersons: { id: number; name: string }[];
}

export type CustomerFormLoaded = PartyFormLoaded<CustomerFormValues, CustomerFormLists>;
export type CustomerFormAnswer = PartyFormAnswer;

/** The customer's fields on the Payment & Settings tab (beside the party's). */
export const CUSTOMER_DETAILS_FIELDS = [
  "customerGroupId",
  "invoiceFrequencyId",
  "salesPersonId",
  "taxExempt",
  "resaleNumber",
  "documentLanguage",
] as const;

export const CUSTOMER_FORM_TABS = partyFormTabs(CUSTOMER_DETAILS_FIELDS);

/** The screen's own texts: the party's (~/modules/parties/words.ts) in the customer's words. */
export const CUSTOMER_FORM_MESSAGES = partyFormMessages(CUSTOMER_WORDS);

/** A new customer's values: today for both dates, Cash, Active, not tax exempt, the company's document language, no contacts or addresses. */
export function emptyCustomerValues(today: string): CustomerFormValues {
  return {
    ...emptyPartyValues(formatUsDate(today)),
    customerId: "",
    customerName: "",
    companyName: "",
    customerSince: formatUsDate(today),
    customerGroupId: "",
    invoiceFrequencyId: "",
    salesPersonId: "",
    taxExempt: false,
    resaleNumber: "",
    documentLanguage: "",
  };
}
