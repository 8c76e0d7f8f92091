import type { Knex } from "knex";
import { toDecimal } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import * as partyCsv from "~/modules/parties/csv.server";
import { type ADDRESS_TYPES, PAYMENT_METHODS } from "~/modules/parties/constants";
import { VENDOR_PARTY } from "./party-config.server";
import { vendorCreateSchema, type VendorCreateInput } from "./schema";
import type { VendorBatchProgress } from "./vendors.server";

// Vendors as CSV, one row per vendor (~/modules/parties/csv.server.ts with the vendor's columns):
// `ledgerline vendors export` writes these columns and `ledgerline vendors import` reads them, so an
// export re-imports into another company unchanged (the company needs the same accounts, vendor
// groups, payment terms and shipping methods, which the file names rather than numbers). Each
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

export type VendorCsvColumn = (typeof VENDOR_CSV_FIELDS)[number]["column"] | `${(typeof ADDRESS_TYPES)[number]} ${partyCsv.AddressPart}`;

/** The columns a file must have; the others may be left out. */
export const REQUIRED_VENDOR_COLUMNS: readonly VendorCsvColumn[] = ["Vendor ID", "Vendor Name"];

const VENDOR_CSV: partyCsv.PartyCsvConfig<VendorCreateInput> = {
  party: VENDOR_PARTY,
  fields: VENDOR_CSV_FIELDS,
  required: REQUIRED_VENDOR_COLUMNS,
  schema: vendorCreateSchema,
};

/** The columns every export has, in order (contact groups follow). */
export const VENDOR_CSV_COLUMNS = partyCsv.csvColumns(VENDOR_CSV) as readonly VendorCsvColumn[];

export { CONTACT_PARTS, contactColumn, customColumn, type ContactPart } from "~/modules/parties/csv.server";

/** The CSV text of a company's vendors (header first), ordered by name then Vendor ID. */
export async function vendorsCsv(db: Knex, companyId: number, filters: { view?: "active" | "inactive" | "all" } = {}): Promise<string> {
  return partyCsv.partiesCsv(VENDOR_CSV, db, companyId, filters);
}

/** One data row: its line in the file and its values by canonical column name. */
export type VendorCsvRow = partyCsv.PartyCsvFile["rows"][number];
export type VendorCsvFile = partyCsv.PartyCsvFile;

/**
 * Read the CSV text. Header names are matched case-insensitively; an unknown or repeated column, a
 * missing required one, or a file that is not CSV is refused as a whole. A row with the wrong
 * number of fields is kept, so that validation reports it by its line.
 */
export function parseVendorsCsv(text: string): VendorCsvFile {
  return partyCsv.parsePartiesCsv(VENDOR_CSV, text);
}

/** A vendor the import will create, as checked. */
export interface PlannedVendor {
  line: number;
  input: VendorCreateInput;
}

export interface VendorImportPlan {
  /** `row N: message`, one per bad row, in file order. */
  errors: string[];
  /** Empty when there are errors. */
  vendors: PlannedVendor[];
}

/** Check every row (the form's rules and messages, references by name, Vendor IDs); nothing is written. */
export async function planVendorImport(db: Knex, companyId: number, file: VendorCsvFile): Promise<VendorImportPlan> {
  const { errors, parties } = await partyCsv.planPartyImport(VENDOR_CSV, db, companyId, file);
  return { errors, vendors: parties };
}

export interface VendorImportResult {
  vendors: { id: number; vendorId: string; vendorName: string; openingBalance: string }[];
  /** Opening balances posted (a VOB entry each). */
  balancesPosted: number;
}

/** Import the file's vendors in one transaction: all of them or, on any problem, none. */
export async function importVendors(
  db: Knex,
  ctx: CompanyContext,
  file: VendorCsvFile,
  options: { onProgress?: (progress: VendorBatchProgress) => void } = {},
): Promise<VendorImportResult> {
  const onProgress = options.onProgress;
  const { inputs, ids } = await partyCsv.importParties(VENDOR_CSV, db, ctx, file, {
    onProgress: onProgress && ((p) => onProgress({ ...p, phase: p.phase === "parties" ? "vendors" : "balances" })),
  });
  return {
    vendors: inputs.map((input, i) => ({
      id: ids[i],
      vendorId: input.vendorId,
      vendorName: input.vendorName,
      openingBalance: toDecimal(input.openingBalance),
    })),
    balancesPosted: inputs.filter((input) => input.openingBalance > 0).length,
  };
}
