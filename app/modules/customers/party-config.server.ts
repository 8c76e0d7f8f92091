import type { PartyConfig, PartyFieldsInput } from "~/modules/parties/party.server";
import { toDecimal, type Cents } from "~/lib/money";
import { accountsReceivableAccount, findAccountsReceivableAccount } from "~/modules/accounts/system-accounts.server";
import { CUSTOMER_OPENING_BALANCE_TYPE, CUSTOMER_PARTY_MESSAGES, CUSTOMER_WORDS } from "./constants";
import { Customer as CustomerModel, CustomerContact as CustomerContactModel } from "./customer.model";

// The customer as the party module's second configuration: its tables and columns, its words, and
// Accounts Receivable — a balance that grows on the debit side, an opening balance posted as COB
// (Dr Accounts Receivable tagged with the customer, Cr Opening Balance Equity).

/** The customer's columns as screens and the API show them. */
export const CUSTOMER_COLUMNS = [
  "id",
  "companyId",
  "customerId",
  "customerName",
  "companyName",
  "active",
  "customerSince",
  "openingBalance",
  "balanceAsOf",
  "phone",
  "email",
  "fax",
  "webpage",
  "notes",
  "creditLimit",
  "paymentMethod",
  "paymentTermId",
  "customerGroupId",
  "invoiceFrequencyId",
  "taxExempt",
  "resaleNumber",
  "taxId",
  "version",
  "address",
] as const;

/** The customer's own fields, as a create and an edit both take them. */
function customerOwnFields(input: PartyFieldsInput) {
  return {
    customerId: input.customerId,
    customerName: input.customerName,
    companyName: input.companyName,
    fax: input.fax,
    webpage: input.webpage,
    notes: input.notes,
    creditLimit: toDecimal(input.creditLimit as Cents),
    paymentMethod: input.paymentMethod,
    paymentTermId: input.paymentTermId,
    customerGroupId: input.customerGroupId,
    invoiceFrequencyId: input.invoiceFrequencyId,
    taxExempt: input.taxExempt,
    resaleNumber: input.resaleNumber,
    taxId: input.taxId,
  };
}

export const CUSTOMER_PARTY: PartyConfig = {
  words: CUSTOMER_WORDS,
  messages: CUSTOMER_PARTY_MESSAGES,
  table: "customers",
  model: CustomerModel,
  codeColumn: "customerId",
  nameColumn: "customerName",
  sinceColumn: "customerSince",
  partyKey: "customerId",
  lineTag: "customerId",
  insertRows: (trx, rows) => trx("customers").insert(rows).returning(["id", "customerId"]),
  contactsTable: "customerContacts",
  contactModel: CustomerContactModel,
  addressesTable: "customerAddresses",
  customValuesTable: "customerCustomValues",
  references: [
    ["paymentTerms", "paymentTermId", "Payment Terms"],
    ["customerGroups", "customerGroupId", "Customer Group"],
    ["invoiceFrequencies", "invoiceFrequencyId", "Invoice Frequency"],
  ],
  columns: CUSTOMER_COLUMNS,
  moneyColumns: ["openingBalance", "creditLimit"],
  ownFields: customerOwnFields,
  control: { find: findAccountsReceivableAccount, ensure: accountsReceivableAccount, side: "debit" },
  opening: { entryType: CUSTOMER_OPENING_BALANCE_TYPE, sourceType: "customer" },
};
