import type { Knex } from "knex";
import { toCsv } from "~/lib/csv";
import {
  columnMessage,
  CsvFileError,
  headerKey,
  isGenericMessage,
  notImportedMessage,
  parseYesNo,
  readCsvTable,
  rowProblem,
  yesNoMessage,
  type CsvRow,
} from "~/lib/csv-import";
import { formatUsDate } from "~/lib/dates";
import { fromDecimal, toDecimal } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation } from "~/utils/model";
import { ADDRESS_TYPES, PAYMENT_METHODS, VENDOR_MESSAGES, vendorCreateSchema, type VendorCreateInput } from "./schema";
import { createVendorsInTransaction, type VendorBatchProgress } from "./vendors.server";

// Vendors as CSV, one row per vendor: `ledgerline vendors export` writes these columns and
// `ledgerline vendors import` reads them, so an export re-imports into another company unchanged
// (the company needs the same accounts, vendor groups, payment terms and shipping methods, which
// the file names rather than numbers). Each address type has its six columns; custom fields are
// columns "Custom: <field name>" (the company's fields that any exported vendor has a value for);
// contacts are numbered column groups at the end — as many as the vendor with the most contacts.
//
// Import reads the file and reports its rows as every CSV import does (~/lib/csv-import). It checks
// every row first (the form's rules and messages, references by name, Vendor IDs against the
// company and the file's earlier rows) and reports `row N: …` with N the file's line (the header
// is line 1); then it writes all the vendors in one transaction, or none.

/** The columns every export has, in order (contact groups follow). */
export const VENDOR_CSV_COLUMNS = [
  "Vendor ID",
  "Vendor Name",
  "Active",
  "Vendor Since",
  "Opening Balance",
  "Balance as of",
  "Tax ID",
  "Fax",
  "Web page address",
  "Notes",
  "Account",
  "Credit Limit",
  "Preferred Shipping Method",
  "Payment Method",
  "Payment Terms",
  "Bank Name",
  "Account Number",
  "Bank Branch",
  "Vendor Group",
  "TAX Registration Number",
  "Tax Code",
  "Service tax registration no",
  "Selected Address",
  ...ADDRESS_TYPES.flatMap((type) => [
    `${type} Address Line 1`,
    `${type} Address Line 2`,
    `${type} City`,
    `${type} State`,
    `${type} Postal Code`,
    `${type} Country`,
  ]),
] as const;

export type VendorCsvColumn = (typeof VENDOR_CSV_COLUMNS)[number];

export const CONTACT_PARTS = ["Name", "Title", "Phone", "Email", "Primary"] as const;
export type ContactPart = (typeof CONTACT_PARTS)[number];
export const contactColumn = (n: number, part: ContactPart) => `Contact ${n} ${part}`;
export const customColumn = (name: string) => `Custom: ${name}`;

/** The most contact groups a file may have (the schema's limit of contacts per vendor). */
const MAX_CONTACT_GROUPS = 100;

/** The columns a file must have; the others may be left out. */
export const REQUIRED_VENDOR_COLUMNS: readonly VendorCsvColumn[] = ["Vendor ID", "Vendor Name"];

const ADDRESS_PARTS = [
  ["address1", "Address Line 1"],
  ["address2", "Address Line 2"],
  ["city", "City"],
  ["state", "State"],
  ["postalCode", "Postal Code"],
  ["country", "Country"],
] as const;

const addressColumn = (type: (typeof ADDRESS_TYPES)[number], part: (typeof ADDRESS_PARTS)[number][1]) =>
  `${type} ${part}` as VendorCsvColumn;

// ---------------------------------------------------------------------------------------------
// Export

type Row = Record<string, unknown>;

/** The CSV text of a company's vendors (header first), ordered by name then Vendor ID. */
export async function vendorsCsv(db: Knex, companyId: number, filters: { view?: "active" | "inactive" | "all" } = {}): Promise<string> {
  const view = filters.view ?? "all";
  const query = db("vendors").where({ companyId });
  if (view === "active") query.where("active", true);
  if (view === "inactive") query.where("active", false);
  const vendors: Row[] = await query
    .orderByRaw("lower(vendor_name), lower(btrim(vendor_id)), id")
    .select(
      "id",
      "vendorId",
      "vendorName",
      "active",
      "vendorSince",
      "openingBalance",
      "balanceAsOf",
      "taxId",
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
      "address",
    );
  const names = async (table: string, column = "name") =>
    new Map<number, string>(
      (await db(table).where({ companyId }).select("id", `${column} as label`)).map((r: { id: number; label: string }) => [r.id, r.label]),
    );
  const accounts = await names("companyAccounts", "accountNumber");
  const groups = await names("vendorGroups");
  const terms = await names("paymentTerms");
  const shipping = await names("shippingMethods");
  const contactsOf = new Map<number, Row[]>();
  for (const c of (await db("vendorContacts")
    .where({ companyId })
    .orderBy(["vendorId", "position", "id"])
    .select("vendorId", "name", "title", "phone", "email", "isPrimary")) as Row[]) {
    const list = contactsOf.get(c.vendorId as number) ?? [];
    list.push(c);
    contactsOf.set(c.vendorId as number, list);
  }
  // Custom values by vendor, and the fields that have a value (blank values are not exported).
  const customRows: { vendorId: number; definitionId: number; name: string; value: string }[] = await db("vendorCustomValues as v")
    .join("customFieldDefinitions as d", function () {
      this.on("d.companyId", "v.companyId").andOn("d.id", "v.definitionId");
    })
    .where("v.companyId", companyId)
    .whereRaw("btrim(v.value) <> ''")
    .select("v.vendorId", "v.definitionId", "d.name", "v.value");
  const customOf = new Map<number, Map<number, string>>();
  for (const c of customRows) {
    const values = customOf.get(c.vendorId) ?? new Map<number, string>();
    values.set(c.definitionId, c.value);
    customOf.set(c.vendorId, values);
  }
  const exportedIds = new Set(vendors.map((v) => v.id as number));
  const customFields = [
    ...new Map(
      customRows.filter((c) => exportedIds.has(c.vendorId)).map((c) => [c.definitionId, { id: c.definitionId, name: c.name }]),
    ).values(),
  ].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id);

  const addressesOf = new Map<number, Map<string, Row>>();
  for (const a of (await db("vendorAddresses")
    .where({ companyId })
    .select("vendorId", "type", ...ADDRESS_PARTS.map(([field]) => field))) as Row[]) {
    const byType = addressesOf.get(a.vendorId as number) ?? new Map<string, Row>();
    byType.set(a.type as string, a);
    addressesOf.set(a.vendorId as number, byType);
  }

  const groupCount = Math.max(0, ...vendors.map((v) => contactsOf.get(v.id as number)?.length ?? 0));
  const header = [...VENDOR_CSV_COLUMNS, ...customFields.map((f) => customColumn(f.name)), ...contactHeaders(groupCount)];
  const text = (value: unknown) => (value == null ? "" : String(value));
  const money = (value: unknown) => toDecimal(fromDecimal(value as string));
  const ref = (map: Map<number, string>, id: unknown) => (id == null ? "" : (map.get(id as number) ?? ""));
  const rows = vendors.map((v) => {
    const addresses = addressesOf.get(v.id as number);
    const contacts = contactsOf.get(v.id as number) ?? [];
    const scalar: Record<VendorCsvColumn, string> = {
      "Vendor ID": text(v.vendorId),
      "Vendor Name": text(v.vendorName),
      Active: v.active ? "Yes" : "No",
      "Vendor Since": formatUsDate(v.vendorSince as string | null),
      "Opening Balance": money(v.openingBalance),
      "Balance as of": formatUsDate(v.balanceAsOf as string | null),
      "Tax ID": text(v.taxId),
      Fax: text(v.fax),
      "Web page address": text(v.webpage),
      Notes: text(v.notes),
      Account: ref(accounts, v.accountId),
      "Credit Limit": money(v.creditLimit),
      "Preferred Shipping Method": ref(shipping, v.shippingMethodId),
      "Payment Method": text(v.paymentMethod),
      "Payment Terms": ref(terms, v.paymentTermId),
      "Bank Name": text(v.bankName),
      "Account Number": text(v.accountNumber),
      "Bank Branch": text(v.bankBranch),
      "Vendor Group": ref(groups, v.vendorGroupId),
      "TAX Registration Number": text(v.taxRegistrationNumber),
      "Tax Code": text(v.taxCode),
      "Service tax registration no": text(v.serviceTaxRegistrationNo),
      "Selected Address": text(v.address),
      ...(Object.fromEntries(
        ADDRESS_TYPES.flatMap((type) =>
          ADDRESS_PARTS.map(([field, part]) => [addressColumn(type, part), text(addresses?.get(type)?.[field])]),
        ),
      ) as Record<VendorCsvColumn, string>),
    };
    const contactCells = Array.from({ length: groupCount }, (_, i) => {
      const c = contacts[i];
      return c ? [text(c.name), text(c.title), text(c.phone), text(c.email), c.isPrimary ? "Yes" : "No"] : ["", "", "", "", ""];
    }).flat();
    const custom = customFields.map((f) => customOf.get(v.id as number)?.get(f.id) ?? "");
    return [...VENDOR_CSV_COLUMNS.map((column) => scalar[column]), ...custom, ...contactCells];
  });
  return toCsv([header, ...rows], { record_delimiter: "unix" });
}

function contactHeaders(groups: number): string[] {
  return Array.from({ length: groups }, (_, i) => CONTACT_PARTS.map((part) => contactColumn(i + 1, part))).flat();
}

// ---------------------------------------------------------------------------------------------
// Reading a file

/** One data row: its line in the file and its values by canonical column name. */
export type VendorCsvRow = CsvRow;

export interface VendorCsvFile {
  rows: VendorCsvRow[];
  /** The header's custom field columns: the field's name as written, and the row values' key. */
  customFields: { name: string; column: string }[];
  /** The contact groups the header has (1, 2, …), in ascending order. */
  contactGroups: number[];
}

const COLUMN_BY_KEY = new Map<string, VendorCsvColumn>(VENDOR_CSV_COLUMNS.map((c) => [headerKey(c), c]));
const CONTACT_HEADER = /^contact ?(\d{1,3}) (name|title|phone|email|primary)$/;
const CUSTOM_HEADER = /^custom ?: ?(.+)$/i;

/** A header name → its canonical column ("Contact 2 Email" and "Custom: Region" included), or undefined. */
function canonicalColumn(name: string): { column: string; group?: number; customName?: string } | undefined {
  const key = headerKey(name);
  const column = COLUMN_BY_KEY.get(key);
  if (column) return { column };
  const custom = CUSTOM_HEADER.exec(name.trim().replace(/\s+/g, " "));
  if (custom) return { column: customColumn(custom[1].toLowerCase()), customName: custom[1] };
  const contact = CONTACT_HEADER.exec(key);
  if (!contact) return undefined;
  const group = Number(contact[1]);
  if (group < 1 || group > MAX_CONTACT_GROUPS) return undefined;
  const part = CONTACT_PARTS.find((p) => p.toLowerCase() === contact[2])!;
  return { column: contactColumn(group, part), group };
}

const COLUMNS_HELP = `${VENDOR_CSV_COLUMNS.join(", ")}, Custom: <custom field name>, then Contact N Name, Contact N Title, Contact N Phone, Contact N Email, Contact N Primary for N = 1, 2, …`;

/**
 * Read the CSV text. Header names are matched case-insensitively; an unknown or repeated column, a
 * missing required one, or a file that is not CSV is refused as a whole. A row with the wrong
 * number of fields is kept, so that validation reports it by its line.
 */
export function parseVendorsCsv(text: string): VendorCsvFile {
  let table: ReturnType<typeof readCsvTable<{ column: string; group?: number; customName?: string }>>;
  try {
    table = readCsvTable(text, { resolve: canonicalColumn, required: REQUIRED_VENDOR_COLUMNS, columnsHelp: COLUMNS_HELP });
  } catch (error) {
    if (error instanceof CsvFileError) throw new DomainError(error.message, 400);
    throw error;
  }
  const groups = new Set<number>();
  const customFields: VendorCsvFile["customFields"] = [];
  for (const found of table.header) {
    if (found.group) groups.add(found.group);
    if (found.customName && !customFields.some((f) => f.column === found.column))
      customFields.push({ name: found.customName, column: found.column });
  }
  return { rows: table.rows, customFields, contactGroups: [...groups].sort((a, b) => a - b) };
}

// ---------------------------------------------------------------------------------------------
// Checking the rows

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

// A schema field → the column that carries it (to say which column a generic message is about).
const COLUMN_OF_FIELD: Record<string, VendorCsvColumn> = {
  vendorId: "Vendor ID",
  vendorName: "Vendor Name",
  active: "Active",
  vendorSince: "Vendor Since",
  openingBalance: "Opening Balance",
  balanceAsOf: "Balance as of",
  taxId: "Tax ID",
  fax: "Fax",
  webpage: "Web page address",
  notes: "Notes",
  creditLimit: "Credit Limit",
  paymentMethod: "Payment Method",
  accountNumber: "Account Number",
  bankName: "Bank Name",
  bankBranch: "Bank Branch",
  taxRegistrationNumber: "TAX Registration Number",
  taxCode: "Tax Code",
  serviceTaxRegistrationNo: "Service tax registration no",
  address: "Selected Address",
};
const CONTACT_PART_OF_FIELD: Record<string, ContactPart> = {
  name: "Name",
  title: "Title",
  phone: "Phone",
  email: "Email",
  primary: "Primary",
};

/** name (trimmed, case-insensitive) → id, for a company's support list or accounts. */
async function lookup(db: Knex, table: string, companyId: number, column = "name"): Promise<Map<string, number>> {
  const rows: { id: number; label: string }[] = await db(table).where({ companyId }).select("id", `${column} as label`);
  return new Map(rows.map((r) => [r.label.trim().toLowerCase(), r.id]));
}

/** Check every row (see the file's header comment); nothing is written. */
export async function planVendorImport(db: Knex, companyId: number, file: VendorCsvFile): Promise<VendorImportPlan> {
  // One after another: `db` may be a transaction (one connection).
  const accounts = await lookup(db, "companyAccounts", companyId, "accountNumber");
  const groups = await lookup(db, "vendorGroups", companyId);
  const terms = await lookup(db, "paymentTerms", companyId);
  const shipping = await lookup(db, "shippingMethods", companyId);
  const definitions = await lookup(db, "customFieldDefinitions", companyId);
  const existingIds = new Set(
    ((await db("vendors").where({ companyId }).select("vendorId")) as { vendorId: string }[]).map((v) => v.vendorId.trim().toLowerCase()),
  );
  const fileIds = new Map<string, number>();

  const errors: string[] = [];
  const vendors: PlannedVendor[] = [];
  for (const row of file.rows) {
    if (row.problem) {
      errors.push(rowProblem(row.line, [row.problem]));
      continue;
    }
    const text = (column: string) => (row.values[column] ?? "").trim();
    const messages: string[] = [];

    const active = parseYesNo(text("Active"));
    if (active === "invalid") messages.push(yesNoMessage("Active", text("Active")));

    // References by name (account by number) within the company; never created on the fly.
    const reference = (column: VendorCsvColumn, map: Map<string, number>) => {
      const name = text(column);
      if (!name) return null;
      const id = map.get(name.toLowerCase());
      if (id === undefined) messages.push(`${column} "${name}" does not exist`);
      return id ?? null;
    };
    const accountId = reference("Account", accounts);
    const shippingMethodId = reference("Preferred Shipping Method", shipping);
    const paymentTermId = reference("Payment Terms", terms);
    const vendorGroupId = reference("Vendor Group", groups);

    const methodText = text("Payment Method");
    const paymentMethod = PAYMENT_METHODS.find((m) => m.toLowerCase() === methodText.toLowerCase()) ?? methodText;

    const selectedText = text("Selected Address");
    const selected = ADDRESS_TYPES.find((t) => t.toLowerCase() === selectedText.toLowerCase());
    if (selectedText && !selected) messages.push(`Selected Address must be ${ADDRESS_TYPES.join(", ")} or empty (found "${selectedText}")`);

    // A contact is a group with any of its four fields filled in (or marked primary).
    const contacts: { name: string; title: string; phone: string; email: string; primary: boolean }[] = [];
    const contactGroup: number[] = [];
    for (const n of file.contactGroups) {
      const part = (p: ContactPart) => text(contactColumn(n, p));
      const primary = parseYesNo(part("Primary"));
      if (primary === "invalid") messages.push(yesNoMessage(contactColumn(n, "Primary"), part("Primary")));
      const fields = { name: part("Name"), title: part("Title"), phone: part("Phone"), email: part("Email") };
      if (!Object.values(fields).some(Boolean) && primary !== true) continue;
      contacts.push({ ...fields, primary: primary === true });
      contactGroup.push(n);
    }
    // Exactly one contact is primary whenever any exists; a lone contact is primary by itself (with
    // several and none marked, the schema says "At least one contact must be marked as primary.").
    if (contacts.length === 1) contacts[0].primary = true;

    // An address is a type with any of its six columns filled in.
    const addresses = ADDRESS_TYPES.flatMap((type) => {
      const parts = Object.fromEntries(ADDRESS_PARTS.map(([field, part]) => [field, text(addressColumn(type, part))]));
      return Object.values(parts).some(Boolean) ? [{ type, ...parts }] : [];
    });

    // Custom values by field name; a blank cell is no value.
    const customFields: { definitionId: number; value: string }[] = [];
    const customNames: string[] = [];
    for (const field of file.customFields) {
      const value = text(field.column);
      if (!value) continue;
      const definitionId = definitions.get(field.name.trim().toLowerCase());
      if (definitionId === undefined) messages.push(`Custom field "${field.name.trim()}" does not exist`);
      else {
        customFields.push({ definitionId, value });
        customNames.push(field.name.trim());
      }
    }

    const parsed = vendorCreateSchema.safeParse({
      vendorId: text("Vendor ID"),
      vendorName: text("Vendor Name"),
      active: active === false ? false : true,
      vendorSince: text("Vendor Since"),
      openingBalance: text("Opening Balance"),
      balanceAsOf: text("Balance as of"),
      taxId: text("Tax ID"),
      fax: text("Fax"),
      webpage: text("Web page address"),
      notes: text("Notes"),
      accountId,
      creditLimit: text("Credit Limit"),
      shippingMethodId,
      paymentMethod,
      paymentTermId,
      accountNumber: text("Account Number"),
      bankName: text("Bank Name"),
      bankBranch: text("Bank Branch"),
      vendorGroupId,
      taxRegistrationNumber: text("TAX Registration Number"),
      taxCode: text("Tax Code"),
      serviceTaxRegistrationNo: text("Service tax registration no"),
      address: selected ?? "",
      contacts,
      addresses,
      customFields,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        messages.push(describeIssue(issue.path, issue.message, contactGroup, addresses, customNames));
    }

    // Vendor IDs: against the company's vendors, then against the rows above (trimmed, any case).
    const key = text("Vendor ID").toLowerCase();
    if (key) {
      if (existingIds.has(key)) messages.push(VENDOR_MESSAGES.vendorIdExists);
      else if (fileIds.has(key))
        messages.push(`${VENDOR_MESSAGES.vendorIdExists} (Row ${fileIds.get(key)} of the file has the same Vendor ID.)`);
      else fileIds.set(key, row.line);
    }

    if (messages.length) errors.push(rowProblem(row.line, messages));
    else if (parsed.success) vendors.push({ line: row.line, input: parsed.data });
  }
  return { errors, vendors: errors.length ? [] : vendors };
}

/** A schema issue as the row's message: contacts by their column group, addresses by their type. */
function describeIssue(
  path: PropertyKey[],
  message: string,
  contactGroup: number[],
  addresses: { type: string }[],
  customNames: string[],
): string {
  const [field, index, sub] = path;
  if (field === "customFields" && typeof index === "number") return `${customColumn(customNames[index] ?? "")}: ${message}`;
  if (field === "contacts" && typeof index === "number") {
    const n = contactGroup[index];
    // The schema numbers contacts from 1 in file order; the file's groups may have gaps.
    if (message === VENDOR_MESSAGES.contactEmail(index + 1)) return VENDOR_MESSAGES.contactEmail(n);
    if (message === VENDOR_MESSAGES.contactPhone(index + 1)) return VENDOR_MESSAGES.contactPhone(n);
    const part = CONTACT_PART_OF_FIELD[String(sub)];
    return isGenericMessage(message) && part ? `${contactColumn(n, part)}: ${message}` : `Contact ${n}: ${message}`;
  }
  if (field === "addresses" && typeof index === "number") {
    const type = addresses[index]?.type ?? "";
    if (sub === undefined) return message; // "Billing Address: All fields are required."
    const part = ADDRESS_PARTS.find(([f]) => f === sub)?.[1];
    return isGenericMessage(message) && part ? `${type} ${part}: ${message}` : `${type} Address: ${message}`;
  }
  return columnMessage(COLUMN_OF_FIELD[String(field)], message);
}

// ---------------------------------------------------------------------------------------------
// Importing

export interface VendorImportResult {
  vendors: { id: number; vendorId: string; vendorName: string; openingBalance: string }[];
  /** Opening balances posted (a VOB entry each). */
  balancesPosted: number;
}

const notImported = (errors: string[]) => new DomainError(notImportedMessage(errors.length), 400, { _form: errors });

/** Import the file's vendors in one transaction: all of them or, on any problem, none. */
export async function importVendors(
  db: Knex,
  ctx: CompanyContext,
  file: VendorCsvFile,
  options: { onProgress?: (progress: VendorBatchProgress) => void } = {},
): Promise<VendorImportResult> {
  try {
    return await db.transaction(async (trx) => {
      const plan = await planVendorImport(trx, ctx.companyId, file);
      if (plan.errors.length) throw notImported(plan.errors);
      const inputs = plan.vendors.map((v) => v.input);
      const ids = await createVendorsInTransaction(trx, ctx, inputs, options);
      return {
        vendors: inputs.map((input, i) => ({
          id: ids[i],
          vendorId: input.vendorId,
          vendorName: input.vendorName,
          openingBalance: toDecimal(input.openingBalance),
        })),
        balancesPosted: inputs.filter((input) => input.openingBalance > 0).length,
      };
    });
  } catch (error) {
    // Another writer took a Vendor ID between the check and the insert.
    if (isUniqueViolation(error)) throw new DomainError(VENDOR_MESSAGES.vendorIdExists, 409);
    throw error;
  }
}
