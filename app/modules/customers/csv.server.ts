import type * as partyCsv from "~/modules/parties/csv.server";
import { PAYMENT_METHODS } from "~/modules/parties/constants";
import { CUSTOMER_PARTY } from "./party-config.server";
import { customerCreateSchema, type CustomerCreateInput } from "./schema";

// Customers as CSV, one row per customer (~/modules/parties/csv.server.ts with the customer's
// columns): `ledgerline customers export` writes these columns and `ledgerline customers import`
// reads them — opening A/R from a previous system. Groups, terms and invoice frequencies are named,
// not numbered; each address type has its six columns; custom fields are "Custom: <name>" columns;
// contacts are numbered column groups at the end. Import checks every row first (`row N: …`), then
// writes every customer, and posts their opening balances, in one transaction, or none.

const CUSTOMER_CSV_FIELDS = [
  { column: "Customer ID", field: "customerId", kind: "text" },
  { column: "Customer Name", field: "customerName", kind: "text" },
  { column: "Company Name", field: "companyName", kind: "text" },
  { column: "Active", field: "active", kind: "active" },
  { column: "Customer Since", field: "customerSince", kind: "date" },
  { column: "Opening Balance", field: "openingBalance", kind: "money" },
  { column: "Balance as of", field: "balanceAsOf", kind: "date" },
  { column: "Fax", field: "fax", kind: "text" },
  { column: "Web page address", field: "webpage", kind: "text" },
  { column: "Notes", field: "notes", kind: "text" },
  { column: "Credit Limit", field: "creditLimit", kind: "money" },
  { column: "Payment Method", field: "paymentMethod", kind: "choice", choices: PAYMENT_METHODS },
  { column: "Payment Terms", field: "paymentTermId", kind: "ref", table: "paymentTerms" },
  { column: "Customer Group", field: "customerGroupId", kind: "ref", table: "customerGroups" },
  { column: "Invoice Frequency", field: "invoiceFrequencyId", kind: "ref", table: "invoiceFrequencies" },
  { column: "Sales Person", field: "salesPersonId", kind: "ref", table: "salesPersons", label: "salesPersonName" },
  { column: "Tax Exempt", field: "taxExempt", kind: "flag" },
  { column: "Resale Number", field: "resaleNumber", kind: "text" },
  { column: "Tax ID", field: "taxId", kind: "text" },
  { column: "Document Language", field: "documentLanguage", kind: "language" },
  { column: "Selected Address", field: "address", kind: "selectedAddress" },
] as const satisfies readonly partyCsv.PartyCsvField[];

export const CUSTOMER_CSV: partyCsv.PartyCsvConfig<CustomerCreateInput> = {
  party: CUSTOMER_PARTY,
  fields: CUSTOMER_CSV_FIELDS,
  required: ["Customer ID", "Customer Name"],
  schema: customerCreateSchema,
};
