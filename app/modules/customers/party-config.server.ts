import { PARTY_COLUMNS, PARTY_MONEY_COLUMNS, partyNaming, type PartyConfig } from "~/modules/parties/party.server";
import { accountsReceivableAccount, findAccountsReceivableAccount } from "~/modules/accounts/system-accounts.server";
import { CUSTOMER_OPENING_BALANCE_TYPE, CUSTOMER_PARTY_MESSAGES, CUSTOMER_WORDS } from "./constants";
import { Customer as CustomerModel, CustomerContact as CustomerContactModel } from "./customer.model";

// The customer as the party module's second configuration: its tables and columns, its words, and
// Accounts Receivable — a balance that grows on the debit side, an opening balance posted as COB
// (Dr Accounts Receivable tagged with the customer, Cr Opening Balance Equity).

/** The customer's columns as screens and the API show them: the party's, and its own. */
export const CUSTOMER_COLUMNS = [
  ...PARTY_COLUMNS,
  "customerId",
  "customerName",
  "companyName",
  "customerSince",
  "customerGroupId",
  "invoiceFrequencyId",
  "salesPersonId",
  "taxExempt",
  "resaleNumber",
  "taxId",
  "documentLanguage",
] as const;

export const CUSTOMER_PARTY: PartyConfig = {
  ...partyNaming("customer"),
  words: CUSTOMER_WORDS,
  messages: CUSTOMER_PARTY_MESSAGES,
  model: CustomerModel,
  insertRows: (trx, rows) => trx("customers").insert(rows).returning(["id", "customerId"]),
  contactModel: CustomerContactModel,
  references: [
    ["paymentTerms", "paymentTermId", "Payment Terms"],
    ["customerGroups", "customerGroupId", "Customer Group"],
    ["invoiceFrequencies", "invoiceFrequencyId", "Invoice Frequency"],
    ["salesPersons", "salesPersonId", "Sales Person"],
  ],
  columns: CUSTOMER_COLUMNS,
  moneyColumns: PARTY_MONEY_COLUMNS,
  control: { find: findAccountsReceivableAccount, ensure: accountsReceivableAccount, side: "debit" },
  opening: { entryType: CUSTOMER_OPENING_BALANCE_TYPE, sourceType: "customer" },
};
