import { PARTY_MONEY_COLUMNS, partyNaming, type PartyConfig } from "~/modules/parties/party.server";
import { accountsPayableAccount, findAccountsPayableAccount } from "~/modules/accounts/system-accounts.server";
import { VENDOR_PARTY_MESSAGES, VENDOR_WORDS } from "./constants";
import { VENDOR_OPENING_BALANCE_TYPE } from "./vendor-transactions";
import { Vendor as VendorModel, VendorContact as VendorContactModel } from "./vendor.model";

// The vendor as the party module's first configuration: its tables and columns, its words, and
// Accounts Payable — a balance that grows on the credit side, an opening balance posted as VOB
// (Dr Opening Balance Equity, Cr Accounts Payable tagged with the vendor).

/** The vendor's columns as screens and the API show them, in the order its API has always given them. */
export const VENDOR_COLUMNS = [
  "id",
  "companyId",
  "vendorId",
  "vendorName",
  "active",
  "vendorSince",
  "taxId",
  "openingBalance",
  "balanceAsOf",
  "phone",
  "email",
  "fax",
  "webpage",
  "notes",
  "accountId",
  "creditLimit",
  "shippingMethodId",
  "paymentMethod",
  "paymentTermId",
  "accountNumber",
  "bankName",
  "bankBranch",
  "vendorGroupId",
  "taxRegistrationNumber",
  "taxCode",
  "serviceTaxRegistrationNo",
  "version",
  "address",
] as const;

export const VENDOR_PARTY: PartyConfig = {
  ...partyNaming("vendor"),
  words: VENDOR_WORDS,
  messages: VENDOR_PARTY_MESSAGES,
  model: VendorModel,
  insertRows: (trx, rows) => trx("vendors").insert(rows).returning(["id", "vendorId"]),
  contactModel: VendorContactModel,
  references: [
    ["companyAccounts", "accountId", "Account"],
    ["shippingMethods", "shippingMethodId", "Preferred shipping method"],
    ["paymentTerms", "paymentTermId", "Payment Terms"],
    ["vendorGroups", "vendorGroupId", "Vendor Group"],
  ],
  columns: VENDOR_COLUMNS,
  moneyColumns: PARTY_MONEY_COLUMNS,
  control: { find: findAccountsPayableAccount, ensure: accountsPayableAccount, side: "credit" },
  opening: { entryType: VENDOR_OPENING_BALANCE_TYPE, sourceType: "vendor" },
};
