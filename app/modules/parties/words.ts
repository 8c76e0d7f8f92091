// A party's words — "vendor" or "customer", the control account its balance sits on — and every
// message built from them. A configuration (app/modules/vendors/, later customers) names its words
// once; the schemas, the services, the CSV import and the screens take their messages from here,
// so the two sides word the same rule the same way. Client-safe (no zod).

export interface PartyWords {
  /** "vendor" */
  party: string;
  /** "Vendor" */
  Party: string;
  /** "vendors" */
  parties: string;
  /** "Vendors" */
  Parties: string;
  /** The control account the party's balance sits on: "Accounts Payable", "Accounts Receivable" */
  controlAccount: string;
}

/** The messages of a party's header, contacts and addresses, in its words. */
export function partyMessages(words: PartyWords) {
  const { party, Party } = words;
  return {
    idRequired: `${Party} ID is required.`,
    idExists: `This ${Party} ID already exists in this company.`,
    nameRequired: `${Party} Name is required.`,
    openingBalanceNegative: "Opening Balance cannot be negative.",
    sinceDate: `Please enter a valid date in MM/DD/YYYY format for ${Party} Since.`,
    balanceAsOfDate: "Please enter a valid date in MM/DD/YYYY format for Balance as of.",
    creditLimitNegative: "Credit Limit cannot be negative.",
    accountNumberDigits: "Account Number must contain only digits.",
    primaryRequired: "At least one contact must be marked as primary.",
    onePrimary: "Only one contact can be marked as primary.",
    contactEmail: (n: number) => `Contact ${n}: Invalid email format.`,
    contactPhone: (n: number) => `Contact ${n}: Invalid phone number format.`,
    /** A contact card's own check (its Save / Update) words the two format rules without the number. */
    contactCardEmail: "Invalid email format",
    contactCardPhone: "Invalid phone number format (allowed: digits, spaces, -, +, parentheses)",
    billingRequired: "Billing Address: All fields are required.",
    addressTypeUsed: (type: string) => `Address type ${type} is used more than once. Each address type can be used once per ${party}.`,
    notFound: `${Party} not found`,
    hasTransactions: (name: string) =>
      `${Party} "${name}" has transactions and cannot be deleted. Its postings (including an opening balance, which is posted to ${words.controlAccount}) stay in the ledger; mark the ${party} inactive instead.`,
    /** A reference of the header (account, group, terms, …) that is not the company's. */
    referenceNotFound: (label: string) => `${label} was not found in this company`,
    customFieldNotFound: "Custom field was not found in this company",
    referenceMissing: "A referenced record was not found in this company",
  };
}
export type PartyMessages = ReturnType<typeof partyMessages>;

/** The opening balance's journal texts: the entry's comment and its lines' memo. */
export const openingBalanceTexts = (words: PartyWords, name: string) => ({
  comments: `Opening balance of ${words.party} ${name}`,
  memo: `Opening balance: ${name}`,
});

/** The texts of a party's New / Edit screen and its contact and address cards, in its words. */
export function partyFormMessages(words: PartyWords) {
  const { party, Party } = words;
  return {
    checking: "Checking availability...",
    createdTitle: `${Party} Created Successfully!`,
    createdClose: `The ${party} has been saved successfully. Click OK to go back to the previous page.`,
    createdNew: `The ${party} has been saved. Click OK to create a new ${party}.`,
    updatedTitle: `${Party} Updated Successfully!`,
    updated: `The ${party} has been updated successfully.`,
    createFailed: `Failed to create ${party}`,
    updateFailedTitle: "Update Failed",
    updateFailed: `Failed to update ${party}. Please try again.`,
    validationTitle: "Validation Error",
    loadErrorTitle: `Error Loading ${Party}`,
    loadError: `Failed to load ${party} data. Please try again.`,
    invalidIds: `Invalid ${party} or company ID`,
    loading: `Loading ${party} data...`,
    contactsEmpty: "No contacts added yet",
    contactsEmptyHint: `Add contacts for this ${party}`,
    addressesEmpty: "No addresses added yet",
    addressesEmptyHint: `Add addresses for this ${party}`,
    addressesStaticHint: `Fill in the addresses this ${party} has; rows left empty are ignored.`,
    /** The heading of the selected address's text */
    selectedAddress: (type: string) => `${Party} address (${type})`,
    primaryRequiredTitle: "Primary Contact Required",
    contactAdded: "Contact Added",
    contactUpdatedTitle: "Contact Updated",
    contactUpdated: "Contact updated successfully.",
    contactDeleted: "Contact Deleted",
    addressUpdatedTitle: "Address Updated",
    addressUpdated: "Address updated successfully.",
    oneNewContact: "Please save or cancel the current new contact before adding another.",
    oneNewAddress: "Please save or cancel the current new address before adding another.",
    cannotAddContactTitle: "Cannot Add Contact",
    cannotAddAddressTitle: "Cannot Add Address",
    contactValidationTitle: "Contact Validation Error",
    addressValidationTitle: "Address Validation Error",
  };
}
export type PartyFormMessages = ReturnType<typeof partyFormMessages>;
