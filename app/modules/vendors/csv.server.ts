import type * as partyCsv from "~/modules/parties/csv.server";
import { PAYMENT_METHODS } from "~/modules/parties/constants";
import { VENDOR_PARTY } from "./party-config.server";
import { vendorCreateSchema, type VendorCreateInput } from "./schema";

// Vendors as CSV, one row per vendor (~/modules/parties/csv.server.ts with the vendor's columns):
// `ledgerline vendors export` writes these columns and `ledgerline vendors import` reads them
// (cli/commands/parties.ts), so an export re-imports into another company unchanged (the company
// needs the same accounts, vendor groups, payment terms and shipping methods, which the file names
// rather than numbers). Each
// address type has its six columns; custom fields are columns "Custom: <field name>"; contacts are
// numbered column groups at the end. Import checks every row first and reports `row N: …`; then
// it writes all the vendors in one transaction, or none.

/** The vendor's header columns, each with the field behind it and how it is written. */
const VENDOR_CSV_FIELDS = [
  { column: "Vendor ID", field: "vendorId", kind: "text" },
  { column: "Vendor Name", field: "vendorName", kind: "text" },
  { column: "Active", field: "active", kind: "active" },
  { column: "Vendor Since", field: "vendorSince", kind: "date" },
  { column: "Opening Balance", field: "openingBalance", kind: "money" },
  { column: "Balance as of", field: "balanceAsOf", kind: "date" },
  { column: "Tax ID", field: "taxId", kind: "text" },
  { column: "Fax", field: "fax", kind: "text" },
  { column: "Web page address", field: "webpage", kind: "text" },
  { column: "Notes", field: "notes", kind: "text" },
  { column: "Account", field: "accountId", kind: "ref", table: "companyAccounts", label: "accountNumber" },
  { column: "Credit Limit", field: "creditLimit", kind: "money" },
  { column: "Preferred Shipping Method", field: "shippingMethodId", kind: "ref", table: "shippingMethods" },
  { column: "Payment Method", field: "paymentMethod", kind: "choice", choices: PAYMENT_METHODS },
  { column: "Payment Terms", field: "paymentTermId", kind: "ref", table: "paymentTerms" },
  { column: "Bank Name", field: "bankName", kind: "text" },
  { column: "Account Number", field: "accountNumber", kind: "text" },
  { column: "Bank Branch", field: "bankBranch", kind: "text" },
  { column: "Vendor Group", field: "vendorGroupId", kind: "ref", table: "vendorGroups" },
  { column: "TAX Registration Number", field: "taxRegistrationNumber", kind: "text" },
  { column: "Tax Code", field: "taxCode", kind: "text" },
  { column: "Service tax registration no", field: "serviceTaxRegistrationNo", kind: "text" },
  { column: "Selected Address", field: "address", kind: "selectedAddress" },
] as const satisfies readonly partyCsv.PartyCsvField[];

export const VENDOR_CSV: partyCsv.PartyCsvConfig<VendorCreateInput> = {
  party: VENDOR_PARTY,
  fields: VENDOR_CSV_FIELDS,
  required: ["Vendor ID", "Vendor Name"],
  schema: vendorCreateSchema,
};
