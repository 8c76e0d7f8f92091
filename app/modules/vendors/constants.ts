// The vendor's choices, messages and form shapes, without zod: the New / Edit Vendor screens import
// these, and the schemas (./schema.ts, which re-exports them) load only once a form is checked.
// What vendors share with customers lives in the party module (~/modules/parties); the vendor is
// its first configuration (./party-config.ts), and these are the vendor's names for it.

import type { PartyFormList, PartyFormMode } from "~/modules/parties/constants";
import { partyMessages, type PartyWords } from "~/modules/parties/words";

export {
  ADDRESS_TEXT,
  ADDRESS_TYPES,
  CONTACT_TEXT,
  EMAIL_PATTERN,
  isBlankAddress,
  isBlankContact,
  isBlankRow,
  isRecord,
  PAYMENT_METHODS,
  PHONE_PATTERN,
} from "~/modules/parties/constants";

export const VENDOR_WORDS: PartyWords = {
  party: "vendor",
  Party: "Vendor",
  parties: "vendors",
  Parties: "Vendors",
  controlAccount: "Accounts Payable",
};

/** The vendor's messages: the party's, under the names the vendor screens, API and CLI use. */
export const VENDOR_PARTY_MESSAGES = partyMessages(VENDOR_WORDS);
const m = VENDOR_PARTY_MESSAGES;
export const VENDOR_MESSAGES = {
  vendorIdRequired: m.idRequired,
  vendorIdExists: m.idExists,
  vendorNameRequired: m.nameRequired,
  openingBalanceNegative: m.openingBalanceNegative,
  vendorSinceDate: m.sinceDate,
  balanceAsOfDate: m.balanceAsOfDate,
  creditLimitNegative: m.creditLimitNegative,
  accountNumberDigits: m.accountNumberDigits,
  primaryRequired: m.primaryRequired,
  onePrimary: m.onePrimary,
  contactEmail: m.contactEmail,
  contactPhone: m.contactPhone,
  /** A contact card's own check (its Save / Update) words the two format rules without the number. */
  contactCardEmail: m.contactCardEmail,
  contactCardPhone: m.contactCardPhone,
  billingRequired: m.billingRequired,
  addressTypeUsed: m.addressTypeUsed,
  notFound: m.notFound,
  hasTransactions: m.hasTransactions,
} as const;

export type VendorFormMode = PartyFormMode;
export type VendorFormList = PartyFormList;

export interface VendorFormOptions {
  /** The browser's availability check found this Vendor ID taken. */
  isVendorIdTaken?: (vendorId: string) => boolean;
  /**
   * A contact or address card checking its own row (its Save / Update): that row is checked even
   * when blank, and a contact's format messages are the card's own.
   */
  card?: { list: VendorFormList; index: number };
}
