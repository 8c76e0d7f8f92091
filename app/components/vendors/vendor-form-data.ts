import type { AccountOption } from "~/components/accounts/account-form-data";
import {
  emptyPartyValues,
  partyFormTabs,
  type PartyFormAnswer,
  type PartyFormFields,
  type PartyFormLoaded,
  type PartyFormValuesBase,
} from "~/components/parties/party-form-data";
import { formatUsDate } from "~/lib/dates";
import { partyFormMessages } from "~/modules/parties/words";
import { VENDOR_WORDS, type VendorFormMode } from "~/modules/vendors/constants";
import type { SupportOption } from "./support-item-data";

// What the New Vendor and Edit Vendor screens add to a party's form (~/components/parties/
// party-form-data.ts): the vendor's values, its own lists, the fields of its Payment & Settings tab
// and the screens' messages in the vendor's words. The rules themselves are the vendor form schema's
// (app/modules/vendors/schema.ts).

export type { VendorFormMode };
export {
  addressText,
  cardOfIntent,
  customFieldValues,
  dottedErrors,
  followPrimaryRadio,
  formFields,
  type AddressType,
  type AddressValues,
  type ContactValues,
  type FormErrorMap,
  type SaveIntent,
  type TabKey,
} from "~/components/parties/party-form-data";

/** A vendor as the form shows it (the loader's `values`). */
export interface VendorFormValues extends PartyFormValuesBase {
  vendorId: string;
  vendorName: string;
  /** MM/DD/YYYY */
  vendorSince: string;
  accountId: string;
  shippingMethodId: string;
  bankName: string;
  accountNumber: string;
  bankBranch: string;
  vendorGroupId: string;
  taxRegistrationNumber: string;
  taxCode: string;
  serviceTaxRegistrationNo: string;
}

export type VendorFormFields = PartyFormFields<VendorFormValues>;

/** The vendor's own lists: the accounts, shipping methods and vendor groups. */
export interface VendorFormLists {
  accounts: AccountOption[];
  shippingMethods: SupportOption[];
  vendorGroups: SupportOption[];
}

/** What the loader gives the New / Edit Vendor screen. */
export type VendorFormLoaded = PartyFormLoaded<VendorFormValues, VendorFormLists>;

/** What the action answers (the screens and the integration tests read it). */
export type VendorFormAnswer = PartyFormAnswer;

/** The vendor's fields on the Payment & Settings tab (beside the party's). */
export const VENDOR_DETAILS_FIELDS = [
  "accountId",
  "shippingMethodId",
  "bankName",
  "accountNumber",
  "bankBranch",
  "vendorGroupId",
  "taxRegistrationNumber",
  "taxCode",
  "serviceTaxRegistrationNo",
] as const;

/** The vendor form's tabs: which holds a field, the errors of each, the summary of a refusal. */
export const VENDOR_FORM_TABS = partyFormTabs(VENDOR_DETAILS_FIELDS);
export const { tabOfField, errorNamesOfTab, tabMessages, firstTabWithErrors, messagesOf } = VENDOR_FORM_TABS;

/** The account types the vendor form's Account select keeps. */
export const VENDOR_ACCOUNT_TYPES = [
  "Expense",
  "Other Expense",
  "Cost of Goods Sold",
  "Cash",
  "Bank",
  "Credit Card",
  "Current Liability",
  "Paypal",
] as const;

/** The screen's own texts: the party's (~/modules/parties/words.ts) in the vendor's words. */
export const VENDOR_FORM_MESSAGES = partyFormMessages(VENDOR_WORDS);

/** A new vendor's values: today for both dates, Cash, Active, no contacts or addresses. */
export function emptyVendorValues(today: string): VendorFormValues {
  return {
    ...emptyPartyValues(formatUsDate(today)),
    vendorId: "",
    vendorName: "",
    vendorSince: formatUsDate(today),
    accountId: "",
    shippingMethodId: "",
    bankName: "",
    accountNumber: "",
    bankBranch: "",
    vendorGroupId: "",
    taxRegistrationNumber: "",
    taxCode: "",
    serviceTaxRegistrationNo: "",
  };
}
